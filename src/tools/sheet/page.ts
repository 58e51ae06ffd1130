// The score sheet page's state above the store: which screen shows (the list of evenings, the
// set-up, one evening, its end), what it asks before a deletion or the end, and the last
// change's note with its Undo. Pure transitions over the keeper (keeper.ts), tested in Node.
import type { Sheet, SheetHand } from '../../engine/sheet/types.ts';
import type { Keeper, KeeperState } from './keeper.ts';
import { newForm, lastNames, sheetOfSetup, type SetupForm, type SetupProblem } from './setup.ts';
import { eveningOf, type ShelfOp } from './shelf.ts';

export type Screen =
  | { kind: 'list' }
  | { kind: 'setup'; form: SetupForm; problems: SetupProblem[] }
  /** One evening; `editing` is the id of the hand being edited, `ask` a question open on it. */
  | { kind: 'evening'; id: string; editing: string | null; ask: 'end' | { remove: string } | null };

/** What the page says about the last thing done, beside its Undo. */
export type Note =
  | { kind: 'done'; did: ShelfOp['type']; number?: number }
  | { kind: 'undone' }
  | { kind: 'imported'; sheet: Sheet; replaced: boolean }
  | { kind: 'refused'; error: unknown };

export interface PageState {
  store: KeeperState;
  screen: Screen;
  /** The evening a deletion is asked for, on the list. */
  askDelete: string | null;
  note: Note | null;
}

export interface Page {
  readonly state: PageState;
  openList(): PageState;
  openSetup(): PageState;
  editForm(form: SetupForm): PageState;
  /** Starts the evening of the form, if it has no problem; `id` and `now` come from the page. */
  start(id: string, now: string): PageState;
  open(id: string): PageState;
  askDelete(id: string | null): PageState;
  delete(id: string): PageState;
  addHand(hand: SheetHand): PageState;
  editHand(id: string | null): PageState;
  saveHand(hand: SheetHand): PageState;
  ask(question: 'end' | { remove: string } | null): PageState;
  removeHand(hand: string): PageState;
  end(ended: Sheet['ended']): PageState;
  undo(): PageState;
  /** A file's sheet, read with the engine's readSheet (the caller passes its result). */
  importSheet(read: { ok: true; value: Sheet } | { ok: false; error: unknown }): PageState;
  refresh(): PageState;
}

export function createPage(keeper: Keeper, first: Screen = { kind: 'list' }): Page {
  let state: PageState = { store: keeper.state, screen: first, askDelete: null, note: null };
  // An evening a link names that is not kept here opens the list.
  if (first.kind === 'evening' && eveningOf(keeper.state.shelf, first.id) === undefined)
    state = { ...state, screen: { kind: 'list' } };

  const set = (patch: Partial<PageState>): PageState => (state = { ...state, ...patch });
  const evening = () => (state.screen.kind === 'evening' ? state.screen : null);
  const change = (op: ShelfOp, note: Note | null = { kind: 'done', did: op.type }, undoable = true): PageState =>
    set({ store: keeper.apply(op, undoable), note });
  /** The number of a hand in its evening (1 for the first). */
  const numberOf = (id: string, hand: string): number =>
    (eveningOf(state.store.shelf, id)?.sheet.hands.findIndex((h) => h.id === hand) ?? -1) + 1;

  return {
    get state() {
      return state;
    },
    openList: () => set({ screen: { kind: 'list' }, askDelete: null }),
    openSetup: () =>
      set({ screen: { kind: 'setup', form: newForm(lastNames(state.store.shelf)), problems: [] }, note: null }),
    editForm(form) {
      const s = state.screen;
      return s.kind === 'setup' ? set({ screen: { ...s, form } }) : state;
    },
    start(id, now) {
      const s = state.screen;
      if (s.kind !== 'setup') return state;
      const r = sheetOfSetup(s.form, id, now);
      if (!r.ok) return set({ screen: { ...s, problems: r.problems } });
      change({ type: 'put', sheet: r.sheet }, null, false);
      return set({ screen: { kind: 'evening', id, editing: null, ask: null } });
    },
    open: (id) => set({ screen: { kind: 'evening', id, editing: null, ask: null }, askDelete: null, note: null }),
    askDelete: (id) => set({ askDelete: id }),
    delete(id) {
      set({ askDelete: null });
      return change({ type: 'delete', id });
    },
    addHand(hand) {
      const e = evening();
      if (e === null) return state;
      change({ type: 'add-hand', id: e.id, hand }, null);
      return set({ note: { kind: 'done', did: 'add-hand', number: numberOf(e.id, hand.id) } });
    },
    editHand: (hand) => {
      const e = evening();
      return e === null ? state : set({ screen: { ...e, editing: hand, ask: null } });
    },
    saveHand(hand) {
      const e = evening();
      if (e === null) return state;
      set({ screen: { ...e, editing: null } });
      return change(
        { type: 'edit-hand', id: e.id, hand },
        { kind: 'done', did: 'edit-hand', number: numberOf(e.id, hand.id) },
      );
    },
    ask: (question) => {
      const e = evening();
      return e === null ? state : set({ screen: { ...e, ask: question } });
    },
    removeHand(hand) {
      const e = evening();
      if (e === null) return state;
      const number = numberOf(e.id, hand);
      set({ screen: { ...e, ask: null, editing: e.editing === hand ? null : e.editing } });
      return change({ type: 'remove-hand', id: e.id, hand }, { kind: 'done', did: 'remove-hand', number });
    },
    end(ended) {
      const e = evening();
      if (e === null) return state;
      set({ screen: { ...e, ask: null } });
      return change({ type: 'end', id: e.id, ended }, ended === null ? null : { kind: 'done', did: 'end' });
    },
    undo: () => set({ store: keeper.undo(), note: { kind: 'undone' } }),
    importSheet(read) {
      if (!read.ok) return set({ note: { kind: 'refused', error: read.error } });
      const replaced = eveningOf(state.store.shelf, read.value.id) !== undefined;
      change({ type: 'put', sheet: read.value }, { kind: 'imported', sheet: read.value, replaced });
      return set({ screen: { kind: 'evening', id: read.value.id, editing: null, ask: null } });
    },
    refresh() {
      set({ store: keeper.refresh() });
      // The evening shown was deleted in another tab: back to the list.
      const e = evening();
      if (e !== null && eveningOf(state.store.shelf, e.id) === undefined) set({ screen: { kind: 'list' } });
      return state;
    },
  };
}
