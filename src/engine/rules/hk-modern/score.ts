// Scores a complete hand under the modern Hong Kong rules: every reading is scored (plus the
// instant win when the hand holds seven bonus tiles), the best one counts. All eight bonus
// tiles are always the instant win (docs/rules/hk-modern.md, decision 9).
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import type { Wind } from '../../tiles.ts';
import { bestScore } from '../kernel/best.ts';
import { falseMahjong, fanOf, makeScore } from '../kernel/score.ts';
import type { Payments, Score, ScoreItem } from '../types.ts';
import { makeModernCtx } from './context.ts';
import { instantWin, type InstantWin } from './instant.ts';
import { HK_MODERN_LIMIT_TABLE } from './limits.ts';
import { HK_MODERN_LIMIT_FAN, hkModernFalseWinPenalty, type HkModernOptions } from './options.ts';
import { HK_MODERN_PATTERN_TABLE } from './patterns.ts';
import { hkModernPayments, liableSeat, selfDrawShares } from './payments.ts';
import { hkModernValue } from './points.ts';

interface Parts {
  reading: Decomposition;
  items: ScoreItem[];
  limits: string[];
  liable: Wind | null;
  /** False for a seven-pairs reading: no winning shape here (the instant win ignores the shape). */
  shapeOk: boolean;
  /** Who pays what for a legal win worth `points`. */
  pay: (points: number) => Payments;
}

/** Totals, the cap and legality, shared by ordinary readings and instant wins. */
function finish(p: Parts, s: Situation, opts: HkModernOptions): Score {
  const fan = fanOf(p.items);
  const limited = p.limits.length > 0;
  // A limit hand is worth the cap; before the cap it is a 13-fan hand (or more, if its fan say so).
  const points = hkModernValue(limited ? opts.maxFan : Math.min(fan, opts.maxFan), opts.payment);
  const uncapped = hkModernValue(limited ? Math.max(fan, HK_MODERN_LIMIT_FAN) : fan, opts.payment);
  const { reading, items, limits, liable } = p;
  const score = makeScore({
    rules: 'hk-modern',
    reading,
    items,
    limits,
    points,
    uncapped,
    liable,
    payments: p.pay(points),
  });
  // Seven pairs is no winning shape here; below the minimum is a false win.
  if (!p.shapeOk) return falseMahjong(score, 'not-a-pattern-of-this-rule-set', s.seat, hkModernFalseWinPenalty(opts));
  if (!limited && fan < opts.minFan) return falseMahjong(score, 'below-minimum', s.seat, hkModernFalseWinPenalty(opts));
  return score;
}

function scoreReading(hand: Hand, reading: Decomposition, s: Situation, opts: HkModernOptions): Score {
  const ctx = makeModernCtx(hand, reading, s, opts);
  const active = <T extends { on?: (o: HkModernOptions) => boolean }>(row: T) => row.on?.(opts) ?? true;
  const found = HK_MODERN_PATTERN_TABLE.filter(active).flatMap((row) =>
    row.find(ctx).map((blocks) => ({ row, blocks })),
  );
  const replaced = new Set(found.flatMap((f) => f.row.replaces ?? []));
  const items = found
    .filter((f) => !replaced.has(f.row.id))
    .map((f): ScoreItem => ({ id: f.row.id, fan: f.row.fan, points: 0, blocks: f.blocks }));
  const limits = HK_MODERN_LIMIT_TABLE.filter(active)
    .filter((row) => row.find(ctx) !== null)
    .map((row) => row.id);
  const liable = liableSeat(ctx);
  const shapeOk = reading.shape !== 'seven-pairs';
  return finish(
    { reading, items, limits, liable, shapeOk, pay: (points) => hkModernPayments(s, points, liable) },
    s,
    opts,
  );
}

/** The instant win of seven or eight bonus tiles: a fixed value, paid as a self-draw. */
function scoreInstant(win: InstantWin, reading: Decomposition, s: Situation, opts: HkModernOptions): Score {
  const items: ScoreItem[] = win.limit ? [] : [{ id: win.id, fan: win.fan, points: 0, blocks: [] }];
  const limits = win.limit ? [win.id] : [];
  return finish(
    { reading, items, limits, liable: null, shapeOk: true, pay: (points) => selfDrawShares(s.seat, points) },
    s,
    opts,
  );
}

/** A win first, then the payment, then a limit, then the uncapped fan. */
const rank = (s: Score): number[] => [s.legal ? 1 : 0, s.points, s.limit === null ? 0 : 1, s.fan];

export function scoreHkModern(
  hand: Hand,
  readings: readonly Decomposition[],
  s: Situation,
  opts: HkModernOptions,
): Score {
  const win = instantWin(hand, opts);
  const instant = win === null ? null : scoreInstant(win, readings[0]!, s, opts);
  // Eight flowers wins at once, whatever else the hand holds: no reading competes with it.
  if (instant !== null && win?.id === 'eight-flowers') return instant;
  const scores = readings.map((r) => scoreReading(hand, r, s, opts));
  return bestScore(instant === null ? scores : [...scores, instant], rank);
}
