// How "is this a valid Mah-Jongg?" spoils a winning hand. Count failures (a fifth copy, a tile
// too many or too few) are seen by counting; shape failures keep 14 tiles and at most four of
// each, and change one concealed tile, so the hand only looks complete and the feedback can
// show the complete hand one tile away (explain.ts, nearestReading).
import { decompose, type Block } from '../decompose.ts';
import { allTiles, type Hand } from '../hand.ts';
import { randomInt, type Rng } from '../random.ts';
import { countTiles, isHonour, isMajor, type Tile } from '../tiles.ts';
import { pick } from './build.ts';

/** A spoilt copy of the hand, or null when this hand cannot be spoilt that way (the caller retries). */
export type Break = (rng: Rng, h: Hand) => Hand | null;

const withConcealed = (h: Hand, concealed: Tile[]): Hand => ({ ...h, concealed: concealed.sort((a, b) => a - b) });

/** The concealed tiles with one copy of `from` replaced by `to`. */
function swapped(h: Hand, from: Tile, to: Tile): Hand {
  const c = [...h.concealed];
  c[c.indexOf(from)] = to;
  return withConcealed(h, c);
}

/** Enough concealed tiles turned into copies of a tile the hand holds three or four of. */
export const fifthTile: Break = (rng, h) => {
  const counts = countTiles(allTiles(h));
  const many = counts.flatMap((n, t) => (n >= 3 ? [t] : []));
  if (many.length === 0) return null;
  const t = pick(rng, many);
  const c = [...h.concealed];
  for (let n = counts[t]!; n < 5; n++) {
    const others = c.map((x, i) => (x === t ? -1 : i)).filter((i) => i >= 0);
    if (others.length === 0) return null;
    c[pick(rng, others)] = t;
  }
  return withConcealed(h, c);
};

export const tileMissing: Break = (rng, h) => {
  const c = [...h.concealed];
  c.splice(randomInt(rng, c.length), 1);
  return withConcealed(h, c);
};

export const tileExtra: Break = (rng, h) => {
  const t = pick(rng, h.concealed);
  return withConcealed(h, [...h.concealed, isHonour(t) || t % 9 === 8 ? t - 1 : t + 1]);
};

export const wrongCount: Break = (rng, h) => (rng() < 0.5 ? tileMissing(rng, h) : tileExtra(rng, h));

/** One concealed tile moved to a neighbour: 14 tiles that still look like a hand. */
export const nudged: Break = (rng, h) => {
  const c = [...h.concealed];
  const i = randomInt(rng, c.length);
  const t = c[i]!;
  c[i] = isHonour(t)
    ? 27 + ((t - 27 + 1 + randomInt(rng, 6)) % 7)
    : t % 9 === 0
      ? t + 1
      : t % 9 === 8
        ? t - 1
        : t + (rng() < 0.5 ? 1 : -1);
  return withConcealed(h, c);
};

/** The sets and pair the hand is read as (its first standard reading), declared sets left out. */
function hiddenBlocks(h: Hand): Block[] {
  const d = decompose(h).find((r) => r.shape === 'standard');
  return d === undefined ? [] : d.blocks.filter((b) => !b.declared);
}

/** Tiles the hand holds none of and that lie away from `t` (so they make no set with it). */
const loneTiles = (h: Hand, t: Tile): Tile[] => {
  const counts = countTiles(allTiles(h));
  return counts.flatMap((n, u) => (n === 0 && (isHonour(u) || isHonour(t) || Math.abs(u - t) > 2) ? [u] : []));
};

/** One tile of the pair swapped for a lone tile: four sets and two odd tiles, no pair. */
export const noPair: Break = (rng, h) => {
  const pair = hiddenBlocks(h).find((b) => b.kind === 'pair');
  if (pair === undefined || !h.concealed.includes(pair.tile)) return null;
  const lone = loneTiles(h, pair.tile);
  return lone.length === 0 ? null : swapped(h, pair.tile, pick(rng, lone));
};

/** A concealed chow with its top tile one up (1-2-4) or its bottom tile one down (1-3-4). */
export const brokenChow: Break = (rng, h) => {
  const chows = hiddenBlocks(h).filter((b) => b.kind === 'chow');
  const ways = chows.flatMap((b) => [
    ...(b.tile % 9 <= 5 && h.concealed.includes(b.tile + 2) ? [[b.tile + 2, b.tile + 3] as const] : []),
    ...(b.tile % 9 >= 1 && h.concealed.includes(b.tile) ? [[b.tile, b.tile - 1] as const] : []),
  ]);
  if (ways.length === 0) return null;
  const [from, to] = pick(rng, ways);
  return swapped(h, from, to);
};

/** Seven pairs with one tile of a pair swapped for a lone tile: six pairs and two odd tiles. */
export const pairsShort: Break = (rng, h) => {
  const counts = countTiles(allTiles(h));
  const paired = [...new Set(h.concealed)].filter((t) => counts[t] === 2);
  if (paired.length === 0) return null;
  const t = pick(rng, paired);
  const lone = loneTiles(h, t);
  return lone.length === 0 ? null : swapped(h, t, pick(rng, lone));
};

/** Thirteen orphans with one terminal or honour swapped for a simple (2–8): it looks like the limit hand. */
export const orphansShort: Break = (rng, h) => {
  const majors = h.concealed.filter(isMajor);
  if (majors.length === 0) return null;
  const t = pick(rng, majors);
  // A terminal becomes its neighbour, an honour any simple: the nearest look-alike.
  const to = isHonour(t) ? 9 * randomInt(rng, 3) + 1 + randomInt(rng, 7) : t % 9 === 0 ? t + 1 : t - 1;
  return swapped(h, t, to);
};
