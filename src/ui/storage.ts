// The visitor's browser storage, read and written the one way every part uses. Keys follow one
// convention, `fanlaak:<name>:v<N>` (storageKey): the name says what is kept, N is the version of
// its format, so a new format gets a new key and a migration. Browsers refuse storage in many
// ways (missing, blocked in private modes or sandboxed frames, full): no call here throws, each
// returns a Result. The two plain preferences `fanlaak:theme` and `fanlaak:lang` are the only keys
// outside the convention: an inline script reads them before the first paint, where no module can
// be imported, and a one-word value has no format to version.
//
// Keys written before the convention are moved on first use (migrateStorage): the value is
// copied to its new key, and the old key is removed only once the copy reads back unchanged.
// When both keys hold a value, the new one wins and the old one is left as it is (an older page
// still cached by the browser may have written it; nothing is deleted that was not copied).
import type { Result } from '../engine/errors.ts';

/** The Storage methods used here; removeItem, key and length may be missing (test doubles). */
export type Store = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem' | 'key' | 'length'>>;

/** blocked: no storage, or reading it was refused; full: a write was refused (quota, policy). */
export type StorageError = 'blocked' | 'full';

export const storageKey = (name: string, version: number): string => `fanlaak:${name}:v${version}`;

/** Practice's keys before the convention; each maps to its key now (see newKeyOf). */
const OLD_PRACTICE = 'fan-laak.practice.';

/** The key now for a key written before the convention, or null when `key` is not one. */
export function newKeyOf(key: string): string | null {
  if (key === `${OLD_PRACTICE}v1`) return storageKey('practice', 1);
  if (key === `${OLD_PRACTICE}backup`) return storageKey('practice-backup', 1);
  const dated = /^fan-laak\.practice\.backup\.(\d{4}-\d{2}-\d{2})$/.exec(key);
  return dated ? storageKey(`practice-backup-${dated[1]}`, 1) : null;
}

/** The key written before the convention for a key now, or null when it had none. */
export function oldKeyOf(key: string): string | null {
  const m = /^fanlaak:practice(?:-backup(?:-(\d{4}-\d{2}-\d{2}))?)?:v1$/.exec(key);
  if (!m) return null;
  if (key === storageKey('practice', 1)) return `${OLD_PRACTICE}v1`;
  return m[1] === undefined ? `${OLD_PRACTICE}backup` : `${OLD_PRACTICE}backup.${m[1]}`;
}

function open(get: () => Storage | undefined): Store | null {
  try {
    return get() ?? null;
  } catch {
    return null; // reaching the object itself throws where storage is blocked
  }
}

/** localStorage (kept across visits), or null where the browser has none or refuses it. */
export const localStore = (): Store | null => open(() => globalThis.localStorage);

/** sessionStorage (this tab only), or null where the browser has none or refuses it. */
export const tabStore = (): Store | null => open(() => globalThis.sessionStorage);

/** Copies one old key's value to its new key; the old key goes once the copy reads back. */
function moveKey(store: Store, oldKey: string, key: string): void {
  try {
    const value = store.getItem(oldKey);
    if (value === null || store.getItem(key) !== null) return;
    store.setItem(key, value);
    if (store.getItem(key) === value) store.removeItem?.(oldKey);
  } catch {
    // Full or blocked: the old key stays, and readItem still finds its value there.
  }
}

const migrated = new WeakSet<Store>();

/** Moves every key written before the convention to its key now (once per store and page). */
export function migrateStorage(store: Store): void {
  if (migrated.has(store)) return;
  migrated.add(store);
  try {
    const keys: string[] = [];
    for (let i = 0; i < (store.length ?? 0); i++) keys.push(store.key?.(i) ?? '');
    // A store that cannot list its keys still has the fixed ones moved.
    for (const old of [...keys, `${OLD_PRACTICE}v1`, `${OLD_PRACTICE}backup`]) {
      const key = newKeyOf(old);
      if (key !== null) moveKey(store, old, key);
    }
  } catch {
    // Blocked while listing: each key is still looked up under its old name by readItem.
  }
}

/** The text stored under `key` (null: nothing), found under its old key if it could not move. */
export function readItem(store: Store | null, key: string): Result<string | null, StorageError> {
  if (store === null) return { ok: false, error: 'blocked' };
  try {
    migrateStorage(store);
    const old = oldKeyOf(key);
    return { ok: true, value: store.getItem(key) ?? (old === null ? null : store.getItem(old)) };
  } catch {
    return { ok: false, error: 'blocked' };
  }
}

export function writeItem(store: Store | null, key: string, value: string): Result<null, StorageError> {
  if (store === null) return { ok: false, error: 'blocked' };
  try {
    migrateStorage(store);
    store.setItem(key, value);
    return { ok: true, value: null };
  } catch {
    return { ok: false, error: 'full' };
  }
}

/** Forgets `key` (and its old key, if a value could not move from there). */
export function removeItem(store: Store | null, key: string): Result<null, StorageError> {
  if (store === null) return { ok: false, error: 'blocked' };
  try {
    migrateStorage(store);
    const old = oldKeyOf(key);
    store.removeItem?.(key);
    if (old !== null) store.removeItem?.(old); // else readItem would find the value there again
    return { ok: true, value: null };
  } catch {
    return { ok: false, error: 'blocked' };
  }
}

/** The stored text, or null when there is none or storage refuses: for callers with a fallback. */
export function readText(store: Store | null, key: string): string | null {
  const r = readItem(store, key);
  return r.ok ? r.value : null;
}
