// The evenings kept in this browser ("the shelf"), stored under `fanlaak:sheets:v1` as
//   {"format":"fan-and-laak/sheets","version":1,"evenings":[{"updated":"…","sheet":{…}}, …]}
// each sheet in the score sheet's own format (src/engine/sheet/types.ts, docs/score-sheet.md).
// Every change is an operation applied to what the store holds at that moment (read, apply,
// write), so a hand entered or removed in another tab is never dropped: the operation names its
// hand by id, not by position. Pure: no storage, no DOM; nothing here throws.
import type { Result } from '../../engine/errors.ts';
import type { Sheet, SheetHand } from '../../engine/sheet/types.ts';

export const SHELF_FORMAT = 'fan-and-laak/sheets';
export const SHELF_VERSION = 1;

/** One evening as kept: the sheet and when it was last changed (ISO time; merges keep the newer). */
export interface Kept {
  updated: string;
  sheet: Sheet;
}

export interface Shelf {
  /** The evenings in the order they were set up. */
  evenings: Kept[];
  /** Entries this page cannot read (a later version's sheet): kept in place, written back as they are. */
  others: unknown[];
}

export const emptyShelf = (): Shelf => ({ evenings: [], others: [] });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads one sheet: the engine's readSheet, passed in (the page loads the engine on demand). */
export type SheetReader = (value: unknown) => Result<Sheet, unknown>;

/**
 * A reader for code that only files evenings by id (the Your data page's check and merge, which
 * keep every evening as it is stored): any object with a text id. Without the engine.
 */
export const byIdOnly: SheetReader = (v) =>
  isObject(v) && typeof v.id === 'string' ? { ok: true, value: v as unknown as Sheet } : { ok: false, error: null };

export type ShelfRead =
  | { kind: 'ok'; shelf: Shelf }
  /** Not JSON, not this format, or no list of evenings: to be kept as a backup before anything is written. */
  | { kind: 'damaged' }
  /** Written by a later version of the site: kept as it is, never overwritten by this page. */
  | { kind: 'newer'; version: number };

/** One stored entry: an evening, or null when this page cannot read it. */
function readKept(v: unknown, read: SheetReader): Kept | null {
  if (!isObject(v) || typeof v.updated !== 'string') return null;
  const sheet = read(v.sheet);
  return sheet.ok ? { updated: v.updated, sheet: sheet.value } : null;
}

/** The shelf in a stored text; null (nothing stored) is an empty shelf. */
export function readShelf(text: string | null, read: SheetReader): ShelfRead {
  if (text === null) return { kind: 'ok', shelf: emptyShelf() };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { kind: 'damaged' };
  }
  if (!isObject(v) || v.format !== SHELF_FORMAT || !Number.isInteger(v.version) || (v.version as number) < 1)
    return { kind: 'damaged' };
  if ((v.version as number) > SHELF_VERSION) return { kind: 'newer', version: v.version as number };
  if (!Array.isArray(v.evenings)) return { kind: 'damaged' };
  const shelf = emptyShelf();
  for (const entry of v.evenings as unknown[]) {
    const kept = readKept(entry, read);
    if (kept === null) shelf.others.push(entry);
    else if (!shelf.evenings.some((e) => e.sheet.id === kept.sheet.id)) shelf.evenings.push(kept);
  }
  return { kind: 'ok', shelf };
}

/** The stored text of a shelf. */
export const writeShelf = (s: Shelf): string =>
  JSON.stringify({ format: SHELF_FORMAT, version: SHELF_VERSION, evenings: [...s.evenings, ...s.others] });

/** A change to the shelf; hands and evenings are named by id. */
export type ShelfOp =
  /** A new evening, an evening put back (undo of a delete), or an imported one (replaces one of its id). */
  | { type: 'put'; sheet: Sheet }
  | { type: 'delete'; id: string }
  | { type: 'add-hand'; id: string; hand: SheetHand }
  /** Replaces the hand of the same id; nothing when another tab removed it meanwhile. */
  | { type: 'edit-hand'; id: string; hand: SheetHand }
  | { type: 'remove-hand'; id: string; hand: string }
  /** Puts a removed hand back after the hand `after` (null: first). */
  | { type: 'insert-hand'; id: string; hand: SheetHand; after: string | null }
  /** Ends the evening early (or, with null, lets it go on). */
  | { type: 'end'; id: string; ended: Sheet['ended'] };

/** The hands after one operation on one evening. */
function handsAfter(hands: readonly SheetHand[], op: ShelfOp): SheetHand[] {
  switch (op.type) {
    case 'add-hand':
      return hands.some((h) => h.id === op.hand.id) ? [...hands] : [...hands, op.hand];
    case 'edit-hand':
      return hands.map((h) => (h.id === op.hand.id ? op.hand : h));
    case 'remove-hand':
      return hands.filter((h) => h.id !== op.hand);
    case 'insert-hand': {
      if (hands.some((h) => h.id === op.hand.id)) return [...hands];
      const at = op.after === null ? 0 : hands.findIndex((h) => h.id === op.after) + 1;
      // The hand before it was removed too: it goes where its neighbour was, at the end.
      const where = op.after !== null && at === 0 ? hands.length : at;
      return [...hands.slice(0, where), op.hand, ...hands.slice(where)];
    }
    default:
      return [...hands];
  }
}

/** The shelf after `op`, `now` the time of the change. An operation on an evening that is gone changes nothing. */
export function applyOp(s: Shelf, op: ShelfOp, now: string): Shelf {
  if (op.type === 'put') {
    const kept = { updated: now, sheet: op.sheet };
    const at = s.evenings.findIndex((e) => e.sheet.id === op.sheet.id);
    const evenings = at < 0 ? [...s.evenings, kept] : s.evenings.map((e, i) => (i === at ? kept : e));
    return { ...s, evenings };
  }
  if (op.type === 'delete') return { ...s, evenings: s.evenings.filter((e) => e.sheet.id !== op.id) };
  const evenings = s.evenings.map((e): Kept => {
    if (e.sheet.id !== op.id) return e;
    const sheet = { ...e.sheet };
    if (op.type === 'end') sheet.ended = op.ended;
    else sheet.hands = handsAfter(e.sheet.hands, op);
    return { updated: now, sheet };
  });
  return { ...s, evenings };
}

/** The evenings newest first (by when each was last changed), as the start lists them. */
export const newestFirst = (s: Shelf): Kept[] => [...s.evenings].sort((a, b) => b.updated.localeCompare(a.updated));

/** The evening of `id`, or undefined. */
export const eveningOf = (s: Shelf, id: string): Kept | undefined => s.evenings.find((e) => e.sheet.id === id);

/**
 * Two shelves as one (the Your data file's merge): every evening of either, by id; where both
 * hold an evening, the one changed last, with its hands list. Entries neither can read are kept once.
 */
export function mergeShelves(here: Shelf, file: Shelf): Shelf {
  const evenings = here.evenings.map((e) => {
    const other = eveningOf(file, e.sheet.id);
    return other !== undefined && other.updated > e.updated ? other : e;
  });
  for (const e of file.evenings) if (eveningOf(here, e.sheet.id) === undefined) evenings.push(e);
  const seen = new Set(here.others.map((o) => JSON.stringify(o)));
  return { evenings, others: [...here.others, ...file.others.filter((o) => !seen.has(JSON.stringify(o)))] };
}

/** The undo of `op` as applied to `before`: the operation that puts the shelf's evening back. */
export function inverseOf(before: Shelf, op: ShelfOp): ShelfOp | null {
  const id = op.type === 'put' ? op.sheet.id : op.id;
  const was = eveningOf(before, id)?.sheet;
  switch (op.type) {
    case 'put':
      return was === undefined ? { type: 'delete', id } : { type: 'put', sheet: was };
    case 'delete':
      return was === undefined ? null : { type: 'put', sheet: was };
    case 'add-hand':
      return { type: 'remove-hand', id, hand: op.hand.id };
    case 'edit-hand': {
      const old = was?.hands.find((h) => h.id === op.hand.id);
      return old === undefined ? null : { type: 'edit-hand', id, hand: old };
    }
    case 'remove-hand': {
      const i = was?.hands.findIndex((h) => h.id === op.hand) ?? -1;
      if (was === undefined || i < 0) return null;
      return { type: 'insert-hand', id, hand: was.hands[i]!, after: i === 0 ? null : was.hands[i - 1]!.id };
    }
    case 'insert-hand':
      return { type: 'remove-hand', id, hand: op.hand.id };
    case 'end':
      return was === undefined ? null : { type: 'end', id, ended: was.ended };
  }
}
