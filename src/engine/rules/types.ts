// What every rule set returns: a score as data. Names and explanations live in the i18n
// files, keyed by rule set and pattern id.
import type { Decomposition } from '../decompose.ts';
import type { WindLetter } from '../tiles.ts';

export const RULE_SETS = ['hke', 'classic', 'hk-modern', 'hk-simple'] as const;
export type RuleSetId = (typeof RULE_SETS)[number];

export interface ScoreItem {
  /** Pattern id, e.g. `dragon-pung`; unique within its rule set. */
  id: string;
  fan: number;
  /** Indices into `reading.blocks` of the sets that made this item (empty for bonus tiles or the way of winning). */
  blocks: number[];
}

export type Payments = Record<WindLetter, number>;

export interface Score {
  rules: RuleSetId;
  /** The reading of the hand that scores best. */
  reading: Decomposition;
  /** Fan items in table order; a pattern that counts twice appears twice. */
  items: ScoreItem[];
  /** Sum of the items' fan. */
  fan: number;
  /** The limit hand reached (first in table order), or null. */
  limit: string | null;
  /** Every limit hand the reading satisfies, in table order. */
  limits: string[];
  points: number;
  /** Signed per seat, the winner positive; the sum is zero. */
  payments: Payments;
  /** Set when an agreed fan minimum is not reached: a false Mah-Jongg, paid as a penalty. */
  penalty: 'false-mahjong' | null;
  /** Set when the dangerous-play option made the discarder pay for everyone. */
  liable: WindLetter | null;
}
