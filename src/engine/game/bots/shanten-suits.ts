// The shanten count's tables, per suit: every way one suit's tiles split into a head, sets
// and partial sets, kept as the entries no other entry beats, made once per suit on first use
// and joined with the other suits' (shanten.ts counts a hand from them).
const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

// An entry of a suit's table (see `Suit`): heads p (0 or 1), sets m (0–4) and partial sets t,
// packed as one number p·256 + m·16 + t.
const entryOf = (p: number, m: number, t: number): number => p * 256 + m * 16 + t;
const headOf = (e: number): number => e >> 8;
const setsOf = (e: number): number => (e >> 4) & 15;
const partialsOf = (e: number): number => e & 15;

/**
 * One suit's tiles, split every way (see `suitFor`). A table (index p · 5 + m: p heads 0/1,
 * m sets 0–4) holds the most partial sets t, −1 if none; the count below only needs the
 * entries no other entry beats, packed as p·256 + m·16 + t. With the same head, (m, t) is
 * beaten by any (m′ > m, t′) with m′ + t′ ≥ m + t: a set for a partial set lowers the count
 * by one, and sums of such entries keep that order, so suits joined from these entries give
 * the same count. `plus` and `minus` link to the suit with one copy more or less of its tile
 * i (the bots try every tile), filled on first use so that a move looks up nothing per tile.
 */
export interface Suit {
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
export interface Group {
  id: number;
  entries: readonly number[];
  joined: Map<number, Group>;
}

const GROUPS = new Map<number, Group>();
// 16^slot per slot of the (p, m) table: a group's key holds t + 1 per slot (t < 15).
const POW16 = Array.from({ length: 10 }, (_, k) => 16 ** k);

function groupOf(entries: readonly number[]): Group {
  let key = 0;
  for (const e of entries) key += (partialsOf(e) + 1) * POW16[headOf(e) * 5 + setsOf(e)]!;
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

export const keyOf = (counts: readonly number[], from: number, len: number): number => {
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
        out.push(entryOf(p, m, t));
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
export function suitFor(key: number, honours: boolean): Suit {
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
        if (head && headOf(e) === 1) continue; // one head only
        const k = (head ? 5 : headOf(e) * 5) + Math.min(setsOf(e) + sets, 4);
        const t = partialsOf(e) + partial;
        if (t > table[k]!) table[k] = t;
      }
    };
    if (n >= 3) add(key - 3 * u, 1, 0, false);
    if (a > 0 && b > 0) add(key - u - 5 * u - 25 * u, 1, 0, false);
    if (n >= 2) {
      add(key - 2 * u, 0, 0, true);
      add(key - 2 * u, 0, 1, false);
    }
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
export function changed(suit: Suit, i: number, d: 1 | -1, honours: boolean): Suit {
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
export function join(a: Group, b: Group): Group {
  let g = a.joined.get(b.id);
  if (g !== undefined) return g;
  JOIN.fill(-1);
  for (const x of a.entries) {
    for (const y of b.entries) {
      const p = headOf(x) + headOf(y);
      if (p > 1) continue; // one head only
      const m = Math.min(setsOf(x) + setsOf(y), 4);
      const t = partialsOf(x) + partialsOf(y);
      if (t > JOIN[p * 5 + m]!) JOIN[p * 5 + m] = t;
    }
  }
  g = groupOf(entriesOf(JOIN, SCRATCH));
  a.joined.set(b.id, g);
  return g;
}

/** The textbook count 2·(N−m) − min(t, N−m) − p over the best split of the suits of `a` and `b` together. */
export function countJoined(a: readonly number[], b: readonly number[], need: number): number {
  let out = 8;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    for (let j = 0; j < b.length; j++) {
      const y = b[j]!;
      const p = headOf(x) + headOf(y);
      if (p > 1) continue;
      // The textbook count: 2·(N−m) − min(t, N−m) − p, with N − m the sets still free.
      const free = need - Math.min(setsOf(x) + setsOf(y), need);
      const t = partialsOf(x) + partialsOf(y);
      const value = 2 * free - (t < free ? t : free) - p;
      if (value < out) out = value;
    }
  }
  return out;
}
