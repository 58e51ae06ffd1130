// The streak ladder (lichess's Puzzle Streak): puzzles of rising difficulty until the first
// mistake; the length of the best run is kept. A closed union of phases and one transition
// function, and the choice of each rung's puzzle (ladderPuzzle).
//
// Why rungs are chosen across the kinds rather than by turns: each kind's puzzles are rated in
// clusters per level with gaps between them (a level-1 discard puzzle is rated at most about
// 1150, a level-2 one at least 1350), so a fixed turn of kinds cannot rise in small steps. Every
// kind but the last one's offers candidates, and the one nearest the rung's rating that is not
// easier than the last rung is served: the kinds still change every rung.
import { RATING_MAX } from './difficulty.ts';
import { generatePuzzle, sessionKey } from './generate.ts';
import { levelsFor, type Selected } from './select.ts';
import { PUZZLE_TYPES, type Level, type PuzzleType, type RatedPuzzle } from './types.ts';

/** The first rung's rating (an easy level-1 puzzle) and the rise per rung. */
export const LADDER_START = 1150;
export const LADDER_STEP = 40;
/**
 * Where the ladder stops rising: the hardest puzzles of most kinds are rated about 1850–2100,
 * so from here a rung is one of the hardest (at least this rating) rather than harder still.
 */
export const LADDER_TOP = 1850;
/** Candidates per kind and rung: 4 kinds × 2 keeps a rung's choice around 1 ms (npm run bench). */
export const LADDER_CANDIDATES = 2;

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

export interface LadderRequest {
  /** Right answers so far (the rung to serve is `step + 1`). */
  step: number;
  /** The puzzle of the rung before, or null on the first rung. */
  last: { rating: number; type: PuzzleType } | null;
  /** Session seed and the index to continue from (as in nextPuzzle). */
  session: number;
  index: number;
  /** Ids already shown. */
  seen: ReadonlySet<string>;
}

/**
 * The next rung's puzzle (HKE): of another kind than the last rung, rated at least as the last
 * (or at least LADDER_TOP once the ladder is there), the nearest to the rung's rating. When no
 * candidate is that hard, the hardest candidate is served.
 */
export function ladderPuzzle(r: LadderRequest): Selected {
  const floor = r.last === null ? 0 : Math.min(r.last.rating, LADDER_TOP);
  const target = Math.max(ladderTarget(r.step), floor);
  const start = Number.isSafeInteger(r.index) && r.index >= 0 ? r.index : 0;
  const cost = (p: RatedPuzzle): number =>
    p.rating >= floor ? Math.abs(p.rating - target) : RATING_MAX + (floor - p.rating);
  let best: { puzzle: RatedPuzzle; cost: number } | null = null;
  let i = start;
  for (const type of PUZZLE_TYPES) {
    if (type === r.last?.type) continue;
    let level: Level = levelsFor(type, target)[0]!;
    for (let k = 0; k < LADDER_CANDIDATES; k++) {
      const puzzle = generatePuzzle(sessionKey({ type, level, rules: 'hke' }, r.session, i++));
      // Too easy at this level: the kind's next candidate comes from the level above.
      if (puzzle.rating < floor && level < 3) level = (level + 1) as Level;
      if (r.seen.has(puzzle.id)) continue;
      const c = cost(puzzle);
      if (best === null || c < best.cost) best = { puzzle, cost: c };
    }
  }
  if (best === null) return { ok: false, error: { code: 'exhausted' } };
  return { ok: true, puzzle: best.puzzle, next: i, inWindow: best.puzzle.rating >= floor };
}
