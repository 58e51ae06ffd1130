// All readings of a complete hand: four sets and a pair (declared sets stay as they are),
// seven pairs, thirteen orphans.
import { tileCount, type Hand, type Meld } from './hand.ts';
import { suitCan, suitKey, suitSplits, type SuitBlock } from './suit-table.ts';
import { ORPHANS, countTiles, type Tile } from './tiles.ts';

export const BLOCK_KINDS = ['chow', 'pung', 'kong', 'pair', 'single'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export interface Block {
  kind: BlockKind;
  /** The lowest tile of the block. */
  tile: Tile;
  /** Declared before the win: an exposed set `[..]` or a concealed kong `(..)`. */
  declared: boolean;
  /** False only for exposed sets; sets formed in the hand count as concealed. */
  concealed: boolean;
}

export const SHAPES = ['standard', 'seven-pairs', 'thirteen-orphans'] as const;
export type Shape = (typeof SHAPES)[number];

export interface Decomposition {
  shape: Shape;
  /** Declared sets first, then the hand's sets by tile, the pair last. */
  blocks: Block[];
}

/** Counts of the tiles still in the hand (winning tile included), length 34. */
export const handCounts = (h: Hand): number[] => {
  const c = countTiles(h.concealed);
  if (h.winning !== undefined) c[h.winning]!++;
  return c;
};

const meldBlock = (m: Meld): Block => ({ kind: m.kind, tile: m.tile, declared: true, concealed: m.concealed });
const SUIT_STARTS = [0, 9, 18, 27] as const;

/** Per suit: its key and whether it holds the pair (tile count 2 mod 3). */
function suitsOf(c: readonly number[]): { key: number; honours: boolean; from: number; pair: boolean; size: number }[] {
  return SUIT_STARTS.map((from, s) => {
    const len = s === 3 ? 7 : 9;
    let size = 0;
    for (let i = from; i < from + len; i++) size += c[i]!;
    return { key: suitKey(c, from, len), honours: s === 3, from, pair: size % 3 === 2, size };
  });
}

/** Fast test: do these 3n+2 concealed tiles form n sets and a pair? (No objects: the table asks on every discard.) */
export function isStandardComplete(c: readonly number[]): boolean {
  let pairs = 0;
  for (let s = 0; s < 4; s++) {
    const from = s * 9;
    const len = s === 3 ? 7 : 9;
    let size = 0;
    for (let i = from; i < from + len; i++) size += c[i]!;
    const rest = size % 3;
    if (rest === 1) return false;
    if (rest === 2) pairs++;
    if (size > 0 && !suitCan(suitKey(c, from, len), s === 3, rest === 2)) return false;
  }
  return pairs === 1;
}

export function isSevenPairs(c: readonly number[]): boolean {
  let pairs = 0;
  for (const n of c) {
    if (n % 2 === 1) return false;
    pairs += n / 2;
  }
  return pairs === 7;
}

export function isThirteenOrphans(c: readonly number[]): boolean {
  let orphans = 0;
  for (const t of ORPHANS) {
    if (c[t] === 0) return false;
    orphans += c[t]!;
  }
  // Fourteen tiles, all of them major tiles: every other count is zero.
  return orphans === 14 && c.reduce((a, b) => a + b, 0) === 14;
}

const toBlock =
  (from: number) =>
  (b: SuitBlock): Block => ({ kind: b.kind, tile: from + b.index, declared: false, concealed: true });
const blockOrder = (a: Block, b: Block): number =>
  Number(a.kind === 'pair') - Number(b.kind === 'pair') || a.tile - b.tile;

function standard(h: Hand, c: readonly number[]): Decomposition[] {
  if (!isStandardComplete(c)) return [];
  let combos: Block[][] = [[]];
  for (const s of suitsOf(c)) {
    if (s.size === 0) continue;
    const splits = suitSplits(s.key, s.honours);
    const options = (s.pair ? splits.withPair : splits.sets).map((bs) => bs.map(toBlock(s.from)));
    combos = combos.flatMap((acc) => options.map((o) => [...acc, ...o]));
  }
  const declared = h.melds.map(meldBlock);
  return combos.map((bs) => ({ shape: 'standard', blocks: [...declared, ...bs.sort(blockOrder)] }));
}

function sevenPairs(c: readonly number[]): Decomposition {
  const blocks: Block[] = [];
  c.forEach((n, t) => {
    for (let k = 0; k < n / 2; k++) blocks.push({ kind: 'pair', tile: t, declared: false, concealed: true });
  });
  return { shape: 'seven-pairs', blocks };
}

function thirteenOrphans(c: readonly number[]): Decomposition {
  const blocks: Block[] = ORPHANS.map((t) => ({
    kind: c[t] === 2 ? 'pair' : 'single',
    tile: t,
    declared: false,
    concealed: true,
  }));
  return { shape: 'thirteen-orphans', blocks: blocks.sort(blockOrder) };
}

/** Every reading of a complete hand (14 tiles); empty when the hand is not complete. */
export function decompose(h: Hand): Decomposition[] {
  const c = handCounts(h);
  if (tileCount(h) !== 14) return [];
  const out = standard(h, c);
  if (h.melds.length === 0 && isSevenPairs(c)) out.push(sevenPairs(c));
  if (h.melds.length === 0 && isThirteenOrphans(c)) out.push(thirteenOrphans(c));
  return out;
}

/**
 * Indices of the blocks of `reading` that the winning tile can have completed: the hand's own
 * sets and pair holding it (declared sets never do). Rule sets that score a set completed by a
 * claimed tile as exposed, or that care whether the tile completed the pair, try each.
 */
export function winningBlocks(h: Hand, reading: Decomposition): number[] {
  const w = h.winning;
  if (w === undefined) return [];
  return reading.blocks.flatMap((b, i) => {
    if (b.declared) return [];
    const holds = b.kind === 'chow' ? w >= b.tile && w <= b.tile + 2 : w === b.tile;
    return holds ? [i] : [];
  });
}
