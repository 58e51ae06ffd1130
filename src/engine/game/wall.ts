// The wall of one hand (docs/rules/hke.md; "Mauerdurchbruch", "Tote Mauer"): 144 tiles in
// four rows of 18 stacks of two, East's two dice, the count, the gap, the dead wall of 14.
//
// Rows and stacks are named as in lesson 2 (src/lessons/wall/plan.ts, which the engine may not
// import): row `w` lies in front of seat `w`, stacks counted 1–18 from its owner's right end.
// East counts the players from 1 in turn order to the dice total; that player counts the same
// number of stacks from the right of their row. Left of the gap the live wall starts and runs
// clockwise (the player on your left is the one before you); the 7 stacks right of the gap are
// the dead wall, whose far end touches the end of the live wall.
import { randomInt, seededRng, shuffle } from '../random.ts';
import { TILE_COUNT, type Wind } from '../tiles.ts';
import { BONUS_BASE, type WallTile } from './types.ts';

export const STACKS_PER_ROW = 18;
export const DEAD_WALL = 14;
/** Tiles dealt in all: 13 each and East one more. */
export const DEALT = 53;

interface Stack {
  row: Wind;
  /** 1–18 from the owner's right end. */
  fromRight: number;
}

const leftOf = (s: Stack): Stack =>
  s.fromRight < STACKS_PER_ROW
    ? { row: s.row, fromRight: s.fromRight + 1 }
    : { row: ((s.row + 3) % 4) as Wind, fromRight: 1 };
const rightOf = (s: Stack): Stack =>
  s.fromRight > 1
    ? { row: s.row, fromRight: s.fromRight - 1 }
    : { row: ((s.row + 1) % 4) as Wind, fromRight: STACKS_PER_ROW };

/** Every tile once: four of each playing tile, one of each bonus tile. */
export function fullSet(): WallTile[] {
  const out: WallTile[] = [];
  for (let t = 0; t < TILE_COUNT; t++) out.push(t, t, t, t);
  for (let b = 0; b < 8; b++) out.push(BONUS_BASE + b);
  return out;
}

export interface BuiltWall {
  dice: [number, number];
  /** The seat that counts along its row and opens the gap. */
  breaker: Wind;
  /** Drawing order: live wall from the gap, then the dead wall read from its far end (taken from the back). */
  wall: WallTile[];
}

/**
 * Shuffles the 144 tiles into the rows (stack k of row r holds tiles 2k, 2k+1 of row r's 36,
 * top first), throws the dice and reads the wall in drawing order. Replacement tiles come from
 * the dead wall's end at the gap, top tile first; the dead wall is refilled at its far end
 * from the end of the live wall.
 */
export function buildWall(seed: number): BuiltWall {
  const rng = seededRng(seed);
  const tiles = shuffle(fullSet(), rng);
  const dice: [number, number] = [1 + randomInt(rng, 6), 1 + randomInt(rng, 6)];
  const total = dice[0] + dice[1];
  const breaker = ((total - 1) % 4) as Wind;
  const at = (s: Stack, top: boolean): WallTile => tiles[s.row * 36 + (s.fromRight - 1) * 2 + (top ? 0 : 1)]!;
  const wall: WallTile[] = [];
  const gapRight: Stack = { row: breaker, fromRight: total };
  let s = leftOf(gapRight);
  for (let k = 0; k < 4 * STACKS_PER_ROW - DEAD_WALL / 2; k++, s = leftOf(s)) wall.push(at(s, true), at(s, false));
  // The dead wall from its far end back to the gap, so that its last entry is the gap's top tile.
  const dead: Stack[] = [gapRight];
  while (dead.length < DEAD_WALL / 2) dead.push(rightOf(dead[dead.length - 1]!));
  for (const d of dead.reverse()) wall.push(at(d, false), at(d, true));
  return { dice, breaker, wall };
}

/** Who receives the i-th dealt tile: three rounds of four tiles each, then one each and one more for East. */
export function dealtTo(i: number): Wind {
  if (i < 48) return (Math.floor(i / 4) % 4) as Wind;
  return ((i - 48) % 4) as Wind;
}
