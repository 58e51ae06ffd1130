// The names the puzzles and the page agree on, without Preact: the page's progress script
// imports only this.

export const SOLVED_EVENT = 'fanlaak:solved';
/** Sent by the page for a puzzle found solved in the stored progress. */
export const SOLVED_BEFORE_EVENT = 'fanlaak:solved-before';
/** Set by the page on a `[data-puzzle-id]` element solved on an earlier visit. */
export const SOLVED_BEFORE_ATTR = 'data-solved-before';

export interface SolvedDetail {
  id: string;
}
