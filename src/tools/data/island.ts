// The data page, headless: one controller that owns the page's model (what this browser holds,
// the file being imported, the learner's picks) and its effects behind a small `DataIO` (storage,
// the engine chunk, the clock). The view renders the model and calls these methods; the tests
// drive the same controller in Node with a Map for storage.
import { readItem, type Store } from '../../ui/storage.ts';
import { applyWrites } from './apply.ts';
import { collect, emptyHeld, fileName, makeFile, readFile, type FileError, type Held } from './file.ts';
import type { DataEngine } from './load.ts';
import { conflicts, mergeWrites, replaceWrites, type PickedPart, type Picks, type Side } from './merge.ts';
import { PART_KEYS, REPLACED_KEY } from './parts.ts';

export interface DataIO {
  /** Local storage, or null where the browser refuses it. */
  store: Store | null;
  /** The data engine chunk (the game's check); rejects when it does not load. */
  loadEngine: () => Promise<DataEngine>;
  /** The local date, YYYY-MM-DD. */
  today: () => string;
  /** The moment, as an ISO time. */
  now: () => string;
}

export type Stage =
  | { kind: 'idle' }
  /** The table engine is loading to check the file's game. */
  | { kind: 'reading' }
  | { kind: 'refused'; error: FileError }
  /** The file holds a game and the engine did not load: nothing can be said of it. */
  | { kind: 'engine-failed' }
  /** The browser could not read the chosen file. */
  | { kind: 'read-failed' }
  /** The file is read: what it holds, and the question (merge or replace, and the picks). */
  | { kind: 'asking'; file: Held; exported: string; conflicts: PickedPart[]; picks: Picks }
  | { kind: 'done'; how: 'merged' | 'replaced' | 'nothing' }
  /** The browser refused a write: nothing of the learner's changed. */
  | { kind: 'failed' };

export interface DataModel {
  /** What this browser holds; null while its game is being checked. */
  here: Held | null;
  stage: Stage;
  /** What the last replace replaced, as a data file, and when it was written; null when there is none. */
  replaced: { text: string; exported: string } | null;
}

/** The backup of the last replace, if it reads as a data file. */
function replacedOf(store: Store | null, today: string): DataModel['replaced'] {
  const raw = readItem(store, REPLACED_KEY);
  if (!raw.ok || raw.value === null) return null;
  const r = readFile(raw.value, today);
  return r.ok ? { text: raw.value, exported: r.exported } : null;
}

export function createData(io: DataIO) {
  let model: DataModel = { here: null, stage: { kind: 'idle' }, replaced: null };
  let engine: DataEngine | null = null;
  const listeners = new Set<(m: DataModel) => void>();
  const set = (patch: Partial<DataModel>) => {
    model = { ...model, ...patch };
    for (const f of listeners) f(model);
  };
  const stored = (key: string) => readItem(io.store, key);
  /** The engine, loaded once; null when it does not load. */
  const withEngine = async (): Promise<DataEngine | null> => {
    if (engine) return engine;
    try {
      return (engine = await io.loadEngine());
    } catch {
      return null;
    }
  };
  /** What the browser holds now; a stored game is checked by the engine (left unchecked if it does not load). */
  const gather = async (): Promise<Held> => {
    const game = stored(PART_KEYS.game);
    const e = game.ok && game.value !== null ? await withEngine() : null;
    return collect(io.store, io.today(), e ? e.gameRestores : null);
  };
  const refresh = async (stage: Stage) =>
    set({ here: await gather(), stage, replaced: replacedOf(io.store, io.today()) });

  return {
    get model(): DataModel {
      return model;
    },
    subscribe(f: (m: DataModel) => void): () => void {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    /** Reads what the browser holds. */
    start: (): Promise<void> => refresh({ kind: 'idle' }),
    /** The export: the data file of what the browser holds right now, with its name. */
    async exportFile(): Promise<{ name: string; text: string }> {
      const here = await gather();
      set({ here });
      return { name: fileName(io.today()), text: makeFile(here, io.now()) };
    },
    /** The backup of the last replace, as a file to download. */
    replacedFile(): { name: string; text: string } | null {
      const r = model.replaced;
      return r && { name: `fan-laak-data-backup-${r.exported.slice(0, 10)}.json`, text: r.text };
    },
    /** A chosen or pasted file's text: checked whole, then the question; nothing is written. */
    async read(text: string): Promise<void> {
      const r = readFile(text, io.today());
      if (!r.ok) return set({ stage: { kind: 'refused', error: r.error } });
      const file = r.value;
      if (file.parts.game !== undefined) {
        set({ stage: { kind: 'reading' } });
        const e = await withEngine();
        if (!e) return set({ stage: { kind: 'engine-failed' } });
        if (!e.gameRestores(file.parts.game))
          return set({ stage: { kind: 'refused', error: { code: 'damaged', part: 'game' } } });
      }
      const here = model.here ?? emptyHeld();
      set({ stage: { kind: 'asking', file, exported: r.exported, conflicts: conflicts(here, file), picks: {} } });
    },
    /** The browser could not read the chosen file. */
    readFailed: (): void => set({ stage: { kind: 'read-failed' } }),
    /** A chosen file over MAX_FILE bytes, refused unread. */
    tooLarge: (): void => set({ stage: { kind: 'refused', error: { code: 'too-large' } } }),
    /** Which side's game or settings stays when merging. */
    pick(part: PickedPart, side: Side): void {
      const s = model.stage;
      if (s.kind === 'asking') set({ stage: { ...s, picks: { ...s.picks, [part]: side } } });
    },
    cancel: (): void => set({ stage: { kind: 'idle' } }),
    /** Merges the file into what the browser holds (read again now: another tab may have written). */
    async merge(): Promise<void> {
      const s = model.stage;
      if (s.kind !== 'asking') return;
      const here = await gather();
      const w = mergeWrites(here, s.file, s.picks, io.today());
      const nothing = w.set.length === 0 && w.keep.every((k) => here.backups[k.key] === k.raw);
      const ok = applyWrites(io.store, w, io.today());
      await refresh(ok ? { kind: 'done', how: nothing ? 'nothing' : 'merged' } : { kind: 'failed' });
    },
    /** Replaces what the browser holds by the file, keeping what it held under REPLACED_KEY first. */
    async replace(): Promise<void> {
      const s = model.stage;
      if (s.kind !== 'asking') return;
      const here = await gather();
      const ok = applyWrites(io.store, replaceWrites(here, s.file, makeFile(here, io.now())), io.today());
      await refresh(ok ? { kind: 'done', how: 'replaced' } : { kind: 'failed' });
    },
  };
}
