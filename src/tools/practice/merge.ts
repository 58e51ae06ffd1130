// The stored practice progress as events (store version 3): a snapshot of the figures (`base`),
// the ids of the events folded into it (`applied`, the latest MAX_APPLIED), and the events after
// it in time order. The figures shown are the events folded onto the snapshot (foldStored).
//
// mergePractice(a, b) joins two stored values (two tabs', or a file imported into the browser's):
// the events are joined by id and ordered by time, then id, so both sides' answers count as if
// answered one after the other; an event whose id either side has folded into its snapshot is not
// applied again. Of the two snapshots, the one that has folded in every event the other has holds
// it (the same browser's progress, further on) and is taken as it is; snapshots of unrelated
// progress are joined figure by figure (mergeBases). The result does not depend on the order of
// the arguments, and merging a value it already holds changes nothing.
//
// So the store does not grow without end, settle() folds the oldest events into the snapshot once
// there are more than MAX_EVENTS; that changes no figure (foldStored is the same before and after).
import { PUZZLE_TYPES } from '../../engine/puzzles/types.ts';
import type { Theme } from '../../engine/puzzles/themes.ts';
import { byTime, foldEvents, type PracticeEvent } from './events.ts';
import type { RatingEntry } from './store-adaptive.ts';
import { emptyPractice, MAX_MISTAKES, trimDays, type DayStats, type PracticeData, type Tally } from './snapshot.ts';

export interface StoredPractice {
  /** The figures after every event folded in so far. */
  base: PracticeData;
  /** Ids of the latest events folded into `base`, sorted (ids sort by time). */
  applied: string[];
  /** The events after `base`, ordered by time, then id. */
  events: PracticeEvent[];
}

/** More events than this are folded into the snapshot, down to KEEP_EVENTS. */
export const MAX_EVENTS = 200;
export const KEEP_EVENTS = 100;
/** Ids of folded events kept: an older copy of an event (a file exported long ago) is known. */
export const MAX_APPLIED = 1000;

/** Progress of `base` alone: nothing folded, no events. */
export const snapshot = (base: PracticeData = emptyPractice()): StoredPractice => ({ base, applied: [], events: [] });

/** The figures the stored progress stands for. */
export const foldStored = (s: StoredPractice): PracticeData => foldEvents(s.base, s.events);

const bound = (ids: Iterable<string>): string[] => [...new Set(ids)].sort().slice(-MAX_APPLIED);

/**
 * `s` with `more` events added: one per id (two that differ under one id, say a file edited by
 * hand: the one whose text sorts first, whichever side it came from), none already folded into
 * the snapshot, in time order.
 */
export function addEvents(s: StoredPractice, more: readonly PracticeEvent[]): StoredPractice {
  const folded = new Set(s.applied);
  const byId = new Map<string, PracticeEvent>();
  for (const e of [...s.events, ...more]) {
    const had = byId.get(e.id);
    if (!folded.has(e.id) && (had === undefined || JSON.stringify(e) < JSON.stringify(had))) byId.set(e.id, e);
  }
  return { ...s, events: [...byId.values()].sort(byTime) };
}

/** Folds all events but the latest `keep` into the snapshot. */
export function compact(s: StoredPractice, keep: number): StoredPractice {
  const cut = Math.max(0, s.events.length - keep);
  if (cut === 0) return s;
  const old = s.events.slice(0, cut);
  return {
    base: foldEvents(s.base, old),
    applied: bound([...s.applied, ...old.map((e) => e.id)]),
    events: s.events.slice(cut),
  };
}

/** `s` as it is written: its oldest events folded in when there are more than MAX_EVENTS. */
export const settle = (s: StoredPractice): StoredPractice =>
  s.events.length > MAX_EVENTS ? compact(s, KEEP_EVENTS) : s;

const isEmpty = (d: PracticeData): boolean => JSON.stringify(d) === JSON.stringify(emptyPractice());

/**
 * Whether `x`'s snapshot holds everything `y`'s does: it has folded in every event `y`'s has (or
 * its list of ids is full and the missing ones are older than all it lists).
 */
function holds(x: StoredPractice, y: StoredPractice): boolean {
  if (y.applied.length === 0) return isEmpty(y.base);
  const known = new Set(x.applied);
  const full = x.applied.length >= MAX_APPLIED;
  return y.applied.every((id) => known.has(id) || (full && id < x.applied[0]!));
}

/** The time of the latest event `s` holds: a new event is made later than it. */
export function latest(s: StoredPractice): number {
  const last = s.events.at(-1)?.t ?? 0;
  const folded = parseInt(s.applied.at(-1)?.slice(0, 9) ?? '0', 36);
  return Math.max(last, folded);
}

/** The two in a fixed order whichever way they came: the one whose snapshot reaches later first. */
function ordered(a: StoredPractice, b: StoredPractice): [StoredPractice, StoredPractice] {
  const la = a.applied.at(-1) ?? '';
  const lb = b.applied.at(-1) ?? '';
  if (la !== lb) return la > lb ? [a, b] : [b, a];
  return JSON.stringify(a.base) >= JSON.stringify(b.base) ? [a, b] : [b, a];
}

/** Two stored progresses joined (see the top of this file). */
export function mergePractice(a: StoredPractice, b: StoredPractice): StoredPractice {
  const [x, y] = ordered(a, b);
  const base = holds(x, y) ? x.base : holds(y, x) ? y.base : mergeBases(x.base, y.base);
  const joined = { base, applied: bound([...x.applied, ...y.applied]), events: [] };
  return settle(addEvents(joined, [...x.events, ...y.events]));
}

/**
 * Snapshots of unrelated progress joined figure by figure, `x` first on ties: a day's tally per
 * type and a theme's take the larger count (so joining the same figures twice changes nothing),
 * per type the rating whose history reaches later, per puzzle the card reviewed later; mistakes
 * and dailies are joined, the best runs the larger, the current streak `x`'s.
 */
export function mergeBases(x: PracticeData, y: PracticeData): PracticeData {
  const days: Record<string, DayStats> = { ...x.days };
  for (const [date, day] of Object.entries(y.days)) {
    const merged: DayStats = { ...(days[date] ?? {}) };
    for (const t of PUZZLE_TYPES) merged[t] = larger(merged[t], day[t]);
    days[date] = strip(merged);
  }
  const ratings = { ...x.ratings };
  const last = (e: RatingEntry | undefined): string => e?.history.at(-1)?.[0] ?? '';
  for (const t of PUZZLE_TYPES) {
    const r = y.ratings[t];
    if (r && last(r) > last(ratings[t])) ratings[t] = r;
  }
  const reviews = [...x.reviews];
  for (const c of y.reviews) {
    const i = reviews.findIndex((r) => r.key === c.key);
    if (i < 0) reviews.push(c);
    else if ((c.last ?? '') > (reviews[i]!.last ?? '')) reviews[i] = c;
  }
  const themes = { ...x.themes };
  for (const [t, v] of Object.entries(y.themes) as [Theme, Tally][]) themes[t] = larger(themes[t], v);
  return {
    days: trimDays(days),
    streak: x.streak,
    best: Math.max(x.best, y.best),
    mistakes: [...new Set([...x.mistakes, ...y.mistakes])].slice(-MAX_MISTAKES),
    daily: { ...y.daily, ...x.daily },
    ratings,
    reviews,
    themes: strip(themes),
    ladderBest: Math.max(x.ladderBest, y.ladderBest),
  };
}

const larger = (a: Tally | undefined, b: Tally | undefined): Tally | undefined => (!a || (b && b[1] > a[1]) ? b : a);

const strip = <K extends string>(o: Partial<Record<K, Tally | undefined>>): Partial<Record<K, Tally>> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<Record<K, Tally>>;

export type { PracticeEvent } from './events.ts';
