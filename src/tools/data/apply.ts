// An import's writes carried out through the site's one storage module: all of them, or none of
// what the learner had (each key touched is put back as it was when the browser refuses one).
// Backups are written last, by keepDamaged, beside the browser's own.
import { datedBackupKey, keepDamaged } from '../../ui/storage-backup.ts';
import { readItem, removeItem, writeItem, type Store } from '../../ui/storage.ts';
import type { Kept, Writes } from './merge.ts';

/** Could a value not be kept only because today's dated backup of its name holds another one? */
function slotTaken(store: Store | null, k: Kept, today: string): boolean {
  const dated = readItem(store, datedBackupKey(k.name, today));
  return dated.ok && dated.value !== null && dated.value !== k.raw;
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
  // A backup the browser already holds another one of today stays where it is: not a refusal.
  for (const k of ok ? w.keep : []) {
    if (!(ok = keepDamaged(store, k.key, k.name, k.raw, today) !== null || slotTaken(store, k, today))) break;
  }
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
