// The layout of the calibrated tables (odds-table.ts): which row and column a state falls in.
// Apart from the tables so that the calibration script can write a seed table before it loads them.
import type { PlanKind } from './plan.ts';

/** The fan minimums the table holds (others use the nearest below). */
export const MIN_FANS = [0, 3] as const;
/** Rows for 1 … SHANTEN_ROWS tiles away (the last: that many or more), per plan group. */
export const SHANTEN_ROWS = 5;
/** Plan groups with rows of their own: a flush or all pungs/seven pairs keeps fewer tiles useful. */
export const PLAN_GROUPS = 3;
export const planGroup = (kind: PlanKind): number => (kind === 'any' ? 0 : kind === 'flush' ? 1 : 2);
/** The first row of the waiting hands (after every plan group's rows). */
export const WAIT_ROW = SHANTEN_ROWS * PLAN_GROUPS;
/** Waiting: unseen winning tiles 0, 1–2, 3–4, 5–6, 7–9, 10+. */
export const OUT_BUCKETS = 6;
/** The live wall in steps of 10 tiles: 0–9 … 70+. */
export const LIVE_BUCKETS = 8;

export const liveBucket = (live: number): number => Math.min(LIVE_BUCKETS - 1, Math.max(0, Math.floor(live / 10)));
/** The row of a hand `shanten` (≥ 1) tiles away under a plan of `kind`. */
export const shantenRow = (kind: PlanKind, shanten: number): number =>
  planGroup(kind) * SHANTEN_ROWS + Math.min(Math.max(shanten, 1), SHANTEN_ROWS) - 1;
/** The middle of each out bucket (10+: 12), for reading between the buckets. */
export const OUT_MIDDLES: readonly number[] = [0, 1.5, 3.5, 5.5, 8, 12];
export const outBucket = (outs: number): number =>
  outs <= 0 ? 0 : outs <= 2 ? 1 : outs <= 4 ? 2 : outs <= 6 ? 3 : outs <= 9 ? 4 : 5;

/**
 * Deal-in table: opponent's sets shown 0–4 × what the tile is to that opponent (DANGER_KINDS).
 * Not what its discards say: HKE lets a player win on a tile it threw before, so a tile it
 * threw is no safer by any rule (docs/bots.md, "The danger").
 */
export const SET_ROWS = 5;
/**
 * What a tile is to one opponent: 0 no copy unseen; honours with 1 or 2+ copies unseen;
 * suited 1/9, 2/8, 3–7; then the same suited classes and honours against an opponent whose
 * shown sets are all of the tile's suit (or honours: a flush).
 */
export const DANGER_KINDS = 10;
/** The live wall for the deal-in table: 0–19, 20–39, 40+. */
export const DANGER_LIVE = 3;
export const dangerLive = (live: number): number => (live < 20 ? 0 : live < 40 ? 1 : 2);
export const dangerRow = (sets: number, kind: number): number => Math.min(sets, SET_ROWS - 1) * DANGER_KINDS + kind;

/**
 * Useful tiles (unseen copies that bring a hand closer) of a hand one tile away, for the
 * useful-tiles factor (USEFUL_ODDS, a row per live wall half and plan group): 0–5, 6–10,
 * 11–15, 16–20, 21–27, 28–35, 36–45, 46+.
 */
export const USEFUL_BUCKETS = 8;
const USEFUL_TOPS: readonly number[] = [5, 10, 15, 20, 27, 35, 45];
export const usefulBucket = (useful: number): number => {
  let b = 0;
  while (b < USEFUL_TOPS.length && useful > USEFUL_TOPS[b]!) b++;
  return b;
};
/** The middle of each useful bucket (46+: 55), for reading between the buckets. */
export const USEFUL_MIDDLES: readonly number[] = [3, 8, 13, 18, 24, 31.5, 40.5, 55];
/** The useful-tiles factor's live wall: fewer tiles than this (the first rows), or this many and more. */
export const USEFUL_LIVE = 40;
/** The useful-tiles factor's row: the live wall's half, then the plan group. */
export const usefulRow = (kind: PlanKind, live: number): number =>
  (live < USEFUL_LIVE ? 0 : PLAN_GROUPS) + planGroup(kind);
