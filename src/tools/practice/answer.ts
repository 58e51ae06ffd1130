// The practice forms' input, headless: what the learner typed or chose, turned into the judge's
// input (the engine's `*Input` types), tagged with its puzzle type. Null means the form cannot
// be sent yet (nothing chosen, or a number that is no number); the form says so and nothing is
// recorded. Judging is the engine's.
import { parseWhole } from '../../engine/puzzles/answer-text.ts';
import type {
  DiscardInput,
  DiscardRule,
  FanInput,
  PayInput,
  ValidInput,
  ValidReason,
  WaitsInput,
} from '../../engine/puzzles/types.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';

/** A learner's answer, tagged with the puzzle type it answers. */
export type Submission =
  | { type: 'waits'; input: WaitsInput }
  | { type: 'fan'; input: FanInput }
  /** "How many fan?" item by item: the patterns ticked (a repeated one as often as it counts), then the total. */
  | { type: 'fan-items'; items: string[]; total: FanTotal }
  | { type: 'pay'; input: PayInput }
  | { type: 'valid'; input: ValidInput }
  | { type: 'discard'; input: DiscardInput };

export const waitsAnswer = (picked: readonly string[]): Submission => ({ type: 'waits', input: picked });

/** The amount field (fan, or points when the puzzle asks for points) or the limit box. */
export function fanAnswer(text: string, limit: boolean, ask: 'fan' | 'points'): Submission | null {
  if (limit) return { type: 'fan', input: { kind: 'limit' } };
  const n = parseWhole(text);
  if (n === undefined) return null;
  return { type: 'fan', input: ask === 'points' ? { kind: 'points', points: n } : { kind: 'fan', fan: n } };
}

/** The total of an item-by-item answer: anything but a list of items. */
export type FanTotal = Exclude<FanInput, { kind: 'items' }>;

/**
 * The ticked patterns (each with how often it counts) and the total, as the two-step answer;
 * null while the total is no number (the form says so).
 */
export function fanItemsAnswer(
  ticked: Readonly<Record<string, number>>,
  text: string,
  limit: boolean,
  ask: 'fan' | 'points',
): Submission | null {
  const total = fanAnswer(text, limit, ask);
  if (total?.type !== 'fan' || total.input.kind === 'items') return null;
  const items = Object.entries(ticked)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([id, n]) => Array.from({ length: Math.max(0, Math.floor(n)) }, () => id));
  return { type: 'fan-items', items, total: total.input };
}

/** One field per seat; a blank field is left out (the judge knows who may be left out). */
export function payAnswer(texts: Partial<Record<WindLetter, string>>): Submission | null {
  const input: PayInput = {};
  for (const w of WIND_LETTERS) {
    const raw = (texts[w] ?? '').trim();
    if (raw === '') continue;
    const n = parseWhole(raw);
    if (n === undefined) return null;
    input[w] = n;
  }
  return { type: 'pay', input };
}

/** Yes or no, and for "no" optionally why. */
export function validAnswer(valid: boolean | null, reason: ValidReason | ''): Submission | null {
  if (valid === null) return null;
  return { type: 'valid', input: valid || reason === '' ? { valid } : { valid, reason } };
}

/**
 * The seat and the rule that gives it the tile: the practice page asks for both (the priority,
 * the turn order or the last-tile rule is the point of the question), so either missing is no answer.
 */
export const discardAnswer = (seat: Wind | null, reason: DiscardRule | ''): Submission | null =>
  seat === null || reason === '' ? null : { type: 'discard', input: { seat: WIND_LETTERS[seat]!, reason } };
