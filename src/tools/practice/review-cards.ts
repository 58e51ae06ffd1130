// Scheduled puzzles as stored data: the card type, "due today", and the check of a stored card.
// No scheduler here (review.ts has it, in the puzzle engine chunk), so the store and the page
// can read the schedule and show what is due before that chunk has loaded.

/** A scheduled puzzle, as stored. Dates are ISO strings (JSON has no dates). */
export interface ReviewCard {
  /** The puzzle key (`1w2e-k3x9q1`). */
  key: string;
  /** When it is due again. */
  due: string;
  /** FSRS memory state: days until recall drops to 90 %, and difficulty 1–10. */
  stability: number;
  difficulty: number;
  /** Reviews and misses so far. */
  reps: number;
  lapses: number;
  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  /** The last review, or null. */
  last: string | null;
  /** The interval just given, in days. */
  scheduled: number;
}

/** The end of `now`'s local day: "due today" means due before it. */
export function endOfDay(now: Date): Date {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d;
}

/** Keys of the puzzles due by the end of `now`'s day, most overdue first. */
export function dueToday(cards: readonly ReviewCard[], now: Date): string[] {
  const end = endOfDay(now).getTime();
  return cards
    .filter((c) => Date.parse(c.due) <= end)
    .sort((a, b) => Date.parse(a.due) - Date.parse(b.due) || a.key.localeCompare(b.key))
    .map((c) => c.key);
}

/** How many cards are kept: the most stable go first (they are nearly learnt). */
export const MAX_REVIEWS = 300;

/** The cards with `card` put in place of the card of its key (or added), then trimmed to MAX_REVIEWS. */
export function putCard(cards: readonly ReviewCard[], card: ReviewCard): ReviewCard[] {
  const all = [...cards.filter((c) => c.key !== card.key), card];
  if (all.length <= MAX_REVIEWS) return all;
  const drop = [...all].sort((a, b) => b.stability - a.stability)[0]!;
  return all.filter((c) => c !== drop);
}

const DAY = 24 * 60 * 60 * 1000;

/** The start of `d`'s local day. */
function startOfDay(d: Date): Date {
  const x = new Date(d);
  x.setHours(0, 0, 0, 0);
  return x;
}

/** Whole local days from `now`'s day to `d`'s (a day of 23 or 25 hours still counts one). */
const daysBetween = (now: Date, d: Date): number =>
  Math.round((startOfDay(d).getTime() - startOfDay(now).getTime()) / DAY);

/**
 * When the schedule brings puzzles back after today: the first later day with puzzles due, in
 * days from today, and how many are due that day; null when none is scheduled after today.
 */
export function nextDue(cards: readonly ReviewCard[], now: Date): { days: number; count: number } | null {
  const later = cards.map((c) => daysBetween(now, new Date(c.due))).filter((d) => d > 0);
  if (later.length === 0) return null;
  const days = Math.min(...later);
  return { days, count: later.filter((d) => d === days).length };
}

/**
 * Keys of the puzzles answered wrong today and not answered right since, in the order they were
 * missed: `mistakes` (the store's list, which a right answer leaves) whose card was last reviewed
 * today. A miss always writes its card (review.ts), so the card's last review is the miss.
 */
export function missedToday(mistakes: readonly string[], cards: readonly ReviewCard[], now: Date): string[] {
  const today = new Set(
    cards.filter((c) => c.last !== null && daysBetween(now, new Date(c.last)) === 0).map((c) => c.key),
  );
  return mistakes.filter((k) => today.has(k));
}

const KEY = /^[0-9a-z-]{1,32}$/;
const finite = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
const isoDate = (x: unknown): x is string => typeof x === 'string' && x.length <= 40 && !Number.isNaN(Date.parse(x));

/** A stored card, checked field by field; undefined when any field is unusable. */
export function parseReviewCard(x: unknown): ReviewCard | undefined {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return undefined;
  const o = x as Record<string, unknown>;
  const ok =
    typeof o.key === 'string' &&
    KEY.test(o.key) &&
    isoDate(o.due) &&
    finite(o.stability, 0, 1e6) &&
    finite(o.difficulty, 0, 11) &&
    finite(o.reps, 0, 1e9) &&
    finite(o.lapses, 0, 1e9) &&
    finite(o.state, 0, 3) &&
    (o.last === null || isoDate(o.last)) &&
    finite(o.scheduled, 0, 1e6);
  if (!ok) return undefined;
  return {
    key: o.key as string,
    due: new Date(o.due as string).toISOString(),
    stability: o.stability as number,
    difficulty: o.difficulty as number,
    reps: o.reps as number,
    lapses: o.lapses as number,
    state: Math.trunc(o.state as number),
    last: o.last === null ? null : new Date(o.last as string).toISOString(),
    scheduled: o.scheduled as number,
  };
}
