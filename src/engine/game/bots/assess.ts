// How good a hand is for a computer player: the best plan for its tiles, how far they are
// from it, the fan it would be worth and, once the hand is waiting, its real winning tiles
// scored by the HKE scorer, so that a wait that cannot reach the fan minimum counts for
// nothing. "Value" is a rough expected worth: the plan's worth (reaching the minimum, and for
// the strong player its points) times a factor per tile still missing.
import type { Hand } from '../../hand.ts';
import { score } from '../../rules/score.ts';
import type { Situation } from '../../situation.ts';
import { isHonour, TILE_COUNT, type Tile, type Wind } from '../../tiles.ts';
import type { TableMeld } from '../types.ts';
import { ALL_PLANS, flushCounts, inPlan, planAfterEach, planFan, planShanten, pointsOf, type Plan } from './plan.ts';
import { completingTiles, shantenAfterAdding } from './shanten.ts';
import type { Sight } from './sight.ts';

/** The tiles a hand could hold: hidden counts and declared sets (a claim or kong changes them). */
export interface Shape {
  c: number[];
  melds: readonly TableMeld[];
  fixedFan: number;
}

/** What one level weighs (bot.ts holds one per level). */
export interface Profile {
  /** Steer towards flushes, all pungs and seven pairs, not only any winning hand. */
  plans: boolean;
  /** Weigh a plan by its points (to the power VALUE_POWER), not only by whether it reaches the minimum. */
  value: boolean;
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

/**
 * How strongly points count against speed for a player that weighs value. Measured in the
 * arena: any power above 0 made the strong player slower to win and no better (more draw
 * games), so points only break ties (evaluate.ts) and the worth is the reach of the minimum.
 */
const VALUE_POWER = 0;

const PLANS_ANY: readonly Plan[] = [ALL_PLANS[0]!];

/** The chance factor per tile missing: steeper as the wall runs out. */
export const stepFactor = (live: number): number => (live >= 50 ? 0.4 : live >= 25 ? 0.3 : 0.18);

/** What a hand of `fan` fan is worth to the player: reaching the minimum, and with `value` its points. */
export function worth(s: Sight, p: Profile, fan: number): number {
  // An estimate may be fractional (a valued pair is half a pung): step between whole fan.
  const whole = Math.floor(fan);
  const at = (f: number) => (f >= s.minFan ? 1 : f + 1 >= s.minFan ? 0.3 : 0.02);
  const reach = at(whole) + (at(whole + 1) - at(whole)) * (fan - whole);
  return p.value ? reach * pointsOf(fan) ** VALUE_POWER : reach;
}

/**
 * The plans worth measuring for these tiles: a flush only in a suit that holds (with the
 * honours) at least 8 of the 14 tiles, all pungs and seven pairs only with three pairs or
 * pungs. The others are too far to be chosen, and skipping them keeps a move cheap.
 */
function plansOf(p: Profile, shape: Shape): Plan[] {
  if (!p.plans) return [PLANS_ANY[0]!];
  const c = shape.c;
  const inSuit = [0, 0, 0];
  let honours = 0;
  let pairs = 0;
  for (let t = 0; t < TILE_COUNT; t++) {
    if (t < 27) inSuit[Math.floor(t / 9)]! += c[t]!;
    else honours += c[t]!;
    if (c[t]! >= 2) pairs++;
  }
  for (const m of shape.melds) {
    if (isHonour(m.tile)) honours += 3;
    else inSuit[Math.floor(m.tile / 9)]! += 3;
    if (m.kind !== 'chow') pairs++;
  }
  return ALL_PLANS.filter((plan) => {
    if (plan.kind === 'flush') return inSuit[plan.suit!]! + honours >= 8;
    if (plan.kind === 'pungs' || plan.kind === 'pairs') return pairs >= 3;
    return true;
  });
}

/** The best plan for a hand of 3n+1 hidden tiles (or 3n+2, measured as it stands). */
export function assess(s: Sight, p: Profile, shape: Shape): Assessment {
  const f = stepFactor(s.view.live);
  let best: Assessment | null = null;
  for (const plan of plansOf(p, shape)) {
    const sh = planShanten(plan, shape.c, shape.melds);
    if (sh === Infinity) continue;
    const fan = planFan(s, plan, shape);
    const value = worth(s, p, fan) * f ** (sh + 1);
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
  const f = stepFactor(s.view.live);
  const out: Assessment[] = tiles.map(() => ({
    plan: PLANS_ANY[0]!,
    shanten: Infinity,
    fan: 0,
    value: -1,
    useful: 0,
    short: 0,
  }));
  let top = -1;
  for (const plan of plansOf(p, shape)) {
    const fanNow = planFan(s, plan, shape);
    if (plan.kind !== 'any') {
      const least = planShanten(plan, shape.c, shape.melds);
      if (least === Infinity || worth(s, p, fanNow + (plan.kind === 'flush' ? 3 : 1)) * f ** (least + 1) <= top)
        continue;
    }
    const after = planAfterEach(plan, shape.c, shape.melds, tiles);
    tiles.forEach((t, i) => {
      const sh = after[i]!;
      if (sh === Infinity) return;
      let fan = fanNow;
      // Only an honour changes the fan estimate when it leaves.
      if (t >= 27) {
        shape.c[t]!--;
        fan = planFan(s, plan, shape);
        shape.c[t]!++;
      }
      const value = worth(s, p, fan) * f ** (sh + 1);
      if (value > out[i]!.value) out[i] = { plan, shanten: sh, fan, value, useful: 0, short: 0 };
      if (value > top) top = value;
    });
  }
  return out;
}

const previous = (w: Wind): Wind => ((w + 3) % 4) as Wind;

/** The HKE score of winning on `w` with these tiles (a discard win from the player before). */
function winFan(s: Sight, shape: Shape, w: Tile): number {
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
  for (const w of completingTiles(shape.c, shape.melds.length, candidates)) {
    const left = 4 - s.visible[w]!;
    if (left <= 0) continue;
    const fan = winFan(s, shape, w);
    const reach = fan >= s.minFan ? 1 : fan + 1 >= s.minFan ? 0.3 : 0;
    if (reach === 0) {
      short += left;
      continue;
    }
    outs += left * reach;
    sum += left * reach * (p.value ? pointsOf(fan) ** VALUE_POWER : 1);
    fanSum += left * reach * fan;
  }
  if (outs === 0) {
    // Nothing that counts: as good as one tile further away.
    return { ...a, value: a.value * stepFactor(s.view.live), useful: 0, short };
  }
  const value = (sum / outs) * (outs / (outs + 4));
  return { ...a, fan: fanSum / outs, value, useful: outs, short };
}

/** Unseen copies of the tiles that lower the plan's shanten of a 3n+1 hand. */
export function usefulTiles(s: Sight, shape: Shape, a: Assessment): number {
  const { plan } = a;
  const c = shape.c;
  const near: Tile[] = [];
  for (let u = 0; u < TILE_COUNT; u++) {
    if (s.visible[u]! >= 4 || !inPlan(plan, u)) continue;
    if (c[u]! > 0) near.push(u);
    else if (plan.kind !== 'pairs' && plan.kind !== 'pungs' && !isHonour(u)) {
      const n = u % 9;
      if ((n > 0 && c[u - 1]! > 0) || (n > 1 && c[u - 2]! > 0) || (n < 8 && c[u + 1]! > 0) || (n < 7 && c[u + 2]! > 0))
        near.push(u);
    }
  }
  let n = 0;
  if (plan.kind === 'any' || plan.kind === 'flush') {
    const counts = plan.kind === 'any' ? c : flushCounts(c, plan.suit!);
    const after = shantenAfterAdding(counts, shape.melds.length, near);
    near.forEach((u, i) => (n += after[i]! < a.shanten ? 4 - s.visible[u]! : 0));
    return n;
  }
  for (const u of near) {
    c[u]!++;
    if (planShanten(plan, c, shape.melds) < a.shanten) n += 4 - s.visible[u]!;
    c[u]!--;
  }
  return n;
}
