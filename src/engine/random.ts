// Seeded randomness for puzzle generation, benchmarks and property tests: the same seed
// always gives the same hands.
import { blockTiles, type Hand, type Meld } from './hand.ts';
import { TILE_COUNT, type Tile } from './tiles.ts';

export type Rng = () => number;

/** mulberry32: small, fast and good enough for shuffling tiles. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randomInt = (rng: Rng, n: number): number => Math.floor(rng() * n);

/** Shuffles `xs` in place (Fisher–Yates, from the end) and returns it. */
export function shuffle<T>(xs: T[], rng: Rng): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

export interface RandomHandOptions {
  /** Chance that a set is declared (exposed; a kong may be concealed). */
  declared?: number;
  /** Chance that a pung is a kong. */
  kong?: number;
  /** Restrict tiles to these suits (0 m, 1 p, 2 s, 3 honours). */
  suits?: readonly number[];
}

interface Block {
  kind: 'chow' | 'pung' | 'pair';
  tile: Tile;
}

function randomBlock(rng: Rng, kind: Block['kind'], suits: readonly number[]): Block {
  const suit = suits[randomInt(rng, suits.length)]!;
  const chow = kind === 'chow' && suit !== 3;
  const size = suit === 3 ? 7 : 9;
  const n = randomInt(rng, chow ? 7 : size);
  return { kind: kind === 'chow' && !chow ? 'pung' : kind, tile: suit * 9 + n };
}

/** A random complete hand (four sets and a pair), winning tile drawn from the hand's own tiles. */
export function randomCompleteHand(rng: Rng, opts: RandomHandOptions = {}): Hand {
  const suits = opts.suits ?? [0, 1, 2, 3];
  for (;;) {
    const counts = new Array<number>(TILE_COUNT).fill(0);
    const blocks: Block[] = [];
    for (let i = 0; i < 5; i++) blocks.push(randomBlock(rng, i === 4 ? 'pair' : rng() < 0.5 ? 'chow' : 'pung', suits));
    const melds: Meld[] = [];
    const concealed: Tile[] = [];
    for (const b of blocks) {
      const kong = b.kind === 'pung' && rng() < (opts.kong ?? 0);
      for (const t of kong ? [b.tile, ...blockTiles(b)] : blockTiles(b)) counts[t]!++;
      if (b.kind !== 'pair' && (kong || rng() < (opts.declared ?? 0))) {
        melds.push({ kind: kong ? 'kong' : b.kind, tile: b.tile, concealed: kong && rng() < 0.5 });
      } else concealed.push(...blockTiles(b));
    }
    if (counts.some((c) => c > 4)) continue;
    const w = randomInt(rng, concealed.length);
    const winning = concealed.splice(w, 1)[0]!;
    return { concealed: concealed.sort((a, b) => a - b), melds, bonus: [], winning };
  }
}

/** A random waiting hand: a complete hand less its winning tile. */
export function randomTenpaiHand(rng: Rng, opts: RandomHandOptions = {}): Hand {
  const { winning: _, ...rest } = randomCompleteHand(rng, opts);
  return rest;
}

/** 13 or 14 tiles drawn from a shuffled set of 136: mostly not waiting, mostly not complete. */
export function randomConcealedTiles(rng: Rng, size: number): Tile[] {
  const wall = Array.from({ length: 136 }, (_, i) => i >> 2);
  for (let i = 0; i < size; i++) {
    const j = i + randomInt(rng, wall.length - i);
    [wall[i], wall[j]] = [wall[j]!, wall[i]!];
  }
  return wall.slice(0, size).sort((a, b) => a - b);
}
