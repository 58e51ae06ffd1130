// The slow, obviously correct checker that the fast code is compared against. It knows
// nothing of suit tables or lowest-tile tricks: it tries every multiset of candidate
// blocks whose tiles add up to exactly the hand.
import type { Block, Decomposition } from './decompose.ts';
import { allTiles, tileCount, type Hand } from './hand.ts';
import { ALL_TILES, ORPHANS, countTiles, isHonour, type Tile } from './tiles.ts';

interface Candidate {
  kind: 'chow' | 'pung' | 'pair';
  tile: Tile;
  tiles: Tile[];
}

const CANDIDATES: Candidate[] = ALL_TILES.flatMap((t) => {
  const out: Candidate[] = [
    { kind: 'pung', tile: t, tiles: [t, t, t] },
    { kind: 'pair', tile: t, tiles: [t, t] },
  ];
  if (!isHonour(t) && t % 9 <= 6) out.push({ kind: 'chow', tile: t, tiles: [t, t + 1, t + 2] });
  return out;
});

const key = (bs: readonly { kind: string; tile: Tile }[]): string =>
  bs
    .map((b) => `${b.kind}${b.tile}`)
    .sort()
    .join(',');

/** Every multiset of `sets` sets and one pair that uses exactly the tiles in `c`. */
function oracleSets(c: number[], sets: number): Candidate[][] {
  const out: Candidate[][] = [];
  const seen = new Set<string>();
  const walk = (start: number, acc: Candidate[], setsLeft: number, pairLeft: boolean): void => {
    if (setsLeft === 0 && !pairLeft) {
      if (c.every((n) => n === 0) && !seen.has(key(acc))) {
        seen.add(key(acc));
        out.push([...acc]);
      }
      return;
    }
    for (let i = start; i < CANDIDATES.length; i++) {
      const cand = CANDIDATES[i]!;
      if (cand.kind === 'pair' ? !pairLeft : setsLeft === 0) continue;
      if (!cand.tiles.every((t) => c[t]! >= cand.tiles.filter((x) => x === t).length)) continue;
      for (const t of cand.tiles) c[t]!--;
      acc.push(cand);
      walk(i, acc, cand.kind === 'pair' ? setsLeft : setsLeft - 1, pairLeft && cand.kind !== 'pair');
      acc.pop();
      for (const t of cand.tiles) c[t]!++;
    }
  };
  walk(0, [], sets, true);
  return out;
}

/** Readings of a complete hand, each as a sorted list of `kind+tile` strings. */
export function oracleReadings(h: Hand): string[] {
  if (tileCount(h) !== 14) return [];
  const c = countTiles(h.concealed);
  if (h.winning !== undefined) c[h.winning]!++;
  const declared = h.melds.map((m) => ({ kind: m.kind, tile: m.tile }));
  const out = oracleSets(c, 4 - h.melds.length).map((bs) => `standard:${key([...declared, ...bs])}`);
  if (h.melds.length === 0) {
    const pairs = c.flatMap((n, t) => (n === 2 ? [t] : n === 4 ? [t, t] : n === 0 ? [] : [-1]));
    if (pairs.length === 7 && !pairs.includes(-1))
      out.push(`seven-pairs:${key(pairs.map((t) => ({ kind: 'pair', tile: t })))}`);
    const only = c.every((n, t) => n === 0 || ORPHANS.includes(t));
    const all = ORPHANS.every((t) => c[t]! >= 1);
    if (only && all)
      out.push(`thirteen-orphans:${key(ORPHANS.map((t) => ({ kind: c[t] === 2 ? 'pair' : 'single', tile: t })))}`);
  }
  return out.sort();
}

/** The same string form for the fast code's readings. */
export const readingKey = (d: Decomposition): string =>
  `${d.shape}:${key(d.blocks.map((b: Block) => ({ kind: b.kind, tile: b.tile })))}`;

/** Winning tiles by brute force: add each tile that has a copy left, see if a reading exists. */
export function oracleWaits(h: Hand): Tile[] {
  const used = countTiles(allTiles(h));
  return ALL_TILES.filter((t) => used[t]! < 4 && oracleReadings({ ...h, winning: t }).length > 0);
}

/** Multisets of `k` items from `n` kinds (indices non-decreasing). */
function* multisets(n: number, k: number, from = 0, acc: number[] = []): Generator<number[]> {
  if (acc.length === k) {
    yield acc;
    return;
  }
  for (let i = from; i < n; i++) yield* multisets(n, k, i, [...acc, i]);
}

/**
 * Every complete 14-tile hand of one suit, built forwards from its blocks instead of
 * taken apart: count-vector key (`"311111113"`) → sorted reading keys. This is the
 * oracle for the exhaustive single-suit comparison.
 */
export function completeSuitHands(): Map<string, string[]> {
  const sets = [
    ...Array.from({ length: 9 }, (_, i) => ({ kind: 'pung', tile: i, tiles: [i, i, i] })),
    ...Array.from({ length: 7 }, (_, i) => ({ kind: 'chow', tile: i, tiles: [i, i + 1, i + 2] })),
  ];
  const out = new Map<string, Set<string>>();
  const add = (c: number[], reading: string): void => {
    if (c.some((n) => n > 4)) return;
    const k = c.join('');
    if (!out.has(k)) out.set(k, new Set());
    out.get(k)!.add(reading);
  };
  for (const chosen of multisets(sets.length, 4)) {
    for (let p = 0; p < 9; p++) {
      const blocks = [...chosen.map((i) => sets[i]!), { kind: 'pair', tile: p, tiles: [p, p] }];
      const c = new Array<number>(9).fill(0);
      for (const b of blocks) for (const t of b.tiles) c[t]!++;
      add(c, `standard:${key(blocks)}`);
    }
  }
  for (const pairs of multisets(9, 7)) {
    const c = new Array<number>(9).fill(0);
    for (const t of pairs) c[t]! += 2;
    add(c, `seven-pairs:${key(pairs.map((t) => ({ kind: 'pair', tile: t })))}`);
  }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}
