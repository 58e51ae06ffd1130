// Scores a complete hand under the simplified Hong Kong rules: every reading is scored by the
// eight sections, the best one counts. There is no minimum unless one is agreed.
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import { WIND_LETTERS } from '../../tiles.ts';
import { bestScore } from '../best.ts';
import { settle } from '../payments.ts';
import type { Score, ScoreItem } from '../types.ts';
import { makeCtx, type Ctx } from '../hke/context.ts';
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
  const fan = items.reduce((sum, i) => sum + i.fan, 0);
  const limit = limits[0] ?? null;
  const points = hkSimplePoints(fan, limit !== null);
  const payments = hkSimplePayments(s, points, limit !== null);
  const base: Score = {
    rules: 'hk-simple',
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
    payments,
    penalty: null,
    liable: null,
  };
  if (limit === null && fan < opts.minFan) {
    // Line 96: a false Mah-Jongg (or too low a hand) costs the caller 128 to each other player.
    const penalty = settle(s.seat, () => -HK_SIMPLE_FALSE_MAHJONG_PENALTY);
    return { ...base, legal: false, reason: 'below-minimum', penalty: 'false-mahjong', payments: penalty };
  }
  const valuable = limit !== null || items.some((i) => i.id === 'full-flush' || i.id === 'all-honours');
  const feeder = opts.dangerousPlay ? dangerousFeeder(ctx, valuable) : null;
  if (feeder === null) return base;
  return { ...base, liable: WIND_LETTERS[feeder]!, payments: liablePayments(s, payments, feeder) };
}

/** A win first, then a maximum hand, then points, then the section total. */
const rank = (s: Score): number[] => [s.legal ? 1 : 0, s.limit === null ? 0 : 1, s.points, s.fan];

export function scoreHkSimple(
  hand: Hand,
  readings: readonly Decomposition[],
  s: Situation,
  opts: HkSimpleOptions,
): Score {
  return bestScore(
    readings.map((r) => scoreReading(hand, r, s, opts)),
    rank,
  );
}
