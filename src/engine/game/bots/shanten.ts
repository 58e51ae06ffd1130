// Shanten: how many tiles a hand is from a winning hand, less one (−1 complete, 0 waiting).
// For four sets and a pair it is the textbook count 2·(N−m) − min(t, N−m) − p over the best
// split into m sets, t partial sets (pair, two neighbours, a gap) and p = 1 for a pair kept as
// the head, with N = 4 − declared sets; seven pairs (four alike are two pairs, as in HKE) and
// thirteen orphans have their own counts. Like most such counts it does not look at the four
// copies of a tile (a wait on a fifth copy counts as waiting); the brute-force oracle beside
// it (shanten-oracle.ts) measures the same quantity and the tests compare the two.
import { ORPHANS, type Tile } from '../../tiles.ts';

const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/**
 * One suit's tiles as the search found them. A table (index p · 5 + m: p heads 0/1, m sets
 * 0–4) holds the most partial sets t, −1 if none; the count below only needs the entries no
 * other entry beats, packed as p·256 + m·16 + t. With the same head, (m, t) is beaten by any
 * (m′ > m, t′) with m′ + t′ ≥ m + t: a set for a partial set lowers the count by one, and sums
 * of such entries keep that order, so suits joined from these entries give the same count.
 * `plus` and `minus` link to the suit with one copy more or less of its tile i (the bots try
 * every tile), filled on first use so that a move looks up nothing per tile.
 */
interface Suit {
  key: number;
  entries: number[];
  plus: (Suit | undefined)[];
  minus: (Suit | undefined)[];
}

// Suits by key (base-5 counts): an index into SUITS per possible key of the number suits
// (5^9) and of the honours (5^7), made on first use. A map of that many keys was the slowest
// step of a move (hash lookups in a large table); a typed array is one read.
const SUITS: Suit[] = [];
let numberIndex: Int32Array | null = null;
let honourIndex: Int32Array | null = null;

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

/** The entries of a table that no other entry beats (see `Suit`), into `out`. */
function entriesOf(table: Int8Array, out: number[]): number[] {
  out.length = 0;
  for (let p = 0; p < 2; p++) {
    let best = -1; // the most m + t among more sets
    for (let m = 4; m >= 0; m--) {
      const t = table[p * 5 + m]!;
      if (t >= 0 && m + t > best) {
        out.push(p * 256 + m * 16 + t);
        best = m + t;
      }
    }
  }
  return out;
}

/** The suit of this key; `counts` must hold the tiles the key was made from. */
function suitFor(key: number, counts: readonly number[], from: number, len: number): Suit {
  const honours = len === 7;
  const index = honours
    ? (honourIndex ??= new Int32Array(POW5[7]!).fill(-1))
    : (numberIndex ??= new Int32Array(POW5[8]! * 5).fill(-1));
  const at = index[key]!;
  if (at >= 0) return SUITS[at]!;
  const table = new Int8Array(10).fill(-1);
  search({ c: counts.slice(from, from + len), honours, out: table }, 0, PUNG, 0, 0, 0);
  const suit: Suit = { key, entries: entriesOf(table, []), plus: new Array(len), minus: new Array(len) };
  index[key] = SUITS.length;
  SUITS.push(suit);
  return suit;
}

const suitAt = (counts: readonly number[], s: number): Suit => {
  const from = s * 9;
  const len = s === 3 ? 7 : 9;
  return suitFor(keyOf(counts, from, len), counts, from, len);
};

/** The suit with one copy of tile `t` more (`d` = 1) or less (−1); `counts` holds that change. */
function changed(suit: Suit, counts: readonly number[], t: Tile, d: 1 | -1): Suit {
  const s = (t / 9) | 0;
  const i = t - s * 9;
  const links = d === 1 ? suit.plus : suit.minus;
  let out = links[i];
  if (out === undefined) {
    out = suitFor(suit.key + d * POW5[i]!, counts, s * 9, s === 3 ? 7 : 9);
    links[i] = out;
  }
  return out;
}

const JOIN = new Int8Array(10);

/** Two groups of suits joined: the best t per (p, m), m capped at 4, reduced to its entries in `out`. */
function join(a: readonly number[], b: readonly number[], out: number[]): number[] {
  JOIN.fill(-1);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    for (let j = 0; j < b.length; j++) {
      const y = b[j]!;
      const p = (x >> 8) + (y >> 8);
      if (p > 1) continue; // one head only
      const m = Math.min(((x >> 4) & 15) + ((y >> 4) & 15), 4);
      const t = (x & 15) + (y & 15);
      if (t > JOIN[p * 5 + m]!) JOIN[p * 5 + m] = t;
    }
  }
  return entriesOf(JOIN, out);
}

/** The textbook count 2·(N−m) − min(t, N−m) − p over the best split of the suits of `a` and `b` together. */
function countJoined(a: readonly number[], b: readonly number[], need: number): number {
  let out = 8;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    for (let j = 0; j < b.length; j++) {
      const y = b[j]!;
      const p = (x >> 8) + (y >> 8);
      if (p > 1) continue;
      const free = need - Math.min(((x >> 4) & 15) + ((y >> 4) & 15), need);
      const t = (x & 15) + (y & 15);
      const value = 2 * free - (t < free ? t : free) - p;
      if (value < out) out = value;
    }
  }
  return out;
}

const isMajorIndex = (t: Tile): boolean => t >= 27 || t % 9 === 0 || t % 9 === 8;
// Scratch lists (nothing here is re-entered): two suits joined, and per suit the other three.
const PAIRED: number[] = [];
const JOINED: number[] = [];

/** Four sets and a pair, `declared` of the sets already on the table. */
export function standardShanten(counts: readonly number[], declared: number): number {
  join(join(suitAt(counts, 0).entries, suitAt(counts, 1).entries, PAIRED), suitAt(counts, 2).entries, JOINED);
  return countJoined(JOINED, suitAt(counts, 3).entries, 4 - declared);
}

// The four suits of the hand being measured, and per suit the other three joined (made when
// first asked for): a move changes one tile at a time, so per tile only its suit is read again.
// The other three are one suit and a pair of suits (0 with 1, 2 with 3), each pair joined once.
const HAND: Suit[] = [];
const OTHERS: number[][] = [[], [], [], []];
const PAIRS: number[][] = [[], []];
let made = 0; // bits 0–3: OTHERS[s]; bits 4–5: PAIRS[k]

function readHand(counts: readonly number[]): void {
  for (let s = 0; s < 4; s++) HAND[s] = suitAt(counts, s);
  made = 0;
}

/** The three suits other than `s`, joined. */
function othersOf(s: number): number[] {
  const o = OTHERS[s]!;
  if ((made & (1 << s)) === 0) {
    const k = s < 2 ? 1 : 0; // the pair without s
    const pair = PAIRS[k]!;
    if ((made & (16 << k)) === 0) {
      join(HAND[2 * k]!.entries, HAND[2 * k + 1]!.entries, pair);
      made |= 16 << k;
    }
    join(pair, HAND[s ^ 1]!.entries, o);
    made |= 1 << s;
  }
  return o;
}

/**
 * The shanten after discarding each of `tiles` in turn (counts are changed and restored).
 * Only the discarded tile's suit changes, so the other three suits are joined once per suit.
 */
export function shantenAfterEach(counts: number[], declared: number, tiles: readonly Tile[]): number[] {
  const need = 4 - declared;
  readHand(counts);
  // Seven pairs and thirteen orphans change by at most one per discard: count them once.
  const special = declared === 0;
  let pairs = 0;
  for (const n of counts) pairs += n >> 1;
  let kinds = 0;
  let orphanPairs = 0;
  if (special) for (const o of ORPHANS) ((kinds += counts[o]! > 0 ? 1 : 0), (orphanPairs += counts[o]! > 1 ? 1 : 0));
  return tiles.map((t) => {
    const s = (t / 9) | 0;
    const n = counts[t]!;
    counts[t] = n - 1;
    let v = countJoined(othersOf(s), changed(HAND[s]!, counts, t, -1).entries, need);
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
  readHand(counts);
  const out: Tile[] = [];
  for (const u of candidates) {
    // A fifth copy does not exist (and a count of 5 would not fit the base-5 key).
    if (counts[u]! >= 4) continue;
    const s = (u / 9) | 0;
    counts[u]!++;
    let done = countJoined(othersOf(s), changed(HAND[s]!, counts, u, 1).entries, need) < 0;
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
 * read per candidate as in `completingTiles`; a tile held four times gives Infinity. The bots
 * call this for every discard they weigh, so seven pairs and thirteen orphans are counted
 * once and changed per candidate, and no array is built per candidate.
 */
export function shantenAfterAdding(counts: number[], declared: number, candidates: readonly Tile[]): number[] {
  const need = 4 - declared;
  readHand(counts);
  const special = declared === 0;
  let pairs = 0;
  let kinds = 0;
  let orphanPairs = 0;
  if (special) {
    for (const n of counts) pairs += n >> 1;
    for (const o of ORPHANS) ((kinds += counts[o]! > 0 ? 1 : 0), (orphanPairs += counts[o]! > 1 ? 1 : 0));
  }
  const out = new Array<number>(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const u = candidates[i]!;
    const n = counts[u]!;
    if (n >= 4) {
      out[i] = Infinity;
      continue;
    }
    const s = (u / 9) | 0;
    counts[u] = n + 1;
    let v = countJoined(othersOf(s), changed(HAND[s]!, counts, u, 1).entries, need);
    counts[u] = n;
    if (special) {
      const major = isMajorIndex(u);
      const sevenPairs = 6 - Math.min(pairs + (n % 2 === 1 ? 1 : 0), 7);
      const k = kinds + (major && n === 0 ? 1 : 0);
      const op = orphanPairs + (major && n === 1 ? 1 : 0);
      v = Math.min(v, sevenPairs, 13 - k - (op > 0 ? 1 : 0));
    }
    out[i] = v;
  }
  return out;
}
