// The shelf in the browser's storage: read once at start, then every change is applied to what
// the store holds at that moment and written at once (shelf.ts), so two tabs keep each other's
// hands; a `storage` event from another tab refreshes (refresh()). A stored value this page
// cannot read is kept as a backup before anything is written over it; when no copy can be kept,
// or a later version of the site wrote it, this page works in memory and writes nothing.
import { keepDamaged, localDay } from '../../ui/storage-backup.ts';
import { readItem, storageKey, writeItem, type Store } from '../../ui/storage.ts';
import {
  applyOp,
  emptyShelf,
  inverseOf,
  readShelf,
  writeShelf,
  type Shelf,
  type SheetReader,
  type ShelfOp,
} from './shelf.ts';

export const SHEETS_NAME = 'sheets';
export const SHEETS_KEY = storageKey(SHEETS_NAME, 1);

/** What the page says about the store, besides the evenings. */
export type StoreProblem =
  /** The stored value could not be read; it is kept under `backup` and the shelf started empty. */
  | { kind: 'kept'; backup: string }
  /** The stored value could not be read nor kept: nothing is saved over it. */
  | { kind: 'unkept' }
  /** A later version of the site wrote the evenings: nothing is saved over them. */
  | { kind: 'newer'; version: number }
  /** The browser refused a write (storage full or blocked): the last change is only in this tab. */
  | { kind: 'unsaved' };

/** A change that can be undone: the operation that undoes it and what it was. */
export interface Undo {
  op: ShelfOp;
  /** What was done, for the button's words. */
  did: ShelfOp['type'];
}

export interface KeeperState {
  shelf: Shelf;
  problem: StoreProblem | null;
  /** The changes of this visit that can be undone, the last one last. */
  undo: Undo[];
}

export interface Clock {
  /** Now as an ISO time. */
  now: () => string;
  /** Today as YYYY-MM-DD, for a dated backup. */
  today: () => string;
}

export const systemClock: Clock = { now: () => new Date().toISOString(), today: () => localDay() };

/** At most this many changes can be undone, the latest first. */
const UNDO_DEPTH = 20;

export interface Keeper {
  readonly state: KeeperState;
  /** Applies a change and saves it; returns the state after it. `undoable` false: no Undo offered (a new evening). */
  apply(op: ShelfOp, undoable?: boolean): KeeperState;
  /** Undoes the last change of this visit (if any). */
  undo(): KeeperState;
  /** Reads the store again (another tab wrote); the undo list stays. */
  refresh(): KeeperState;
}

/** Can the store be written without losing something this page could not read? */
const writable = (p: StoreProblem | null): boolean => p === null || p.kind === 'kept' || p.kind === 'unsaved';

export function createKeeper(store: Store | null, read: SheetReader, clock: Clock = systemClock): Keeper {
  let state: KeeperState = { shelf: emptyShelf(), problem: null, undo: [] };

  /** The shelf in the store now: null when it cannot be read (the caller keeps its own). */
  const stored = (): Shelf | null => {
    const raw = readItem(store, SHEETS_KEY);
    if (!raw.ok) return null;
    const r = readShelf(raw.value, read);
    return r.kind === 'ok' ? r.shelf : null;
  };

  const open = (): void => {
    const raw = readItem(store, SHEETS_KEY);
    if (!raw.ok || raw.value === null) return;
    const r = readShelf(raw.value, read);
    if (r.kind === 'ok') state = { ...state, shelf: r.shelf };
    else if (r.kind === 'newer') state = { ...state, problem: { kind: 'newer', version: r.version } };
    else {
      const backup = keepDamaged(store, SHEETS_KEY, SHEETS_NAME, raw.value, clock.today());
      state = { ...state, problem: backup === null ? { kind: 'unkept' } : { kind: 'kept', backup } };
    }
  };
  open();

  /** Applies `op` to the stored shelf (or, when that cannot be read, to this tab's) and writes it. */
  const commit = (op: ShelfOp): Shelf => {
    const canWrite = writable(state.problem);
    const base = canWrite && state.problem?.kind !== 'unsaved' ? (stored() ?? state.shelf) : state.shelf;
    const next = applyOp(base, op, clock.now());
    if (canWrite) {
      const w = writeItem(store, SHEETS_KEY, writeShelf(next));
      const problem = w.ok ? (state.problem?.kind === 'unsaved' ? null : state.problem) : { kind: 'unsaved' as const };
      state = { ...state, problem };
    }
    return next;
  };

  return {
    get state() {
      return state;
    },
    apply(op, undoable = true) {
      const inverse = undoable ? inverseOf(state.shelf, op) : null;
      const shelf = commit(op);
      const undo = inverse === null ? state.undo : [...state.undo, { op: inverse, did: op.type }].slice(-UNDO_DEPTH);
      state = { ...state, shelf, undo };
      return state;
    },
    undo() {
      const last = state.undo.at(-1);
      if (last === undefined) return state;
      const shelf = commit(last.op);
      state = { ...state, shelf, undo: state.undo.slice(0, -1) };
      return state;
    },
    refresh() {
      if (!writable(state.problem) || state.problem?.kind === 'unsaved') return state;
      const shelf = stored();
      if (shelf !== null) state = { ...state, shelf };
      return state;
    },
  };
}
