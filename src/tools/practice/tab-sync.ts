// The stored progress as one tab keeps it in step with the others: every change is an event
// appended in a read, merge and write of the store (held exclusive by the browser's Web Locks
// where it has them), and a write of another tab is read again. The tab keeps its own events of
// the visit until it reads them folded into the stored snapshot: each read or write merges them in
// again, so a write of another tab that missed them, or a write the storage refused, loses none.
import { eventId, tabId, type AnswerEvent, type PracticeEvent, type RetryEvent } from './events.ts';
import { addEvents, foldStored, latest, mergePractice, settle, snapshot, type StoredPractice } from './merge.ts';
import { readStore, writeStore, type PracticeStorage } from './storage.ts';
import { writePractice, type PracticeData, type ReadProblem } from './store.ts';

export interface SyncIO {
  storage: PracticeStorage;
  today: string;
  now: () => Date;
  /** Runs `f` while no other tab runs one (Web Locks); at once when left out. */
  exclusive?: (f: () => void) => void;
  /** This tab's name in its events' ids; random by default. */
  tab?: string;
}

/** An event as the page makes it: the id and time are the sync's. */
type NewEvent = Omit<AnswerEvent, 'id' | 't'> | Omit<RetryEvent, 'id' | 't'>;

/** `shown` gets the figures after every read or write, with what reading found. */
export function tabSync(io: SyncIO, shown: (figures: PracticeData, problem: ReadProblem | null) => void) {
  let stored: StoredPractice = snapshot();
  let own: PracticeEvent[] = [];
  let count = 0;
  const tab = io.tab ?? tabId();
  const take = (
    next: (s: StoredPractice) => StoredPractice = (s) => s,
    r = readStore(io.storage, io.today),
  ): StoredPractice => {
    own = own.filter((e) => !r.stored.applied.includes(e.id));
    stored = settle(next(addEvents(r.stored, own)));
    shown(foldStored(stored), r.problem);
    return stored;
  };
  /** Has the store lost one of this tab's events (another tab wrote over it meanwhile)? */
  const lost = (s: StoredPractice): boolean =>
    own.some((e) => !s.applied.includes(e.id) && !s.events.some((x) => x.id === e.id));
  /** Reads the store and writes this tab's events back if another tab's write missed them. */
  const heal = (): void => {
    const r = readStore(io.storage, io.today);
    const merged = take(undefined, r);
    if (lost(r.stored)) writeStore(io.storage, merged);
  };
  /**
   * Reads the store, merges this tab's events and `change` into it, and writes it at once: a page
   * left right after an answer (a link, a reload) must not take the answer with it, so the write
   * does not wait for a lock. Another tab writing between this read and write can miss the new
   * event; the check after it (held exclusive by the Web Locks where the browser has them), and
   * every later read of the store, write it back.
   */
  const commit = (change: (s: StoredPractice) => StoredPractice) => {
    writeStore(io.storage, take(change));
    (io.exclusive ?? ((f) => f()))(heal);
  };
  return {
    /** Reads the store (again: another tab wrote it), writing back this tab's events it lacks. */
    read: heal,
    /**
     * Appends an event made against the latest figures (read inside the write), at `now` or just
     * after the latest event stored, so it comes after every event its figures hold.
     */
    append(make: (d: PracticeData, at: Date) => NewEvent | null): void {
      commit((s) => {
        const t = Math.max(io.now().getTime(), latest(s) + 1);
        const made = make(foldStored(s), new Date(t));
        if (!made) return s;
        const e = { ...made, id: eventId(t, tab, count++), t } as PracticeEvent;
        own.push(e);
        return addEvents(s, [e]);
      });
    },
    /** Merges progress from a file into the stored progress (merge.ts). */
    merge: (file: StoredPractice): void => commit((s) => mergePractice(s, file)),
    /** The progress as an export file: the stored progress with this tab's events, as written. */
    exportText: (): string => writePractice(stored),
  };
}
