// The progress in the browser's storage: read (a damaged value kept as a backup first) and
// written, neither ever throwing: private mode or a full storage only means practice goes on
// without saving. The data's format and its checks are store.ts's; the keys and the move from
// the keys used before the convention are ui/storage.ts's and ui/storage-moves.ts's.
import { storageKey, writeItem, type Store } from '../../ui/storage.ts';
import { migrateStorage, readMoved } from '../../ui/storage-moves.ts';
import {
  BACKUP_KEY,
  PRACTICE_KEY,
  emptyPractice,
  readPractice,
  writePractice,
  type PracticeData,
  type ReadProblem,
} from './store.ts';

/** Local storage as the practice page uses it, or null when the browser refuses it. */
export type PracticeStorage = Store | null;

/** Reads the stored progress; a damaged value is kept as a backup before anything overwrites it. */
export function readStore(
  storage: PracticeStorage,
  today: string,
): { data: PracticeData; problem: ReadProblem | null } {
  const raw = readMoved(storage, PRACTICE_KEY);
  if (!raw.ok) return { data: emptyPractice(), problem: null }; // storage refused: practice goes on without it
  const r = readPractice(raw.value, today);
  if (r.problem && raw.value !== null) backUp(storage, raw.value, today);
  return r;
}

/** Where a later damaged value is kept when the first backup holds another one. */
export const datedBackupKey = (today: string): string => storageKey(`practice-backup-${today}`, 1);

/**
 * Keeps a damaged value: the first ever under BACKUP_KEY, a later different one under
 * datedBackupKey(today), so a second damage (say, a newer site version's data read by an older
 * cached page) does not lose what the first backup could not hold. Full storage: the readable
 * part is still shown and kept.
 */
function backUp(storage: PracticeStorage, raw: string, today: string): void {
  const first = readMoved(storage, BACKUP_KEY);
  if (!first.ok) return;
  const dated = datedBackupKey(today);
  if (first.value === null) writeItem(storage, BACKUP_KEY, raw);
  else if (first.value !== raw) {
    const later = readMoved(storage, dated);
    if (later.ok && later.value === null) writeItem(storage, dated, raw);
  }
}

/** Private mode or full storage: practice goes on without saving. */
export function writeStore(storage: PracticeStorage, data: PracticeData): void {
  migrateStorage(storage); // before anything is written under the key now
  writeItem(storage, PRACTICE_KEY, writePractice(data));
}
