// The slow, obviously correct shanten: list every winning hand that can be made of a small
// set of tiles and take the one the hand is nearest to. "Nearest" = the fewest tiles to add
// (the hand's surplus tiles are discarded on the way); shanten is that number less one. Like
// the fast count it allows any number of copies. Used by the tests only, on small cases.
import { isHonour, ORPHANS, TILE_COUNT, type Tile } from '../../tiles.ts';

/** Every winning hand (as counts) of `need` sets and a pair from `universe`, plus seven pairs and thirteen orphans when asked. */
export function winningHands(universe: readonly Tile[], need: number, special: boolean): number[][] {
  const sets: Tile[][] = [];
  for (const t of universe) sets.push([t, t, t]);
  for (const t of universe) {
    const chow = [t, t + 1, t + 2];
    if (!isHonour(t) && t % 9 <= 6 && chow.every((x) => universe.includes(x))) sets.push(chow);
  }
  const out: number[][] = [];
  const add = (tiles: Tile[]) => {
    const c = new Array<number>(TILE_COUNT).fill(0);
    for (const t of tiles) c[t]!++;
    out.push(c);
  };
  const pick = (from: number, left: number, acc: Tile[]) => {
    if (left === 0) {
      for (const p of universe) add([...acc, p, p]);
      return;
    }
    for (let i = from; i < sets.length; i++) pick(i, left - 1, [...acc, ...sets[i]!]);
  };
  pick(0, need, []);
  if (!special) return out;
  // Seven pairs: each tile at most twice (four alike are two pairs).
  const pairs = (from: number, left: number, acc: Tile[]) => {
    if (left === 0) return add(acc);
    for (let i = from; i < universe.length; i++) {
      const t = universe[i]!;
      if (acc.filter((x) => x === t).length < 4) pairs(i, left - 1, [...acc, t, t]);
    }
  };
  pairs(0, 7, []);
  if (ORPHANS.every((t) => universe.includes(t))) for (const extra of ORPHANS) add([...ORPHANS, extra]);
  return out;
}

/** Fewest tiles to add to `counts` to hold one of `hands`, less one. */
export function oracleShanten(counts: readonly number[], hands: readonly number[][]): number {
  let best = Infinity;
  for (const c of hands) {
    let missing = 0;
    for (let t = 0; t < TILE_COUNT && missing < best; t++) if (c[t]! > counts[t]!) missing += c[t]! - counts[t]!;
    if (missing < best) best = missing;
  }
  return best - 1;
}
