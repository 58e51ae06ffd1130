// The vocabulary of generated puzzles: five types, three levels, the puzzle data of each type
// and the learner's answer to it. A puzzle is plain data (JSON-safe); its answer was computed
// by the engine when it was generated. See docs/puzzles.md.
import type { Answer } from '../game/types.ts';
import type { Hand } from '../hand.ts';
import type { RuleSetId, Score, ScoreItem } from '../rules/types.ts';
import type { Situation } from '../situation.ts';
import type { Tile, Wind, WindLetter } from '../tiles.ts';
import type { Theme } from './themes.ts';

export const PUZZLE_TYPES = ['waits', 'fan', 'pay', 'valid', 'discard'] as const;
export type PuzzleType = (typeof PUZZLE_TYPES)[number];

/** Types whose answer depends on a rule set; the others are always HKE. */
export const RULED_TYPES: readonly PuzzleType[] = ['fan', 'pay', 'valid'];

export const LEVELS = [1, 2, 3] as const;
/** The learner's choice beside their rating: a puzzle easier than it, at it, or harder. */
export const DIALS = ['easier', 'as-rated', 'harder'] as const;
export type Dial = (typeof DIALS)[number];
export type Level = (typeof LEVELS)[number];

/**
 * The generator versions this code generates. 1: the first generator; 2: "is this a valid
 * Mah-Jongg?" at levels 2–3 mostly fails by shape, "who gets the discard?" has the last-tile case.
 */
export const GENERATOR_VERSIONS = [1, 2] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

/** Everything that decides a puzzle: the same key always gives the same puzzle. */
export interface PuzzleKey {
  /** The generator version of an older key (from a share link or stored progress); absent: the current one. */
  version?: GeneratorVersion;
  type: PuzzleType;
  level: Level;
  /** Always `hke` for `waits` and `discard`. */
  rules: RuleSetId;
  /** An unsigned 32-bit number. */
  seed: number;
}

interface Common {
  key: PuzzleKey;
  /** A fingerprint of the content (hand, situation, rules): two puzzles are the same when their ids are. */
  id: string;
  /** Which kind of puzzle of its type and level this is (e.g. `seven-pairs`, `near:full-flush`). */
  variant: string;
}

/** "Which tiles win?": a 13-tile hand. */
export interface WaitsPuzzle extends Common {
  type: 'waits';
  hand: Hand;
  /** The hand in notation. */
  notation: string;
  answer: {
    /** The winning tiles, in canonical order (1 to 9 of them). */
    tiles: Tile[];
    /** Tiles whose four copies are all in the hand: they cannot arrive, so they never win. */
    allCopiesHeld: Tile[];
  };
}

/** "How many fan?" (for `classic`: what is the score?): a winning hand and how it was won. */
export interface FanPuzzle extends Common {
  type: 'fan';
  rules: RuleSetId;
  hand: Hand;
  notation: string;
  /** Validated: the discarder is filled in. */
  situation: Situation;
  /** What the learner is asked for: fan (or "limit"), or classic's points. */
  ask: 'fan' | 'points';
  /** The HKE pattern or limit hand the puzzle was built around. */
  target: string;
  /** Built to nearly have the target, but it does not. */
  nearMiss: boolean;
  answer: Score;
}

/** "Who pays what?": a winning hand and its situation; the answer is each seat's payment. */
export interface PayPuzzle extends Common {
  type: 'pay';
  rules: RuleSetId;
  hand: Hand;
  notation: string;
  situation: Situation;
  answer: Score;
}

/** Why a hand shown as Mah-Jongg is none: the engine's error or illegal-reason codes. */
export const VALID_REASONS = [
  'too-many-copies', // a fifth copy of a tile (parse stage)
  'wrong-tile-count', // not 14 tiles, kongs counting three (parse stage)
  'not-complete-hand', // 14 tiles that form no winning shape
  'below-minimum', // a win under the fan minimum of the rule set
  'not-a-pattern-of-this-rule-set', // a shape the rule set does not know (hk-modern: seven pairs)
] as const;
export type ValidReason = (typeof VALID_REASONS)[number];

/** "Is this a valid Mah-Jongg?": a hand that may be broken (a fifth tile, 15 tiles). */
export interface ValidPuzzle extends Common {
  type: 'valid';
  rules: RuleSetId;
  /** Exactly as shown; it may hold five copies of a tile or the wrong number of tiles. */
  hand: Hand;
  notation: string;
  situation: Situation;
  answer: {
    valid: boolean;
    /** The engine's first reason, null when valid. */
    reason: ValidReason | null;
    /** Every reason that is true of the hand (a judge accepts any of them). */
    reasons: ValidReason[];
    /** The score when the hand is complete, else null. */
    score: Score | null;
  };
}

/**
 * A seat's call on the discard: the game's `Answer` (`chow.tile` is the lowest tile of the
 * chow), named apart from the puzzle's `answer` and the learner's input.
 */
export type DiscardCall = Answer;
export type DiscardCallType = DiscardCall['type'];

/** Why the discard goes where it goes. */
export const DISCARD_REASONS = [
  'only-call', // one player calls; the others pass
  'mahjong-first', // Mah-Jongg beats kong, pung and chow
  'pung-before-chow', // a pung or kong beats a chow
  'mahjong-turn-order', // several Mah-Jongg calls: the first in turn order after the discarder
] as const;
export type DiscardReason = (typeof DISCARD_REASONS)[number];

/**
 * Every rule a learner may name for "who gets the discard?": the priority reasons, and the
 * last-tile rule (the discard of the last live tile may only be claimed for Mah-Jongg). A
 * last-discard puzzle names it in `answer.reasons` beside its priority reason, which stays the
 * `answer.reason` the practice page words today.
 */
export const DISCARD_RULES = [...DISCARD_REASONS, 'last-tile'] as const;
export type DiscardRule = (typeof DISCARD_RULES)[number];

export interface Caller {
  seat: Wind;
  /** The hidden tiles and declared sets (13 tiles, kongs counting three). */
  hand: Hand;
  notation: string;
  call: DiscardCall;
}

/** "Who gets the discard?": the discarder, the tile, and the other three seats with their calls (HKE). */
export interface DiscardPuzzle extends Common {
  type: 'discard';
  discarder: Wind;
  tile: Tile;
  /** The prevalent wind. */
  round: Wind;
  /** The three other seats in turn order after the discarder. */
  callers: Caller[];
  /**
   * The discard is the last tile of the live wall (present only then): it may only be claimed
   * for Mah-Jongg, so a set call shown is one the seat may not make.
   */
  lastTile?: true;
  answer: {
    seat: Wind;
    reason: DiscardReason;
    /** Every rule that gives the seat the tile, when more than one does (a judge accepts any); absent: only `reason`. */
    reasons?: DiscardRule[];
  };
}

/** What each judge reads of a puzzle. A generated puzzle is one; a lesson widget builds one at build time. */
export type WaitsQuestion = Pick<WaitsPuzzle, 'answer'>;
/** The part of a score the fan judge reads (a lesson keeps only this much). */
export type FanScore = Pick<Score, 'rules' | 'limit' | 'limits' | 'fan' | 'points'> & {
  items: readonly Pick<ScoreItem, 'id'>[];
};
export interface FanQuestion {
  answer: FanScore;
  /** The rule set pays this hand as a limit (paid-as-limit.ts), so "limit" is a right answer. */
  paidAsLimit: boolean;
}
export interface PayQuestion {
  situation: Pick<Situation, 'seat'>;
  answer: Pick<Score, 'payments' | 'points'>;
}

export type Puzzle = WaitsPuzzle | FanPuzzle | PayPuzzle | ValidPuzzle | DiscardPuzzle;

/**
 * What `generatePuzzle` returns: the puzzle with its difficulty on the learner's Glicko scale and
 * the themes it exercises (difficulty.ts), both worked out from the puzzle itself.
 */
export type RatedPuzzle = Puzzle & {
  rating: number;
  /** At least one. */
  themes: Theme[];
};

/** The learner's answers. Tiles are notation codes (`5p`), seats letters or winds. */
export type WaitsInput = readonly string[];
export type FanInput =
  | { kind: 'fan'; fan: number }
  | { kind: 'limit' }
  | { kind: 'points'; points: number }
  | { kind: 'items'; items: readonly string[] };
/**
 * Signed amounts per seat; the winner's may be left out (it is the sum of the others). `points`:
 * the hand's points, judged only when given (the lesson's payment step asks for them).
 */
export type PayInput = Partial<Record<WindLetter | 'points', number>>;
export interface ValidInput {
  valid: boolean;
  /** Optional: why not. */
  reason?: ValidReason;
}
export interface DiscardInput {
  seat: Wind | WindLetter;
  /** Optional: why. */
  reason?: DiscardRule;
}
