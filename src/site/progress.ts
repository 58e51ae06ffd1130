// Lesson progress, kept in the visitor's browser only (localStorage), as JSON:
//   { "version": 1,
//     "lessons": { "tiles": { "done": true, "read": true, "puzzles": { "waits-1": true },
//                             "puzzleIds": ["waits-1", "quiz-2"] } } }
// The rule the lessons index states: a lesson is done once all its puzzles (quizzes included)
// are solved. `read` means the page was opened (shown as "started"); `puzzleIds` lists the
// lesson's puzzles as of the last visit, so the index can say "2 of 5 solved" (values written
// before it lack it and read as "started"). Puzzle widgets call markPuzzleSolved, which sets
// `done` once every puzzle of the lesson is solved.
//
// Versions: values without `version` were written before it was added and read as version 1
// (fixtures/progress-v1.json is one); every write adds `"version": 1`. Storage can hold anything
// – another version, hand edits, junk – so the pure functions below never throw and never read
// junk as progress. Unknown fields are carried along unchanged. A value that cannot be read at
// all, or whose `lessons`, a lesson or its `puzzles` is not an object, is damaged: before the
// first write replaces it (a fresh start, or its readable lessons), it is kept as a backup
// (keepDamaged, told to the storage news, so the site's notice says so); when it cannot be kept,
// nothing is written over it.

import { keepDamaged, localDay } from '../ui/storage-backup.ts';
import { tellStorage } from '../ui/storage-news.ts';
import { localStore, readItem, writeItem, type Store } from '../ui/storage.ts';

export const PROGRESS_KEY = 'fanlaak:progress:v1';
/** The format written now; see the top of this file. */
export const PROGRESS_VERSION = 1;

export interface LessonProgress {
  /** All puzzles of the lesson solved. */
  done: boolean;
  /** The lesson page was opened. */
  read: boolean;
}

/** What the lessons index and the lesson page show; "done" follows the stated rule only. */
export type LessonStatus =
  | { kind: 'new' } // never opened, nothing solved
  | { kind: 'started'; solved: number; total: number | null } // total: unknown before a visit recorded it
  | { kind: 'done' };

type JsonObject = Record<string, unknown>;

/**
 * What storage held: nothing, an object (`damaged`: a part of it that is not an object was left
 * out of `root`), or something that cannot be read as progress at all.
 */
export type StoredProgress =
  { kind: 'empty' } | { kind: 'ok'; root: JsonObject; damaged: boolean } | { kind: 'unreadable' };

const NOTHING: LessonProgress = { done: false, read: false };
// Same shape as lesson slugs; also keeps "__proto__" and friends out of our objects.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function parseProgress(raw: string | null | undefined): StoredProgress {
  if (raw === null || raw === undefined || raw === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable' };
  }
  if (!isObject(value)) return { kind: 'unreadable' };
  // Version 1, or written before the field: no migration needed yet. Another version is not ours.
  if (Object.hasOwn(value, 'version') && value['version'] !== PROGRESS_VERSION) return { kind: 'unreadable' };
  return readable(value);
}

/** The object with every `lessons`, lesson or `puzzles` that is not an object left out. */
function readable(value: JsonObject): StoredProgress {
  let damaged = false;
  const lessons = own(value, 'lessons');
  if (lessons === undefined) return { kind: 'ok', root: value, damaged };
  if (!isObject(lessons)) {
    const { lessons: _dropped, ...rest } = value;
    return { kind: 'ok', root: rest, damaged: true };
  }
  const kept: JsonObject = {};
  for (const slug of Object.keys(lessons)) {
    const entry = own(lessons, slug);
    if (!isObject(entry)) {
      damaged = true;
      continue;
    }
    const puzzles = own(entry, 'puzzles');
    if (puzzles !== undefined && !isObject(puzzles)) {
      const { puzzles: _dropped, ...rest } = entry;
      kept[slug] = rest;
      damaged = true;
    } else kept[slug] = entry;
  }
  return { kind: 'ok', root: damaged ? { ...value, lessons: kept } : value, damaged };
}

/** Ids of the solved puzzles of one lesson; malformed entries are ignored. */
export function solvedPuzzles(stored: StoredProgress, slug: string): Set<string> {
  const entry = lessonEntry(stored, slug);
  const puzzles = entry === undefined ? undefined : own(entry, 'puzzles');
  if (!isObject(puzzles)) return new Set();
  return new Set(Object.keys(puzzles).filter((id) => own(puzzles, id) === true));
}

function lessonEntry(stored: StoredProgress, slug: string): JsonObject | undefined {
  if (stored.kind !== 'ok') return undefined;
  const lessons = own(stored.root, 'lessons');
  const entry = isObject(lessons) ? own(lessons, slug) : undefined;
  return isObject(entry) ? entry : undefined;
}

/** Progress of one lesson; anything malformed counts as "not yet". */
export function lessonProgress(stored: StoredProgress, slug: string): LessonProgress {
  const entry = lessonEntry(stored, slug);
  if (entry === undefined) return NOTHING;
  // Only a real `true` counts: "yes", 1 or "true" were not written by us.
  return { done: own(entry, 'done') === true, read: own(entry, 'read') === true };
}

/** The lesson's puzzle ids recorded at the last visit, or null (none recorded, or malformed). */
function recordedIds(entry: JsonObject | undefined): string[] | null {
  const ids = entry === undefined ? undefined : own(entry, 'puzzleIds');
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && SLUG.test(id))) return null;
  return [...new Set(ids as string[])];
}

/** Done, started (with the count solved) or new; anything malformed counts as "not yet". */
export function lessonStatus(stored: StoredProgress, slug: string): LessonStatus {
  const progress = lessonProgress(stored, slug);
  if (progress.done) return { kind: 'done' };
  const solved = solvedPuzzles(stored, slug);
  const ids = recordedIds(lessonEntry(stored, slug));
  if (!progress.read && solved.size === 0) return { kind: 'new' };
  if (ids === null) return { kind: 'started', solved: solved.size, total: null };
  return { kind: 'started', solved: ids.filter((id) => solved.has(id)).length, total: ids.length };
}

/**
 * A visit to the lesson page: `read`, the page's puzzle ids, and `done` when they are all solved
 * already (a lesson whose last puzzle was solved elsewhere). `done` is never taken back: a
 * puzzle added to a finished lesson later does not undo the learner's progress.
 */
export function withLessonVisit(
  stored: StoredProgress,
  slug: string,
  lessonPuzzles: readonly string[],
): string | undefined {
  if (!lessonPuzzles.every((id) => SLUG.test(id))) return undefined;
  const solved = solvedPuzzles(stored, slug);
  // A lesson without puzzles has nothing left to do once it is opened.
  const done = lessonPuzzles.every((id) => solved.has(id));
  return updateEntry(stored, slug, (entry) => ({
    ...entry,
    read: true,
    puzzleIds: [...lessonPuzzles],
    ...(done ? { done: true } : {}),
  }));
}

/**
 * The serialised storage value with `patch` applied to lesson `slug`, or undefined for a value
 * that cannot be read (write() keeps it and starts afresh). Every other field, known or not, is
 * kept as it was; parts left out of a damaged value stay out.
 */
export function withLesson(stored: StoredProgress, slug: string, patch: Partial<LessonProgress>): string | undefined {
  return updateEntry(stored, slug, (entry) => ({ ...entry, ...patch }));
}

/**
 * Like withLesson, but records puzzle `puzzleId` as solved and sets `done` when every id in
 * `lessonPuzzles` (all puzzles on the lesson page) is solved.
 */
export function withPuzzleSolved(
  stored: StoredProgress,
  slug: string,
  puzzleId: string,
  lessonPuzzles: readonly string[],
): string | undefined {
  if (!SLUG.test(puzzleId)) return undefined;
  return updateEntry(stored, slug, (entry) => {
    const puzzles = own(entry, 'puzzles') ?? {};
    if (!isObject(puzzles)) return undefined;
    const solved = { ...puzzles, [puzzleId]: true };
    const done = lessonPuzzles.every((id) => own(solved, id) === true);
    return { ...entry, puzzles: solved, ...(done ? { done: true } : {}) };
  });
}

/** Copies the path root → lessons → slug and lets `change` produce the new entry. */
function updateEntry(
  stored: StoredProgress,
  slug: string,
  change: (entry: JsonObject) => JsonObject | undefined,
): string | undefined {
  if (stored.kind === 'unreadable' || !SLUG.test(slug)) return undefined;
  const root: JsonObject = { version: PROGRESS_VERSION, ...(stored.kind === 'ok' ? stored.root : {}) };
  const lessons = own(root, 'lessons') ?? {};
  if (!isObject(lessons)) return undefined;
  const entry = own(lessons, slug) ?? {};
  if (!isObject(entry)) return undefined;
  const next = change(entry);
  if (next === undefined) return undefined;
  root['lessons'] = { ...lessons, [slug]: next };
  return JSON.stringify(root);
}

/** The storage progress is kept in; a parameter, so tests can pass a plain object. */
export type KeyValueStore = Store;

/** localStorage, or undefined where it is missing or blocked (private modes, sandboxed frames). */
export const browserStore = (): KeyValueStore | undefined => localStore() ?? undefined;

function readStored(store: KeyValueStore | undefined): StoredProgress {
  if (store === undefined) return { kind: 'empty' };
  const raw = readItem(store, PROGRESS_KEY);
  return raw.ok ? parseProgress(raw.value) : { kind: 'empty' };
}

/** Progress of one lesson as stored right now. */
export function readLesson(store: KeyValueStore | undefined, slug: string): LessonProgress {
  return lessonProgress(readStored(store), slug);
}

/** Status of one lesson as stored right now. */
export function readLessonStatus(store: KeyValueStore | undefined, slug: string): LessonStatus {
  return lessonStatus(readStored(store), slug);
}

/** Records a visit to the lesson page (see withLessonVisit); false when nothing was written. */
export function markLessonVisit(
  store: KeyValueStore | undefined,
  slug: string,
  lessonPuzzles: readonly string[],
): boolean {
  return write(store, (stored) => withLessonVisit(stored, slug, lessonPuzzles));
}

/** Solved puzzle ids of one lesson as stored right now (for widgets showing earlier answers). */
export function readSolvedPuzzles(store: KeyValueStore | undefined, slug: string): Set<string> {
  return solvedPuzzles(readStored(store), slug);
}

/**
 * Read-modify-write of one lesson, re-reading storage first so another open tab's progress is
 * not lost. Returns whether anything was written (false when storage is full or blocked, or
 * holds a damaged value that could not be kept).
 */
export function markLesson(store: KeyValueStore | undefined, slug: string, patch: Partial<LessonProgress>): boolean {
  return write(store, (stored) => withLesson(stored, slug, patch));
}

/**
 * For puzzle widgets: record a solved puzzle; the lesson becomes done when all of
 * `lessonPuzzles` are solved. The lesson page wraps its content in an element with
 * `data-lesson-slug`, so a widget finds `slug` with `element.closest('[data-lesson-slug]')`.
 */
export function markPuzzleSolved(
  store: KeyValueStore | undefined,
  slug: string,
  puzzleId: string,
  lessonPuzzles: readonly string[],
): boolean {
  return write(store, (stored) => withPuzzleSolved(stored, slug, puzzleId, lessonPuzzles));
}

/**
 * Keeps a damaged stored value (see the top of this file) and writes its readable part back, or
 * a fresh start: for pages that show progress without recording any (the lessons index), so the
 * learner hears of it there too. Nothing happens to a readable value.
 */
export function keepDamagedProgress(store: KeyValueStore | undefined, today = localDay()): void {
  const root = (stored: StoredProgress) => (stored.kind === 'ok' ? stored.root : {});
  write(store, (stored) => JSON.stringify({ version: PROGRESS_VERSION, ...root(stored) }), today, true);
}

/**
 * Re-reads storage, keeps a damaged value first (write nothing when that fails) and writes what
 * `next` makes of it; a damaged value is handed to `next` as its readable part, an unreadable one
 * as a fresh start. `onlyDamaged`: write nothing unless the value was damaged.
 */
function write(
  store: KeyValueStore | undefined,
  next: (stored: StoredProgress) => string | undefined,
  today = localDay(),
  onlyDamaged = false,
): boolean {
  const raw = readItem(store ?? null, PROGRESS_KEY);
  if (!raw.ok) {
    // Storage refused even the read: nothing can be written, and a page that meant to record
    // progress tells the learner why.
    if (!onlyDamaged) tellStorage({ kind: 'write-failed', key: PROGRESS_KEY, error: raw.error });
    return false;
  }
  let stored = parseProgress(raw.value);
  const damaged = stored.kind === 'unreadable' || (stored.kind === 'ok' && stored.damaged);
  if (onlyDamaged && !damaged) return false;
  if (damaged && raw.value !== null) {
    if (keepDamaged(store ?? null, PROGRESS_KEY, 'progress', raw.value, today) === null) return false;
    if (stored.kind === 'unreadable') stored = { kind: 'empty' };
  }
  const value = next(stored);
  return value !== undefined && writeItem(store ?? null, PROGRESS_KEY, value).ok;
}
