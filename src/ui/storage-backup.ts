// A stored value that cannot be read is kept before anything overwrites it: the first ever under
// `fanlaak:<name>-backup:v1`, a later different one under `fanlaak:<name>-backup-<date>:v1`, so a
// second damage (say, a newer site version's data read by an older cached page) does not lose
// what the first backup could not hold. Each backup is told to the storage news.
import type { Result } from '../engine/errors.ts';
import { readItem, storageKey, writeItem, type Store, type StorageError } from './storage.ts';
import { tellStorage } from './storage-news.ts';

/** Reads a key: readItem, or a reader that also finds a value under a key used before (storage-moves.ts). */
export type ReadKey = (store: Store | null, key: string) => Result<string | null, StorageError>;

/** Where the first damaged value of `name` is kept. */
export const backupKey = (name: string): string => storageKey(`${name}-backup`, 1);
/** Where a later, different damaged value of `name` is kept on `today` (YYYY-MM-DD). */
export const datedBackupKey = (name: string, today: string): string => storageKey(`${name}-backup-${today}`, 1);

/** The visitor's local date as YYYY-MM-DD, the `today` of a dated backup. */
export function localDay(d = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/**
 * Keeps `raw`, the unreadable value stored under `key` (whose name is `name`). Returns the key it
 * is kept under (also when an earlier call kept the same value), or null when storage refused or
 * today's dated backup already holds another value: then the damaged value must stay where it is.
 */
export function keepDamaged(
  store: Store | null,
  key: string,
  name: string,
  raw: string,
  today: string,
  read: ReadKey = readItem,
): string | null {
  const first = backupKey(name);
  const held = read(store, first);
  if (!held.ok) return null;
  if (held.value === raw) return first;
  const at = held.value === null ? first : datedBackupKey(name, today);
  if (at !== first) {
    const later = read(store, at);
    if (!later.ok) return null;
    if (later.value === raw) return at;
    if (later.value !== null) {
      // One backup a day beyond the first: the earlier one stays, and this value is not replaced.
      tellStorage({ kind: 'unkept', key });
      return null;
    }
  }
  if (!writeItem(store, at, raw).ok) return null;
  tellStorage({ kind: 'kept', key, backup: at });
  return at;
}
