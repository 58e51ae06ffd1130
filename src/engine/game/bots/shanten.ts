// Shanten: how many tiles a hand is from a winning hand, less one (−1 complete, 0 waiting).
// For four sets and a pair it is the textbook count 2·(N−m) − min(t, N−m) − p over the best
// split into m sets, t partial sets (pair, two neighbours, a gap) and p = 1 for a pair kept as
// the head, with N = 4 − declared sets; seven pairs (four alike are two pairs, as in HKE) and
// thirteen orphans have their own counts. Like most such counts it does not look at the four
// copies of a tile (a wait on a fifth copy counts as waiting); the brute-force oracle beside
// it (shanten-oracle.ts) measures the same quantity and the tests compare the two.
import { ORPHANS, type Tile } from '../../tiles.ts';

const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];
// Per suit key (base-5 counts): for p (0/1 head) and m (0–4 sets) the most partial sets, −1 if none.
const tables = [new Map<number, Int8Array>(), new Map<number, Int8Array>()];

// Blocks that start at the lowest tile left, in the order they are tried. At one tile the
// blocks are taken in this order only (never a pung after a chow there), so each way of
// splitting the suit is visited once.
const PUNG = 0;
const CHOW = 1;
const HEAD = 2;
const PAIR = 3;
const NEIGHBOURS = 4;
const GAP = 5;
const UNUSED = 6;

interface Walk {
  c: number[];
  honours: boolean;
  out: Int8Array;
}

function search(w: Walk, i: number, from: number, m: number, t: number, p: number): void {
  const c = w.c;
  if (c[i] === 0) {
    while (i < c.length && c[i] === 0) i++;
    from = PUNG;
  }
  if (i === c.length) {
    const k = p * 5 + Math.min(m, 4);
    if (t > w.out[k]!) w.out[k] = t;
    return;
  }
  const suited = !w.honours;
  const n = c[i]!;
  const a = i + 1 < c.length ? c[i + 1]! : 0;
  const b = i + 2 < c.length ? c[i + 2]! : 0;
  if (from <= PUNG && n >= 3) {
    c[i] = n - 3;
    search(w, i, PUNG, m + 1, t, p);
    c[i] = n;
  }
  if (from <= CHOW && suited && a > 0 && b > 0) {
    ((c[i] = n - 1), (c[i + 1] = a - 1), (c[i + 2] = b - 1));
    search(w, i, CHOW, m + 1, t, p);
    ((c[i] = n), (c[i + 1] = a), (c[i + 2] = b));
  }
  if (n >= 2 && from <= PAIR) {
    c[i] = n - 2;
    if (from <= HEAD && p === 0) search(w, i, HEAD, m, t, 1);
    search(w, i, PAIR, m, t + 1, p);
    c[i] = n;
  }
  if (from <= NEIGHBOURS && suited && a > 0) {
    ((c[i] = n - 1), (c[i + 1] = a - 1));
    search(w, i, NEIGHBOURS, m, t + 1, p);
    ((c[i] = n), (c[i + 1] = a));
  }
  if (from <= GAP && suited && b > 0) {
    ((c[i] = n - 1), (c[i + 2] = b - 1));
    search(w, i, GAP, m, t + 1, p);
    ((c[i] = n), (c[i + 2] = b));
  }
  // Leave one copy of this tile unused and go on.
  c[i] = n - 1;
  search(w, i, UNUSED, m, t, p);
  c[i] = n;
}

const keyOf = (counts: readonly number[], from: number, len: number): number => {
  let key = 0;
  for (let i = 0; i < len; i++) key += counts[from + i]! * POW5[i]!;
  return key;
};

/** The table of one suit, by its key; `counts` must hold the tiles the key was made from. */
function tableFor(key: number, counts: readonly number[], from: number, len: number): Int8Array {
  const honours = len === 7;
  const cache = tables[honours ? 1 : 0]!;
  let table = cache.get(key);
  if (table === undefined) {
    table = new Int8Array(10).fill(-1);
    search({ c: counts.slice(from, from + len), honours, out: table }, 0, PUNG, 0, 0, 0);
    cache.set(key, table);
  }
  return table;
}

const suitTable = (counts: readonly number[], from: number, len: number): Int8Array =>
  tableFor(keyOf(counts, from, len), counts, from, len);

// Tables and partial results share one layout: index p * 5 + m (p heads 0/1, m sets 0–4)
// holds the most partial sets, −1 when impossible. `merge` joins two groups of suits.
function merge(a: Int8Array, b: Int8Array, out: Int8Array): Int8Array {
  out.fill(-1);
  for (let i = 0; i < 10; i++) {
    const ta = a[i]!;
    if (ta < 0) continue;
    const pa = i >= 5 ? 1 : 0;
    const ma = i - pa * 5;
    // With a head already, only the other side's head-free entries (j < 5) fit.
    const end = pa === 1 ? 5 : 10;
    for (let j = 0; j < end; j++) {
      const tb = b[j]!;
      if (tb < 0) continue;
      const pb = j >= 5 ? 1 : 0;
      let m = ma + j - pb * 5;
      if (m > 4) m = 4;
      const k = (pa + pb) * 5 + m;
      if (ta + tb > out[k]!) out[k] = ta + tb;
    }
  }
  return out;
}

/** The textbook count 2·(N−m) − min(t, N−m) − p over the best split of the suits of `a` and `b` together. */
function countMerged(a: Int8Array, b: Int8Array, need: number): number {
  let out = 8;
  for (let i = 0; i < 10; i++) {
    const ta = a[i]!;
    if (ta < 0) continue;
    const pa = i >= 5 ? 1 : 0;
    const ma = i - pa * 5;
    const end = pa === 1 ? 5 : 10;
    for (let j = 0; j < end; j++) {
      const tb = b[j]!;
      if (tb < 0) continue;
      const p = pa + (j >= 5 ? 1 : 0);
      const m = Math.min(ma + j - (j >= 5 ? 5 : 0), need);
      const value = 2 * (need - m) - Math.min(ta + tb, need - m) - p;
      if (value < out) out = value;
    }
  }
  return out;
}

const isMajorIndex = (t: Tile): boolean => t >= 27 || t % 9 === 0 || t % 9 === 8;
const suitOf = (counts: readonly number[], s: number): Int8Array => suitTable(counts, s * 9, s === 3 ? 7 : 9);
const scratch = [new Int8Array(10), new Int8Array(10)];

/** Four sets and a pair, `declared` of the sets already on the table. */
export function standardShanten(counts: readonly number[], declared: number): number {
  const [x, y] = scratch as [Int8Array, Int8Array];
  merge(suitOf(counts, 0), suitOf(counts, 1), x);
  merge(x, suitOf(counts, 2), y);
  return countMerged(y, suitOf(counts, 3), 4 - declared);
}

// Per suit: the other three suits joined (reused buffers: the bots call this on every turn).
const OTHERS = [new Int8Array(10), new Int8Array(10), new Int8Array(10), new Int8Array(10)];
const JOINED = new Int8Array(10);

/**
 * The shanten after discarding each of `tiles` in turn (counts are changed and restored).
 * Only the discarded tile's suit changes, so the other three suits are joined once per suit.
 */
export function shantenAfterEach(counts: number[], declared: number, tiles: readonly Tile[]): number[] {
  const need = 4 - declared;
  const keys = [keyOf(counts, 0, 9), keyOf(counts, 9, 9), keyOf(counts, 18, 9), keyOf(counts, 27, 7)];
  const suits = keys.map((k, s) => tableFor(k, counts, s * 9, s === 3 ? 7 : 9));
  const joined = [false, false, false, false];
  // Seven pairs and thirteen orphans change by at most one per discard: count them once.
  const special = declared === 0;
  let pairs = 0;
  for (const n of counts) pairs += n >> 1;
  let kinds = 0;
  let orphanPairs = 0;
  if (special) for (const o of ORPHANS) ((kinds += counts[o]! > 0 ? 1 : 0), (orphanPairs += counts[o]! > 1 ? 1 : 0));
  return tiles.map((t) => {
    const s = Math.floor(t / 9);
    if (!joined[s]) {
      const [a, b, c] = [0, 1, 2, 3].filter((o) => o !== s).map((o) => suits[o]!) as [Int8Array, Int8Array, Int8Array];
      merge(merge(a, b, JOINED), c, OTHERS[s]!);
      joined[s] = true;
    }
    const n = counts[t]!;
    counts[t] = n - 1;
    const len = s === 3 ? 7 : 9;
    let v = countMerged(OTHERS[s]!, tableFor(keys[s]! - POW5[t - s * 9]!, counts, s * 9, len), need);
    counts[t] = n;
    if (special && v >= 0) {
      const sevenPairs = 6 - Math.min(pairs - (n % 2 === 0 ? 1 : 0), 7);
      const major = isMajorIndex(t);
      const k = kinds - (major && n === 1 ? 1 : 0);
      const op = orphanPairs - (major && n === 2 ? 1 : 0);
      v = Math.min(v, sevenPairs, 13 - k - (op > 0 ? 1 : 0));
    }
    return v;
  });
}

/**
 * The tiles among `candidates` that complete a waiting hand (3n+1 tiles): one table read per
 * candidate, the other suits joined once. Only a tile the hand holds four of is left out; the
 * copies in sets and discards are the caller's to count.
 */
export function completingTiles(counts: number[], declared: number, candidates: readonly Tile[]): Tile[] {
  const need = 4 - declared;
  const keys = [keyOf(counts, 0, 9), keyOf(counts, 9, 9), keyOf(counts, 18, 9), keyOf(counts, 27, 7)];
  const suits = keys.map((k, s) => tableFor(k, counts, s * 9, s === 3 ? 7 : 9));
  const joined = [false, false, false, false];
  const out: Tile[] = [];
  for (const u of candidates) {
    // A fifth copy does not exist (and a count of 5 would not fit the base-5 key).
    if (counts[u]! >= 4) continue;
    const s = Math.floor(u / 9);
    if (!joined[s]) {
      const [a, b, c] = [0, 1, 2, 3].filter((o) => o !== s).map((o) => suits[o]!) as [Int8Array, Int8Array, Int8Array];
      merge(merge(a, b, JOINED), c, OTHERS[s]!);
      joined[s] = true;
    }
    counts[u]!++;
    let done = countMerged(OTHERS[s]!, tableFor(keys[s]! + POW5[u - s * 9]!, counts, s * 9, s === 3 ? 7 : 9), need) < 0;
    if (!done && declared === 0) done = sevenPairsShanten(counts) < 0 || orphansShanten(counts) < 0;
    counts[u]!--;
    if (done) out.push(u);
  }
  return out;
}

/** Seven pairs: four alike count as two pairs. */
export function sevenPairsShanten(counts: readonly number[]): number {
  let pairs = 0;
  for (const n of counts) pairs += n >> 1;
  return 6 - Math.min(pairs, 7);
}

export function orphansShanten(counts: readonly number[]): number {
  let kinds = 0;
  let pair = 0;
  for (const t of ORPHANS) {
    if (counts[t]! > 0) kinds++;
    if (counts[t]! > 1) pair = 1;
  }
  return 13 - kinds - pair;
}

/** The shanten of the hidden tiles (3n+1 or 3n+2 of them) next to `declared` sets. */
export function shanten(counts: readonly number[], declared: number): number {
  const s = standardShanten(counts, declared);
  if (declared > 0 || s < 0) return s;
  return Math.min(s, sevenPairsShanten(counts), orphansShanten(counts));
}

/**
 * The shanten after adding each of `candidates` in turn (a 3n+1 hand becomes 3n+2), one table
 * read per candidate as in `completingTiles`; a tile held four times gives Infinity.
 */
export function shantenAfterAdding(counts: number[], declared: number, candidates: readonly Tile[]): number[] {
  const need = 4 - declared;
  const keys = [keyOf(counts, 0, 9), keyOf(counts, 9, 9), keyOf(counts, 18, 9), keyOf(counts, 27, 7)];
  const suits = keys.map((k, s) => tableFor(k, counts, s * 9, s === 3 ? 7 : 9));
  const joined = [false, false, false, false];
  return candidates.map((u) => {
    if (counts[u]! >= 4) return Infinity;
    const s = Math.floor(u / 9);
    if (!joined[s]) {
      const [a, b, c] = [0, 1, 2, 3].filter((o) => o !== s).map((o) => suits[o]!) as [Int8Array, Int8Array, Int8Array];
      merge(merge(a, b, JOINED), c, OTHERS[s]!);
      joined[s] = true;
    }
    counts[u]!++;
    let v = countMerged(OTHERS[s]!, tableFor(keys[s]! + POW5[u - s * 9]!, counts, s * 9, s === 3 ? 7 : 9), need);
    if (declared === 0) v = Math.min(v, sevenPairsShanten(counts), orphansShanten(counts));
    counts[u]!--;
    return v;
  });
}
