// Scores a complete hand under HKE: every reading is scored, the best one counts.
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import { WIND_LETTERS } from '../../tiles.ts';
import { bestScore } from '../best.ts';
import { discarderDouble, settle } from '../payments.ts';
import type { Score, ScoreItem } from '../types.ts';
import { makeCtx } from './context.ts';
import { isDangerousDiscard, supplierPayments, supplierSeat } from './dangerous.ts';
import { HKE_LIMIT_TABLE } from './limits.ts';
import { FALSE_MAHJONG_PENALTY, type HkeOptions } from './options.ts';
import { HKE_PATTERN_TABLE } from './patterns.ts';
import { hkePoints } from './points.ts';

function scoreReading(hand: Hand, reading: Decomposition, s: Situation, opts: HkeOptions): Score {
  const ctx = makeCtx(hand, reading, s);
  const items: ScoreItem[] = HKE_PATTERN_TABLE.flatMap((row) =>
    row.find(ctx).map((blocks) => ({ id: row.id, fan: row.fan, points: 0, blocks })),
  );
  const limits = HKE_LIMIT_TABLE.filter((row) => row.find(ctx) !== null).map((row) => row.id);
  const fan = items.reduce((sum, i) => sum + i.fan, 0);
  const limit = limits[0] ?? null;
  const points = hkePoints(fan, limit !== null);
  const base: Score = {
    rules: 'hke',
    reading,
    items,
    fan,
    limit,
    limits,
    points,
    uncapped: points,
    base: null,
    legal: true,
    reason: null,
    payments: discarderDouble(s, points),
    penalty: null,
    liable: null,
  };
  if (limit === null && fan < opts.minFan) {
    // A false Mah-Jongg: the caller pays each other player the penalty.
    const payments = settle(s.seat, () => -FALSE_MAHJONG_PENALTY);
    return { ...base, legal: false, reason: 'below-minimum', penalty: 'false-mahjong', payments };
  }
  const results = [...items.map((i) => i.id), ...limits];
  // The supplier case names its own shares, the discarder's included, so it comes first.
  const supplier = opts.dangerousPlay ? supplierSeat(ctx, results) : null;
  if (supplier !== null)
    return { ...base, liable: WIND_LETTERS[supplier]!, payments: supplierPayments(s, supplier, points) };
  if (opts.dangerousPlay && s.from !== undefined && isDangerousDiscard(ctx, results)) {
    const liable = s.from;
    return { ...base, liable: WIND_LETTERS[liable]!, payments: settle(s.seat, (l) => (l === liable ? 4 * points : 0)) };
  }
  return base;
}

/** A win first, then a limit, then points, then fan: the reading a player would choose. */
const rank = (s: Score): number[] => [s.legal ? 1 : 0, s.limit === null ? 0 : 1, s.points, s.fan];

export function scoreHke(hand: Hand, readings: readonly Decomposition[], s: Situation, opts: HkeOptions): Score {
  return bestScore(
    readings.map((r) => scoreReading(hand, r, s, opts)),
    rank,
  );
}
