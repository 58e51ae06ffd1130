// Which puzzle comes next, as pure functions of the engine, the page's state and the stored
// progress: the stream near the learner's rating (or of a chosen theme), the streak ladder's next
// rung, a review due today. The controller (controller.ts) shows what these return.
import type { Ladder } from '../../engine/puzzles/ladder.ts';
import type { Dial } from '../../engine/puzzles/select.ts';
import type { Theme } from '../../engine/puzzles/themes.ts';
import type { Puzzle, RatedPuzzle } from '../../engine/puzzles/types.ts';
import type { PuzzleEngine } from './load.ts';
import { dueToday } from './review-cards.ts';
import { currentPuzzle, type PracticeState } from './state.ts';
import { learnerRating, type PracticeData } from './store.ts';

/** The next stream puzzle of a kind that was not seen in this session (or, past the skips, the plain next one). */
export function streamPuzzle(e: PuzzleEngine, s: PracticeState, index: number): { puzzle: Puzzle; next: number } {
  const kind = { type: s.type, level: s.level, rules: s.rules };
  const r = e.nextPuzzle(kind, s.session, index, new Set(s.seen));
  return r.ok
    ? { puzzle: r.puzzle, next: r.next }
    : { puzzle: e.generatePuzzle(e.sessionKey(kind, s.session, index)), next: index + 1 };
}

/** The next puzzle near the learner's rating for the chosen type and dial, or of the chosen theme. */
export function adaptivePuzzle(
  e: PuzzleEngine,
  s: PracticeState,
  store: PracticeData,
  dial: Dial,
  theme: Theme | null,
  index: number,
): { puzzle: Puzzle; next: number } {
  const seen = new Set(s.seen);
  const common = { rules: s.rules, session: s.session, index, seen };
  // A theme spans kinds: each kind's candidates are matched to the learner's rating for that kind.
  const byType = Object.fromEntries(Object.entries(store.ratings).map(([t, x]) => [t, x.rating]));
  const r = theme
    ? e.themePuzzle({ ...common, theme, dial, learner: learnerRating(store, s.type).rating, byType })
    : e.selectPuzzle({ ...common, type: s.type, dial, learner: learnerRating(store, s.type).rating });
  return r.ok ? { puzzle: r.puzzle, next: r.next } : streamPuzzle(e, s, index);
}

/**
 * The puzzle of the ladder's next rung (HKE): rated at least as the rung before and nearer the
 * rung's rating, of another kind (ladder.ts). `last` is the rung just answered, if any.
 */
export function ladderPuzzle(
  e: PuzzleEngine,
  s: PracticeState,
  l: Ladder,
  last: RatedPuzzle | null,
  index: number,
): { puzzle: Puzzle; next: number } {
  const r = e.ladderPuzzle({
    step: l.step,
    last: last && { rating: last.rating, type: last.type },
    session: s.session,
    index,
    seen: new Set(s.seen),
  });
  return r.ok ? { puzzle: r.puzzle, next: r.next } : streamPuzzle(e, { ...s, level: 1, rules: 'hke' }, index);
}

/** The first puzzle due for review today whose key still parses (a key of a generator no longer made is skipped). */
export function duePuzzle(e: PuzzleEngine, store: PracticeData, now: Date): Puzzle | null {
  for (const key of dueToday(store.reviews, now)) {
    const k = e.parsePuzzleKey(key);
    if (k.ok) return e.generatePuzzle(k.value);
  }
  return null;
}

/**
 * The next of today's missed puzzles (`keys`, in the order missed): the first that is not on
 * screen, so a wrong retry does not come straight back while others wait; the one on screen
 * when it is the only one left. Keys that no longer parse are skipped.
 */
export function retryPuzzle(e: PuzzleEngine, keys: readonly string[], s: PracticeState): Puzzle | null {
  const shown = currentPuzzle(s);
  const onScreen = shown === null ? null : e.makePuzzleKey(shown.key);
  const order = [...keys.filter((k) => k !== onScreen), ...keys.filter((k) => k === onScreen)];
  for (const key of order) {
    const k = e.parsePuzzleKey(key);
    if (k.ok) return e.generatePuzzle(k.value);
  }
  return null;
}
