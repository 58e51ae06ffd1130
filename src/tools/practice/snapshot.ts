// The practice figures as the page shows them (streak, tallies per day and type, mistakes,
// dailies and the adaptive fields of store-adaptive.ts), how one answer changes them, and how
// they are read field by field from a stored object (any version's: store.ts migrates first).
// The stored progress keeps them as a snapshot with the events after it (merge.ts).
import type { Theme } from '../../engine/puzzles/themes.ts';
import { PUZZLE_TYPES, type PuzzleType } from '../../engine/puzzles/types.ts';
import type { ReviewCard } from './review-cards.ts';
import { emptyAdaptive, rateAnswer, readAdaptive, type AdaptiveData } from './store-adaptive.ts';

/** How many missed puzzles "repeat my mistakes" remembers (the oldest go first). */
export const MAX_MISTAKES = 200;
/** How many days of history are kept. */
export const MAX_DAYS = 366;

export type Tally = readonly [right: number, answered: number];
export type DayStats = Partial<Record<PuzzleType, Tally>>;

export interface PracticeData extends AdaptiveData {
  /** Per local date `YYYY-MM-DD`: right and answered puzzles per type. */
  days: Record<string, DayStats>;
  /** Right answers in a row now, and the best run. */
  streak: number;
  best: number;
  /** Keys of missed puzzles not yet solved again, oldest first. */
  mistakes: string[];
  /** Daily puzzles answered: true when right. */
  daily: Record<string, boolean>;
}

export const emptyPractice = (): PracticeData => ({
  days: {},
  streak: 0,
  best: 0,
  mistakes: [],
  daily: {},
  ...emptyAdaptive(),
});

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Json, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Same alphabet and length as puzzle keys; the page parses and validates each before use.
const KEY = /^[0-9a-z-]{1,32}$/;
const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e9;

/** The readable fields of a stored object; `lost` counts entries that had to be left out. */
export function readFields(o: Json): { data: PracticeData; lost: number } {
  const data = emptyPractice();
  let lost = 0;
  const days = own(o, 'days');
  if (isObject(days)) {
    for (const [date, day] of Object.entries(days)) {
      if (!DATE.test(date) || !isObject(day)) {
        lost++;
        continue;
      }
      const stats: DayStats = {};
      for (const [type, tally] of Object.entries(day)) {
        const ok =
          (PUZZLE_TYPES as readonly string[]).includes(type) &&
          Array.isArray(tally) &&
          tally.length === 2 &&
          count(tally[0]) &&
          count(tally[1]) &&
          tally[0] <= tally[1];
        if (ok) stats[type as PuzzleType] = [tally[0], tally[1]];
        else lost++;
      }
      data.days[date] = stats;
    }
  } else if (days !== undefined) lost++;
  const streak = own(o, 'streak');
  const best = own(o, 'best');
  if (count(streak)) data.streak = streak;
  else if (streak !== undefined) lost++;
  if (count(best)) data.best = Math.max(best, data.streak);
  else if (best !== undefined) lost++;
  data.best = Math.max(data.best, data.streak);
  const mistakes = own(o, 'mistakes');
  if (Array.isArray(mistakes)) {
    for (const m of mistakes) {
      if (typeof m === 'string' && KEY.test(m)) {
        if (!data.mistakes.includes(m)) data.mistakes.push(m);
      } else lost++;
    }
    data.mistakes = data.mistakes.slice(-MAX_MISTAKES);
  } else if (mistakes !== undefined) lost++;
  const daily = own(o, 'daily');
  if (isObject(daily)) {
    for (const [date, right] of Object.entries(daily)) {
      if (DATE.test(date) && typeof right === 'boolean') data.daily[date] = right;
      else lost++;
    }
  } else if (daily !== undefined) lost++;
  const adaptive = readAdaptive(o);
  return { data: { ...data, ...adaptive.data }, lost: lost + adaptive.lost };
}

/** The data after one answer to a puzzle of `type` (key `key`) on `date`. */
export function recordAnswer(
  data: PracticeData,
  date: string,
  type: PuzzleType,
  key: string,
  right: boolean,
  daily = false,
): PracticeData {
  const day = { ...(data.days[date] ?? {}) };
  const [r, n] = day[type] ?? [0, 0];
  day[type] = [r + (right ? 1 : 0), n + 1];
  const streak = right ? data.streak + 1 : 0;
  let mistakes = data.mistakes.filter((m) => m !== key);
  if (!right) mistakes = [...mistakes, key].slice(-MAX_MISTAKES);
  const days = trimDays({ ...data.days, [date]: day });
  const dailyNext = daily && data.daily[date] === undefined ? { ...data.daily, [date]: right } : data.daily;
  return {
    ...data,
    days,
    streak,
    best: Math.max(data.best, streak),
    mistakes,
    daily: dailyNext,
  };
}

/** The days, the latest MAX_DAYS kept. */
export function trimDays(days: Record<string, DayStats>): Record<string, DayStats> {
  const dates = Object.keys(days).sort();
  if (dates.length <= MAX_DAYS) return days;
  return Object.fromEntries(dates.slice(-MAX_DAYS).map((d) => [d, days[d]!]));
}

/** Right and answered over all days, per type. */
export function totals(data: PracticeData): Record<PuzzleType, Tally> {
  const out = Object.fromEntries(PUZZLE_TYPES.map((t) => [t, [0, 0]])) as Record<PuzzleType, [number, number]>;
  for (const day of Object.values(data.days)) {
    for (const t of PUZZLE_TYPES) {
      const tally = day[t];
      if (tally) {
        out[t][0] += tally[0];
        out[t][1] += tally[1];
      }
    }
  }
  return out;
}

/**
 * The adaptive data after an answer, beside recordAnswer: the type's Glicko-2 rating against the
 * puzzle's difficulty, the puzzle's themes, and the review schedule `reviews` the caller got from
 * the engine chunk's `reviewAnswer(data.reviews, key, right, now)` (the scheduler is not bundled
 * with the store).
 */
export function recordRated(
  data: PracticeData,
  date: string,
  type: PuzzleType,
  puzzle: { rating: number; themes: readonly Theme[] },
  right: boolean,
  reviews: readonly ReviewCard[] = data.reviews,
): PracticeData {
  return { ...rateAnswer(data, date, type, puzzle, right), reviews: [...reviews] };
}

/**
 * The data after answering again a puzzle missed today ("retry today's mistakes"): a right
 * answer takes it off the mistakes; nothing else changes. The learner has just seen its
 * solution, so the answer says little of their skill: tallies, streak, ratings and the review
 * schedule stay as the first answer left them.
 */
export function recordRetry(data: PracticeData, key: string, right: boolean): PracticeData {
  return right ? { ...data, mistakes: data.mistakes.filter((m) => m !== key) } : data;
}

/** The data after a streak-ladder run of `run` right answers: the best run is kept. */
export const recordLadder = (data: PracticeData, run: number): PracticeData =>
  Number.isSafeInteger(run) && run > data.ladderBest ? { ...data, ladderBest: run } : data;
