// The one reading of a typed number, for every puzzle form (lesson widgets and practice): the
// judges take numbers, and a text that is no whole number reaches them as NaN, which they
// answer with `invalid`.

/** A whole number as typed: "32", "+32", "-32", "−32" (typographic minus), spaces around; else undefined. */
export function parseWhole(text: string): number | undefined {
  const t = text.trim().replace('−', '-');
  return /^[+-]?\d{1,6}$/.test(t) ? Number(t) : undefined;
}

/** A typed amount for a judge: the number, or NaN (which every judge calls invalid). */
export const wholeOrNaN = (text: string): number => parseWhole(text) ?? Number.NaN;
