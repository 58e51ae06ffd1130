// Spaced repetition of missed puzzles with FSRS (ts-fsrs, the scheduler modern flashcard apps
// use). A puzzle's key is its card: a miss schedules it (or starts it over), a right answer on a
// scheduled card pushes it further out. Cards are plain JSON data kept in the progress store, so
// the schedule works offline. Intervals are whole days (short-term steps off): a missed puzzle
// comes back the next day, not ten minutes later in the same session.
import { createEmptyCard, fsrs, Rating as Grade, type Card } from 'ts-fsrs';
import type { ReviewCard } from './review-cards.ts';

export { dueToday, parseReviewCard, type ReviewCard } from './review-cards.ts';

/** How many cards are kept: the most stable go first (they are nearly learnt). */
export const MAX_REVIEWS = 300;

// No fuzz: the same answers on the same days give the same schedule (tests, two tabs).
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

function toCard(c: ReviewCard): Card {
  return {
    ...createEmptyCard(new Date(c.due)),
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

function fromCard(key: string, c: Card): ReviewCard {
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
  const card = old === undefined ? createEmptyCard(now) : toCard(old);
  const next = fromCard(key, scheduler.next(card, now, right ? Grade.Good : Grade.Again).card);
  const rest = cards.filter((c) => c.key !== key);
  const all = [...rest, next];
  if (all.length <= MAX_REVIEWS) return all;
  const drop = [...all].sort((a, b) => b.stability - a.stability)[0]!;
  return all.filter((c) => c !== drop);
}
