// Scores a complete hand under HKE: every reading is scored, the best one counts.
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import { bestScore } from '../kernel/best.ts';
import { makeCtx } from '../kernel/context.ts';
import { falseMahjong, fanOf, limitFirst, makeScore, withLiable } from '../kernel/score.ts';
import type { Score, ScoreItem } from '../types.ts';
import { hkePayments, isDangerousDiscard, supplierSeat } from './dangerous.ts';
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
  const fan = fanOf(items);
  const points = hkePoints(fan, limits.length > 0);
  const score = makeScore({ rules: 'hke', reading, items, limits, points, payments: hkePayments(s, points, null) });
  // Below the agreed minimum: a false Mah-Jongg.
  if (limits.length === 0 && fan < opts.minFan)
    return falseMahjong(score, 'below-minimum', s.seat, FALSE_MAHJONG_PENALTY);
  if (!opts.dangerousPlay) return score;
  const results = [...items.map((i) => i.id), ...limits];
  // The supplier case names its own shares, the discarder's included, so it comes first.
  const supplier = supplierSeat(ctx, results);
  if (supplier !== null) return withLiable(score, supplier, hkePayments(s, points, supplier));
  if (s.from !== undefined && isDangerousDiscard(ctx, results))
    return withLiable(score, s.from, hkePayments(s, points, s.from));
  return score;
}

export function scoreHke(hand: Hand, readings: readonly Decomposition[], s: Situation, opts: HkeOptions): Score {
  return bestScore(
    readings.map((r) => scoreReading(hand, r, s, opts)),
    limitFirst,
  );
}
