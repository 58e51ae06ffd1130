import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  makeHand,
  parseFragment,
  parseHand,
  parseTile,
  makeTile,
  ALL_TILES,
  parseBonus,
  makeBonus,
  ALL_BONUS,
} from '../index.ts';
import { randomCompleteHand, seededRng } from '../random.ts';

// Input → canonical form. The canonical form is sorted: concealed tiles, declared sets,
// bonus tiles, winning tile, separated by spaces.
const CANONICAL: [string, string][] = [
  ['123m456p789s11z55p+5p', '123m45556p789s11z +5p'],
  ['321m 654p 987s 11z 5p 5p +5p', '123m45556p789s11z +5p'],
  ['1112345678999m', '1112345678999m'],
  ['123m [555p] (7777s) 1f 45s11z +3s', '123m45s11z [555p] (7777s) 1f +3s'],
  ['[5555p](1111z)[234s]11m1m9m +9m', '1119m [5555p] [234s] (1111z) +9m'],
  ['EEE SSS WWW NN RR +R', '1112223334477z +7z'],
  ['Wh Wh Wh G G G 123m456m 9p +9p', '123456m9p555666z +9p'],
  ['4g1f2f 123m456m789m123p4p +4p', '123456789m1234p 12f4g +4p'],
  ['[1m2m3m] 456m789m123p4p +4p', '456789m1234p [123m] +4p'],
];

// Input → error code: one row per way of being wrong.
const ERRORS: [string, string][] = [
  ['', 'empty'],
  ['   ', 'empty'],
  ['1'.repeat(201), 'too-long'],
  ['123x', 'unknown-char'],
  ['123m456p789s11z5q', 'unknown-char'],
  ['8z', 'bad-digit'],
  ['0m', 'bad-digit'],
  ['5f', 'bad-digit'],
  ['123', 'missing-suit'],
  ['12 3m', 'missing-suit'],
  ['m', 'missing-number'],
  ['[123m', 'unclosed-set'],
  ['123m]', 'unexpected-bracket'],
  ['[1m[3m]]', 'unexpected-bracket'],
  ['[123m)', 'unexpected-bracket'],
  ['[]', 'empty-set'],
  ['[124m] 456m789m123p4p +4p', 'bad-set'],
  ['[11z2z] 456m789m123p4p +4p', 'bad-set'],
  ['[123z] 456m789m123p4p +4p', 'bad-set'],
  ['[89m1p] 456m789m123p4p +4p', 'bad-set'],
  ['(777s) 456m789m123p4p +4p', 'bad-concealed-kong'],
  ['(7778s) 456m789m123p4p +4p', 'bad-concealed-kong'],
  ['[1f11m] 456m789m123p4p +4p', 'bonus-in-set'],
  ['1f1f 123m456m789m123p4p +4p', 'duplicate-bonus'],
  ['11111m', 'too-many-copies'],
  ['1111m [111m] 23456789p', 'too-many-copies'],
  ['123m456p789s11z5p+5p', 'wrong-tile-count'],
  ['123m456p789s11z55p5s5s', 'wrong-tile-count'],
  ['123m456p789s1z', 'wrong-tile-count'],
  ['123m456p789s11z5p +5p +5p', 'winning-tile-twice'],
  ['123m456p789s11z5p +', 'bad-winning-tile'],
  ['123m456p789s11z5p +55p', 'bad-winning-tile'],
  ['123m456p789s11z5p +1f', 'bad-winning-tile'],
  ['123m456p789s11z5p +[', 'bad-winning-tile'],
  ['[1m+3m]', 'winning-tile-in-set'],
];

describe('parseHand', () => {
  test.each(CANONICAL)('%s → %s', (input, canonical) => {
    const r = parseHand(input);
    expect(r.ok ? makeHand(r.value) : r.error).toBe(canonical);
  });

  test.each(ERRORS)('%j is rejected with %s', (input, code) => {
    const r = parseHand(input);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  test('syntax errors point at the offending character', () => {
    const r = parseHand('123m45x');
    expect(r.ok ? null : r.error).toEqual({ code: 'unknown-char', at: 6, text: 'x' });
  });

  // Where and what: the fields a message is built from, for each kind of syntax error.
  test.each([
    ['12 3m', { code: 'missing-suit', at: 0, text: '12' }],
    ['123m45', { code: 'missing-suit', at: 4, text: '45' }],
    ['12[3m]', { code: 'missing-suit', at: 0, text: '12' }],
    ['1238z', { code: 'bad-digit', at: 3, text: '8z' }],
    ['120m', { code: 'bad-digit', at: 2, text: '0m' }],
    ['15f', { code: 'bad-digit', at: 1, text: '5f' }],
    ['123m p', { code: 'missing-number', at: 5, text: 'p' }],
    ['1m\u00a0x', { code: 'unknown-char', at: 3, text: 'x' }],
    ['1m +12m', { code: 'bad-winning-tile', at: 4 }],
    ['1m +1f', { code: 'bad-winning-tile', at: 5 }],
    ['1m +[', { code: 'bad-winning-tile', at: 4 }],
    ['[1m(', { code: 'unexpected-bracket', at: 3, text: '(' }],
    ['[1m)', { code: 'unexpected-bracket', at: 3, text: ')' }],
    ['1m ()', { code: 'empty-set', at: 3 }],
    ['1m [2m', { code: 'unclosed-set', at: 3 }],
    ['[1m +2m]', { code: 'winning-tile-in-set', at: 4 }],
    ['+1m +2m', { code: 'winning-tile-twice', at: 4 }],
  ])('%j → %j', (input, error) => {
    const r = parseHand(input);
    expect(r.ok ? null : r.error).toEqual(error);
  });

  test('absurdly long input fails before it is read', () => {
    const r = parseHand('[' + '1m'.repeat(1_000_000));
    expect(r.ok ? 'ok' : r.error.code).toBe('too-long');
  });
});

describe('tiles', () => {
  test('every tile and bonus tile round-trips', () => {
    for (const t of ALL_TILES) expect(parseTile(makeTile(t))).toBe(t);
    for (const b of ALL_BONUS) expect(parseBonus(makeBonus(b))).toBe(b);
  });
  test.each(['0m', '8z', '10m', 'm', '5x', '5f', ''])('%j is not a playing tile', (code) => {
    expect(parseTile(code)).toBeUndefined();
  });
});

describe('properties', () => {
  test('printing then parsing gives the same hand, and printing is canonical', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), (seed, declared) => {
        const hand = randomCompleteHand(seededRng(seed), { declared, kong: 0.3 });
        const text = makeHand(hand);
        const back = parseHand(text);
        expect(back.ok).toBe(true);
        if (back.ok) expect(makeHand(back.value)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  test('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const r = parseHand(s);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 5000 },
    );
  });

  test('never throws on strings made of notation characters', () => {
    const alphabet = fc.constantFrom(...'0123456789mpszfg[]()+ ESWNRGWh'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (chars) => {
        const r = parseHand(chars.join(''));
        if (r.ok) expect(parseHand(makeHand(r.value))).toEqual(r);
      }),
      { numRuns: 20000 },
    );
  });
});

describe('parseFragment', () => {
  test.each([
    ['5p 7z', '5p7z'],
    ['[555p] (1111z)', '[555p] (1111z)'],
    ['123m456p789s11z', '123m456p789s11z'],
  ])('%s is a valid fragment', (input, canonical) => {
    const r = parseFragment(input);
    expect(r.ok ? makeHand(r.value) : r.error.code).toBe(canonical);
  });
  test('still checks syntax, sets and copies', () => {
    expect(parseFragment('55555p').ok).toBe(false);
    expect(parseFragment('[124m]').ok).toBe(false);
  });
});
