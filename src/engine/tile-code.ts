// A playing tile's code and number, and the wind letters: the part of the tile vocabulary
// (tiles.ts, which re-exports all of this) that the lesson widgets need in the browser, apart
// so they do not load the rest. A playing tile is a number 0–33: 0–8 characters (1m–9m), 9–17
// dots (1p–9p), 18–26 bamboo (1s–9s), 27–33 honours (1z–7z: East South West North, White
// Green Red).

export const SUITS = ['m', 'p', 's', 'z'] as const;
export type Suit = (typeof SUITS)[number];

/** A playing tile, 0–33. */
export type Tile = number;
/** Seat or prevalent wind, 0–3: East South West North. */
export type Wind = 0 | 1 | 2 | 3;

export const WIND_LETTERS = ['E', 'S', 'W', 'N'] as const;
export type WindLetter = (typeof WIND_LETTERS)[number];

export const tileSuit = (t: Tile): Suit => SUITS[Math.floor(t / 9)] as Suit;
/** 1–9 for suit tiles, 1–7 for honours. */
export const tileNumber = (t: Tile): number => (t % 9) + 1;

export const makeTile = (t: Tile): string => `${tileNumber(t)}${tileSuit(t)}`;

/** Parses one tile code such as `5p` or `7z`; undefined when it is not a playing tile. */
export function parseTile(code: string): Tile | undefined {
  const m = /^([1-9])([mpsz])$/.exec(code);
  if (!m) return undefined;
  const n = Number(m[1]);
  const s = SUITS.indexOf(m[2] as Suit);
  if (s === 3 && n > 7) return undefined;
  return s * 9 + n - 1;
}
