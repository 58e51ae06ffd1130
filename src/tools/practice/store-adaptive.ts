// The adaptive part of the practice progress (since store version 2): a Glicko-2 rating per
// puzzle type with its history, the FSRS schedule of missed puzzles, right/answered per theme and
// the best streak-ladder run. Read field by field like the rest of the figures (snapshot.ts):
// what cannot be read is counted as lost and left out, never thrown.
import { DEFAULT_RATING, parseRating, rateOne, type Rating } from '../../engine/puzzles/glicko.ts';
import { isTheme, type Theme } from '../../engine/puzzles/themes.ts';
import { PUZZLE_TYPES, type PuzzleType } from '../../engine/puzzles/types.ts';
import { parseReviewCard, type ReviewCard } from './review-cards.ts';

/** The rating after each day's last answer: `[date, rating]`, oldest first. */
export type RatingPoint = readonly [date: string, rating: number];
export interface RatingEntry extends Rating {
  history: RatingPoint[];
}
type Tally = readonly [right: number, answered: number];

export interface AdaptiveData {
  /** Glicko-2 rating per puzzle type (a type never answered has none: DEFAULT_RATING). */
  ratings: Partial<Record<PuzzleType, RatingEntry>>;
  /** The FSRS schedule of missed puzzles (review.ts). */
  reviews: ReviewCard[];
  /** Right and answered per theme, over all time. */
  themes: Partial<Record<Theme, Tally>>;
  /** The longest streak-ladder run. */
  ladderBest: number;
}

/** Rating points kept per type (a year of daily practice). */
export const MAX_HISTORY = 366;

export const emptyAdaptive = (): AdaptiveData => ({ ratings: {}, reviews: [], themes: {}, ladderBest: 0 });

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Json, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e9;
const isTally = (t: unknown): t is [number, number] =>
  Array.isArray(t) && t.length === 2 && count(t[0]) && count(t[1]) && t[0] <= t[1];
const isPoint = (p: unknown): p is [string, number] =>
  Array.isArray(p) &&
  p.length === 2 &&
  typeof p[0] === 'string' &&
  DATE.test(p[0]) &&
  parseRating({ rating: p[1], rd: 0, vol: 0 }) !== undefined;

function readRatings(v: unknown, out: AdaptiveData): number {
  if (v === undefined) return 0;
  if (!isObject(v)) return 1;
  let lost = 0;
  for (const [type, entry] of Object.entries(v)) {
    const r = parseRating(entry);
    if (!(PUZZLE_TYPES as readonly string[]).includes(type) || r === undefined || !isObject(entry)) {
      lost++;
      continue;
    }
    const raw = own(entry, 'history');
    const history = Array.isArray(raw) ? raw.filter(isPoint).map(([d, x]): RatingPoint => [d, x]) : [];
    lost += Array.isArray(raw) ? raw.length - history.length : raw === undefined ? 0 : 1;
    out.ratings[type as PuzzleType] = { ...r, history: history.slice(-MAX_HISTORY) };
  }
  return lost;
}

/** The adaptive fields of a stored object; `lost` counts entries left out. */
export function readAdaptive(o: Json): { data: AdaptiveData; lost: number } {
  const data = emptyAdaptive();
  let lost = readRatings(own(o, 'ratings'), data);
  const reviews = own(o, 'reviews');
  if (Array.isArray(reviews)) {
    for (const x of reviews) {
      const c = parseReviewCard(x);
      if (c && !data.reviews.some((r) => r.key === c.key)) data.reviews.push(c);
      else lost++;
    }
  } else if (reviews !== undefined) lost++;
  const themes = own(o, 'themes');
  if (isObject(themes)) {
    for (const [t, tally] of Object.entries(themes)) {
      if (isTheme(t) && isTally(tally)) data.themes[t] = [tally[0], tally[1]];
      else lost++;
    }
  } else if (themes !== undefined) lost++;
  const best = own(o, 'ladderBest');
  if (count(best)) data.ladderBest = best;
  else if (best !== undefined) lost++;
  return { data, lost };
}

/**
 * Version 1 → 2: the new fields start empty, and each remembered mistake becomes a review card
 * due today (a new FSRS card: nothing is known of it yet), so old mistakes join the schedule.
 */
export function migrateToV2(o: Json, today: string): Json {
  const mistakes = own(o, 'mistakes');
  const due = new Date(`${today}T00:00:00`).toISOString();
  const reviews = Array.isArray(mistakes)
    ? mistakes
        .filter((k): k is string => typeof k === 'string')
        .map((key) => ({
          key,
          due,
          stability: 0,
          difficulty: 0,
          reps: 0,
          lapses: 0,
          state: 0,
          last: null,
          scheduled: 0,
        }))
    : [];
  return { ...o, version: 2, ratings: {}, reviews, themes: {}, ladderBest: 0 };
}

/** The learner's rating for `type` (the Glicko default before the first answer). */
export const learnerRating = (d: AdaptiveData, type: PuzzleType): Rating => d.ratings[type] ?? { ...DEFAULT_RATING };

/** The rating and theme tallies after an answer to a puzzle of difficulty `puzzle.rating`. */
export function rateAnswer<D extends AdaptiveData>(
  d: D,
  date: string,
  type: PuzzleType,
  puzzle: { rating: number; themes: readonly Theme[] },
  right: boolean,
): D {
  const old = d.ratings[type];
  const r = rateOne(old ?? DEFAULT_RATING, puzzle.rating, right);
  const history = (old?.history ?? []).filter(([day]) => day !== date);
  const entry: RatingEntry = { ...r, history: [...history, [date, r.rating] as RatingPoint].slice(-MAX_HISTORY) };
  const themes = { ...d.themes };
  for (const t of new Set(puzzle.themes)) {
    const [ok, n] = themes[t] ?? [0, 0];
    themes[t] = [ok + (right ? 1 : 0), n + 1];
  }
  return { ...d, ratings: { ...d.ratings, [type]: entry }, themes };
}

/** Themes answered at least once, weakest first: by accuracy (with one right and one wrong added, so one miss is not 0 %), then the most practised. */
export function weakThemes(d: AdaptiveData): { theme: Theme; right: number; answered: number }[] {
  const score = (r: number, n: number): number => (r + 1) / (n + 2);
  return (Object.entries(d.themes) as [Theme, Tally][])
    .map(([theme, [right, answered]]) => ({ theme, right, answered }))
    .filter((x) => x.answered > 0)
    .sort((a, b) => score(a.right, a.answered) - score(b.right, b.answered) || b.answered - a.answered);
}
