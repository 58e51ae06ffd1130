// Lesson progress, kept in the visitor's browser only (localStorage), as JSON:
//   { "lessons": { "tiles": { "done": true, "read": true } } }
// `read` is set when a lesson page is opened, `done` when its puzzles are solved (widgets call
// markLesson). Storage can hold anything – an older or newer format, hand edits, junk – so the
// pure functions below never throw, never read junk as progress, and never overwrite something
// they do not understand: unknown fields are carried along unchanged, and if the stored value
// is not the expected shape, nothing is written at all.

export const PROGRESS_KEY = 'fanlaak:progress:v1';

export interface LessonProgress {
  /** All puzzles of the lesson solved. */
  done: boolean;
  /** The lesson page was opened. */
  read: boolean;
}

type JsonObject = Record<string, unknown>;

/** What storage held: nothing, a usable object, or something we must leave alone. */
export type StoredProgress = { kind: 'empty' } | { kind: 'ok'; root: JsonObject } | { kind: 'unreadable' };

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
  try {
    const value: unknown = JSON.parse(raw);
    return isObject(value) ? { kind: 'ok', root: value } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Progress of one lesson; anything malformed counts as "not yet". */
export function lessonProgress(stored: StoredProgress, slug: string): LessonProgress {
  if (stored.kind !== 'ok') return NOTHING;
  const lessons = own(stored.root, 'lessons');
  const entry = isObject(lessons) ? own(lessons, slug) : undefined;
  if (!isObject(entry)) return NOTHING;
  // Only a real `true` counts: "yes", 1 or "true" were not written by us.
  return { done: own(entry, 'done') === true, read: own(entry, 'read') === true };
}

/**
 * The serialised storage value with `patch` applied to lesson `slug`, or undefined when
 * writing would destroy something: unreadable storage, or a `lessons` / lesson entry that is
 * not an object. Every other field, known or not, is kept as it was.
 */
export function withLesson(stored: StoredProgress, slug: string, patch: Partial<LessonProgress>): string | undefined {
  if (stored.kind === 'unreadable' || !SLUG.test(slug)) return undefined;
  const root: JsonObject = stored.kind === 'ok' ? { ...stored.root } : {};
  const lessons = own(root, 'lessons') ?? {};
  if (!isObject(lessons)) return undefined;
  const entry = own(lessons, slug) ?? {};
  if (!isObject(entry)) return undefined;
  root['lessons'] = { ...lessons, [slug]: { ...entry, ...patch } };
  return JSON.stringify(root);
}

/** The subset of the Storage API we use, so tests can pass a plain object. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage, or undefined where it is missing or blocked (private modes, sandboxed frames). */
export function browserStore(): KeyValueStore | undefined {
  try {
    const store = globalThis.localStorage;
    return store === undefined ? undefined : store;
  } catch {
    return undefined;
  }
}

function readStored(store: KeyValueStore | undefined): StoredProgress {
  if (store === undefined) return { kind: 'empty' };
  try {
    return parseProgress(store.getItem(PROGRESS_KEY));
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Progress of one lesson as stored right now. */
export function readLesson(store: KeyValueStore | undefined, slug: string): LessonProgress {
  return lessonProgress(readStored(store), slug);
}

/**
 * Read-modify-write of one lesson, re-reading storage first so another open tab's progress is
 * not lost. Returns whether anything was written (false when storage is full, blocked or holds
 * something we must not overwrite).
 */
export function markLesson(store: KeyValueStore | undefined, slug: string, patch: Partial<LessonProgress>): boolean {
  if (store === undefined) return false;
  const next = withLesson(readStored(store), slug, patch);
  if (next === undefined) return false;
  try {
    store.setItem(PROGRESS_KEY, next);
    return true;
  } catch {
    return false;
  }
}
