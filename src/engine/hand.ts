// The validated hand: what the rest of the engine trusts.
import type { Bonus, Tile } from './tiles.ts';

export const MELD_KINDS = ['chow', 'pung', 'kong'] as const;
export type MeldKind = (typeof MELD_KINDS)[number];

/** A declared set: an exposed chow/pung/kong `[..]` or a concealed kong `(..)`. */
export interface Meld {
  kind: MeldKind;
  /** The lowest tile of the set. */
  tile: Tile;
  /** True only for a concealed kong; every other declared set is exposed. */
  concealed: boolean;
}

export interface Hand {
  /** Tiles in the hand, sorted, without the winning tile. */
  concealed: Tile[];
  /** Declared sets, sorted: exposed sets by tile, then concealed kongs. */
  melds: Meld[];
  /** Flowers and seasons, sorted. */
  bonus: Bonus[];
  /** The winning tile (`+5p`), one of the 14 tiles. */
  winning?: Tile;
}

const BLOCK_SIZE = { chow: 3, pung: 3, kong: 4, pair: 2, single: 1 } as const;

/** The tiles of a set, pair or single, given its kind and lowest tile. */
export const blockTiles = (b: { kind: keyof typeof BLOCK_SIZE; tile: Tile }): Tile[] =>
  Array.from({ length: BLOCK_SIZE[b.kind] }, (_, i) => (b.kind === 'chow' ? b.tile + i : b.tile));

export const meldTiles = (m: Meld): Tile[] => blockTiles(m);

/** Every playing tile of the hand, melds and winning tile included. */
export function allTiles(h: Hand): Tile[] {
  const out = [...h.concealed, ...h.melds.flatMap(meldTiles)];
  if (h.winning !== undefined) out.push(h.winning);
  return out;
}

/** Tiles counted toward 13/14: a kong counts as three. */
export const tileCount = (h: Hand): number =>
  h.concealed.length + 3 * h.melds.length + (h.winning === undefined ? 0 : 1);

export const compareMelds = (a: Meld, b: Meld): number =>
  Number(a.concealed) - Number(b.concealed) || a.tile - b.tile || a.kind.localeCompare(b.kind);
