// What the play page keeps in storage, as the controller (island.ts) reads and writes it: the
// history of finished hands and the game in progress. A stored value the page cannot read is
// kept as a copy (src/ui/storage-backup.ts) before anything replaces it, and where storage
// refuses the copy the value is left as it is: the history gets no new hands, the game holds
// for this visit only. The history is read again before a hand is added, so hands another tab
// added stay.
import type { TableState } from './controller.ts';
import { addItem, HISTORY_KEY, readHistory, type PlayedHand } from './history.ts';
import type { HistoryNote, Keeping, PlayModel } from './island-state.ts';
import type { TableEngine } from './load.ts';
import { GAME_KEY } from './settings.ts';

/** Local storage as the page uses it: reads null and drops writes when the browser refuses it; never throws. */
export interface PlayStorage {
  get: (key: string) => string | null;
  /** Writes `value`, or removes the key when it is null. */
  set: (key: string, value: string | null) => void;
  /** Keeps `raw`, the unreadable value under `key`, as a copy (keepDamaged); null: storage refused. */
  keep: (key: string, name: string, raw: string) => string | null;
}

type HistoryPart = Pick<PlayModel, 'history' | 'historyNote'>;

export function playStore(storage: PlayStorage) {
  // The stored save that could not be restored, until a copy of it is kept: never replaced before.
  let unreadSave: string | null = null;
  let saveKept: Keeping | null = null;

  /** Keeps the save that could not be restored, if not kept yet: what became of it. */
  const keepSave = (): Keeping | null => {
    if (unreadSave === null) return saveKept;
    saveKept = storage.keep(GAME_KEY, 'play-game', unreadSave) === null ? 'refused' : 'kept';
    if (saveKept === 'kept') unreadSave = null;
    return saveKept;
  };

  const history = (): HistoryPart & { items: unknown[] | null } => {
    const raw = storage.get(HISTORY_KEY);
    const read = readHistory(raw);
    let damaged: Keeping | null = null;
    if (read.items === null && raw !== null)
      damaged = storage.keep(HISTORY_KEY, 'play-history', raw) === null ? 'refused' : 'kept';
    return { history: read.hands, historyNote: { damaged, unread: read.unread }, items: read.items };
  };

  return {
    /** The stored history as it is now; a value that cannot be read is kept as a copy. */
    history,
    /** Adds a finished hand to the history read again now; `was`: what was said before (a copy kept stays told). */
    addHand(p: PlayedHand, was: HistoryNote): HistoryPart {
      const { items, historyNote } = history();
      if (historyNote.damaged === 'refused') return { history: [], historyNote };
      const text = JSON.stringify(addItem(items ?? [], p));
      storage.set(HISTORY_KEY, text);
      const read = readHistory(text);
      return { history: read.hands, historyNote: { damaged: historyNote.damaged ?? was.damaged, unread: read.unread } };
    },
    /** The saved game, restored; one that cannot be is kept as a copy and its problem told. */
    restore(e: TableEngine): Pick<PlayModel, 'problem' | 'saveKept'> & { table?: TableState } {
      const text = storage.get(GAME_KEY);
      if (text === null) return { problem: null, saveKept: null };
      const r = e.readSave(text);
      if (r.ok) return { table: r.value, problem: null, saveKept: null };
      unreadSave = text;
      return { problem: r.problem, saveKept: keepSave() };
    },
    /** Writes the game; over a save that could not be restored only once it is kept. */
    save(text: string): Keeping | null {
      const kept = keepSave();
      if (kept !== 'refused') storage.set(GAME_KEY, text);
      return kept;
    },
    /** Removes the save (the learner leaves the game); one that could not be restored only once kept. */
    remove(): Keeping | null {
      const kept = keepSave();
      if (kept !== 'refused') storage.set(GAME_KEY, null);
      return kept;
    },
    /** Removes a save that could not be restored, as the learner asked: a copy kept first where storage allows. */
    dismiss(): void {
      keepSave();
      unreadSave = null;
      saveKept = null;
      storage.set(GAME_KEY, null);
    },
    /** Another tab plays now: what this one read of the save is forgotten. */
    forget(): void {
      unreadSave = null;
      saveKept = null;
    },
  };
}
