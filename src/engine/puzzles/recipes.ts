// Shared pieces of the fan-target recipes: the style of a level (how often sets are exposed,
// how many bonus tiles), and a candidate from a few fixed sets plus random ones.
import type { Hand } from '../hand.ts';
import type { Rng } from '../random.ts';
import type { Situation } from '../situation.ts';
import { bonusSeat, type Bonus, type Tile, type Wind } from '../tiles.ts';
import { assemble, chance, fillPlan, otherSeat, pick, randomBonus, type FillOptions, type PlanBlock } from './build.ts';

export interface Style {
  /** Chance that a random set is exposed. */
  exposed: number;
  /** Most bonus tiles a hand gets. */
  bonus: number;
  /** Chance of a self-draw and of the last tile in the random situation. */
  selfDraw: number;
  lastTile: number;
}

export interface Candidate {
  hand: Hand;
  /** Not yet validated. */
  situation: Situation;
}

/** A recipe gets a random situation it may change, and returns a candidate or null (retry). */
export type Recipe = (rng: Rng, s: Situation, style: Style) => Candidate | null;

export const randomBonusFor = (rng: Rng, style: Style): Bonus[] =>
  chance(rng, 0.5) ? [] : randomBonus(rng, 1 + Math.floor(rng() * style.bonus));

export interface Parts {
  fixed?: PlanBlock[];
  fill?: FillOptions;
  bonus?: Bonus[];
  /** The winning tile, when it must be a particular one of the concealed tiles. */
  win?: Tile;
}

/** Fixed sets plus random ones; the random sets are exposed as often as the level says. */
export function standard(rng: Rng, s: Situation, style: Style, p: Parts = {}): Candidate | null {
  const plan = fillPlan(rng, p.fixed ?? [], { exposed: style.exposed, kong: 0.08, ...p.fill });
  const hand = assemble(rng, plan, p.bonus ?? randomBonusFor(rng, style), p.win);
  return hand === null ? null : { hand, situation: s };
}

/** The fixed sets of a recipe are sometimes declared too. */
export const maybeShown = (rng: Rng, b: PlanBlock, style: Style): PlanBlock =>
  chance(rng, style.exposed) ? { ...b, show: 'exposed' } : b;

export const pungs = (tiles: readonly Tile[], kind: 'pung' | 'kong' = 'pung'): PlanBlock[] =>
  tiles.map((tile) => ({ kind, tile }));

/** `n` different tiles of `from`. */
export function distinct(rng: Rng, from: readonly Tile[], n: number): Tile[] {
  const out: Tile[] = [];
  while (out.length < n) {
    const t = pick(rng, from);
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

export function selfDrawn(s: Situation): Situation {
  s.win = 'self-draw';
  delete s.from;
  return s;
}

export function discarded(rng: Rng, s: Situation): Situation {
  s.win = 'discard';
  s.from ??= otherSeat(rng, s.seat);
  return s;
}

/** A bonus tile of the given kind (0 flowers, 4 seasons) that is not the seat's own. */
export const foreignBonus = (rng: Rng, kind: 0 | 4, seat: Wind): Bonus =>
  pick(
    rng,
    [0, 1, 2, 3].filter((k) => bonusSeat(k) !== seat),
  ) + kind;
