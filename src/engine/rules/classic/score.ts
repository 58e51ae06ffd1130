// Scores a complete hand under the classic rules: base points × 2^doublings, capped at the
// limit, unless a special hand of the source's table is worth more. Every reading and every
// placement of a claimed winning tile is scored; the highest final score counts.
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import { bestScore } from '../kernel/best.ts';
import { isStandard } from '../kernel/context.ts';
import { falseMahjong, makeScore } from '../kernel/score.ts';
import type { Score, ScoreItem } from '../types.ts';
import { handFacts, makeClassicCtx, placements, type ClassicCtx, type HandFacts } from './context.ts';
import { BONUS_DOUBLINGS, CLASSIC_DOUBLING_TABLE, type ClassicDoublingId } from './doublings.ts';
import { classicFalseMahjongPenalty, type ClassicOptions } from './options.ts';
import { classicPayments } from './payments.ts';
import { CLASSIC_POINT_TABLE } from './points.ts';
import { CLASSIC_SPECIAL_TABLE, classicSpecialValue, type ClassicSpecialId } from './specials.ts';

interface Ordinary {
  items: ScoreItem[];
  base: number;
  doublings: number;
}

// Only four sets and a pair score item by item; seven pairs and thirteen orphans are special
// hands and nothing else.
function ordinary(ctx: ClassicCtx): Ordinary {
  if (!isStandard(ctx)) return { items: [], base: 0, doublings: 0 };
  const base: ScoreItem[] = CLASSIC_POINT_TABLE.flatMap((row) =>
    row.find(ctx).map((blocks) => ({ id: row.id, fan: 0, points: row.points, blocks })),
  );
  const doublings: ScoreItem[] = CLASSIC_DOUBLING_TABLE.flatMap((row) =>
    row.find(ctx, base).map((blocks) => ({ id: row.id, fan: row.fan, points: 0, blocks })),
  );
  return {
    items: [...base, ...doublings],
    base: base.reduce((sum, i) => sum + i.points, 0),
    doublings: doublings.reduce((sum, i) => sum + i.fan, 0),
  };
}

/** The special hand that counts: the most valuable one reached, first in table order on a tie. */
function bestSpecial(
  reached: readonly ClassicSpecialId[],
  limit: number,
): { id: ClassicSpecialId; value: number } | null {
  let best: { id: ClassicSpecialId; value: number } | null = null;
  for (const id of reached) {
    const row = CLASSIC_SPECIAL_TABLE.find((r) => r.id === id)!;
    const value = classicSpecialValue(row.class, limit);
    if (best === null || value > best.value) best = { id, value };
  }
  return best;
}

// Ii Fan Shibari: one doubling that does not come from bonus tiles.
const hasRealDoubling = (items: readonly ScoreItem[]): boolean =>
  items.some((i) => i.fan > 0 && !BONUS_DOUBLINGS.has(i.id as ClassicDoublingId));

function scoreReading(hand: Hand, reading: Decomposition, s: Situation, facts: HandFacts, opts: ClassicOptions): Score {
  const ctx = makeClassicCtx(hand, reading, s, facts, opts);
  const o = ordinary(ctx);
  const limits = CLASSIC_SPECIAL_TABLE.filter((row) => row.find(ctx) !== null).map((row) => row.id);
  const uncapped = o.base * 2 ** o.doublings;
  const capped = Math.min(uncapped, opts.limit);
  const special = bestSpecial(limits, opts.limit);
  const counts = special !== null && special.value >= capped;
  const points = counts ? special.value : capped;
  const score = makeScore({
    rules: 'classic',
    reading,
    items: o.items,
    fan: o.doublings,
    limit: counts ? special.id : null,
    limits,
    points,
    uncapped: counts ? points : uncapped,
    base: o.base,
    payments: classicPayments(s, points),
  });
  const penalty = classicFalseMahjongPenalty(opts);
  // A defensive net: every complete shape is a classic hand today (seven pairs are the twins).
  if (!counts && !isStandard(ctx)) return falseMahjong(score, 'not-a-pattern-of-this-rule-set', s.seat, penalty);
  if (!counts && opts.minOneDoubling && !hasRealDoubling(o.items))
    return falseMahjong(score, 'below-minimum', s.seat, penalty);
  return score;
}

/** A win first, then the final score, then a special hand, then the uncapped score. */
const rank = (s: Score): number[] => [s.legal ? 1 : 0, s.points, s.limit === null ? 0 : 1, s.uncapped, s.base ?? 0];

export function scoreClassic(
  hand: Hand,
  readings: readonly Decomposition[],
  s: Situation,
  opts: ClassicOptions,
): Score {
  const facts = handFacts(hand);
  const scores = readings.flatMap((r) => placements(hand, r, s).map((p) => scoreReading(hand, p, s, facts, opts)));
  return bestScore(scores, rank);
}
