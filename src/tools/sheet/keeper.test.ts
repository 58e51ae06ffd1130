import { describe, expect, test } from 'vitest';
import { fakeStorage } from '../../ui/fake-storage.ts';
import { createKeeper, SHEETS_KEY, type Clock } from './keeper.ts';
import { eveningOf, readShelf, SHELF_FORMAT, writeShelf, type SheetReader } from './shelf.ts';
import { drawHand, fanWin, testSheet } from './test-sheets.ts';
import type { Sheet } from '../../engine/sheet/types.ts';

const read: SheetReader = (v) =>
  typeof v === 'object' && v !== null && (v as Sheet).version === 1
    ? { ok: true, value: v as Sheet }
    : { ok: false, error: 'x' };

/** A clock that moves on a second per call, so "updated" orders the changes. */
function ticking(): Clock {
  let t = Date.parse('2026-11-28T18:00:00.000Z');
  return { now: () => new Date((t += 1000)).toISOString(), today: () => '2026-11-28' };
}

const handIds = (raw: string | undefined, id = 'e1'): string[] => {
  const r = readShelf(raw ?? null, read);
  if (r.kind !== 'ok') throw new Error('unreadable shelf');
  return eveningOf(r.shelf, id)?.sheet.hands.map((h) => h.id) ?? [];
};

describe('two tabs', () => {
  test('hands entered in both tabs are all kept, in the order entered', () => {
    const store = fakeStorage();
    const clock = ticking();
    const a = createKeeper(store, read, clock);
    a.apply({ type: 'put', sheet: testSheet('e1') });
    const b = createKeeper(store, read, clock);
    a.apply({ type: 'add-hand', id: 'e1', hand: fanWin('h1', 0, 1, 3) });
    // b has not heard of h1 (no storage event yet) and enters h2.
    b.apply({ type: 'add-hand', id: 'e1', hand: fanWin('h2', 1, 2, 4) });
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h1', 'h2']);
    expect(b.state.shelf.evenings[0]!.sheet.hands.map((h) => h.id)).toEqual(['h1', 'h2']);
    // a still shows only h1 until it refreshes; its next change keeps h2.
    a.apply({ type: 'add-hand', id: 'e1', hand: drawHand('h3') });
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h1', 'h2', 'h3']);
  });

  test('a hand removed in one tab stays removed when the other edits another hand', () => {
    const store = fakeStorage();
    const a = createKeeper(store, read, ticking());
    a.apply({ type: 'put', sheet: testSheet('e1', [fanWin('h1', 0, 1, 3), fanWin('h2', 1, 2, 4)]) });
    const b = createKeeper(store, read, ticking());
    a.apply({ type: 'remove-hand', id: 'e1', hand: 'h1' });
    b.apply({ type: 'edit-hand', id: 'e1', hand: fanWin('h2', 1, 3, 5) });
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h2']);
    // Editing the hand the other tab removed does not bring it back.
    b.apply({ type: 'edit-hand', id: 'e1', hand: fanWin('h1', 2, 3, 6) });
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h2']);
    expect(a.refresh().shelf.evenings[0]!.sheet.hands).toEqual([fanWin('h2', 1, 3, 5)]);
  });

  test('an evening deleted in one tab is not brought back by a hand entered in the other', () => {
    const store = fakeStorage();
    const a = createKeeper(store, read, ticking());
    a.apply({ type: 'put', sheet: testSheet('e1') });
    a.apply({ type: 'put', sheet: testSheet('e2') });
    const b = createKeeper(store, read, ticking());
    a.apply({ type: 'delete', id: 'e1' });
    b.apply({ type: 'add-hand', id: 'e2', hand: drawHand('h1') });
    const r = readShelf(store.items.get(SHEETS_KEY)!, read);
    expect(r.kind === 'ok' && r.shelf.evenings.map((e) => e.sheet.id)).toEqual(['e2']);
  });
});

describe('undo', () => {
  test('undoes an entry, an edit, a removal and a deletion, each where it was', () => {
    const store = fakeStorage();
    const k = createKeeper(store, read, ticking());
    k.apply({ type: 'put', sheet: testSheet('e1', [fanWin('h1', 0, 1, 3), drawHand('h2'), fanWin('h3', 2, 1, 5)]) });
    k.apply({ type: 'add-hand', id: 'e1', hand: drawHand('h4') });
    k.undo();
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h1', 'h2', 'h3']);
    k.apply({ type: 'remove-hand', id: 'e1', hand: 'h2' });
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h1', 'h3']);
    k.undo();
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h1', 'h2', 'h3']);
    k.apply({ type: 'edit-hand', id: 'e1', hand: fanWin('h3', 3, 0, 8) });
    k.undo();
    expect(eveningOf(k.state.shelf, 'e1')!.sheet.hands[2]).toEqual(fanWin('h3', 2, 1, 5));
    k.apply({ type: 'delete', id: 'e1' });
    expect(k.state.shelf.evenings).toEqual([]);
    k.undo();
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual(['h1', 'h2', 'h3']);
    k.undo(); // the put itself
    expect(k.state.shelf.evenings).toEqual([]);
    expect(k.state.undo).toEqual([]);
  });
});

describe('a stored value the page cannot read', () => {
  test('is kept as a backup before the first write', () => {
    const store = fakeStorage({ [SHEETS_KEY]: '{"format":"fan-and-laak/sheets",' });
    const k = createKeeper(store, read, ticking());
    expect(k.state.problem).toEqual({ kind: 'kept', backup: 'fanlaak:sheets-backup:v1' });
    expect(store.items.get('fanlaak:sheets-backup:v1')).toBe('{"format":"fan-and-laak/sheets",');
    k.apply({ type: 'put', sheet: testSheet('e1') });
    expect(handIds(store.items.get(SHEETS_KEY))).toEqual([]);
    expect(k.state.problem).toEqual({ kind: 'kept', backup: 'fanlaak:sheets-backup:v1' });
  });

  test('that cannot be kept is never written over', () => {
    const held = {
      [SHEETS_KEY]: 'not json',
      'fanlaak:sheets-backup:v1': 'older damage',
      'fanlaak:sheets-backup-2026-11-28:v1': 'damage of this morning',
    };
    const store = fakeStorage(held);
    const k = createKeeper(store, read, ticking());
    expect(k.state.problem).toEqual({ kind: 'unkept' });
    k.apply({ type: 'put', sheet: testSheet('e1') });
    expect(k.state.shelf.evenings).toHaveLength(1); // kept in the tab
    expect(Object.fromEntries(store.items)).toEqual(held);
  });

  test('written by a later version is left as it is', () => {
    const raw = JSON.stringify({ format: SHELF_FORMAT, version: 2, evenings: [] });
    const store = fakeStorage({ [SHEETS_KEY]: raw });
    const k = createKeeper(store, read, ticking());
    expect(k.state.problem).toEqual({ kind: 'newer', version: 2 });
    k.apply({ type: 'put', sheet: testSheet('e1') });
    expect(store.items.get(SHEETS_KEY)).toBe(raw);
    expect(store.items.size).toBe(1);
  });

  test('one evening it cannot read is kept in place through every write', () => {
    const stranger = { updated: '2026-11-27T20:00:00.000Z', sheet: { format: 'fan-and-laak/sheet', version: 9 } };
    const raw = JSON.stringify({ format: SHELF_FORMAT, version: 1, evenings: [stranger] });
    const store = fakeStorage({ [SHEETS_KEY]: raw });
    const k = createKeeper(store, read, ticking());
    expect(k.state.problem).toBeNull();
    expect(k.state.shelf.others).toEqual([stranger]);
    k.apply({ type: 'put', sheet: testSheet('e1') });
    const stored = JSON.parse(store.items.get(SHEETS_KEY)!) as { evenings: unknown[] };
    expect(stored.evenings).toHaveLength(2);
    expect(stored.evenings).toContainEqual(stranger);
  });
});

describe('a refused write', () => {
  test('keeps the change in the tab and saves it with the next write that succeeds', () => {
    const store = fakeStorage();
    const k = createKeeper(store, read, ticking());
    k.apply({ type: 'put', sheet: testSheet('e1') });
    const before = store.items.get(SHEETS_KEY);
    const full = fakeStorage({ [SHEETS_KEY]: before! }, 'writes');
    const f = createKeeper(full, read, ticking());
    f.apply({ type: 'add-hand', id: 'e1', hand: drawHand('h1') });
    expect(f.state.problem).toEqual({ kind: 'unsaved' });
    expect(full.items.get(SHEETS_KEY)).toBe(before);
    expect(eveningOf(f.state.shelf, 'e1')!.sheet.hands).toHaveLength(1);
  });

  test('of a round trip: what is written reads back the same', () => {
    const store = fakeStorage();
    const k = createKeeper(store, read, ticking());
    k.apply({ type: 'put', sheet: testSheet('e1', [fanWin('h1', 0, 1, 3)]) });
    expect(store.items.get(SHEETS_KEY)).toBe(writeShelf(k.state.shelf));
  });
});
