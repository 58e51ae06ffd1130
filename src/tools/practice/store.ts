// Practice progress, kept in the visitor's browser only (localStorage key PRACTICE_KEY), as JSON:
//   { "version": 1, "days": { "2026-11-23": { "waits": [3, 4] } }, "streak": 2, "best": 5,
//     "mistakes": ["1w2e-k3x9q1"], "daily": { "2026-11-23": true },
//     "ratings": { "waits": { "rating": 1540, "rd": 80, "vol": 0.06, "history": [["2026-11-23", 1540]] } },
//     "reviews": [{ "key": "1w2e-k3x9q1", "due": "…", … }], "themes": { "seven-pairs": [2, 3] }, "ladderBest": 7 }
// `days` holds [right, answered] per type and local date; the adaptive fields (version 2) are
// described in store-adaptive.ts. Storage can hold anything (an older
// or newer version, hand edits, junk, another site's data): readPractice never throws, keeps
// every entry it can read, and says what it could not read, so the page reports it instead of
// silently dropping it. The raw value is backed up (BACKUP_KEY, a later one under a dated key)
// before a damaged one is replaced (storage.ts).
import type { Theme } from '../../engine/puzzles/themes.ts';
import { PUZZLE_TYPES, type PuzzleType } from '../../engine/puzzles/types.ts';
import type { ReviewCard } from './review-cards.ts';
import {
  emptyAdaptive,
  mergeAdaptive,
  migrateToV2,
  rateAnswer,
  readAdaptive,
  type AdaptiveData,
} from './store-adaptive.ts';

export const PRACTICE_KEY = 'fanlaak:practice:v1';
export const BACKUP_KEY = 'fanlaak:practice-backup:v1';
/** 1: days, streak, mistakes, dailies; 2: adds ratings, reviews, themes, ladderBest. */
export const STORE_VERSION = 2;
/** How many missed puzzles "repeat my mistakes" remembers (the oldest go first). */
export const MAX_MISTAKES = 200;
/** How many days of history are kept. */
export const MAX_DAYS = 366;

export type Tally = readonly [right: number, answered: number];
export type DayStats = Partial<Record<PuzzleType, Tally>>;

export interface PracticeData extends AdaptiveData {
  version: typeof STORE_VERSION;
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

/** What reading found: `ok`, nothing stored, or a problem (the good parts are still in `data`). */
export type ReadProblem = 'unreadable' | 'foreign' | 'newer' | 'damaged';
export interface ReadResult {
  data: PracticeData;
  problem: ReadProblem | null;
}

export const emptyPractice = (): PracticeData => ({
  version: STORE_VERSION,
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
function readFields(o: Json): { data: PracticeData; lost: number } {
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

/**
 * Brings an older stored shape up to the current version, one version at a time. Version 0
 * (before the version field) kept `right`/`answered` totals per type without dates: they are
 * filed under `today`. Version 1 → 2: see migrateToV2 (mistakes join the review schedule).
 */
export function migrate(o: Json, today: string): Json {
  let x = o;
  if (own(x, 'version') === undefined) {
    const totals = own(x, 'totals');
    if (!isObject(totals)) return o;
    const day: Json = {};
    for (const [type, t] of Object.entries(totals)) {
      if (isObject(t)) day[type] = [own(t, 'right'), own(t, 'answered')];
    }
    const { totals: _dropped, ...rest } = x;
    x = { ...rest, version: 1, days: { [today]: day } };
  }
  if (own(x, 'version') === 1) x = migrateToV2(x, today);
  return x;
}

/** Reads any stored string (or null). Never throws. */
export function readPractice(raw: string | null | undefined, today: string): ReadResult {
  if (raw === null || raw === undefined || raw === '') return { data: emptyPractice(), problem: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { data: emptyPractice(), problem: 'unreadable' };
  }
  if (!isObject(value)) return { data: emptyPractice(), problem: 'foreign' };
  const o = migrate(value, today);
  const version = own(o, 'version');
  if (version !== STORE_VERSION) {
    // A newer version of the site wrote this: read what we know, report the rest.
    const newer = typeof version === 'number' && version > STORE_VERSION;
    const { data } = readFields(o);
    return { data, problem: newer ? 'newer' : 'foreign' };
  }
  const { data, lost } = readFields(o);
  return { data, problem: lost > 0 ? 'damaged' : null };
}

export const writePractice = (data: PracticeData): string => JSON.stringify(data);

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

function trimDays(days: Record<string, DayStats>): Record<string, DayStats> {
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
 * Progress imported from a file, merged into what is stored: tallies of a day and type take the
 * larger count (importing the same file twice changes nothing), mistakes and dailies are joined.
 */
export function mergePractice(a: PracticeData, b: PracticeData): PracticeData {
  const days: Record<string, DayStats> = { ...a.days };
  for (const [date, day] of Object.entries(b.days)) {
    const merged: DayStats = { ...(days[date] ?? {}) };
    for (const t of PUZZLE_TYPES) {
      const x = merged[t];
      const y = day[t];
      if (y && (!x || y[1] > x[1])) merged[t] = y;
    }
    days[date] = merged;
  }
  const mistakes = [...new Set([...a.mistakes, ...b.mistakes])].slice(-MAX_MISTAKES);
  return {
    ...mergeAdaptive(a, b),
    version: STORE_VERSION,
    days: trimDays(days),
    streak: a.streak,
    best: Math.max(a.best, b.best),
    mistakes,
    daily: { ...b.daily, ...a.daily },
  };
}

/** Reads an imported file: its data, or null when it is not our progress at all. */
export function readImport(text: string, today: string): ReadResult | null {
  if (text.trim() === '') return null;
  const r = readPractice(text, today);
  if (r.problem === 'unreadable' || r.problem === 'foreign') return null;
  return r;
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

export { learnerRating, weakThemes } from './store-adaptive.ts';
