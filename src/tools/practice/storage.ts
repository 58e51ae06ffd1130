// The progress in the browser's storage: read (a damaged value kept as a backup first, with the
// site's keepDamaged) and written, neither ever throwing: private mode or a full storage only
// means practice goes on without saving, which the site's storage notice tells. The data's format
// and its checks are store.ts's; the keys and the move from the keys used before the convention
// are ui/storage.ts's and ui/storage-moves.ts's.
import { datedBackupKey as datedKey, keepDamaged } from '../../ui/storage-backup.ts';
import { writeItem, type Store } from '../../ui/storage.ts';
import { migrateStorage, readMoved } from '../../ui/storage-moves.ts';
import { PRACTICE_KEY, readPractice, writePractice, type ReadResult } from './store.ts';
import type { StoredPractice } from './merge.ts';

/** Local storage as the practice page uses it, or null when the browser refuses it. */
export type PracticeStorage = Store | null;

/** The name under which damaged values are kept: BACKUP_KEY, then datedBackupKey(today). */
const NAME = 'practice';

/**
 * Damaged values that could not be kept (full storage, today's backups taken), per storage:
 * writeStore leaves such a value in place instead of overwriting it.
 */
const unkept = new WeakMap<Store, { raw: string; today: string }>();

/** Reads the stored progress; a damaged value is kept as a backup before anything overwrites it. */
export function readStore(storage: PracticeStorage, today: string): ReadResult {
  const raw = readMoved(storage, PRACTICE_KEY);
  if (!raw.ok) return readPractice(null, today); // storage refused: practice goes on without it
  const r = readPractice(raw.value, today);
  if (r.problem && raw.value !== null && storage !== null) {
    if (keep(storage, raw.value, today)) unkept.delete(storage);
    else unkept.set(storage, { raw: raw.value, today });
  }
  return r;
}

/** Where a later damaged value is kept when the first backup holds another one. */
export const datedBackupKey = (today: string): string => datedKey(NAME, today);

const keep = (storage: Store, raw: string, today: string): boolean =>
  keepDamaged(storage, PRACTICE_KEY, NAME, raw, today, readMoved) !== null;

/**
 * Private mode or full storage: practice goes on without saving. A damaged value that could not
 * be kept when it was read is tried once more, and while it still cannot be kept it stays in
 * place (keepDamaged tells why).
 */
export function writeStore(storage: PracticeStorage, data: StoredPractice): void {
  migrateStorage(storage); // before anything is written under the key now
  const held = storage === null ? undefined : unkept.get(storage);
  if (storage !== null && held !== undefined) {
    const now = readMoved(storage, PRACTICE_KEY);
    if (now.ok && now.value === held.raw && !keep(storage, held.raw, held.today)) return;
    unkept.delete(storage);
  }
  writeItem(storage, PRACTICE_KEY, writePractice(data));
}
