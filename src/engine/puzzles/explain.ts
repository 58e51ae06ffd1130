// Feedback that says why, as data (the page words it): the readings each winning tile of a
// "which tiles win?" puzzle completes, and for a hand that is no Mah-Jongg the nearest complete
// hand (one tile swapped, taken away or added) with its readings. Computed when feedback is
// shown, not at generation, so selecting a puzzle stays fast.
import { decompose, winningBlocks, type BlockKind, type Decomposition, type Shape } from '../decompose.ts';
import { allTiles, blockTiles, tileCount, type Hand } from '../hand.ts';
import { countTiles, makeTile, type Tile } from '../tiles.ts';
import type { ValidPuzzle, WaitsQuestion } from './types.ts';

/** One reading, tile codes spelt out (the same shape as the views' PlainReading). */
export interface ReadingText {
  shape: Shape;
  blocks: { kind: BlockKind; tiles: string[]; declared: boolean; concealed: boolean }[];
}

export const readingText = (d: Decomposition): ReadingText => ({
  shape: d.shape,
  blocks: d.blocks.map((b) => ({
    kind: b.kind,
    tiles: blockTiles(b).map(makeTile),
    declared: b.declared,
    concealed: b.concealed,
  })),
});

/** A reading a winning tile completes, and the block it goes into (one of them, when it fits several). */
export interface WinReading extends ReadingText {
  winning: number;
}

/** Each winning tile (code) with every reading the hand makes with it. */
export function explainWaits(p: WaitsQuestion & { hand: Hand }): { tile: string; readings: WinReading[] }[] {
  return p.answer.tiles.map((t) => {
    const h = { ...p.hand, winning: t };
    return {
      tile: makeTile(t),
      readings: decompose(h).map((d) => ({ ...readingText(d), winning: winningBlocks(h, d)[0] ?? -1 })),
    };
  });
}

/** How the shown hand differs from the nearest complete one: a tile out, a tile in, or both. */
export interface NearestReading {
  out: string | null;
  in: string | null;
  readings: ReadingText[];
}

const fits = (h: Hand): boolean => countTiles(allTiles(h)).every((n) => n <= 4);

function edits(h: Hand): Hand[] {
  const c = h.concealed;
  const distinct = [...new Set(c)];
  const with_ = (concealed: Tile[]): Hand => ({ ...h, concealed: concealed.sort((a, b) => a - b) });
  const without = (t: Tile): Tile[] => {
    const i = c.indexOf(t);
    return [...c.slice(0, i), ...c.slice(i + 1)];
  };
  const n = tileCount(h);
  if (n > 14) return distinct.map((t) => with_(without(t)));
  const tiles = Array.from({ length: 34 }, (_, u) => u as Tile);
  if (n < 14) return tiles.map((u) => with_([...c, u]));
  // Swaps, the nearest tile first: a nudged tile is most likely its neighbour's place.
  return distinct
    .flatMap((t) => tiles.filter((u) => u !== t).map((u) => ({ t, u })))
    .sort((a, b) => Math.abs(a.u - a.t) - Math.abs(b.u - b.t) || a.t - b.t || a.u - b.u)
    .map(({ t, u }) => with_([...without(t), u]));
}

/**
 * The readings of the shown hand when it is complete (valid, or complete but no win under the
 * rule set); else the nearest complete hand with at most four of each tile, or null if one
 * change does not reach one.
 */
export function nearestReading(p: Pick<ValidPuzzle, 'hand'>): NearestReading | null {
  const own = fits(p.hand) ? decompose(p.hand) : [];
  if (own.length > 0) return { out: null, in: null, readings: own.map(readingText) };
  const before = countTiles(p.hand.concealed);
  for (const h of edits(p.hand)) {
    if (!fits(h)) continue;
    const ds = decompose(h);
    if (ds.length === 0) continue;
    const after = countTiles(h.concealed);
    const out = before.findIndex((n, t) => n > after[t]!);
    const inn = after.findIndex((n, t) => n > before[t]!);
    return {
      out: out < 0 ? null : makeTile(out as Tile),
      in: inn < 0 ? null : makeTile(inn as Tile),
      readings: ds.map(readingText),
    };
  }
  return null;
}

/**
 * What is wrong with a hand no single change makes complete, in facts the page can word: the
 * tile count (a Kong counted as three, as a set) when it is not 14, and every tile held more than
 * four times with its count.
 */
export function handProblem(p: Pick<ValidPuzzle, 'hand'>): {
  count: number | null;
  copies: { tile: string; count: number }[];
} {
  const n = tileCount(p.hand);
  const counts = countTiles(allTiles(p.hand));
  return {
    count: n === 14 ? null : n,
    copies: counts.flatMap((c, t) => (c > 4 ? [{ tile: makeTile(t as Tile), count: c }] : [])),
  };
}
