// Plans: the kinds of winning hand a computer player can steer towards, how far its tiles are
// from each (shanten under the plan's restriction) and the fan each would be worth. With a
// fan minimum a plan that cannot reach it is worth (almost) nothing, so the player picks a
// plan early and changes it when the tiles say so: the best plan is recomputed on every move.
import { isHonour, type Tile } from '../../tiles.ts';
import type { TableMeld } from '../types.ts';
import { shanten, shantenAfterEach, sevenPairsShanten } from './shanten.ts';
import type { Sight } from './sight.ts';

export const PLAN_KINDS = [
  'any', // any winning hand: fan from bonus tiles and valued pungs only
  'flush', // one suit, with honours (half flush, 3 fan) or without (full flush, 6 fan)
  'pungs', // all pungs (3 fan)
  'pairs', // seven pairs (4 fan)
] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export interface Plan {
  kind: PlanKind;
  /** The flush's suit (0 m, 1 p, 2 s); null for the other plans. */
  suit: number | null;
}

export const ALL_PLANS: readonly Plan[] = [
  { kind: 'any', suit: null },
  { kind: 'flush', suit: 0 },
  { kind: 'flush', suit: 1 },
  { kind: 'flush', suit: 2 },
  { kind: 'pungs', suit: null },
  { kind: 'pairs', suit: null },
];

/** Can the declared sets still be part of this plan? */
export function fits(plan: Plan, melds: readonly TableMeld[]): boolean {
  switch (plan.kind) {
    case 'any':
      return true;
    case 'flush':
      return melds.every((m) => isHonour(m.tile) || Math.floor(m.tile / 9) === plan.suit);
    case 'pungs':
      return melds.every((m) => m.kind !== 'chow');
    case 'pairs':
      return melds.length === 0;
    default: {
      const never: never = plan.kind;
      return never;
    }
  }
}

/** Does a tile belong to the plan's hand at all? (Off-suit tiles of a flush do not.) */
export const inPlan = (plan: Plan, t: Tile): boolean =>
  plan.kind !== 'flush' || isHonour(t) || Math.floor(t / 9) === plan.suit;

/** All pungs: 2·(N−m) − min(pairs−1, N−m) − 1 with m pungs held (pairs only as partial sets). */
export function pungShanten(c: readonly number[], declared: number): number {
  const need = 4 - declared;
  let pungs = 0;
  let pairs = 0;
  for (const n of c) {
    if (n >= 3) pungs++;
    else if (n === 2) pairs++;
  }
  const m = Math.min(pungs, need);
  if (pairs === 0) return 2 * (need - m) - (pungs > need ? 1 : 0);
  return 2 * (need - m) - Math.min(pairs - 1, need - m) - 1;
}

/** The counts a flush keeps: the suit and the honours. */
export function flushCounts(c: readonly number[], suit: number): number[] {
  const out = c.slice();
  for (let s = 0; s < 3; s++) if (s !== suit) for (let i = s * 9; i < s * 9 + 9; i++) out[i] = 0;
  return out;
}

/** Shanten of the hidden tiles under the plan (Infinity when the declared sets rule it out). */
export function planShanten(plan: Plan, c: readonly number[], melds: readonly TableMeld[]): number {
  if (!fits(plan, melds)) return Infinity;
  const declared = melds.length;
  switch (plan.kind) {
    case 'any':
      return shanten(c, declared);
    case 'flush':
      return shanten(flushCounts(c, plan.suit!), declared);
    case 'pungs':
      return pungShanten(c, declared);
    case 'pairs':
      return sevenPairsShanten(c);
    default: {
      const never: never = plan.kind;
      return never;
    }
  }
}

/** The plan's shanten after discarding each of `tiles` (counts changed and restored). */
export function planAfterEach(plan: Plan, c: number[], melds: readonly TableMeld[], tiles: readonly Tile[]): number[] {
  if (!fits(plan, melds)) return tiles.map(() => Infinity);
  const declared = melds.length;
  if (plan.kind === 'any') return shantenAfterEach(c, declared, tiles);
  if (plan.kind === 'flush') {
    const f = flushCounts(c, plan.suit!);
    const kept = tiles.filter((t) => inPlan(plan, t));
    const after = shantenAfterEach(f, declared, kept);
    const now = kept.length < tiles.length ? shanten(f, declared) : 0;
    let k = 0;
    // Throwing an off-suit tile costs the flush nothing.
    return tiles.map((t) => (inPlan(plan, t) ? after[k++]! : now));
  }
  return tiles.map((t) => {
    c[t]!--;
    const s = plan.kind === 'pungs' ? pungShanten(c, declared) : sevenPairsShanten(c);
    c[t]!++;
    return s;
  });
}

/**
 * The share of a pung's fan a valued pair (dragons, own or prevalent wind) counts for while a
 * copy is unseen: any player's discard makes it a pung (measured: docs/bots.md).
 */
const VALUED_PAIR = 0.7;
/** The fan all chows counts for while the hand can still make it (set by hand: docs/bots.md). */
const ALL_CHOWS = 0.5;

/**
 * The fan the plan's hand would be worth when complete, without self-draw: the fixed fan,
 * the plan's own, valued pungs held, most of a fan for each valued pair that may still become
 * one, and half a fan for all chows while the hand can still make it.
 */
export function planFan(
  s: Sight,
  plan: Plan,
  shape: { c: readonly number[]; melds: readonly TableMeld[]; fixedFan: number },
): number {
  const c = shape.c;
  let fan = shape.fixedFan;
  let honours = 0;
  for (let t = 27; t < 34; t++) honours += c[t]!;
  for (const m of shape.melds) if (isHonour(m.tile)) honours += 3;
  switch (plan.kind) {
    case 'flush':
      fan += honours > 0 ? 3 : 6;
      break;
    case 'pungs':
      fan += 3;
      break;
    case 'pairs':
      return fan + 4;
    default:
      // All chows (1 fan) stays possible while no honour is held and every set is a chow.
      if (honours === 0 && shape.melds.every((m) => m.kind === 'chow') && c.every((n) => n < 3)) fan += ALL_CHOWS;
      break;
  }
  for (let t = 27; t < 34; t++) {
    const v = s.pungFan[t]!;
    if (v === 0) continue;
    if (c[t]! >= 3) fan += v;
    // A pair becomes a pung only while a copy is unseen.
    else if (c[t] === 2 && s.visible[t]! < 4) fan += v * VALUED_PAIR;
  }
  return fan;
}

/** HKE points by fan (0 → 1 … 10+ → 64), for a fan that may be fractional (an estimate). */
export function pointsOf(fan: number): number {
  const f = Math.floor(fan);
  const base = f >= 10 ? 64 : f >= 7 ? 32 : f >= 4 ? 16 : 2 ** f;
  const next = f + 1 >= 10 ? 64 : f + 1 >= 7 ? 32 : f + 1 >= 4 ? 16 : 2 ** (f + 1);
  return base + (next - base) * (fan - f);
}
