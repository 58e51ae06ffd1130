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
 * One suit's tiles, split every way (see `suitFor`). A table (index p · 5 + m: p heads 0/1,
 * m sets 0–4) holds the most partial sets t, −1 if none; the count below only needs the
 * entries no other entry beats, packed as p·256 + m·16 + t. With the same head, (m, t) is
 * beaten by any (m′ > m, t′) with m′ + t′ ≥ m + t: a set for a partial set lowers the count
 * by one, and sums of such entries keep that order, so suits joined from these entries give
 * the same count. `plus` and `minus` link to the suit with one copy more or less of its tile
 * i (the bots try every tile), filled on first use so that a move looks up nothing per tile.
 */
interface Suit {
  key: number;
  /** The suit's place in SUITS. */
  index: number;
  group: Group;
  plus: (Suit | undefined)[];
  minus: (Suit | undefined)[];
}

/**
 * A list of entries (one suit's, or several suits' joined), kept once: suits with the same
 * entries share it, and two groups are joined once (`joined`, by the other group's id). A hand
 * has few distinct groups, so joining the other suits of a hand is a lookup.
 */
interface Group {
  id: number;
  entries: readonly number[];
  joined: Map<number, Group>;
}

const GROUPS = new Map<number, Group>();
// 16^slot per slot of the (p, m) table: a group's key holds t + 1 per slot (t < 15).
const POW16 = Array.from({ length: 10 }, (_, k) => 16 ** k);

function groupOf(entries: readonly number[]): Group {
  let key = 0;
  for (const e of entries) key += ((e & 15) + 1) * POW16[(e >> 8) * 5 + ((e >> 4) & 15)]!;
  let g = GROUPS.get(key);
  if (g === undefined) {
    g = { id: GROUPS.size, entries: entries.slice(), joined: new Map() };
    GROUPS.set(key, g);
  }
  return g;
}

// Suits by key (base-5 counts): the place in SUITS plus one (0: not made yet) per possible key
// of the number suits (5^9) and of the honours (5^7), made on first use (filled with zeros,
// which costs nothing). A map of that many keys was the slowest step of a move (hash lookups
// in a large table); a typed array is one read.
const SUITS: Suit[] = [];
let numberIndex: Int32Array | null = null;
let honourIndex: Int32Array | null = null;

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

/**
 * The suit of this key (base-5 counts; `honours`: the seven honours, which make no chows).
 * Its table is made from smaller suits: the lowest tile held starts a pung, a chow, the head,
 * a pair, two neighbours or a gap, or is left unused, and the rest is a suit with fewer tiles
 * whose entries are already known (made the same way on first use). An entry another beats
 * stays beaten with a block added (one suit holds at most 14 tiles, so at most four sets),
 * so the entries are those of every way of splitting the suit.
 */
function suitFor(key: number, honours: boolean): Suit {
  const index = honours ? (honourIndex ??= new Int32Array(POW5[7]!)) : (numberIndex ??= new Int32Array(POW5[8]! * 5));
  const at = index[key]!;
  if (at > 0) return SUITS[at - 1]!;
  const table = new Int8Array(10).fill(-1);
  if (key === 0) table[0] = 0;
  else {
    let i = 0;
    while (((key / POW5[i]!) | 0) % 5 === 0) i++;
    const u = POW5[i]!;
    const n = ((key / u) | 0) % 5;
    // The next two tiles (none beyond the suit: those digits are 0).
    const a = honours ? 0 : ((key / (u * 5)) | 0) % 5;
    const b = honours ? 0 : ((key / (u * 25)) | 0) % 5;
    const add = (rest: number, sets: number, partial: number, head: boolean): void => {
      for (const e of suitFor(rest, honours).group.entries) {
        if (head && e >> 8 === 1) continue; // one head only
        const k = (head ? 5 : (e >> 8) * 5) + Math.min(((e >> 4) & 15) + sets, 4);
        const t = (e & 15) + partial;
        if (t > table[k]!) table[k] = t;
      }
    };
    if (n >= 3) add(key - 3 * u, 1, 0, false);
    if (a > 0 && b > 0) add(key - u - 5 * u - 25 * u, 1, 0, false);
    if (n >= 2) (add(key - 2 * u, 0, 0, true), add(key - 2 * u, 0, 1, false));
    if (a > 0) add(key - u - 5 * u, 0, 1, false);
    if (b > 0) add(key - u - 25 * u, 0, 1, false);
    add(key - u, 0, 0, false);
  }
  const suit: Suit = { key, index: SUITS.length, group: groupOf(entriesOf(table, SCRATCH)), plus: [], minus: [] };
  index[key] = SUITS.length + 1;
  SUITS.push(suit);
  return suit;
}

const SCRATCH: number[] = [];

/** The suit with one copy of its tile `i` more (`d` = 1) or less (−1). */
function changed(suit: Suit, i: number, d: 1 | -1, honours: boolean): Suit {
  const links = d === 1 ? suit.plus : suit.minus;
  let out = links[i];
  if (out === undefined) {
    out = suitFor(suit.key + d * POW5[i]!, honours);
    links[i] = out;
  }
  return out;
}

const JOIN = new Int8Array(10);

/** Two groups joined: the best t per (p, m), m capped at 4, reduced to its entries (made once per pair). */
function join(a: Group, b: Group): Group {
  let g = a.joined.get(b.id);
  if (g !== undefined) return g;
  JOIN.fill(-1);
  for (const x of a.entries) {
    for (const y of b.entries) {
      const p = (x >> 8) + (y >> 8);
      if (p > 1) continue; // one head only
      const m = Math.min(((x >> 4) & 15) + ((y >> 4) & 15), 4);
      const t = (x & 15) + (y & 15);
      if (t > JOIN[p * 5 + m]!) JOIN[p * 5 + m] = t;
    }
  }
  g = groupOf(entriesOf(JOIN, SCRATCH));
  a.joined.set(b.id, g);
  return g;
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

// The four suits of the hand being measured and the groups of the other suits: a move changes
// one tile at a time, so per tile only its suit is read again. The other three are one suit
// and a pair of suits (0 with 1, 2 with 3); every join is made once and then looked up.
const HAND: Suit[] = [];

function readHand(counts: readonly number[]): void {
  for (let s = 0; s < 4; s++) {
    const from = s * 9;
    const len = s === 3 ? 7 : 9;
    const key = keyOf(counts, from, len);
    // The hands measured one after another mostly share suits: the table is read only for a
    // suit that changed.
    if (HAND[s]?.key !== key) HAND[s] = suitFor(key, s === 3);
  }
}

/** The three suits other than `s`, joined. */
function othersOf(s: number): Group {
  const k = s < 2 ? 2 : 0; // the first suit of the pair without s
  return join(join(HAND[k]!.group, HAND[k + 1]!.group), HAND[s ^ 1]!.group);
}

/** Four sets and a pair, `declared` of the sets already on the table. */
export function standardShanten(counts: readonly number[], declared: number): number {
  readHand(counts);
  return countJoined(othersOf(3).entries, HAND[3]!.group.entries, 4 - declared);
}

// The results of `changes`, by suit, group of the others, sets to make and direction: a table
// in one typed array (per slot: the suit's index + 1, the rest of the key, the result), a new
// result taking the place of the one in its slot. A map per suit was the slowest step: tens
// of thousands of small maps scattered in memory.
const CACHE_BITS = 18;
const CACHE_SLOTS = 1 << CACHE_BITS;
let cache: Int32Array | null = null;

const slotOf = (suit: number, other: number): number =>
  (Math.imul(suit, 0x9e3779b1) ^ Math.imul(other, 0x85ebca6b)) >>> (32 - CACHE_BITS);

/**
 * The count of suit `s` of the hand with the other suits, and which of its tiles change it
 * when one copy is added (`d` = 1: bit i set when tile i lowers it) or taken away (−1: raises
 * it), packed as count + 1 + 16 · bits. One tile more never raises the count and lowers it by
 * at most one (a set, partial set or head gains at most one tile), one less the other way, so
 * the bits say all; a tile added with no copy or neighbour within two in the hand joins
 * nothing and changes nothing. Kept per suit and group of the others: most turns ask again.
 */
function changes(counts: readonly number[], s: number, need: number, d: 1 | -1): number {
  const suit = HAND[s]!;
  const others = othersOf(s);
  const other = others.id * 16 + need * 2 + (d === 1 ? 1 : 0);
  cache ??= new Int32Array(CACHE_SLOTS * 3);
  const slot = slotOf(suit.index, other) * 3;
  if (cache[slot] === suit.index + 1 && cache[slot + 1] === other) return cache[slot + 2]!;
  const count = countJoined(others.entries, suit.group.entries, need);
  let bits = 0;
  const from = s * 9;
  const len = s === 3 ? 7 : 9;
  for (let i = 0; i < len; i++) {
    const n = counts[from + i]!;
    if (d === 1 ? n >= 4 || !near(counts, from, len, i) : n === 0) continue;
    const v = countJoined(others.entries, changed(suit, i, d, s === 3).group.entries, need);
    if (v !== count) bits |= 1 << i;
  }
  const packed = count + 1 + 16 * bits;
  cache[slot] = suit.index + 1;
  cache[slot + 1] = other;
  cache[slot + 2] = packed;
  return packed;
}

/** Does tile i of the suit (at `from`, `len` tiles) have a copy, or (in a number suit) a neighbour within two? */
function near(counts: readonly number[], from: number, len: number, i: number): boolean {
  if (counts[from + i]! > 0) return true;
  if (len === 7) return false;
  for (let j = Math.max(0, i - 2); j <= Math.min(8, i + 2); j++) if (counts[from + j]! > 0) return true;
  return false;
}

/** The standard count after one copy of `t` more (`d` = 1) or less, from `changes`. */
function after(packed: number, t: Tile, d: 1 | -1): number {
  const i = t % 9;
  return (packed & 15) - 1 - d * ((packed >> (4 + i)) & 1);
}

/**
 * The shanten after discarding each of `tiles` in turn (counts are changed and restored).
 * Only the discarded tile's suit changes, so the count per suit is looked up once.
 */
export function shantenAfterEach(counts: number[], declared: number, tiles: readonly Tile[]): number[] {
  const need = 4 - declared;
  readHand(counts);
  const perSuit = [-1, -1, -1, -1];
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
    if (perSuit[s]! < 0) perSuit[s] = changes(counts, s, need, -1);
    let v = after(perSuit[s]!, t, -1);
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
 * The tiles among `candidates` that complete a waiting hand (3n+1 tiles): one lookup per suit.
 * Only a tile the hand holds four of is left out; the copies in sets and discards are the
 * caller's to count.
 */
export function completingTiles(counts: number[], declared: number, candidates: readonly Tile[]): Tile[] {
  const need = 4 - declared;
  readHand(counts);
  const perSuit = [-1, -1, -1, -1];
  const out: Tile[] = [];
  for (const u of candidates) {
    // A fifth copy does not exist (and a count of 5 would not fit the base-5 key).
    if (counts[u]! >= 4) continue;
    const s = (u / 9) | 0;
    if (perSuit[s]! < 0) perSuit[s] = changes(counts, s, need, 1);
    let done = after(perSuit[s]!, u, 1) < 0;
    if (!done && declared === 0) {
      counts[u]!++;
      done = sevenPairsShanten(counts) < 0 || orphansShanten(counts) < 0;
      counts[u]!--;
    }
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
 * Unseen copies of the tiles that bring a 3n+1 hand below `below` tiles away, the tiles
 * taken from the suits in `suits` (bit s for suit s, 3 the honours): one tile more changes
 * the count of its suit alone (`changes`), so per tile it is a bit read. Only a tile the
 * hand could use is weighed: one held, in a number suit one within two of a tile held, and
 * with `majors` any major tile (thirteen orphans); `seen` holds the copies the player sees.
 */
export function usefulCopies(
  counts: readonly number[],
  declared: number,
  below: number,
  seen: readonly number[],
  suits: number,
  majors: boolean,
): number {
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
  let out = 0;
  for (let s = 0; s < 4; s++) {
    if ((suits & (1 << s)) === 0) continue;
    const from = s * 9;
    const len = s === 3 ? 7 : 9;
    let packed = -1;
    for (let i = 0; i < len; i++) {
      const u = from + i;
      const n = counts[u]!;
      if (seen[u]! >= 4 || n >= 4) continue;
      const major = isMajorIndex(u);
      if (!(majors && major) && !near(counts, from, len, i)) continue;
      if (packed < 0) packed = changes(counts, s, need, 1);
      let v = after(packed, u, 1);
      if (special) {
        const sevenPairs = 6 - Math.min(pairs + (n % 2 === 1 ? 1 : 0), 7);
        const k = kinds + (major && n === 0 ? 1 : 0);
        const op = orphanPairs + (major && n === 1 ? 1 : 0);
        v = Math.min(v, sevenPairs, 13 - k - (op > 0 ? 1 : 0));
      }
      if (v < below) out += 4 - seen[u]!;
    }
  }
  return out;
}
