// Building blocks of the generators: random sets, a hand assembled from a plan of sets, a
// random situation. Every generator checks what it built with the engine afterwards; these
// helpers only make good candidates likely.
import { blockTiles, compareMelds, type Hand, type Meld } from '../hand.ts';
import { randomInt, type Rng } from '../random.ts';
import { validateSituation, type Situation } from '../situation.ts';
import { BONUS_COUNT, TILE_COUNT, type Bonus, type Tile, type Wind } from '../tiles.ts';

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[randomInt(rng, items.length)]!;
export const chance = (rng: Rng, p: number): boolean => rng() < p;

/** Suits as numbers: 0 m, 1 p, 2 s, 3 honours. */
export const NUMBER_SUITS = [0, 1, 2] as const;
export const ALL_SUITS = [0, 1, 2, 3] as const;
export const tilesOfSuit = (suit: number): Tile[] => Array.from({ length: suit === 3 ? 7 : 9 }, (_, k) => suit * 9 + k);

/** A set or pair of a plan; `show` declares it (an exposed set, or a concealed kong). */
export interface PlanBlock {
  kind: 'chow' | 'pung' | 'kong' | 'pair';
  tile: Tile;
  show?: 'exposed' | 'concealed-kong';
}

export interface FillOptions {
  /** Suits the random sets come from (default all four). */
  suits?: readonly number[];
  /** Chance that a random set of a numbered suit is a chow (default 0.55). */
  chow?: number;
  /** Chance that a random set is exposed (default 0). */
  exposed?: number;
  /** Chance that a random pung is a kong (default 0). */
  kong?: number;
}

export function randomSet(rng: Rng, o: FillOptions = {}): PlanBlock {
  const suit = pick(rng, o.suits ?? ALL_SUITS);
  const tiles = tilesOfSuit(suit);
  if (suit !== 3 && chance(rng, o.chow ?? 0.55)) return { kind: 'chow', tile: pick(rng, tiles.slice(0, 7)) };
  return { kind: chance(rng, o.kong ?? 0) ? 'kong' : 'pung', tile: pick(rng, tiles) };
}

export const randomPair = (rng: Rng, suits: readonly number[] = ALL_SUITS): PlanBlock => ({
  kind: 'pair',
  tile: pick(rng, tilesOfSuit(pick(rng, suits))),
});

/** `fixed` plus random sets up to four sets and a pair; random sets may be exposed. */
export function fillPlan(rng: Rng, fixed: readonly PlanBlock[], o: FillOptions = {}): PlanBlock[] {
  const plan = [...fixed];
  while (plan.filter((b) => b.kind !== 'pair').length < 4) {
    const set = randomSet(rng, o);
    const show =
      set.kind === 'kong'
        ? chance(rng, 0.5)
          ? 'concealed-kong'
          : 'exposed'
        : chance(rng, o.exposed ?? 0)
          ? 'exposed'
          : undefined;
    plan.push(show ? { ...set, show } : set);
  }
  if (!plan.some((b) => b.kind === 'pair')) plan.push(randomPair(rng, o.suits));
  return plan;
}

/** Tile counts of a plan (kongs four), or of any tiles. */
export function planCounts(plan: readonly PlanBlock[]): number[] {
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const b of plan) for (const t of blockTiles(b)) c[t]!++;
  return c;
}

const toMeld = (b: PlanBlock): Meld => ({
  kind: b.kind as Meld['kind'],
  tile: b.tile,
  concealed: b.show === 'concealed-kong',
});

/**
 * The hand of a plan: declared sets as melds, the rest concealed, the winning tile taken from
 * the concealed tiles (`win`, when it is one of them, else a random one). Null when the plan
 * needs a fifth copy of a tile.
 */
export function assemble(rng: Rng, plan: readonly PlanBlock[], bonus: Bonus[] = [], win?: Tile): Hand | null {
  if (planCounts(plan).some((n) => n > 4)) return null;
  const melds = plan
    .filter((b) => b.show !== undefined && b.kind !== 'pair')
    .map(toMeld)
    .sort(compareMelds);
  const concealed = plan.filter((b) => b.show === undefined || b.kind === 'pair').flatMap((b) => blockTiles(b));
  if (concealed.length === 0) return null;
  const at = win !== undefined && concealed.includes(win) ? concealed.indexOf(win) : randomInt(rng, concealed.length);
  const winning = concealed.splice(at, 1)[0]!;
  return { concealed: concealed.sort((a, b) => a - b), melds, bonus: [...bonus].sort((a, b) => a - b), winning };
}

/** `n` distinct bonus tiles, sorted. */
export function randomBonus(rng: Rng, n: number): Bonus[] {
  const all = Array.from({ length: BONUS_COUNT }, (_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(rng, all.length - i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, n).sort((a, b) => a - b);
}

/** The first non-null result of up to `tries` calls: generators retry a random build until the engine accepts it. */
export function attempt<T>(tries: number, build: (i: number) => T | null): T | null {
  for (let i = 0; i < tries; i++) {
    const r = build(i);
    if (r !== null) return r;
  }
  return null;
}

export const randomWind = (rng: Rng): Wind => randomInt(rng, 4) as Wind;
export const otherSeat = (rng: Rng, seat: Wind): Wind => ((seat + 1 + randomInt(rng, 3)) % 4) as Wind;

export interface SituationOptions {
  /** Chance of a self-draw (default 0.35). */
  selfDraw?: number;
  /** Chance of the last tile (default 0). */
  lastTile?: number;
}

/** A plain situation: any seat and round, a discard from anyone or a self-draw. */
export function randomSituation(rng: Rng, o: SituationOptions = {}): Situation {
  const seat = randomWind(rng);
  const s: Situation = {
    seat,
    round: randomWind(rng),
    win: 'discard',
    lastTile: chance(rng, o.lastTile ?? 0),
    heaven: false,
    earth: false,
  };
  if (chance(rng, o.selfDraw ?? 0.35)) s.win = 'self-draw';
  else s.from = otherSeat(rng, seat);
  return s;
}

/** The situation made valid for the hand (the discarder filled in), or null when it cannot happen. */
export function checkedSituation(s: Situation, hand: Hand): Situation | null {
  const v = validateSituation(s, hand);
  return v.ok ? v.value : null;
}
