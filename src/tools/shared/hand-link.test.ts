// The share-link codec: a table of links as visitors (and attackers) send them, the round trip
// make → parse, and fuzzed query strings that must never make it throw.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WIN_KINDS } from '../../engine/situation.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import {
  LINK_DEFAULTS,
  LINK_ERROR_CODES,
  LINK_PARAMS,
  MAX_QUERY_LENGTH,
  fromSituation,
  makeHandLink,
  parseHandLink,
  toSituation,
  withHandLink,
  type HandLink,
} from './hand-link.ts';

const link = (patch: Partial<HandLink>): HandLink => ({ ...LINK_DEFAULTS, ...patch });

describe('parseHandLink: links as they arrive', () => {
  test.each<[string, string, HandLink]>([
    ['nothing', '', LINK_DEFAULTS],
    ['only "?"', '?', LINK_DEFAULTS],
    ['a hand with %20 and %2B', '?hand=123m456p789s11z55p%20%2B5p', link({ hand: '123m456p789s11z55p +5p' })],
    [
      'a raw "+" is the winning-tile mark, not a space',
      'hand=123m456p789s11z55p+5p',
      link({ hand: '123m456p789s11z55p+5p' }),
    ],
    ['brackets percent-encoded', 'hand=%5B555p%5D(7777s)', link({ hand: '[555p](7777s)' })],
    [
      'every parameter',
      'hand=x&seat=S&round=W&win=robbing-kong&from=N&last=1&heaven=0&earth=1',
      link({ hand: 'x', seat: 'S', round: 'W', win: 'robbing-kong', from: 'N', lastTile: true, earth: true }),
    ],
    ['unknown parameters (tracking tags) are ignored', 'fbclid=abc&hand=1m&utm_source=x&x', link({ hand: '1m' })],
    ['empty pairs are skipped', '&&seat=N&', link({ seat: 'N' })],
    [
      'a hostile hand is still just text: the engine rejects it later',
      'hand=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      link({ hand: '<script>alert(1)</script>' }),
    ],
  ])('%s', (_name, query, expected) => {
    expect(parseHandLink(query)).toEqual({ ok: true, value: expected });
  });

  test.each<[string, string, object]>([
    ['a broken %-sequence', 'hand=12%m', { code: 'bad-encoding' }],
    ['a broken %-sequence in a name', '%E0%A4%A=1', { code: 'bad-encoding' }],
    ['a lower-case wind', 'seat=s', { code: 'bad-value', param: 'seat' }],
    ['a wind that does not exist', 'round=X', { code: 'bad-value', param: 'round' }],
    ['an empty wind', 'from=', { code: 'bad-value', param: 'from' }],
    ['a win we do not know', 'win=tsumo', { code: 'bad-value', param: 'win' }],
    ['a switch that is not 0 or 1', 'last=yes', { code: 'bad-value', param: 'last' }],
    ['a switch without a value', 'heaven', { code: 'bad-value', param: 'heaven' }],
    ['markup as a value', 'earth=%3Cimg%20src%3Dx%3E', { code: 'bad-value', param: 'earth' }],
    ['a parameter twice', 'seat=S&seat=W', { code: 'repeated', param: 'seat' }],
    ['far too long', `hand=${'1m'.repeat(MAX_QUERY_LENGTH)}`, { code: 'too-long' }],
  ])('%s is an error value', (_name, query, error) => {
    expect(parseHandLink(query)).toEqual({ ok: false, error });
  });
});

describe('makeHandLink', () => {
  test.each<[string, HandLink, string]>([
    ['the defaults make an empty query', LINK_DEFAULTS, ''],
    ['spaces, + and brackets are percent-encoded', link({ hand: '123m [555p] +5p' }), 'hand=123m%20%5B555p%5D%20%2B5p'],
    [
      'only what differs from the defaults',
      link({ hand: '1m', seat: 'S', win: 'self-draw', lastTile: true }),
      'hand=1m&seat=S&win=self-draw&last=1',
    ],
    ['from is written whenever it is set', link({ from: 'W' }), 'from=W'],
    ['a lone surrogate cannot be encoded: it becomes U+FFFD', link({ hand: '1m\uD800' }), 'hand=1m%EF%BF%BD'],
  ])('%s', (_name, value, query) => {
    expect(makeHandLink(value)).toBe(query);
  });

  test('withHandLink adds "?" only when there is something to say', () => {
    expect(withHandLink('/en/compare/', LINK_DEFAULTS)).toBe('/en/compare/');
    expect(withHandLink('/en/compare/', link({ seat: 'N' }))).toBe('/en/compare/?seat=N');
  });
});

const wind = fc.constantFrom(...WIND_LETTERS);
const arbitraryLink: fc.Arbitrary<HandLink> = fc.record(
  {
    // Any text a visitor could type into the notation field, up to the notation's 200 characters.
    hand: fc.string({ unit: 'grapheme', maxLength: 200 }),
    seat: wind,
    round: wind,
    win: fc.constantFrom(...WIN_KINDS),
    from: wind,
    lastTile: fc.boolean(),
    heaven: fc.boolean(),
    earth: fc.boolean(),
  },
  { requiredKeys: ['hand', 'seat', 'round', 'win', 'lastTile', 'heaven', 'earth'] },
);

describe('properties', () => {
  test('parse(make(link)) gives the link back, with or without "?"', () => {
    fc.assert(
      fc.property(arbitraryLink, (value) => {
        const query = makeHandLink(value);
        expect(parseHandLink(query)).toEqual({ ok: true, value });
        expect(parseHandLink(`?${query}`)).toEqual({ ok: true, value });
      }),
      { numRuns: 2000 },
    );
  });

  test('make(parse(query)) is a fixed point: a link read and written again reads the same', () => {
    const query = fc
      .array(fc.tuple(fc.constantFrom(...LINK_PARAMS, 'x'), fc.string({ maxLength: 12 })), { maxLength: 6 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
    let read = 0;
    fc.assert(
      fc.property(query, (q) => {
        const first = parseHandLink(q);
        if (!first.ok) return;
        read += 1;
        expect(parseHandLink(makeHandLink(first.value))).toEqual(first);
      }),
      { numRuns: 2000 },
    );
    // About a fifth of the random queries read as a link (382–415 of 2,000 in three runs); far
    // fewer would mean the property checked almost nothing.
    expect(read).toBeGreaterThan(250);
  });

  test('any string at all gives a value or an error value, never an exception', () => {
    const junk = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      // Query-like junk: our names, separators and %-sequences, the usual suspects.
      fc
        .array(
          fc.constantFrom(
            ...LINK_PARAMS,
            '=',
            '&',
            '?',
            '%',
            '%2',
            '%ZZ',
            '%E0%A4',
            '+',
            '<script>',
            '1',
            'E',
            'discard',
            '__proto__',
            'constructor',
          ),
          { maxLength: 40 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(junk, (q) => {
        const r = parseHandLink(q);
        return r.ok
          ? typeof r.value.hand === 'string' && WIND_LETTERS.includes(r.value.seat)
          : LINK_ERROR_CODES.includes(r.error.code);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('encodings: our own links, URLSearchParams (form encoding) and the two mixed', () => {
  const WON = '123m456p789s11z55p +5p';
  test.each<[string, string, string]>([
    ['ours: %20 and %2B', 'hand=123m456p789s11z55p%20%2B5p', WON],
    ['form: "+" for the space, %2B for the mark', 'hand=123m456p789s11z55p+%2B5p', WON],
    ['typed: a bare "+" as the mark after %20', 'hand=123m456p789s11z55p%20+5p', WON],
    ['typed: a bare "+" as the mark, no space', 'hand=123m456p789s11z55p+5p', '123m456p789s11z55p+5p'],
    ['form: spaces between sets', 'hand=123m+456p+789s+11z55p+%2B5p', '123m 456p 789s 11z55p +5p'],
    ['form: a bracketed set', 'hand=%5B555p%5D+123m+%2B5p', '[555p] 123m +5p'],
    ['form: a "+" before a bracket is a space', 'hand=123m+%5B555p%5D', '123m [555p]'],
    ['mixed: %20, a spacing "+" and %2B', 'hand=123m%20456p+789s11z55p+%2B5p', '123m 456p 789s11z55p +5p'],
    ['a trailing "+" is a space', 'hand=123m+', '123m '],
    ['form: a "+" before several digits is a space', 'hand=123m+456p', '123m 456p'],
    ['form: a "+" before a flower is a space', 'hand=123m+1f', '123m 1f'],
    // The one ambiguity: without %2B, a "+" before one tile is read as the mark.
    ['a "+" before one tile, no %2B: the mark', 'hand=1112345678999m+5p', '1112345678999m+5p'],
  ])('%s', (_name, query, hand) => {
    expect(parseHandLink(query)).toEqual({ ok: true, value: link({ hand }) });
  });

  test('a winning hand URLSearchParams writes reads back as the hand', () => {
    const part = fc.constantFrom('123m', '55p', ' ', '[555s]', '(7777z)', '1f', '5p');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), fc.array(part, { maxLength: 6 }), (before, after) => {
        const hand = [...before, ' +5p', ...after].join('');
        const query = new URLSearchParams({ hand, seat: 'S' }).toString();
        expect(parseHandLink(query)).toEqual({ ok: true, value: link({ hand, seat: 'S' }) });
      }),
    );
  });

  test('a hand without a mark and no space before a lone tile reads back too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('123m', '55p', ' ', '[555s]', '(7777z)', '1f', ' 456p'), { maxLength: 12 }),
        (parts) => {
          const hand = parts.join('');
          const query = new URLSearchParams({ hand, seat: 'S' }).toString();
          expect(parseHandLink(query)).toEqual({ ok: true, value: link({ hand, seat: 'S' }) });
        },
      ),
    );
  });

  test('the links the site writes are unchanged: %20 and %2B, never a bare "+"', () => {
    expect(makeHandLink(link({ hand: WON, seat: 'S', win: 'self-draw', lastTile: true }))).toBe(
      'hand=123m456p789s11z55p%20%2B5p&seat=S&win=self-draw&last=1',
    );
  });

  test('form-encoded situation values: "+" is a space, so a value with one is no wind', () => {
    expect(parseHandLink('seat=S+')).toEqual({ ok: false, error: { code: 'bad-value', param: 'seat' } });
    expect(parseHandLink('utm_source=a+b&seat=S')).toEqual({ ok: true, value: link({ seat: 'S' }) });
  });
});

describe('engine situations', () => {
  test('toSituation and fromSituation are inverse', () => {
    const situation = fc.record(
      {
        seat: wind,
        round: wind,
        win: fc.constantFrom(...WIN_KINDS),
        from: wind,
        lastTile: fc.boolean(),
        heaven: fc.boolean(),
        earth: fc.boolean(),
      },
      { requiredKeys: ['seat', 'round', 'win', 'lastTile', 'heaven', 'earth'] },
    );
    fc.assert(
      fc.property(situation, (s) => {
        expect(fromSituation(toSituation(s))).toEqual(s);
      }),
    );
  });

  test('winds become the engine numbers', () => {
    expect(toSituation({ ...LINK_DEFAULTS, seat: 'S', round: 'N', from: 'W' })).toMatchObject({
      seat: 1,
      round: 3,
      from: 2,
    });
  });
});
