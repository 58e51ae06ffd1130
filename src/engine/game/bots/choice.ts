// The vocabulary of the computer players' decisions: the levels, what each weighs, and a
// choice with its reason as data (the coach and the review put the reason into words).
import type { Action } from '../types.ts';
import type { Assessment, Profile, Shape } from './assess.ts';
import type { PlanKind } from './plan.ts';
import type { Sight } from './sight.ts';

export const BOT_LEVELS = ['beginner', 'careful', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export interface Reason {
  /** Tiles away (shanten: −1 complete, 0 waiting) before the move, under the best plan. */
  before: number;
  /** Tiles away after the move, under the plan chosen for it. */
  after: number;
  /** Unseen copies of the tiles that would bring the hand closer (waiting: that win and reach the minimum). */
  useful: number;
  /** Waiting only: unseen copies of winning tiles that cannot reach the fan minimum (not counted). */
  short: number;
  plan: PlanKind;
  /** The flush's suit (0 m, 1 p, 2 s), else null. */
  suit: number | null;
  /** The expected fan of the hand the plan makes. */
  fan: number;
  /** Expected points given away by this discard (0 when no danger was weighed). */
  danger: number;
  /** Under dangerous play: this discard would feed a shown threat (the discarder would be liable). */
  liable: boolean;
  /** Chosen for safety: the hand is given up for now. */
  fold: boolean;
  /** The searching player's play-outs of this choice (search.ts), when it was searched. */
  search?: SearchFigures;
}

/** What the play-outs of one choice gave (search.ts): the search's part of a reason. */
export interface SearchFigures {
  playouts: number;
  /** Shares of its play-outs the seat won, and dealt in (0–1). */
  win: number;
  dealIn: number;
  /** Mean payments to the seat per play-out. */
  points: number;
}

/**
 * A choice's place in the ranking, as a chess engine orders its moves: compared element by
 * element, the first element that differs decides, higher first (`compareKeys`). Each list of
 * choices says what its elements are (evaluate.ts for discards and kongs, claim.ts for claims).
 */
export type RankKey = readonly number[];

/** Above 0 when `a` ranks before `b`, below 0 after, 0 when the keys tie (over the shorter key). */
export function compareKeys(a: RankKey, b: RankKey): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! > b[i]! ? 1 : -1;
  return 0;
}

/**
 * The first element of every key on a turn: the kind of choice, in the order they rank. A
 * Mah-Jongg first; a kong that keeps the hand's worth (KONG, then its gain) before any discard;
 * the discards (PLAY, or LIABLE under dangerous play for one that would make the discarder
 * liable); a kong that lowers the hand's worth (KONG_AT_LOSS, then its gain) after them; a draw
 * or pass that nothing else ranks last.
 */
export const WIN = Infinity;
export const KONG = 2;
export const PLAY = 1;
export const LIABLE = 0;
export const KONG_AT_LOSS = -1;
export const FALLBACK = -Infinity;

/** A choice with the key it is ranked by. */
export interface Ranked {
  action: Action;
  key: RankKey;
  reason: Reason;
}

/** A choice as `evaluate` gives it: the action, its place in the ranking and its reason. */
export interface Choice {
  action: Action;
  /**
   * The place in the ranking as one number, higher is better: 0 for the choices ranked first,
   * −k for those with k choices ranked before them; choices whose keys tie share it.
   */
  score: number;
  reason: Reason;
}

export interface LevelProfile extends Profile {
  /** How much danger is weighed: not at all, only against an opponent showing three sets, fully. */
  defence: 'none' | 'obvious' | 'full';
  /** Rank equally near discards by the useful tiles they keep. */
  useful: boolean;
  /**
   * Claims: whenever they bring the hand closer (eager), only when they make it worth more
   * (worth), or as measured best for the strong player (closer: claim.ts says how).
   */
  claims: 'eager' | 'worth' | 'closer';
}

export const PROFILES: Readonly<Record<BotLevel, LevelProfile>> = {
  beginner: {
    plans: false,
    value: 'none',
    narrowFlush: false,
    waitsBetween: false,
    pairsSlower: false,
    usefulChance: false,
    defence: 'none',
    useful: false,
    claims: 'eager',
  },
  careful: {
    plans: true,
    value: 'some',
    narrowFlush: false,
    waitsBetween: false,
    pairsSlower: false,
    usefulChance: false,
    defence: 'obvious',
    useful: true,
    claims: 'worth',
  },
  strong: {
    plans: true,
    value: 'expected',
    narrowFlush: true,
    waitsBetween: true,
    pairsSlower: true,
    usefulChance: true,
    defence: 'full',
    useful: true,
    claims: 'closer',
  },
};

export const shapeOf = (s: Sight): Shape => ({ c: s.c, melds: s.melds, fixedFan: s.fixedFan });

export function reasonOf(before: number, a: Assessment, extra: Partial<Reason> = {}): Reason {
  return {
    before,
    after: a.shanten,
    useful: a.useful,
    short: a.short,
    plan: a.plan.kind,
    suit: a.plan.suit,
    fan: Math.round(a.fan * 10) / 10,
    danger: 0,
    liable: false,
    fold: false,
    ...extra,
  };
}
