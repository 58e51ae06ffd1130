// What a learner does on the practice page, as events: each answer (with what the fold needs to
// replay it: the puzzle's type, difficulty and themes, the review card it left) and each retried
// mistake. The stored progress is a snapshot plus the events after it (merge.ts); the figures
// the page shows are folded from them in order (foldEvents), so two tabs' events merged count as
// if answered one after the other. Stored events are checked field by field like the rest of the
// store: one that cannot be read is left out and counted, never thrown.
import { isTheme, type Theme } from '../../engine/puzzles/themes.ts';
import { PUZZLE_TYPES, type PuzzleType } from '../../engine/puzzles/types.ts';
import { parseReviewCard, putCard, type ReviewCard } from './review-cards.ts';
import { recordAnswer, recordLadder, recordRated, recordRetry, type PracticeData } from './snapshot.ts';

interface Stamp {
  /** Unique: the time (base 36, 9 digits), the tab and its counter, so ids sort by time. */
  id: string;
  /** When, in ms since 1970. */
  t: number;
}

/** A first answer to a puzzle (a reveal before answering is a wrong one). */
export interface AnswerEvent extends Stamp {
  k: 'answer';
  /** The learner's local date: the day it is counted under. */
  date: string;
  type: PuzzleType;
  key: string;
  right: boolean;
  /** The day's daily puzzle. */
  daily?: true;
  /** The puzzle's difficulty and themes (the rating and theme tallies are folded from them). */
  rating: number;
  themes: Theme[];
  /** The puzzle's review card after this answer (the scheduler is not in the store), or null: none. */
  card: ReviewCard | null;
  /** A streak-ladder rung: the run after this answer. */
  run?: number;
}

/** A puzzle missed today, answered again ("retry today's mistakes"). */
export interface RetryEvent extends Stamp {
  k: 'retry';
  key: string;
  right: boolean;
}

export type PracticeEvent = AnswerEvent | RetryEvent;

/** The id of a tab's `n`-th event at `t`. */
export const eventId = (t: number, tab: string, n: number): string =>
  `${t.toString(36).padStart(9, '0')}-${tab}-${n.toString(36).padStart(4, '0')}`;

/** A tab's name in event ids: random, so two tabs never make the same id. */
export const tabId = (): string => Math.floor(Math.random() * 36 ** 6).toString(36);

/** Events ordered by time, then id. */
export const byTime = (a: PracticeEvent, b: PracticeEvent): number => a.t - b.t || (a.id < b.id ? -1 : +(a.id > b.id));

/** The data after `events`, applied in the order given. */
export function foldEvents(base: PracticeData, events: readonly PracticeEvent[]): PracticeData {
  let d = base;
  for (const e of events) {
    if (e.k === 'retry') {
      d = recordRetry(d, e.key, e.right);
      continue;
    }
    const reviews = e.card ? putCard(d.reviews, e.card) : d.reviews;
    d = recordAnswer(d, e.date, e.type, e.key, e.right, e.daily === true);
    d = recordRated(d, e.date, e.type, e, e.right, reviews);
    if (e.run !== undefined) d = recordLadder(d, e.run);
  }
  return d;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An event id as eventId makes it. */
export const EVENT_ID = /^[0-9a-z]{9}-[0-9a-z]{1,12}-[0-9a-z]{1,12}$/;
const KEY = /^[0-9a-z-]{1,32}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const time = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

/** A stored event, checked field by field; undefined when it cannot be used. */
export function parseEvent(x: unknown): PracticeEvent | undefined {
  if (!isObject(x) || typeof x.id !== 'string' || !EVENT_ID.test(x.id) || !time(x.t)) return undefined;
  if (typeof x.key !== 'string' || !KEY.test(x.key) || typeof x.right !== 'boolean') return undefined;
  const stamp = { id: x.id, t: x.t, key: x.key, right: x.right };
  if (x.k === 'retry') return { k: 'retry', ...stamp };
  if (x.k !== 'answer') return undefined;
  const card = x.card === null ? null : parseReviewCard(x.card);
  const ok =
    typeof x.date === 'string' &&
    DATE.test(x.date) &&
    (PUZZLE_TYPES as readonly unknown[]).includes(x.type) &&
    typeof x.rating === 'number' &&
    Number.isFinite(x.rating) &&
    Array.isArray(x.themes) &&
    x.themes.every((t) => typeof t === 'string' && isTheme(t)) &&
    card !== undefined &&
    (card === null || card.key === x.key) &&
    (x.daily === undefined || x.daily === true) &&
    (x.run === undefined || (Number.isSafeInteger(x.run) && (x.run as number) >= 0));
  if (!ok) return undefined;
  return {
    k: 'answer',
    ...stamp,
    date: x.date as string,
    type: x.type as PuzzleType,
    ...(x.daily ? { daily: true as const } : {}),
    rating: x.rating as number,
    themes: [...(x.themes as Theme[])],
    card,
    ...(x.run === undefined ? {} : { run: x.run as number }),
  };
}
