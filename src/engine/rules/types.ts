// What every rule set returns: a score as data. Names and explanations live in the i18n
// files, keyed by rule set and pattern id.
import type { Decomposition } from '../decompose.ts';
import type { WindLetter } from '../tiles.ts';

export const RULE_SETS = ['hke', 'classic', 'hk-modern', 'hk-simple'] as const;
export type RuleSetId = (typeof RULE_SETS)[number];

export interface ScoreItem {
  /**
   * Pattern id, e.g. `dragon-pung`; unique within its rule set. Rule sets use the same id for
   * the same meaning (`self-draw`, `dragon-pung`, `half-flush`, …), so items line up across them.
   */
  id: string;
  /** Fan, or for `classic` the number of doublings (×8 is 3). 0 on a base-point item. */
  fan: number;
  /** `classic` only: base points of this item (a set, a pair, a bonus tile, a winner's extra); else 0. */
  points: number;
  /** Indices into `reading.blocks` of the sets that made this item (empty for bonus tiles or the way of winning). */
  blocks: number[];
}

/** Why a complete hand is not a win under a rule set. */
export const ILLEGAL_REASONS = [
  'below-minimum', // fewer fan than the agreed or required minimum
  'not-a-pattern-of-this-rule-set', // e.g. seven pairs where the rule set has no such hand
] as const;
export type IllegalReason = (typeof ILLEGAL_REASONS)[number];

/** Penalties a scorer can see: a Mah-Jongg call that is no win. */
export type Penalty = 'false-mahjong';

export type Payments = Record<WindLetter, number>;

export interface Score {
  rules: RuleSetId;
  /** The reading of the hand that scores best. */
  reading: Decomposition;
  /** Fan items in table order; a pattern that counts twice appears twice. */
  items: ScoreItem[];
  /** Sum of the items' fan (uncapped); for `classic` the number of doublings. */
  fan: number;
  /** The limit hand reached (first in table order), or null. */
  limit: string | null;
  /** Every limit hand the reading satisfies, in table order. */
  limits: string[];
  /** What the hand is worth: HKE/hk-simple points, hk-modern's payment unit, classic's capped score. */
  points: number;
  /** `points` before any cap (classic's base × 2^doublings, hk-modern's uncapped fan); equals `points` when nothing is capped. */
  uncapped: number;
  /** `classic` only: the sum of the base-point items; null for the fan rule sets. */
  base: number | null;
  /** False when this complete hand is no win under the rule set; `payments` then settle the penalty. */
  legal: boolean;
  /** Why the hand is not a win; null when `legal`. */
  reason: IllegalReason | null;
  /** Signed per seat, the winner positive; the sum is zero. */
  payments: Payments;
  /** Set when the hand is no win (`legal: false`): a false Mah-Jongg, paid as a penalty. */
  penalty: Penalty | null;
  /** The seat that pays for everyone (HKE dangerous play, hk-modern liability), or null. */
  liable: WindLetter | null;
}
