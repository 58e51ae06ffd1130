// Seeds for puzzles: unsigned 32-bit numbers, written in base 36 (at most 7 characters) in a
// share link; a daily seed from a date; one seed per puzzle of a session. Pure arithmetic, so
// every browser and Node agree on every value.

/** murmur3's finaliser: spreads every input bit over the whole word. */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the UTF-16 code units, then mixed: any text to a seed. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** The seed of puzzle number `index` of a session: distinct indices give unrelated seeds. */
export const sessionSeed = (session: number, index: number): number =>
  mix32((session >>> 0) ^ mix32(Math.imul(index + 1, 0x9e3779b9) >>> 0));

export const MAX_SEED = 0xffffffff;
const SEED_TEXT = /^(0|[1-9a-z][0-9a-z]{0,6})$/;

/** A seed in base 36, lower case: `0` … `1z141z3`. */
export const makeSeed = (seed: number): string => (seed >>> 0).toString(36);

/** The seed of `makeSeed`, or undefined: no sign, no leading zero, no upper case, at most 2³²−1. */
export function parseSeed(text: string): number | undefined {
  if (!SEED_TEXT.test(text)) return undefined;
  const n = parseInt(text, 36);
  return n <= MAX_SEED ? n : undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (Gregorian, years 1000–9999). */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}

/** Days since 1970-01-01 of a valid date (the weekday and type rotation use it). */
export function dayNumber(text: string): number {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** The seed of the daily puzzle on `date` (`YYYY-MM-DD`), or undefined for anything else. */
export const dailySeed = (date: string): number | undefined => (isDate(date) ? hashText(`daily:${date}`) : undefined);
