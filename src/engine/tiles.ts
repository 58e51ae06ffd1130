// Tile vocabulary. A playing tile is a number 0–33 so hands can be count vectors:
// 0–8 characters (1m–9m), 9–17 dots (1p–9p), 18–26 bamboo (1s–9s), 27–33 honours
// (1z–7z: East South West North, White Green Red). Bonus tiles are kept apart (0–7:
// flowers 1f–4f, seasons 1g–4g) because they never take part in a set. The codes, numbers and
// wind letters live in tile-code.ts (what the lesson widgets load) and are re-exported here.
import type { Tile, Wind } from './tile-code.ts';

export { SUITS, WIND_LETTERS, makeTile, parseTile, tileNumber, tileSuit } from './tile-code.ts';
export type { Suit, Tile, Wind, WindLetter } from './tile-code.ts';

export const BONUS_KINDS = ['f', 'g'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** A bonus tile, 0–7: flowers 0–3, seasons 4–7. */
export type Bonus = number;

export const TILE_COUNT = 34;
export const BONUS_COUNT = 8;
export const WINDS = [0, 1, 2, 3] as const;

export const EAST = 27;
export const WHITE = 31;
export const GREEN = 32;
export const RED = 33;
export const DRAGONS: readonly Tile[] = [WHITE, GREEN, RED];
export const WIND_TILES: readonly Tile[] = [27, 28, 29, 30];
export const TERMINALS: readonly Tile[] = [0, 8, 9, 17, 18, 26];
export const ORPHANS: readonly Tile[] = [...TERMINALS, 27, 28, 29, 30, 31, 32, 33];

export const isHonour = (t: Tile): boolean => t >= 27;
export const isTerminal = (t: Tile): boolean => t < 27 && (t % 9 === 0 || t % 9 === 8);
export const isMajor = (t: Tile): boolean => isHonour(t) || isTerminal(t);
export const isDragon = (t: Tile): boolean => t >= WHITE;
export const isWindTile = (t: Tile): boolean => t >= EAST && t < WHITE;
export const windTile = (w: Wind): Tile => EAST + w;

export const makeBonus = (b: Bonus): string => `${(b % 4) + 1}${b < 4 ? 'f' : 'g'}`;
export const bonusKind = (b: Bonus): BonusKind => (b < 4 ? 'f' : 'g');
/** The seat a bonus tile belongs to: flower/season n is the tile of wind n. */
export const bonusSeat = (b: Bonus): Wind => (b % 4) as Wind;

export function parseBonus(code: string): Bonus | undefined {
  const m = /^([1-4])([fg])$/.exec(code);
  if (!m) return undefined;
  return Number(m[1]) - 1 + (m[2] === 'g' ? 4 : 0);
}

export const ALL_TILES: readonly Tile[] = Array.from({ length: TILE_COUNT }, (_, i) => i);
export const ALL_BONUS: readonly Bonus[] = Array.from({ length: BONUS_COUNT }, (_, i) => i);

/** Counts per tile (length 34). */
export function countTiles(tiles: readonly Tile[]): number[] {
  const counts = new Array<number>(TILE_COUNT).fill(0);
  for (const t of tiles) counts[t]!++;
  return counts;
}

export const sortTiles = (tiles: readonly Tile[]): Tile[] => [...tiles].sort((a, b) => a - b);
