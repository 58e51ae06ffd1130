// Tile vocabulary. A playing tile is a number 0–33 so hands can be count vectors:
// 0–8 characters (1m–9m), 9–17 dots (1p–9p), 18–26 bamboo (1s–9s), 27–33 honours
// (1z–7z: East South West North, White Green Red). Bonus tiles are kept apart (0–7:
// flowers 1f–4f, seasons 1g–4g) because they never take part in a set.

export const SUITS = ['m', 'p', 's', 'z'] as const;
export type Suit = (typeof SUITS)[number];
export const BONUS_KINDS = ['f', 'g'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** A playing tile, 0–33. */
export type Tile = number;
/** A bonus tile, 0–7: flowers 0–3, seasons 4–7. */
export type Bonus = number;
/** Seat or prevalent wind, 0–3: East South West North. */
export type Wind = 0 | 1 | 2 | 3;

export const TILE_COUNT = 34;
export const BONUS_COUNT = 8;
export const WINDS = [0, 1, 2, 3] as const;
export const WIND_LETTERS = ['E', 'S', 'W', 'N'] as const;
export type WindLetter = (typeof WIND_LETTERS)[number];

export const EAST = 27;
export const WHITE = 31;
export const GREEN = 32;
export const RED = 33;
export const DRAGONS: readonly Tile[] = [WHITE, GREEN, RED];
export const WIND_TILES: readonly Tile[] = [27, 28, 29, 30];
export const TERMINALS: readonly Tile[] = [0, 8, 9, 17, 18, 26];
export const ORPHANS: readonly Tile[] = [...TERMINALS, 27, 28, 29, 30, 31, 32, 33];

export const tileSuit = (t: Tile): Suit => SUITS[Math.floor(t / 9)] as Suit;
/** 1–9 for suit tiles, 1–7 for honours. */
export const tileNumber = (t: Tile): number => (t % 9) + 1;
export const isHonour = (t: Tile): boolean => t >= 27;
export const isTerminal = (t: Tile): boolean => t < 27 && (t % 9 === 0 || t % 9 === 8);
export const isMajor = (t: Tile): boolean => isHonour(t) || isTerminal(t);
export const isDragon = (t: Tile): boolean => t >= WHITE;
export const isWindTile = (t: Tile): boolean => t >= EAST && t < WHITE;
export const windTile = (w: Wind): Tile => EAST + w;

export const makeTile = (t: Tile): string => `${tileNumber(t)}${tileSuit(t)}`;
export const makeBonus = (b: Bonus): string => `${(b % 4) + 1}${b < 4 ? 'f' : 'g'}`;
export const bonusKind = (b: Bonus): BonusKind => (b < 4 ? 'f' : 'g');
/** The seat a bonus tile belongs to: flower/season n is the tile of wind n. */
export const bonusSeat = (b: Bonus): Wind => (b % 4) as Wind;

/** Parses one tile code such as `5p` or `7z`; undefined when it is not a playing tile. */
export function parseTile(code: string): Tile | undefined {
  const m = /^([1-9])([mpsz])$/.exec(code);
  if (!m) return undefined;
  const n = Number(m[1]);
  const s = SUITS.indexOf(m[2] as Suit);
  if (s === 3 && n > 7) return undefined;
  return s * 9 + n - 1;
}

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
