// "Which tiles win?": 13-tile hands with 1 to 9 winning tiles. Each variant builds candidate
// hands and keeps the first one whose waits (computed by the engine) fit the variant.
import { allTiles, type Hand } from '../hand.ts';
import { makeHand } from '../notation/hand-notation.ts';
import { randomInt, type Rng } from '../random.ts';
import { ORPHANS, TILE_COUNT, countTiles, type Tile } from '../tiles.ts';
import { waits } from '../waits.ts';
import {
  attempt,
  fillPlan,
  pick,
  planCounts,
  assemble,
  tilesOfSuit,
  NUMBER_SUITS,
  type FillOptions,
  type PlanBlock,
} from './build.ts';
import type { Level, PuzzleKey, WaitsPuzzle } from './types.ts';

interface WaitsVariant {
  id: string;
  build: (rng: Rng) => Hand | null;
  /** Fewest and most winning tiles wanted. */
  min: number;
  max: number;
  /** Declared sets wanted (default none). */
  melds?: [number, number];
}

/** A complete plan less its winning tile. */
function tenpai(rng: Rng, o: FillOptions, fixed: PlanBlock[] = []): Hand | null {
  const h = assemble(rng, fillPlan(rng, fixed, o));
  if (h === null) return null;
  const { winning: _, ...rest } = h;
  return rest;
}

/** Thirteen tiles from counts: one copy of `drop` taken out of 14. */
function fromCounts(c: readonly number[], drop: Tile): Hand | null {
  const d = [...c];
  if (!(d[drop]! > 0)) return null;
  d[drop]!--;
  if (d.some((n) => n > 4)) return null;
  return { concealed: d.flatMap((n, t) => new Array<Tile>(n).fill(t)), melds: [], bonus: [] };
}

function sevenPairs(rng: Rng, oneSuit: boolean): Hand | null {
  const pool = oneSuit ? tilesOfSuit(pick(rng, NUMBER_SUITS)) : Array.from({ length: TILE_COUNT }, (_, t) => t);
  const chosen: Tile[] = [];
  while (chosen.length < 7) {
    const t = pick(rng, pool);
    if (!chosen.includes(t)) chosen.push(t);
  }
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const t of chosen) c[t] = 2;
  return fromCounts(c, pick(rng, chosen));
}

// The pair and twelve orphans: one winning tile, the one missing. (All thirteen different would
// wait on thirteen tiles, more than the nine a puzzle asks for.)
function thirteenOrphans(rng: Rng): Hand {
  const missing = pick(rng, ORPHANS);
  const rest = ORPHANS.filter((t) => t !== missing);
  return { concealed: [...rest, pick(rng, rest)].sort((a, b) => a - b), melds: [], bonus: [] };
}

/** A hand holding all four copies of a tile that its shape could use as a fifth. */
function fourHeld(rng: Rng, o: FillOptions): Hand | null {
  const suit = pick(rng, o.suits ?? NUMBER_SUITS);
  const t = pick(rng, tilesOfSuit(suit));
  const n = t % 9;
  const low = Math.max(0, Math.min(6, n - randomInt(rng, 3)));
  const partner: PlanBlock =
    rng() < 0.6 && suit < 3 ? { kind: 'chow', tile: suit * 9 + low } : { kind: 'pair', tile: t };
  const plan = fillPlan(rng, [{ kind: 'pung', tile: t }, partner], { ...o, exposed: 0, kong: 0 });
  return fromCounts(planCounts(plan), t);
}

const mixed = (exposed: number): FillOptions => ({ exposed, kong: exposed > 0 ? 0.15 : 0 });
const ONE_SUIT = (rng: Rng): FillOptions => ({ suits: [pick(rng, NUMBER_SUITS)], chow: 0.6 });

const VARIANTS: Record<Level, WaitsVariant[]> = {
  1: [
    { id: 'mixed', build: (r) => tenpai(r, mixed(0)), min: 1, max: 2 },
    { id: 'exposed', build: (r) => tenpai(r, mixed(0.3)), min: 1, max: 2, melds: [1, 2] },
  ],
  2: [
    { id: 'mixed', build: (r) => tenpai(r, { chow: 0.7 }), min: 2, max: 4 },
    { id: 'exposed', build: (r) => tenpai(r, { ...mixed(0.4), chow: 0.7 }), min: 2, max: 4, melds: [1, 3] },
    { id: 'seven-pairs', build: (r) => sevenPairs(r, false), min: 1, max: 3 },
    { id: 'four-held', build: (r) => fourHeld(r, {}), min: 1, max: 4 },
  ],
  3: [
    { id: 'one-suit', build: (r) => tenpai(r, ONE_SUIT(r)), min: 4, max: 9 },
    {
      id: 'one-suit-exposed',
      build: (r) => tenpai(r, { ...ONE_SUIT(r), exposed: 0.3 }),
      min: 3,
      max: 9,
      melds: [1, 2],
    },
    { id: 'seven-pairs-one-suit', build: (r) => sevenPairs(r, true), min: 2, max: 9 },
    { id: 'thirteen-orphans', build: thirteenOrphans, min: 1, max: 1 },
    { id: 'four-held-one-suit', build: (r) => fourHeld(r, ONE_SUIT(r)), min: 2, max: 9 },
  ],
};

export const waitsVariants = (level: Level): string[] => VARIANTS[level].map((v) => v.id);

/** Tiles whose four copies the hand holds. */
export const allCopiesHeld = (h: Hand): Tile[] => countTiles(allTiles(h)).flatMap((n, t) => (n >= 4 ? [t] : []));

function fits(v: WaitsVariant, h: Hand, tiles: readonly Tile[]): boolean {
  const [lo, hi] = v.melds ?? [0, 0];
  const wanted = v.id.startsWith('four-held') ? allCopiesHeld(h).length > 0 : true;
  return wanted && tiles.length >= v.min && tiles.length <= v.max && h.melds.length >= lo && h.melds.length <= hi;
}

// Nine gates: never reached in practice (the tests generate thousands), it keeps the generator total.
const FALLBACK: Hand = { concealed: [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8], melds: [], bonus: [] };

export function generateWaits(key: PuzzleKey, rng: Rng, variantIndex: number): WaitsPuzzle {
  const variant = VARIANTS[key.level][variantIndex % VARIANTS[key.level].length]!;
  const found = attempt(600, () => {
    const h = variant.build(rng);
    const w = h && waits(h);
    return h && w?.ok && fits(variant, h, w.value) ? { h, tiles: w.value } : null;
  }) ?? { h: FALLBACK, tiles: (waits(FALLBACK) as { value: Tile[] }).value };
  const notation = makeHand(found.h);
  return {
    type: 'waits',
    key,
    id: `w:${notation}`,
    variant: variant.id,
    hand: found.h,
    notation,
    answer: { tiles: found.tiles, allCopiesHeld: allCopiesHeld(found.h) },
  };
}
