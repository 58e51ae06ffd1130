// Spaced repetition of missed puzzles with FSRS (fsrs.ts, the scheduler modern flashcard apps
// use). A puzzle's key is its card: a miss schedules it (or starts it over), a right answer on a
// scheduled card pushes it further out. Cards are plain JSON data kept in the progress store, so
// the schedule works offline. Intervals are whole days (short-term steps off): a missed puzzle
// comes back the next day, not ten minutes later in the same session.
import { AGAIN, GOOD, nextCard, type FsrsCard } from './fsrs.ts';
import { putCard, type ReviewCard } from './review-cards.ts';

export { dueToday, MAX_REVIEWS, parseReviewCard, type ReviewCard } from './review-cards.ts';

// No fuzz (fsrs.ts): the same answers on the same days give the same schedule (tests, two tabs).

function toCard(c: ReviewCard): FsrsCard {
  return {
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    scheduled_days: c.scheduled,
    ...(c.last === null ? {} : { last_review: new Date(c.last) }),
  };
}

/** A card never reviewed, due `now`. */
const emptyCard = (now: Date): FsrsCard => ({
  due: now,
  stability: 0,
  difficulty: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  scheduled_days: 0,
});

function fromCard(key: string, c: FsrsCard): ReviewCard {
  return {
    key,
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last: c.last_review ? c.last_review.toISOString() : null,
    scheduled: c.scheduled_days,
  };
}

/**
 * The cards after an answer to the puzzle `key` at `now`: a scheduled card is reviewed (right:
 * Good, wrong: Again); a miss of an unscheduled puzzle schedules it; a right answer to one that
 * was never missed changes nothing.
 */
export function reviewAnswer(cards: readonly ReviewCard[], key: string, right: boolean, now: Date): ReviewCard[] {
  const old = cards.find((c) => c.key === key);
  if (old === undefined && right) return [...cards];
  const card = old === undefined ? emptyCard(now) : toCard(old);
  return putCard(cards, fromCard(key, nextCard(card, now, right ? GOOD : AGAIN)));
}
