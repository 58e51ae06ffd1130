// How good a hand is for a computer player: the best plan for its tiles, how far they are
// from it, the fan it would be worth and, once the hand is waiting, its real winning tiles
// scored by the HKE scorer, so that a wait that cannot reach the fan minimum counts for
// nothing. "Value" is a rough expected worth: the plan's worth (reaching the minimum, and for
// the strong player its points) times a factor per tile still missing.
import type { Hand } from '../../hand.ts';
import { score } from '../../rules/score-hke.ts';
import type { Situation } from '../../situation.ts';
import { isHonour, TILE_COUNT, type Tile, type Wind } from '../../tiles.ts';
import type { TableMeld } from '../types.ts';
import { ALL_PLANS, flushCounts, planAfterEach, planFan, planShanten, pointsOf, type Plan } from './plan.ts';
import { SHANTEN_ROWS } from './odds-layout.ts';
import { usefulFactor, waitChance, waitChanceBetween, winChance, winPoints } from './odds.ts';
import { completingTiles, usefulCopies } from './shanten.ts';
import type { Sight } from './sight.ts';

/** The tiles a hand could hold: hidden counts and declared sets (a claim or kong changes them). */
export interface Shape {
  /** Hidden tiles per tile. Callers in this folder take a tile out and put it back around a call: restored before they return. */
  c: number[];
  melds: readonly TableMeld[];
  fixedFan: number;
}

/** What one level weighs (choice.ts holds one per level, PROFILES). */
export interface Profile {
  /** Steer towards flushes, all pungs and seven pairs, not only any winning hand. */
  plans: boolean;
  /**
   * What a plan's points count for: nothing (only whether it reaches the minimum), a little
   * (points to the power SOME_VALUE) or as expected points won (EXPECTED: what the win collects).
   */
  value: 'none' | 'some' | 'expected';
  /** Without a fan minimum, plan a flush only from more tiles and when near (FLUSH_TILES_NO_MINIMUM). */
  narrowFlush: boolean;
  /** Read a wait's chance between the table's buckets of outs (waitChanceBetween), not by bucket. */
  waitsBetween: boolean;
  /** Count seven pairs one tile further than its shanten until it waits (SEVEN_PAIRS_SLOWER). */
  pairsSlower: boolean;
  /**
   * With a fan minimum, read the chance of a hand one tile away by its useful tiles too
   * (usefulChance), for the discards near the best (evaluate.ts, USEFUL_NEAR).
   */
  usefulChance: boolean;
}

export interface Assessment {
  plan: Plan;
  shanten: number;
  /** The expected fan of the plan's hand (for a waiting hand: the mean of its winning tiles that count). */
  fan: number;
  /** Rough expected worth; higher is better. */
  value: number;
  /** Unseen copies of the tiles that bring the hand closer (waiting: that win and reach the minimum). */
  useful: number;
  /** Waiting only: unseen copies of winning tiles too cheap for the minimum (not counted). */
  short: number;
}

// The tuned constants of this file, their values and the measurements behind them: docs/bots.md.

/** How much a careful player lets points count against speed (points to this power). */
const SOME_VALUE = 0.3;
/** What a win collects, in multiples of its points: 4 from a discard, 6 by self-draw. */
const GAIN = 4.5;
/** What a hand won by another costs, in multiples of that win's likely points (1 or 2 each). */
const LOSS = 1.5;
/**
 * The same with a fan minimum: a hand that reaches the minimum is dear, and the chance table
 * counts only wins made as planned.
 */
const LOSS_AT_MINIMUM = 5;

/**
 * What a hand of `points` is worth. For expected value: the points it collects plus the loss it
 * spares (while the player wins, nobody else does), so a dearer hand is chased only as far as
 * its points outweigh the chance it gives away (plain points made it far too slow).
 */
function pay(s: Sight, p: Profile, points: number): number {
  switch (p.value) {
    case 'none':
      return 1;
    case 'some':
      return points ** SOME_VALUE;
    case 'expected':
      return GAIN * points + (s.minFan >= 2 ? LOSS_AT_MINIMUM : LOSS) * winPoints(s.minFan, 1);
    default: {
      const never: never = p.value;
      return never;
    }
  }
}

const PLANS_ANY: readonly Plan[] = [ALL_PLANS[0]!];

/** The fan a flush's estimate gains when its last honour leaves (a half flush becomes a full one). */
const FLUSH_HONOURS_FAN = 3;

/**
 * A waiting hand's real winning tiles are looked at only when its rough worth (TYPICAL_OUTS)
 * is at least this share of the best: below it even many outs would not make it the best.
 */
export const WAITS_NEAR = 0.3;

/** Unseen winning tiles a waiting hand is taken to have before its waits are looked at. */
const TYPICAL_OUTS = 5;

/** Beyond the chance table's last row (SHANTEN_ROWS tiles away), each further tile keeps this share of the chance. */
const BEYOND_TABLE = 0.9;

/**
 * The chance of winning from `sh` tiles away with the wall as it is, from the table calibrated
 * by self-play (odds.ts); beyond the table's last row each further tile costs BEYOND_TABLE.
 */
export function chance(s: Sight, plan: Plan, sh: number): number {
  if (sh < 0) return 1;
  if (sh === 0) return waitChance(s.minFan, TYPICAL_OUTS, s.view.live);
  return winChance(s.minFan, plan.kind, sh, s.view.live) * BEYOND_TABLE ** Math.max(0, sh - SHANTEN_ROWS);
}

/**
 * Tiles away the strong player adds to seven pairs until it waits: the chance table's row is
 * that of all pungs and seven pairs together, and seven pairs can claim no tile but its last,
 * so its tiles come slower than those of all pungs (the planner yardstick counts it so too).
 */
const SEVEN_PAIRS_SLOWER = 1;

/** The chance of a plan `sh` tiles away, seven pairs counted slower for a profile that says so. */
function planChance(s: Sight, p: Profile, plan: Plan, sh: number): number {
  return chance(s, plan, p.pairsSlower && plan.kind === 'pairs' && sh > 0 ? sh + SEVEN_PAIRS_SLOWER : sh);
}

/**
 * The chance of winning of a hand one tile away read by its useful tiles too: the table's
 * chance for its plan and wall (seven pairs counted slower, as `planChance` does) times the
 * calibrated factor for `useful` and the wall (odds.ts). Without a fan minimum it lost to the
 * plain chance (docs/bots.md), so it is read only with one.
 */
export function usefulChance(s: Sight, p: Profile, plan: Plan, useful: number): number {
  return planChance(s, p, plan, 1) * usefulFactor(s.minFan, plan.kind, useful, s.view.live);
}

/** How much of the minimum a hand one fan short reaches: only by self-draw (its fan). */
export const SELF_DRAW_REACH = 0.3;
/** The same for a hand two or more fan short. */
const FAR_REACH = 0.02;

/** What a hand of `fan` fan is worth to the player: reaching the minimum, and (by `value`) its points. */
export function worth(s: Sight, p: Profile, fan: number): number {
  // An estimate may be fractional (a valued pair is half a pung): step between whole fan.
  const whole = Math.floor(fan);
  const at = (f: number) => (f >= s.minFan ? 1 : f + 1 >= s.minFan ? SELF_DRAW_REACH : FAR_REACH);
  const reach = at(whole) + (at(whole + 1) - at(whole)) * (fan - whole);
  return reach * pay(s, p, pointsOf(fan));
}

/** A flush is planned only in a suit that holds, with the honours, at least this many of the 14 tiles. */
const FLUSH_TILES = 8;
/**
 * Without a fan minimum the strong player plans a flush only from this many tiles and at most
 * FLUSH_BEHIND_NO_MINIMUM tile further than any hand: the chance table's flush rows (made by
 * players aiming for 3 fan) overrate a flush built from a mixed hand, which then wins neither
 * as a flush nor fast. With a minimum the flush is the surest way to reach it.
 */
const FLUSH_TILES_NO_MINIMUM = 9;
const FLUSH_BEHIND_NO_MINIMUM = 1;
/** All pungs and seven pairs are planned only with this many pairs or pungs (held or shown). */
const PAIRS_FOR_PLAN = 3;

/**
 * The plans worth measuring for these tiles: a flush only in a suit that holds (with the
 * honours) FLUSH_TILES of the 14 tiles, all pungs and seven pairs only with PAIRS_FOR_PLAN
 * pairs or pungs. The others are too far to be chosen, and skipping them keeps a move cheap.
 */
function plansOf(s: Sight, p: Profile, shape: Shape): Plan[] {
  if (!p.plans) return [PLANS_ANY[0]!];
  const c = shape.c;
  const inSuit = [0, 0, 0];
  let honours = 0;
  let pairs = 0;
  for (let t = 0; t < TILE_COUNT; t++) {
    if (!isHonour(t)) inSuit[Math.floor(t / 9)]! += c[t]!;
    else honours += c[t]!;
    if (c[t]! >= 2) pairs++;
  }
  for (const m of shape.melds) {
    if (isHonour(m.tile)) honours += 3;
    else inSuit[Math.floor(m.tile / 9)]! += 3;
    if (m.kind !== 'chow') pairs++;
  }
  // Without a minimum (FLUSH_TILES_NO_MINIMUM): fewer flushes.
  const narrow = p.narrowFlush && s.minFan < 2;
  let anyShanten: number | null = null;
  return ALL_PLANS.filter((plan) => {
    if (plan.kind === 'flush') {
      if (!narrow) return inSuit[plan.suit!]! + honours >= FLUSH_TILES;
      if (inSuit[plan.suit!]! + honours < FLUSH_TILES_NO_MINIMUM) return false;
      anyShanten ??= planShanten(ALL_PLANS[0]!, c, shape.melds);
      return planShanten(plan, c, shape.melds) <= anyShanten + FLUSH_BEHIND_NO_MINIMUM;
    }
    if (plan.kind === 'pungs' || plan.kind === 'pairs') return pairs >= PAIRS_FOR_PLAN;
    return true;
  });
}

/** The best plan for a hand of 3n+1 hidden tiles (or 3n+2, measured as it stands). */
export function assess(s: Sight, p: Profile, shape: Shape): Assessment {
  let best: Assessment | null = null;
  for (const plan of plansOf(s, p, shape)) {
    const sh = planShanten(plan, shape.c, shape.melds);
    if (sh === Infinity) continue;
    const fan = planFan(s, plan, shape);
    const value = worth(s, p, fan) * planChance(s, p, plan, sh);
    if (best === null || value > best.value) best = { plan, shanten: sh, fan, value, useful: 0, short: 0 };
  }
  return best!;
}

/**
 * Per discard tile: the best plan after it (before the waits and useful tiles are looked at).
 * A plan is tried tile by tile only when its bound (the full hand's shanten, which is its best
 * discard's, and its fan with a flush's honours thrown) can beat the best found so far.
 */
export function assessDiscards(s: Sight, p: Profile, shape: Shape, tiles: readonly Tile[]): Assessment[] {
  const out: Assessment[] = tiles.map(() => ({
    plan: PLANS_ANY[0]!,
    shanten: Infinity,
    fan: 0,
    value: -1,
    useful: 0,
    short: 0,
  }));
  let top = -1;
  for (const plan of plansOf(s, p, shape)) {
    const fanNow = planFan(s, plan, shape);
    if (plan.kind !== 'any') {
      const least = planShanten(plan, shape.c, shape.melds);
      const most = fanNow + (plan.kind === 'flush' ? FLUSH_HONOURS_FAN : 1);
      if (least === Infinity || worth(s, p, most) * planChance(s, p, plan, least) <= top) continue;
    }
    const after = planAfterEach(plan, shape.c, shape.melds, tiles);
    // Only an honour changes the fan estimate when it leaves: the worth of the others is one.
    const worthNow = worth(s, p, fanNow);
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i]!;
      const sh = after[i]!;
      if (sh === Infinity) continue;
      let fan = fanNow;
      if (isHonour(t)) {
        shape.c[t]!--;
        fan = planFan(s, plan, shape);
        shape.c[t]!++;
      }
      const value = (fan === fanNow ? worthNow : worth(s, p, fan)) * planChance(s, p, plan, sh);
      const o = out[i]!;
      if (value > o.value) {
        o.plan = plan;
        o.shanten = sh;
        o.fan = fan;
        o.value = value;
      }
      if (value > top) top = value;
    }
  }
  return out;
}

const previous = (w: Wind): Wind => ((w + 3) % 4) as Wind;

/** The HKE score of winning on `w` with these tiles (a discard win from the player before). */
function scoreWin(s: Sight, shape: Shape, w: Tile): number {
  const concealed: Tile[] = [];
  shape.c.forEach((n, t) => {
    for (let k = 0; k < n; k++) concealed.push(t);
  });
  const hand: Hand = {
    concealed,
    melds: shape.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed })),
    bonus: [...s.view.players[s.seat]!.bonus],
    winning: w,
  };
  const situation: Situation = {
    seat: s.seat,
    round: s.view.round,
    win: 'discard',
    from: previous(s.seat),
    lastTile: false,
    heaven: false,
    earth: false,
  };
  const r = score(hand, situation, { rules: 'hke' });
  return r.ok && r.value.legal ? r.value.fan : -1;
}

// Scored waits by hand: a waiting hand is scored again on every turn it keeps (draw, throw the
// drawn tile) and for every discard that leaves it, and the full scorer is the costliest step
// of a move. The key holds everything the score reads; the cache is emptied when it grows.
const WIN_CACHE = new Map<string, number>();
const WIN_CACHE_SIZE = 50_000;

/** The key of a waiting hand for the scorer: counts, sets, bonus tiles, seat and prevalent wind. */
function waitKey(s: Sight, shape: Shape): string {
  let key = shape.c.join('');
  for (const m of shape.melds) key += `|${m.kind}${m.tile}${m.concealed ? 'c' : ''}`;
  return `${key}|${s.view.players[s.seat]!.bonus.join(',')}|${s.seat}${s.view.round}|`;
}

function winFan(s: Sight, shape: Shape, w: Tile, key: string): number {
  const k = key + w;
  let fan = WIN_CACHE.get(k);
  if (fan === undefined) {
    if (WIN_CACHE.size >= WIN_CACHE_SIZE) WIN_CACHE.clear();
    fan = scoreWin(s, shape, w);
    WIN_CACHE.set(k, fan);
  }
  return fan;
}

/**
 * The strong player reads the chance of a wait between the table's buckets of outs
 * (odds.ts): in buckets, one unseen winning tile counted as much as two, and a tile that
 * reaches the minimum only by self-draw (SELF_DRAW_REACH of an out) as much as two that reach
 * it always. Reading between the live wall's columns too was no better (docs/bots.md).
 */
const waitOdds = (p: Profile): typeof waitChance => (p.waitsBetween ? waitChanceBetween : waitChance);

/**
 * A waiting hand (3n+1 hidden tiles) valued by its real winning tiles: each unseen copy that
 * reaches the minimum counts (by self-draw alone: a third), the others not at all.
 */
export function assessWaits(s: Sight, p: Profile, shape: Shape, a: Assessment): Assessment {
  const candidates: Tile[] = [];
  for (let u = 0; u < TILE_COUNT; u++) if (s.visible[u]! < 4 || shape.c[u]! > 0) candidates.push(u);
  let outs = 0;
  let short = 0;
  let sum = 0;
  let fanSum = 0;
  let key: string | null = null;
  for (const w of completingTiles(shape.c, shape.melds.length, candidates)) {
    const left = 4 - s.visible[w]!;
    if (left <= 0) continue;
    key ??= waitKey(s, shape);
    const fan = winFan(s, shape, w, key);
    const reach = fan >= s.minFan ? 1 : fan + 1 >= s.minFan ? SELF_DRAW_REACH : 0;
    if (reach === 0) {
      short += left;
      continue;
    }
    outs += left * reach;
    sum += left * reach * pay(s, p, pointsOf(fan));
    fanSum += left * reach * fan;
  }
  if (outs === 0) {
    // Nothing that counts: the chance of a wait whose tiles are all too cheap (or gone).
    return { ...a, value: worth(s, p, a.fan) * waitChance(s.minFan, 0, s.view.live), useful: 0, short };
  }
  const value = (sum / outs) * waitOdds(p)(s.minFan, outs, s.view.live);
  return { ...a, fan: fanSum / outs, value, useful: outs, short };
}

/**
 * A hand one tile away (3n+1 hidden tiles, assessed by assessDiscards) valued by its useful
 * tiles too: its worth times usefulChance in place of the plain chance; `useful` is told.
 */
export function assessUseful(s: Sight, p: Profile, shape: Shape, a: Assessment): Assessment {
  const useful = usefulTiles(s, shape, a);
  return { ...a, value: worth(s, p, a.fan) * usefulChance(s, p, a.plan, useful), useful };
}

/** Unseen copies of the tiles that lower the plan's shanten of a 3n+1 hand. */
export function usefulTiles(s: Sight, shape: Shape, a: Assessment): number {
  const { plan } = a;
  const c = shape.c;
  if (plan.kind === 'any' || plan.kind === 'flush') {
    // A flush is measured on its suit and the honours alone.
    const flush = plan.kind === 'flush';
    const counts = flush ? flushCounts(c, plan.suit!) : c;
    const suits = flush ? (1 << plan.suit!) | 8 : 15;
    const orphans = plan.kind === 'any' && shape.melds.length === 0;
    return usefulCopies(counts, shape.melds.length, a.shanten, s.visible, suits, orphans);
  }
  // All pungs and seven pairs grow only from tiles held.
  let n = 0;
  for (let u = 0; u < TILE_COUNT; u++) {
    if (s.visible[u]! >= 4 || c[u] === 0) continue;
    c[u]!++;
    if (planShanten(plan, c, shape.melds) < a.shanten) n += 4 - s.visible[u]!;
    c[u]!--;
  }
  return n;
}
