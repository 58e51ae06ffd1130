// What a sheet adds up to (computeSheet): every hand with its seats, payments and running
// totals under the main rule set and, where it can be compared, under the second; then the
// next hand or the end, the settlement and the figures of the evening. Players are indices
// 0–3 into `Sheet.players`; arrays of four are per player, in that order. The fields are a
// public promise (docs/score-sheet.md, "The CLI's JSON").
import type { Score } from '../rules/types.ts';
import type { Wind } from '../tiles.ts';
import type { EngineError } from '../errors.ts';
import type { PlayerIndex } from './types.ts';

/**
 * Why a hand's entry adds nothing under the main rule set: the hand by tiles is no win under
 * the rules (`not-a-win`, also a quick fan below the agreed minimum), the engine cannot score
 * it (`not-scored`, with the engine's error), or the evening had already ended (`after-end`).
 */
export const HAND_ERRORS = ['not-a-win', 'not-scored', 'after-end'] as const;
export type HandError = (typeof HAND_ERRORS)[number];

/** One hand under one rule set. */
export interface Column {
  /** The fan (classic: doublings) when known: by tiles, patterns ticked, fan typed; else null. */
  fan: number | null;
  /** The hand's value (`Score.points`); 0 for a draw, a false Mah-Jongg or an error. */
  points: number;
  /** A limit hand: by tiles or ticked, or typed as one. */
  limit: boolean;
  /** The limit hand's id when known (by tiles, or ticked), else null. */
  limitId: string | null;
  /** What each player pays (negative) or receives in this hand; the four sum to 0. */
  payments: number[];
  /** Each player's total after this hand: the start plus every payment so far. */
  totals: number[];
  /** Whether this rule set keeps East (the same player deals the next hand). */
  eastStays: boolean;
  /** The player who paid for all (dangerous play, liability), or null. */
  liable: PlayerIndex | null;
  /** The engine's score of a hand entered by tiles (for the breakdown); null otherwise. */
  score: Score | null;
  /** Set when the entry adds nothing (payments all 0); null when it counts. */
  error: HandError | null;
  /** The engine's error, for `not-scored`. */
  engine?: EngineError;
}

/** The second rule set's view of a hand: comparable only for hands by tiles, draws and false Mah-Jonggs. */
export type SecondColumn = ({ comparable: true } & Column) | { comparable: false };

export interface HandRow {
  /** Index into `Sheet.hands`. */
  index: number;
  /** 1-based, repeated hands counted. */
  number: number;
  /** The prevalent wind. */
  round: Wind;
  /** How often the deal had passed in this round before this hand (0–3). */
  passes: number;
  /** The player who was East. */
  east: PlayerIndex;
  /** Each player's seat wind. */
  seats: Wind[];
  /** East stayed after the hand before: this hand repeats that deal. */
  repeat: boolean;
  main: Column;
  /** Null when the sheet has no second rule set. */
  second: SecondColumn | null;
}

export type EndReason = 'rounds' | 'bust' | 'time' | 'agreed';

export interface NextHand {
  number: number;
  round: Wind;
  passes: number;
  east: PlayerIndex;
  seats: Wind[];
}

export interface Transfer {
  from: PlayerIndex;
  to: PlayerIndex;
  amount: number;
}

export interface BiggestHand {
  points: number;
  player: PlayerIndex;
  /** The hand number. */
  number: number;
  /** The limit hand's id when known, else null. */
  limitId: string | null;
  /** A limit hand (also one typed as a limit, whose id is not known). */
  limit: boolean;
  /** The fan when known. */
  fan: number | null;
}

export interface Figures {
  /** Per player: wins that counted. */
  wins: number[];
  /** Per player: of those, won from the wall (self-draw or replacement tile). */
  selfDraws: number[];
  /** Per player: discards (or robbed kongs) that another player won on. */
  dealIns: number[];
  /** Per player: false Mah-Jonggs called. */
  falseMahjongs: number[];
  /** Hands that ended without a winner. */
  draws: number;
  /** The hand worth most points under the main rule set (the first of equals); null before any win. */
  biggest: BiggestHand | null;
}

export interface Evening {
  rows: HandRow[];
  /** The next hand to play; null once the evening has ended. */
  next: NextHand | null;
  /** Why and after which hand number the evening ended (0: before any hand); null while it runs. */
  end: { why: EndReason; after: number } | null;
  /** Each player's total under the main rule set (the start included). */
  totals: number[];
  /** Each player's winnings: totals less the start; the four sum to 0. */
  net: number[];
  /** The fewest transfers that settle `net`. */
  settlement: Transfer[];
  /** The second rule set's totals, and how many hands it compared (scored without an error); null without one. */
  second: { totals: number[]; compared: number } | null;
  figures: Figures;
}
