// The wall of one hand, from the dice total to the deal (HKE, lesson 2): who breaks the wall,
// where the gap is, which stacks become the dead wall and which are dealt to whom. Plain data
// for the wall picture (WallStepper.astro): no geometry, no DOM, no strings.
//
// Seats are the engine's winds in turn order (0 East, 1 South, 2 West, 3 North). The turn
// passes to the player on your right, so the player after you sits on your right and the one
// before you on your left. Every row is described as the player sitting behind it sees it.
import type { Wind } from '../../engine/tiles.ts';
import { nextSeat, prevSeat } from '../../ui/seats.ts';

export { nextSeat, prevSeat };

export const STACKS_PER_WALL = 18;
/** The HKE dead wall is always 14 tiles: 7 stacks. */
export const DEAD_STACKS = 7;
export const DICE_MIN = 2;
export const DICE_MAX = 12;
/** Tiles per player and round while dealing (two stacks), and how many such rounds. */
const DEAL_BLOCK_STACKS = 2;
const DEAL_ROUNDS = 3;
/** After three rounds: one more tile each, in turn, and one extra for East. */
const LAST_TILE_TO: readonly Wind[] = [0, 1, 2, 3, 0];

/** One stack of two tiles: whose row it lies in, and its place counted from that row's right end (1–18). */
export interface Stack {
  wall: Wind;
  fromRight: number;
}

/** One dealt stack: who took it, or null for the stacks the last five single tiles come from. */
export interface DealtStack {
  stack: Stack;
  to: Wind | null;
  /** 2, except the last stack, of which only the top tile is taken. */
  tiles: 1 | 2;
}

export interface WallPlan {
  total: number;
  /** Two dice faces that make the total (1–6 each). */
  faces: [number, number];
  /** The seat named at each count, 1 to total: East is 1. */
  counted: Wind[];
  /** The player who counts along their own row and opens the wall. */
  breaker: Wind;
  /** The seven dead-wall stacks, from the gap outwards (to the breaker's right). */
  dead: Stack[];
  /** The live wall from the gap onwards (to the breaker's left): the order of dealing and drawing. */
  live: Stack[];
  /** The first stacks of the live wall as they are dealt. */
  dealt: DealtStack[];
  /** Tiles each seat holds after the deal, by wind. */
  hands: [number, number, number, number];
}

/** The stack on the left of `s`. Past a row's left end, the row of the player on the left goes on from its right end. */
export function leftOf(s: Stack): Stack {
  return s.fromRight < STACKS_PER_WALL
    ? { wall: s.wall, fromRight: s.fromRight + 1 }
    : { wall: prevSeat(s.wall), fromRight: 1 };
}

/** The stack on the right of `s`; past a row's right end, the row of the player on the right goes on from its left end. */
export function rightOf(s: Stack): Stack {
  return s.fromRight > 1
    ? { wall: s.wall, fromRight: s.fromRight - 1 }
    : { wall: nextSeat(s.wall), fromRight: STACKS_PER_WALL };
}

export const isDiceTotal = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= DICE_MIN && (n as number) <= DICE_MAX;

/** Counting starts at East as 1 and goes on in turn order. */
export const breakerOf = (total: number): Wind => ((total - 1) % 4) as Wind;

function walk(from: Stack, step: (s: Stack) => Stack, count: number): Stack[] {
  const out = [from];
  while (out.length < count) out.push(step(out[out.length - 1]!));
  return out;
}

function deal(live: readonly Stack[]): DealtStack[] {
  const dealt: DealtStack[] = [];
  const blocks = DEAL_ROUNDS * 4;
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < DEAL_BLOCK_STACKS; i++)
      dealt.push({ stack: live[dealt.length]!, to: (b % 4) as Wind, tiles: 2 });
  }
  // The last five tiles: two full stacks and the top of a third. How a table hands them out
  // differs, so the plan does not say who takes which of them.
  for (let left = LAST_TILE_TO.length; left > 0; left -= 2)
    dealt.push({ stack: live[dealt.length]!, to: null, tiles: left >= 2 ? 2 : 1 });
  return dealt;
}

/** The whole plan for a dice total of 2–12; undefined for anything else. */
export function wallPlan(total: number): WallPlan | undefined {
  if (!isDiceTotal(total)) return undefined;
  const breaker = breakerOf(total);
  const gapRight: Stack = { wall: breaker, fromRight: total };
  const live = walk(leftOf(gapRight), leftOf, STACKS_PER_WALL * 4 - DEAD_STACKS);
  const dealt = deal(live);
  const hands: WallPlan['hands'] = [0, 0, 0, 0];
  for (const d of dealt) if (d.to !== null) hands[d.to] += d.tiles;
  for (const seat of LAST_TILE_TO) hands[seat] += 1;
  return {
    total,
    faces: [Math.floor(total / 2), Math.ceil(total / 2)],
    counted: Array.from({ length: total }, (_, i) => (i % 4) as Wind),
    breaker,
    dead: walk(gapRight, rightOf, DEAD_STACKS),
    live,
    dealt,
    hands,
  };
}

/** Tiles dealt in all: the sum of the hands, and of the dealt stacks. */
export const dealtTiles = (plan: WallPlan): number => plan.dealt.reduce((n, d) => n + d.tiles, 0);

export const sameStack = (a: Stack, b: Stack): boolean => a.wall === b.wall && a.fromRight === b.fromRight;
