// Text quoted in an error value is cut at whole characters: a tile emoji is quoted whole, not
// as half a surrogate pair; a letter keeps its combining accent; an emoji sequence stays one.
// How a quote is shown in words: src/words/quote.test.ts.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseHand } from '../index.ts';
import { characterAt } from '../notation/quote.ts';

// Each row: the hand typed, where the first character we cannot read starts (UTF-16 index), and
// the whole character quoted.
const CASES: [name: string, hand: string, at: number, whole: string][] = [
  ['a tile emoji (two UTF-16 units)', '\u{1F004}', 0, '\u{1F004}'],
  ['a tile emoji after tiles', '123m\u{1F004}', 4, '\u{1F004}'],
  ['an emoji with a skin tone', '1m\u{1F44D}\u{1F3FD}', 2, '\u{1F44D}\u{1F3FD}'],
  [
    'an emoji family joined by ZWJ',
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}x',
    0,
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  ],
  ['a letter with a combining accent', 'e\u0301', 0, 'e\u0301'],
  ['a combining accent on a suit letter', '1m\u0301', 2, '\u0301'],
  ['a right-to-left override', '\u202E1m', 0, '\u202E'],
  ['a zero-width space', '1m\u200B2m', 2, '\u200B'],
  ['a control character', '1m\u0007', 2, '\u0007'],
  ['a Hebrew word', '\u05E9\u05DC', 0, '\u05E9'],
  ['an ASCII letter', '123x', 3, 'x'],
];

describe('the quote of a character we cannot read', () => {
  test.each(CASES)('%s', (_, hand, at, whole) => {
    const r = parseHand(hand);
    expect(r.ok ? null : r.error).toEqual({ code: 'unknown-char', at, text: whole });
  });

  test('a quote never holds half a surrogate pair, whatever is typed', () => {
    const half = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (s) => {
        const r = parseHand(s);
        if (!r.ok && r.error.text !== undefined) expect(r.error.text).not.toMatch(half);
      }),
      { numRuns: 300 },
    );
  });

  test('the whole character at an index', () => {
    expect(characterAt('1m\u{1F004}', 2)).toBe('\u{1F004}');
    expect(characterAt('1m', 5)).toBe('');
  });
});
