// Text quoted in an error message is cut at whole characters and shown with every character
// visible: a tile emoji is quoted whole, not as half a surrogate pair; a bidi override or a
// zero-width space is named, so it can neither turn the sentence around nor hide. The cases are
// the engine's (src/engine/test/quote.test.ts) in words.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseHand } from '../engine/index.ts';
import { errorMessage } from './messages.ts';
import { visibleQuote } from './quote.ts';
import en from './en.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };

// Each row: the hand typed, where the first character we cannot read starts (UTF-16 index), the
// whole character quoted, and how it reads between quotation marks.
const CASES: [name: string, hand: string, at: number, whole: string, shown: string][] = [
  ['a tile emoji (two UTF-16 units)', '\u{1F004}', 0, '\u{1F004}', '\u{1F004}'],
  ['a tile emoji after tiles', '123m\u{1F004}', 4, '\u{1F004}', '\u{1F004}'],
  ['an emoji with a skin tone', '1m\u{1F44D}\u{1F3FD}', 2, '\u{1F44D}\u{1F3FD}', '\u{1F44D}\u{1F3FD}'],
  [
    'an emoji family joined by ZWJ',
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
    0,
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  ],
  ['a letter with a combining accent', 'e\u0301', 0, 'e\u0301', 'e\u0301'],
  ['a combining accent on a suit letter', '1m\u0301', 2, '\u0301', '\u25CC\u0301'],
  ['a right-to-left override', '\u202E1m', 0, '\u202E', '<U+202E>'],
  ['a right-to-left mark', '1m\u200F2m', 2, '\u200F', '<U+200F>'],
  ['a zero-width space', '1m\u200B2m', 2, '\u200B', '<U+200B>'],
  ['a zero-width joiner alone', '\u200D', 0, '\u200D', '<U+200D>'],
  ['a word joiner', '\u20601m', 0, '\u2060', '<U+2060>'],
  ['a control character', '1m\u0007', 2, '\u0007', '<U+0007>'],
  ['a Hebrew letter', '\u05E9\u05DC', 0, '\u05E9', '\u05E9'],
  ['an ASCII letter', '123x', 3, 'x', 'x'],
];

describe('the quote of a character we cannot read', () => {
  test.each(CASES)('%s', (_, hand, at, whole, shown) => {
    const r = parseHand(hand);
    expect(r.ok ? null : r.error).toEqual({ code: 'unknown-char', at, text: whole });
    expect(visibleQuote(whole)).toBe(shown);
    // Positions count characters from 1; every character before the first unknown one is
    // plain notation, one UTF-16 unit each, so `at + 1` is the character's place.
    expect(errorMessage(r.ok ? { code: 'empty' } : r.error, en)).toBe(
      `“${shown}” at position ${at + 1} is not part of the notation.`,
    );
    expect(errorMessage(r.ok ? { code: 'empty' } : r.error, de)).toContain(`„${shown}“`);
  });

  test('a quote never holds half a surrogate pair, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (s) => {
        const r = parseHand(s);
        if (r.ok || r.error.text === undefined) return;
        const quote = visibleQuote(r.error.text);
        expect(quote).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        // Nothing that turns the line's direction or hides survives.
        expect(quote).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u200E\u200F\uFEFF]/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('visible text', () => {
  test.each([
    ['plain text stays', 'seat=Q', 'seat=Q'],
    ['an override inside a word is named where it stands', 'seat=\u202EQ', 'seat=<U+202E>Q'],
    ['isolates are named', '\u2066x\u2069', '<U+2066>x<U+2069>'],
    ['a line separator is named', 'a\u2028b', 'a<U+2028>b'],
    ['half a surrogate pair is named', 'a\uD83C', 'a<U+D83C>'],
    [
      'a flag with its tag characters stays whole',
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ],
    ['a joiner inside a word stays', 'a\u200Cb', 'a\u200Cb'],
  ])('%s', (_, text, shown) => expect(visibleQuote(text)).toBe(shown));
});
