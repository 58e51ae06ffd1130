// The chance that a hand is won, read from a table calibrated by self-play
// (scripts/calibrate-bots.ts writes odds-table.ts): by tiles away after a discard (or, when
// waiting, by the unseen winning tiles that count) and by the tiles left in the live wall.
// It replaces a hand-set factor per tile missing, so that speed and value are traded at the
// rate the game really pays: a flush two tiles further away is worth chasing only when the
// table says the chance falls by less than its points rise.
import { DEAL_IN_COST, USEFUL_ODDS, WIN_ODDS, WIN_POINTS } from './odds-table.ts';
import {
  dangerLive,
  dangerRow,
  liveBucket,
  OUT_MIDDLES,
  outBucket,
  SET_ROWS,
  shantenRow,
  USEFUL_MIDDLES,
  usefulRow,
  WAIT_ROW,
} from './odds-layout.ts';
import type { PlanKind } from './plan.ts';

/** The table of the nearest minimum calibrated: no minimum for 0–1 fan, 3 fan for 2 and more. */
const tableFor = (minFan: number) => WIN_ODDS[minFan >= 2 ? 3 : 0]!;

/** Chance of winning the hand from `shanten` tiles away (≥ 1) under a plan, `live` tiles left. */
export function winChance(minFan: number, kind: PlanKind, shanten: number, live: number): number {
  return tableFor(minFan)[shantenRow(kind, shanten)]![liveBucket(live)]!;
}

/** Chance of winning a waiting hand with `outs` unseen winning tiles that count. */
export function waitChance(minFan: number, outs: number, live: number): number {
  return tableFor(minFan)[WAIT_ROW + outBucket(outs)]![liveBucket(live)]!;
}

/**
 * The same read between the buckets: straight between the chances of the two bucket middles
 * around `outs` (the strong player, assess.ts: a few outs, or a fraction of one, are not
 * worth a whole bucket).
 */
export function waitChanceBetween(minFan: number, outs: number, live: number): number {
  const row = (b: number) => tableFor(minFan)[WAIT_ROW + b]![liveBucket(live)]!;
  const last = OUT_MIDDLES.length - 1;
  if (outs <= 0) return row(0);
  if (outs >= OUT_MIDDLES[last]!) return row(last);
  let b = 0;
  while (OUT_MIDDLES[b + 1]! < outs) b++;
  const f = (outs - OUT_MIDDLES[b]!) / (OUT_MIDDLES[b + 1]! - OUT_MIDDLES[b]!);
  return row(b) + (row(b + 1) - row(b)) * f;
}

/**
 * How much likelier than winChance says a hand one tile away under a plan of `kind` wins with
 * `useful` useful tiles and `live` tiles left: the calibrated factor read straight between the
 * factors of the two bucket middles around `useful` (as waitChanceBetween reads a wait).
 */
export function usefulFactor(minFan: number, kind: PlanKind, useful: number, live: number): number {
  const row = USEFUL_ODDS[minFan >= 2 ? 3 : 0]![usefulRow(kind, live)]!;
  const last = USEFUL_MIDDLES.length - 1;
  if (useful <= USEFUL_MIDDLES[0]!) return row[0]!;
  if (useful >= USEFUL_MIDDLES[last]!) return row[last]!;
  let b = 0;
  while (USEFUL_MIDDLES[b + 1]! < useful) b++;
  const f = (useful - USEFUL_MIDDLES[b]!) / (USEFUL_MIDDLES[b + 1]! - USEFUL_MIDDLES[b]!);
  return row[b]! + (row[b + 1]! - row[b]!) * f;
}

/**
 * Expected points a discard pays one opponent showing `sets` sets: the chance it wins on the
 * tile (and is the first in turn order to call), times what the discarder then pays.
 */
export function dealInCost(minFan: number, sets: number, kind: number, live: number): number {
  // The table holds ten-thousandths of a point (it ships to the browser as whole numbers).
  return DEAL_IN_COST[minFan >= 2 ? 3 : 0]![dangerRow(sets, kind)]![dangerLive(live)]! / 1e4;
}

/** Mean points of an opponent's win by the sets it showed when it won (0–4). */
export const winPoints = (minFan: number, sets: number): number =>
  WIN_POINTS[minFan >= 2 ? 3 : 0]![Math.min(sets, SET_ROWS - 1)]!;
