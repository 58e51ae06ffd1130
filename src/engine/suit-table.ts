// Table-driven suit decomposition. A suit's tiles are keyed as a base-5 number of its
// counts; whether a suit splits into sets (with or without one pair) is cached in a flat
// byte table, and the full list of splits in a map, both filled on first use. A wait check
// is then a few table reads per candidate tile.

export type SuitBlockKind = 'chow' | 'pung' | 'pair';
/** A block inside one suit: `index` is 0–8 (0–6 for honours). */
export interface SuitBlock {
  kind: SuitBlockKind;
  index: number;
}
export interface SuitSplits {
  /** Splits into sets only. */
  sets: SuitBlock[][];
  /** Splits into sets and exactly one pair. */
  withPair: SuitBlock[][];
}

const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];
const KNOWN = 1;
const SETS_OK = 2;
const PAIR_OK = 4;
// 5^9 keys for the numbered suits, 5^7 for honours (chows not allowed there).
const flags = [new Uint8Array(POW5[9]!), new Uint8Array(POW5[7]!)];
const splitCache = [new Map<number, SuitSplits>(), new Map<number, SuitSplits>()];

export const suitKey = (counts: readonly number[], from: number, len: number): number => {
  let key = 0;
  for (let i = 0; i < len; i++) key += counts[from + i]! * POW5[i]!;
  return key;
};

export const keyAdd = (key: number, index: number): number => key + POW5[index]!;

function digits(key: number, len: number): number[] {
  const c = new Array<number>(len);
  for (let i = 0; i < len; i++) {
    c[i] = key % 5;
    key = Math.floor(key / 5);
  }
  return c;
}

// Depth-first over the lowest remaining tile: it must start a pung, a pair or a chow.
// Blocks at the same tile are taken in the order pung, pair, chow, so every multiset of
// blocks is produced exactly once.
const RANK: Record<SuitBlockKind, number> = { pung: 0, pair: 1, chow: 2 };

interface Search {
  c: number[];
  honours: boolean;
  acc: SuitBlock[];
  out: SuitBlock[][];
  firstOnly: boolean;
}

function search(s: Search, pairLeft: boolean): void {
  const { c } = s;
  let i = 0;
  while (i < c.length && c[i] === 0) i++;
  if (i === c.length) {
    if (!pairLeft) s.out.push([...s.acc]);
    return;
  }
  const last = s.acc[s.acc.length - 1];
  const minRank = last && last.index === i ? RANK[last.kind] : 0;
  const tryBlock = (kind: SuitBlockKind, take: number[]): void => {
    if (RANK[kind] < minRank || (s.firstOnly && s.out.length > 0)) return;
    for (const k of take) c[k]!--;
    s.acc.push({ kind, index: i });
    search(s, pairLeft && kind !== 'pair');
    s.acc.pop();
    for (const k of take) c[k]!++;
  };
  if (c[i]! >= 3) tryBlock('pung', [i, i, i]);
  if (pairLeft && c[i]! >= 2) tryBlock('pair', [i, i]);
  if (!s.honours && i <= 6 && c[i + 1]! > 0 && c[i + 2]! > 0) tryBlock('chow', [i, i + 1, i + 2]);
}

function splits(key: number, honours: boolean, withPair: boolean, firstOnly: boolean): SuitBlock[][] {
  const out: SuitBlock[][] = [];
  const c = digits(key, honours ? 7 : 9);
  const total = c.reduce((a, b) => a + b, 0);
  if (total % 3 !== (withPair ? 2 : 0)) return out;
  search({ c, honours, acc: [], out, firstOnly }, withPair);
  return out;
}

/** Can this suit be split into sets only (`withPair` false) or sets plus one pair? */
export function suitCan(key: number, honours: boolean, withPair: boolean): boolean {
  const table = flags[honours ? 1 : 0]!;
  let f = table[key]!;
  if (!(f & KNOWN)) {
    f = KNOWN;
    if (splits(key, honours, false, true).length > 0) f |= SETS_OK;
    if (splits(key, honours, true, true).length > 0) f |= PAIR_OK;
    table[key] = f;
  }
  return (f & (withPair ? PAIR_OK : SETS_OK)) !== 0;
}

/** Every split of this suit, cached. */
export function suitSplits(key: number, honours: boolean): SuitSplits {
  const cache = splitCache[honours ? 1 : 0]!;
  let s = cache.get(key);
  if (!s) {
    s = { sets: splits(key, honours, false, false), withPair: splits(key, honours, true, false) };
    cache.set(key, s);
  }
  return s;
}
