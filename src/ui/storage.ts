// The visitor's browser storage, read and written the one way every part uses. Keys follow one
// convention, `fanlaak:<name>:v<N>` (storageKey): the name says what is kept, N is the version of
// its format, so a new format gets a new key and a migration. Browsers refuse storage in many
// ways (missing, blocked in private modes or sandboxed frames, full): no call here throws, each
// returns a Result. The two plain preferences `fanlaak:theme` and `fanlaak:lang` are the only keys
// outside the convention: an inline script reads them before the first paint, where no module can
// be imported, and a one-word value has no format to version. Keys written before the convention
// are moved by storage-moves.ts, which the one page that wrote them (practice) runs.
import type { Result } from '../engine/errors.ts';
import type { StorageError } from './storage-errors.ts';
import { tellStorage } from './storage-news.ts';

export type { StorageError };

/** The Storage methods used here; removeItem, key and length may be missing (test doubles). */
export type Store = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem' | 'key' | 'length'>>;

export const storageKey = (name: string, version: number): string => `fanlaak:${name}:v${version}`;

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

function attempt<T>(store: Store | null, refused: StorageError, use: (s: Store) => T): Result<T, StorageError> {
  if (store === null) return { ok: false, error: 'blocked' };
  try {
    return { ok: true, value: use(store) };
  } catch {
    return { ok: false, error: refused };
  }
}

/** The text stored under `key` (null: nothing). */
export const readItem = (store: Store | null, key: string): Result<string | null, StorageError> =>
  attempt(store, 'blocked', (s) => s.getItem(key));

/** Writes `value`; a refused write is also told to the storage news (storage-news.ts). */
export function writeItem(store: Store | null, key: string, value: string): Result<null, StorageError> {
  const r = attempt(store, 'full', (s) => (s.setItem(key, value), null));
  if (!r.ok) tellStorage({ kind: 'write-failed', key, error: r.error });
  return r;
}

export const removeItem = (store: Store | null, key: string): Result<null, StorageError> =>
  attempt(store, 'blocked', (s) => (s.removeItem?.(key), null));

/** The stored text, or null when there is none or storage refuses: for callers with a fallback. */
export function readText(store: Store | null, key: string): string | null {
  const r = readItem(store, key);
  return r.ok ? r.value : null;
}
