// The Score object, built in one place. A rule set works out its items, limits, points and
// payments; this fills in the rest the same way for all of them, so the fields mean one thing.
import type { Decomposition } from '../../decompose.ts';
import { WIND_LETTERS, type Wind } from '../../tiles.ts';
import type { IllegalReason, Payments, RuleSetId, Score, ScoreItem } from '../types.ts';
import { falseMahjongPayments } from './payments.ts';

export interface ScoreParts {
  rules: RuleSetId;
  reading: Decomposition;
  items: ScoreItem[];
  /** Every limit reached, in table order; the first one counts unless `limit` says otherwise. */
  limits: string[];
  points: number;
  payments: Payments;
  /** Defaults to the items' fan. */
  fan?: number;
  /** Defaults to `limits[0]` (null when there is none). */
  limit?: string | null;
  /** Defaults to `points` (nothing capped). */
  uncapped?: number;
  /** Classic's base points; null for the fan rule sets (the default). */
  base?: number | null;
  /** The seat that pays for everyone, if any. */
  liable?: Wind | null;
}

/** Sum of the items' fan, uncapped. */
export const fanOf = (items: readonly ScoreItem[]): number => items.reduce((sum, i) => sum + i.fan, 0);

/** A legal win. */
export function makeScore(p: ScoreParts): Score {
  const liable = p.liable ?? null;
  return {
    rules: p.rules,
    reading: p.reading,
    items: p.items,
    fan: p.fan ?? fanOf(p.items),
    limit: p.limit === undefined ? (p.limits[0] ?? null) : p.limit,
    limits: p.limits,
    points: p.points,
    uncapped: p.uncapped ?? p.points,
    base: p.base ?? null,
    legal: true,
    reason: null,
    payments: p.payments,
    penalty: null,
    liable: liable === null ? null : WIND_LETTERS[liable]!,
  };
}

/** The same hand as a false Mah-Jongg: nobody is liable and the caller pays `penalty` to each other player. */
export const falseMahjong = (score: Score, reason: IllegalReason, caller: Wind, penalty: number): Score => ({
  ...score,
  legal: false,
  reason,
  penalty: 'false-mahjong',
  liable: null,
  payments: falseMahjongPayments(caller, penalty),
});

/** The ranking HKE and hk-simple share: a win first, then a limit, then points, then fan. */
export const limitFirst = (s: Score): number[] => [s.legal ? 1 : 0, s.limit === null ? 0 : 1, s.points, s.fan];

/** The same win with one seat paying for everyone: `payments` are the liable seat's bill. */
export const withLiable = (score: Score, liable: Wind, payments: Payments): Score => ({
  ...score,
  liable: WIND_LETTERS[liable]!,
  payments,
});
