// Waits: which tiles complete a 13-tile hand.
import { decompose, handCounts, isSevenPairs, isThirteenOrphans, type Decomposition } from './decompose.ts';
import { keyAdd, suitCan, suitKey } from './suit-table.ts';
import { fail, ok, type Result } from './errors.ts';
import { allTiles, tileCount, type Hand } from './hand.ts';
import { ALL_TILES, ORPHANS, countTiles, type Tile } from './tiles.ts';

export interface WinningTile {
  tile: Tile;
  /** Every reading the hand has with this tile added. */
  decompositions: Decomposition[];
}

function checkWaiting(h: Hand): Result<Hand> {
  if (h.winning !== undefined || tileCount(h) !== 13) return fail({ code: 'not-waiting-hand', count: tileCount(h) });
  return ok(h);
}

/** The tiles that complete a 13-tile hand, in canonical order. A tile whose four copies
 * are all in the hand (melds included) cannot be drawn and is not a winning tile. */
export function waits(h: Hand): Result<Tile[]> {
  const checked = checkWaiting(h);
  if (!checked.ok) return checked;
  const c = handCounts(h);
  const used = countTiles(allTiles(h));
  const standard = standardWaits(c);
  const special = h.melds.length === 0 ? specialWaits(c) : [];
  const out = ALL_TILES.filter((t) => used[t]! < 4 && (standard[t] || special.includes(t)));
  return ok(out);
}

const SUITS = [
  { from: 0, len: 9, honours: false },
  { from: 9, len: 9, honours: false },
  { from: 18, len: 9, honours: false },
  { from: 27, len: 7, honours: true },
] as const;

// Four sets and a pair: a candidate changes one suit, so the other three are looked up
// once and each candidate costs one table read.
function standardWaits(c: readonly number[]): boolean[] {
  const win = new Array<boolean>(34).fill(false);
  const info = SUITS.map((s) => {
    const key = suitKey(c, s.from, s.len);
    let size = 0;
    for (let i = s.from; i < s.from + s.len; i++) size += c[i]!;
    const pair = size % 3 === 2;
    return { key, size, ok: size % 3 !== 1 && suitCan(key, s.honours, pair), pair };
  });
  SUITS.forEach((s, i) => {
    const others = info.filter((_, k) => k !== i);
    if (!others.every((o) => o.ok)) return;
    const otherPairs = others.filter((o) => o.pair).length;
    const mine = info[i]!;
    const pair = (mine.size + 1) % 3 === 2;
    if (otherPairs + (pair ? 1 : 0) !== 1 || (mine.size + 1) % 3 === 1) return;
    for (let k = 0; k < s.len; k++) {
      if (c[s.from + k]! >= 4) continue;
      win[s.from + k] = suitCan(keyAdd(mine.key, k), s.honours, pair);
    }
  });
  return win;
}

// Seven pairs and thirteen orphans have at most one and thirteen candidates.
function specialWaits(c: number[]): Tile[] {
  const out: Tile[] = [];
  const singles = ALL_TILES.filter((t) => c[t]! % 2 === 1);
  if (singles.length === 1 && isSevenPairs(plus(c, singles[0]!))) out.push(singles[0]!);
  for (const t of ORPHANS) if (isThirteenOrphans(plus(c, t))) out.push(t);
  return out;
}

const plus = (c: readonly number[], t: Tile): number[] => {
  const d = [...c];
  d[t]!++;
  return d;
};

/** Like `waits`, with the readings each winning tile makes. */
export function winningTiles(h: Hand): Result<WinningTile[]> {
  const w = waits(h);
  if (!w.ok) return w;
  return ok(w.value.map((tile) => ({ tile, decompositions: decompose({ ...h, winning: tile }) })));
}
