// Text from the visitor, quoted in an error value, is cut at whole characters: the character a
// reader sees (a grapheme: a tile emoji 🀄, a letter with its combining accent, an emoji joined
// with ZWJ) is taken whole, never one UTF-16 unit of it. How the quote is shown (every character
// visible) is the words' business: src/words/quote.ts.

/** The whole character that starts at UTF-16 index `at` of `input` ('' past the end). */
export function characterAt(input: string, at: number): string {
  // A grapheme is short; 32 units hold the longest emoji sequences in use (a family of four
  // with skin tones is 25 units) without segmenting a long input.
  const segments = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(input.slice(at, at + 32));
  return segments[Symbol.iterator]().next().value?.segment ?? '';
}
