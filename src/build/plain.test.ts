import { describe, expect, test } from 'vitest';
import { decompose } from '../engine/decompose.ts';
import { parseHand } from '../engine/notation/hand-notation.ts';
import { authorError, pageLang, readHand, readId, tagOf } from './author.ts';
import { handLayout, plainReading } from './plain.ts';

const hand = (text: string) => {
  const h = parseHand(text);
  if (!h.ok) throw new Error(text);
  return h.value;
};

describe('handLayout', () => {
  test('concealed tiles, declared sets, bonus tiles and the winning tile as codes', () => {
    expect(handLayout(hand('123m45s11z [555p] (7777s) 1f +3s'))).toEqual({
      concealed: ['1m', '2m', '3m', '4s', '5s', '1z', '1z'],
      melds: [
        { kind: 'pung', tiles: ['5p', '5p', '5p'], concealed: false },
        { kind: 'kong', tiles: ['7s', '7s', '7s', '7s'], concealed: true },
      ],
      bonus: ['1f'],
      winning: '3s',
    });
  });
});

describe('plainReading', () => {
  test('spells every block out; declared sets keep their flags', () => {
    const [reading] = decompose(hand('123m45s11z [555p] (7777s) 1f +3s')).map(plainReading);
    expect(reading?.blocks.map((b) => [b.kind, b.tiles.join(''), b.declared, b.concealed])).toEqual([
      ['pung', '5p5p5p', true, false],
      ['kong', '7s7s7s7s', true, true],
      ['chow', '1m2m3m', false, true],
      ['chow', '3s4s5s', false, true],
      ['pair', '1z1z', false, true],
    ]);
  });
});

describe('author checks', () => {
  const tag = tagOf('WaitPuzzle', { id: 'w-1', hand: '12m', extra: undefined, n: 3 });

  test('the tag reads like the MDX the author wrote', () => {
    expect(tag).toBe('<WaitPuzzle id="w-1" hand="12m" n={3}>');
    expect(authorError(tag, '/de/lessons/x/', 'oops').message).toBe(
      '<WaitPuzzle id="w-1" hand="12m" n={3}> on /de/lessons/x/: oops',
    );
  });

  test.each([
    ['123m456p789s11z5555p +5p', /only four copies of 5p/],
    ['123m456p789s11z55p6p +5p', /has 15 tiles/],
    ['12x', /“x” at position 3/],
  ])('readHand(%s) fails with the engine message in English', (text, message) => {
    expect(() => readHand(text, tag, '/p/')).toThrow(message);
  });

  test('readHand accepts a fragment only when asked', () => {
    expect(() => readHand('123m', tag, '/p/')).toThrow(/has 3 tiles/);
    expect(readHand('123m', tag, '/p/', true).concealed).toHaveLength(3);
  });

  test('ids and languages', () => {
    expect(readId('fan-1', tag, '/p/')).toBe('fan-1');
    expect(() => readId('Fan 1', tag, '/p/')).toThrow(/lower-case letters/);
    expect(pageLang(undefined, 'en', tag, '/p/')).toBe('en');
    expect(pageLang('de', 'en', tag, '/p/')).toBe('de');
    expect(pageLang(undefined, undefined, tag, '/p/')).toBe('de');
    expect(() => pageLang('fr', undefined, tag, '/p/')).toThrow(/lang must be/);
  });
});
