// The streak ladder (lichess's Puzzle Streak): puzzles of rising difficulty until the first
// mistake; the length of the best run is kept. A closed union of phases and one transition
// function; the page asks selectPuzzle (select.ts) for a puzzle rated at `ladderTarget(step)`.
import { RATING_MAX } from './difficulty.ts';
import { PUZZLE_TYPES, type PuzzleType } from './types.ts';

/** The first rung's rating (an easy level-1 puzzle) and the rise per rung. */
export const LADDER_START = 1150;
export const LADDER_STEP = 40;

export type Ladder =
  /** `step` right answers so far; the next puzzle is rated near ladderTarget(step). */
  | { phase: 'climbing'; step: number; best: number }
  /** Ended by a mistake after `step` right answers. */
  | { phase: 'over'; step: number; best: number };

/** A new climb; `best` is the best run kept from earlier climbs. */
export const startLadder = (best: number): Ladder => ({
  phase: 'climbing',
  step: 0,
  best: Number.isSafeInteger(best) && best > 0 ? best : 0,
});

/** The ladder after an answer: up one rung when right, over when wrong; answers after the end change nothing. */
export function ladderAnswer(l: Ladder, right: boolean): Ladder {
  if (l.phase === 'over') return l;
  if (!right) return { phase: 'over', step: l.step, best: l.best };
  const step = l.step + 1;
  return { phase: 'climbing', step, best: Math.max(l.best, step) };
}

/** The rating of rung `step`: rising steadily, capped at the hardest puzzles. */
export const ladderTarget = (step: number): number => Math.min(RATING_MAX, LADDER_START + LADDER_STEP * step);

/** The type of rung `step`: the five questions take turns, so the climb mixes them. */
export const ladderType = (step: number): PuzzleType => PUZZLE_TYPES[step % PUZZLE_TYPES.length]!;
