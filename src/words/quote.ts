// The visitor's text as it may stand between quotation marks in a message: every character
// visible, none turning the line. What cannot be seen is named, not printed: a bidirectional
// control (U+202E would turn the rest of the sentence around), a zero-width or other format
// character, a control character or half a surrogate pair is shown as <U+202E>; a combining mark
// without a base is shown on a dotted circle (◌́), as type specimens do, so it does not sit on
// the quotation mark. Characters are taken whole (graphemes), so an emoji stays one picture.

/** Characters that are not seen: controls, format characters (bidi, zero-width), line breaks,
 * and half a surrogate pair (no character at all). */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]$/u;
const MARK = /^\p{M}/u;
const DOTTED_CIRCLE = '\u25CC';

const named = (c: string): string => `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;

export function visibleQuote(text: string): string {
  let out = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    const points = [...segment];
    // Bidi controls, zero-width spaces and controls are graphemes of their own (Unicode's
    // Control class); the format characters that join a grapheme (ZWJ, ZWNJ, emoji tags) stay.
    if (points.every((c) => INVISIBLE.test(c))) out += points.map(named).join('');
    else out += MARK.test(segment) ? DOTTED_CIRCLE + segment : segment;
  }
  return out;
}
