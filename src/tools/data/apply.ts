// An import's writes carried out through the site's one storage module: all of them, or none of
// what the learner had (each key touched is put back as it was when the browser refuses one).
// The file's backups are written last, beside the browser's own, in the slots keepDamaged uses
// (ui/storage-backup.ts), but not told to the storage news: they are not damage found here.
import { backupKey, datedBackupKey } from '../../ui/storage-backup.ts';
import { readItem, removeItem, writeItem, type Store } from '../../ui/storage.ts';
import type { Kept, Writes } from './merge.ts';

/**
 * Keeps one of the file's backups: under its own key when that is free (or holds the same), else
 * in the first free slot of its name (the first backup, then today's). False only when the browser
 * refused; a value whose slots all hold others stays out, as keepDamaged leaves it.
 */
function keep(store: Store | null, k: Kept, today: string): boolean {
  for (const at of [k.key, backupKey(k.name), datedBackupKey(k.name, today)]) {
    if (!/-backup(?:-\d{4}-\d{2}-\d{2})?:v1$/.test(at)) continue; // an unreadable value's own key is a part's
    const held = readItem(store, at);
    if (!held.ok) return false;
    if (held.value === k.raw) return true;
    if (held.value === null) return writeItem(store, at, k.raw).ok;
  }
  return true;
}

/** Writes everything; false (and the keys as they were) when the browser refused a write. */
export function applyWrites(store: Store | null, w: Writes, today: string): boolean {
  const keys = [...w.set.map(([k]) => k), ...w.remove];
  const before = new Map(keys.map((k) => [k, readItem(store, k)] as const));
  if ([...before.values()].some((r) => !r.ok)) return false;
  const done: string[] = [];
  let ok = true;
  for (const [k, v] of w.set) {
    if (!(ok = writeItem(store, k, v).ok)) break;
    done.push(k);
  }
  for (const k of ok ? w.remove : []) {
    if (!(ok = removeItem(store, k).ok)) break;
    done.push(k);
  }
  for (const k of ok ? w.keep : []) if (!(ok = keep(store, k, today))) break;
  if (ok) return true;
  // Back as it was: every key touched removed first, then the old values written, so storage only
  // grows towards what it held before (which fitted).
  for (const k of done) removeItem(store, k);
  for (const k of done) {
    const was = before.get(k);
    if (was?.ok && was.value !== null) writeItem(store, k, was.value);
  }
  return false;
}
