// Shanten: how many tiles a hand is from a winning hand, less one (−1 complete, 0 waiting).
// For four sets and a pair it is the textbook count 2·(N−m) − min(t, N−m) − p over the best
// split into m sets, t partial sets (pair, two neighbours, a gap) and p = 1 for a pair kept as
// the head, with N = 4 − declared sets; seven pairs (four alike are two pairs, as in HKE) and
// thirteen orphans have their own counts. Like most such counts it does not look at the four
// copies of a tile (a wait on a fifth copy counts as waiting); the brute-force oracle beside
// it (shanten-oracle.ts) measures the same quantity and the tests compare the two.
import { isMajor, ORPHANS, type Tile } from '../../tiles.ts';
import { changed, countJoined, join, keyOf, suitFor, type Group, type Suit } from './shanten-suits.ts';

/** A hand's four suits (the three number suits, then the honours), as their `Suit`s. */
type HandSuits = readonly [Suit, Suit, Suit, Suit];

const suitOf = (counts: readonly number[], s: number): Suit => suitFor(keyOf(counts, s * 9, s === 3 ? 7 : 9), s === 3);

function handOf(counts: readonly number[]): HandSuits {
  return [suitOf(counts, 0), suitOf(counts, 1), suitOf(counts, 2), suitOf(counts, 3)];
}

/**
 * The three suits of `hand` other than `s`, joined: one suit and a pair of suits (0 with 1, 2
 * with 3). A move changes one tile at a time, so per tile only its suit is read again, and
 * every join is made once and then looked up.
 */
function othersOf(hand: HandSuits, s: number): Group {
  const k = s < 2 ? 2 : 0; // the first suit of the pair without s
  return join(join(hand[k]!.group, hand[k + 1]!.group), hand[s ^ 1]!.group);
}

/** Four sets and a pair, `declared` of the sets already on the table. */
export function standardShanten(counts: readonly number[], declared: number): number {
  const hand = handOf(counts);
  return countJoined(othersOf(hand, 3).entries, hand[3].group.entries, 4 - declared);
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
function changes(hand: HandSuits, counts: readonly number[], s: number, need: number, d: 1 | -1): number {
  const suit = hand[s]!;
  const others = othersOf(hand, s);
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
  const packed = changesOf(count, bits);
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

// What `changes` answers, packed as one number: the count + 1 (0–15) and a bit per tile.
const changesOf = (count: number, bits: number): number => count + 1 + 16 * bits;
const countOf = (packed: number): number => (packed & 15) - 1;
const changedBy = (packed: number, i: number): number => (packed >> (4 + i)) & 1;

/** The standard count after one copy of `t` more (`d` = 1) or less, from `changes`. */
function after(packed: number, t: Tile, d: 1 | -1): number {
  return countOf(packed) - d * changedBy(packed, t % 9);
}

/** What seven pairs and thirteen orphans count in a hand: pairs (four alike are two), orphan kinds, orphans held twice. */
interface Specials {
  pairs: number;
  kinds: number;
  orphanPairs: number;
}

function specialsOf(counts: readonly number[]): Specials {
  let pairs = 0;
  for (const n of counts) pairs += n >> 1;
  let kinds = 0;
  let orphanPairs = 0;
  for (const o of ORPHANS) {
    if (counts[o]! > 0) kinds++;
    if (counts[o]! > 1) orphanPairs++;
  }
  return { pairs, kinds, orphanPairs };
}

/**
 * The lesser of the seven-pairs and thirteen-orphans counts after one copy of `t` more
 * (`d` = 1) or less (−1), the hand holding `n` copies of it before: a tile changes each
 * count by at most one, so it is worked out from the hand's `Specials` without a recount.
 */
function specialAfter(sp: Specials, t: Tile, n: number, d: 1 | -1): number {
  const m = n + d;
  const pairs = sp.pairs - (n >> 1) + (m >> 1);
  let kinds = sp.kinds;
  let orphanPairs = sp.orphanPairs;
  if (isMajor(t)) {
    kinds += (m > 0 ? 1 : 0) - (n > 0 ? 1 : 0);
    orphanPairs += (m > 1 ? 1 : 0) - (n > 1 ? 1 : 0);
  }
  return Math.min(6 - Math.min(pairs, 7), 13 - kinds - (orphanPairs > 0 ? 1 : 0));
}

/**
 * The shanten after discarding each of `tiles` in turn. Only the discarded tile's suit
 * changes, so the count per suit is looked up once.
 */
export function shantenAfterEach(counts: readonly number[], declared: number, tiles: readonly Tile[]): number[] {
  const need = 4 - declared;
  const hand = handOf(counts);
  const perSuit = [-1, -1, -1, -1];
  // Seven pairs and thirteen orphans only without declared sets.
  const special = declared === 0 ? specialsOf(counts) : null;
  return tiles.map((t) => {
    const s = (t / 9) | 0;
    if (perSuit[s]! < 0) perSuit[s] = changes(hand, counts, s, need, -1);
    const v = after(perSuit[s]!, t, -1);
    return special !== null && v >= 0 ? Math.min(v, specialAfter(special, t, counts[t]!, -1)) : v;
  });
}

/**
 * The tiles among `candidates` that complete a waiting hand (3n+1 tiles): one lookup per suit.
 * Only a tile the hand holds four of is left out; the copies in sets and discards are the
 * caller's to count.
 */
export function completingTiles(counts: readonly number[], declared: number, candidates: readonly Tile[]): Tile[] {
  const need = 4 - declared;
  const hand = handOf(counts);
  const perSuit = [-1, -1, -1, -1];
  const special = declared === 0 ? specialsOf(counts) : null;
  const out: Tile[] = [];
  for (const u of candidates) {
    // A fifth copy does not exist (and a count of 5 would not fit the base-5 key).
    if (counts[u]! >= 4) continue;
    const s = (u / 9) | 0;
    if (perSuit[s]! < 0) perSuit[s] = changes(hand, counts, s, need, 1);
    const done = after(perSuit[s]!, u, 1) < 0 || (special !== null && specialAfter(special, u, counts[u]!, 1) < 0);
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
  const hand = handOf(counts);
  const special = declared === 0 ? specialsOf(counts) : null;
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
      if (!(majors && isMajor(u)) && !near(counts, from, len, i)) continue;
      if (packed < 0) packed = changes(hand, counts, s, need, 1);
      let v = after(packed, u, 1);
      if (special !== null) v = Math.min(v, specialAfter(special, u, n, 1));
      if (v < below) out += 4 - seen[u]!;
    }
  }
  return out;
}
