// "Who pays what?" as a learner enters it on any keyboard: per seat a direction (pays or
// receives) and an unsigned amount. Phone number pads (iOS's `inputmode="numeric"` among them)
// have no minus key, so the sign lives in the choice; a sign typed on a full keyboard moves
// into the choice, and the amount field keeps only digits. Pure, tested in Node.
import { WIND_LETTERS, type WindLetter } from '../../engine/tiles.ts';

export const DIRECTIONS = ['pays', 'gets'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface SeatEntry {
  /** Null until chosen (a zero or a blank needs none). */
  dir: Direction | null;
  /** What is in the amount field, without a sign. */
  amount: string;
}

export type PayEntries = Partial<Record<WindLetter, SeatEntry>>;

const SIGN = /^\s*([+\-−])\s*/;

/** The entry after typing `text` into the amount field: a leading sign sets the direction. */
export function typeAmount(entry: SeatEntry | undefined, text: string): SeatEntry {
  const dir = entry?.dir ?? null;
  const m = SIGN.exec(text);
  if (!m) return { dir, amount: text };
  return { dir: m[1] === '+' ? 'gets' : 'pays', amount: text.slice(m[0].length) };
}

/**
 * The signed texts the pay answer reads (`-8`, `24`, blank), or `direction` when an amount
 * other than zero has no direction yet: the form asks for one instead of guessing.
 */
export function signedTexts(entries: PayEntries): Partial<Record<WindLetter, string>> | 'direction' {
  const out: Partial<Record<WindLetter, string>> = {};
  for (const w of WIND_LETTERS) {
    const e = entries[w];
    const amount = e?.amount.trim() ?? '';
    if (amount === '') continue;
    if (/^0+$/.test(amount)) {
      out[w] = '0';
      continue;
    }
    if (!e?.dir) return 'direction';
    out[w] = e.dir === 'pays' ? `-${amount}` : amount;
  }
  return out;
}
