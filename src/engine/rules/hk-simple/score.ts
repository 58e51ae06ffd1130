// Scores a complete hand under the simplified Hong Kong rules: every reading is scored by the
// eight sections, the best one counts. There is no minimum unless one is agreed.
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import { bestScore } from '../kernel/best.ts';
import { makeCtx, type Ctx } from '../kernel/context.ts';
import { falseMahjong, fanOf, limitFirst, makeScore, withLiable } from '../kernel/score.ts';
import type { Score, ScoreItem } from '../types.ts';
import { dangerousFeeder } from './dangerous.ts';
import { HK_SIMPLE_LIMIT_TABLE } from './limits.ts';
import { HK_SIMPLE_FALSE_MAHJONG_PENALTY, type HkSimpleOptions } from './options.ts';
import { hkSimplePayments, liablePayments } from './payments.ts';
import { hkSimplePoints } from './points.ts';
import { HK_SIMPLE_SECTIONS, SEVEN_PAIRS_SECTIONS, sectionLine } from './sections.ts';

/** One item per section that scores, in section order. */
function sectionItems(ctx: Ctx): ScoreItem[] {
  const sections = ctx.reading.shape === 'seven-pairs' ? SEVEN_PAIRS_SECTIONS : HK_SIMPLE_SECTIONS;
  return sections.flatMap((section) => {
    const line = sectionLine(ctx, section);
    return line === null ? [] : [{ id: line.row.id, fan: line.row.fan, points: 0, blocks: line.blocks }];
  });
}

function scoreReading(hand: Hand, reading: Decomposition, s: Situation, opts: HkSimpleOptions): Score {
  const ctx = makeCtx(hand, reading, s);
  const items = sectionItems(ctx);
  const limits = HK_SIMPLE_LIMIT_TABLE.filter((row) => row.find(ctx) !== null).map((row) => row.id);
  const fan = fanOf(items);
  const maximum = limits.length > 0;
  const points = hkSimplePoints(fan, maximum);
  const payments = hkSimplePayments(s, points, maximum);
  const score = makeScore({ rules: 'hk-simple', reading, items, limits, points, payments });
  // Line 96 of the source: a false Mah-Jongg (or too low a hand) costs the caller 128 to each other player.
  if (!maximum && fan < opts.minFan)
    return falseMahjong(score, 'below-minimum', s.seat, HK_SIMPLE_FALSE_MAHJONG_PENALTY);
  const valuable = maximum || items.some((i) => i.id === 'full-flush' || i.id === 'all-honours');
  const feeder = opts.dangerousPlay ? dangerousFeeder(ctx, valuable) : null;
  if (feeder === null) return score;
  return withLiable(score, feeder, liablePayments(s, payments, feeder));
}

export function scoreHkSimple(
  hand: Hand,
  readings: readonly Decomposition[],
  s: Situation,
  opts: HkSimpleOptions,
): Score {
  return bestScore(
    readings.map((r) => scoreReading(hand, r, s, opts)),
    limitFirst,
  );
}
