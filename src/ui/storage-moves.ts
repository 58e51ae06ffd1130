// The keys written before the storage key convention, and their move to the keys now. Only
// practice wrote such keys (`fan-laak.practice.v1`, `.backup`, `.backup.<date>`), so only the
// practice page runs the move (before it reads), and no other page carries this code.
//
// The value is copied to its new key, and the old key is removed only once the copy reads back
// unchanged; while the copy is refused (full storage) readMoved still finds the value under the
// old key. When both keys hold a value, the new one wins and the old one is left as it is (an
// older page still cached by the browser may have written it; nothing is deleted that was not
// copied).
import type { Result } from '../engine/errors.ts';
import { readItem, storageKey, type Store, type StorageError } from './storage.ts';

const OLD = 'fan-laak.practice.';
const DATED = /^fan-laak\.practice\.backup\.(\d{4}-\d{2}-\d{2})$/;

/** The key now for a key written before the convention, or null when `key` is not one. */
export function newKeyOf(key: string): string | null {
  if (key === `${OLD}v1`) return storageKey('practice', 1);
  if (key === `${OLD}backup`) return storageKey('practice-backup', 1);
  const dated = DATED.exec(key);
  return dated ? storageKey(`practice-backup-${dated[1]}`, 1) : null;
}

/** The key written before the convention for a key now, or null when it had none. */
export function oldKeyOf(key: string): string | null {
  if (key === storageKey('practice', 1)) return `${OLD}v1`;
  if (key === storageKey('practice-backup', 1)) return `${OLD}backup`;
  const dated = /^fanlaak:practice-backup-(\d{4}-\d{2}-\d{2}):v1$/.exec(key);
  return dated ? `${OLD}backup.${dated[1]}` : null;
}

/** Copies one old key's value to its new key; the old key goes once the copy reads back. */
function moveKey(store: Store, oldKey: string, key: string): void {
  try {
    const value = store.getItem(oldKey);
    if (value === null || store.getItem(key) !== null) return;
    store.setItem(key, value);
    if (store.getItem(key) === value) store.removeItem?.(oldKey);
  } catch {
    // Full or blocked: the old key stays, and readMoved still finds its value there.
  }
}

const moved = new WeakSet<Store>();

/** Moves every key written before the convention to its key now (once per store and page). */
export function migrateStorage(store: Store | null): void {
  if (store === null || moved.has(store)) return;
  moved.add(store);
  try {
    const keys: string[] = [];
    for (let i = 0; i < (store.length ?? 0); i++) keys.push(store.key?.(i) ?? '');
    // A store that cannot list its keys still has the fixed ones moved.
    for (const old of [...keys, `${OLD}v1`, `${OLD}backup`]) {
      const key = newKeyOf(old);
      if (key !== null) moveKey(store, old, key);
    }
  } catch {
    // Blocked while listing: readMoved still looks each key up under its old name.
  }
}

/** readItem after the move: the value under `key`, or under its old key if it could not move. */
export function readMoved(store: Store | null, key: string): Result<string | null, StorageError> {
  migrateStorage(store);
  const r = readItem(store, key);
  const old = oldKeyOf(key);
  return r.ok && r.value === null && old !== null ? readItem(store, old) : r;
}
