// The progress in the browser's storage: read (a damaged value kept as a backup first) and
// written, neither ever throwing: private mode or a full storage only means practice goes on
// without saving. The data's format and its checks are store.ts's.
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
export type PracticeStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

/** Reads the stored progress; a damaged value is kept as a backup before anything overwrites it. */
export function readStore(
  storage: PracticeStorage,
  today: string,
): { data: PracticeData; problem: ReadProblem | null } {
  let raw: string | null;
  try {
    raw = storage?.getItem(PRACTICE_KEY) ?? null;
  } catch {
    return { data: emptyPractice(), problem: null }; // storage refused: practice goes on without it
  }
  const r = readPractice(raw, today);
  if (r.problem && raw !== null && storage) backUp(storage, raw, today);
  return r;
}

/**
 * Keeps a damaged value: the first ever under BACKUP_KEY, a later different one under
 * BACKUP_KEY.<date>, so a second damage (say, a newer site version's data read by an older cached
 * page) does not lose what the first backup could not hold.
 */
function backUp(storage: NonNullable<PracticeStorage>, raw: string, today: string): void {
  try {
    const first = storage.getItem(BACKUP_KEY);
    if (first === null) return storage.setItem(BACKUP_KEY, raw);
    const dated = `${BACKUP_KEY}.${today}`;
    if (first !== raw && storage.getItem(dated) === null) storage.setItem(dated, raw);
  } catch {
    // Full storage: the readable part is still shown and kept.
  }
}

export function writeStore(storage: PracticeStorage, data: PracticeData): void {
  try {
    storage?.setItem(PRACTICE_KEY, writePractice(data));
  } catch {
    // Private mode or full storage: practice goes on without saving.
  }
}
