import { describe, expect, test } from 'vitest';
import { fakeStorage } from '../../ui/fake-storage.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { createKeeper, SHEETS_KEY } from './keeper.ts';
import { createPage } from './page.ts';
import type { SheetReader } from './shelf.ts';
import { drawHand, fanWin, testSheet } from './test-sheets.ts';

const read: SheetReader = (v) =>
  typeof v === 'object' && v !== null && (v as Sheet).version === 1
    ? { ok: true, value: v as Sheet }
    : { ok: false, error: 'x' };

const now = '2026-11-28T18:00:00.000Z';

describe('the page', () => {
  test('sets up an evening with the names of the last one, refusing a form with a problem', () => {
    const store = fakeStorage();
    const keeper = createKeeper(store, read);
    keeper.apply({ type: 'put', sheet: testSheet('old') });
    const page = createPage(keeper);
    const setup = page.openSetup().screen;
    expect(setup.kind === 'setup' && setup.form.names).toEqual(['Anna', 'Ben', 'Carla', 'Dieter']);
    if (setup.kind !== 'setup') throw new Error('no set-up');
    page.editForm({ ...setup.form, names: ['Anna', 'Ben', '', 'Dieter'] });
    const refused = page.start('e1', now).screen;
    expect(refused.kind === 'setup' && refused.problems).toEqual([{ code: 'name-missing', seat: 2 }]);
    expect(page.state.store.shelf.evenings).toHaveLength(1);
    page.editForm({ ...setup.form, names: ['Anna', 'Ben', 'Carla', 'Eva'] });
    expect(page.start('e1', now).screen).toEqual({ kind: 'evening', id: 'e1', editing: null, ask: null });
    expect(store.items.get(SHEETS_KEY)).toContain('"Eva"');
  });

  test('enters, removes and puts back hands, saying which', () => {
    const keeper = createKeeper(fakeStorage(), read);
    keeper.apply({ type: 'put', sheet: testSheet('e1', [drawHand('h1')]) });
    const page = createPage(keeper, { kind: 'evening', id: 'e1', editing: null, ask: null });
    expect(page.addHand(fanWin('h2', 0, 1, 3)).note).toEqual({ kind: 'done', did: 'add-hand', number: 2 });
    page.ask({ remove: 'h1' });
    const removed = page.removeHand('h1');
    expect(removed.note).toEqual({ kind: 'done', did: 'remove-hand', number: 1 });
    expect(removed.screen).toEqual({ kind: 'evening', id: 'e1', editing: null, ask: null });
    expect(page.undo().store.shelf.evenings[0]!.sheet.hands.map((h) => h.id)).toEqual(['h1', 'h2']);
  });

  test('a refused file changes nothing; a file of a kept evening replaces it, and Undo puts it back', () => {
    const keeper = createKeeper(fakeStorage(), read);
    keeper.apply({ type: 'put', sheet: testSheet('e1', [drawHand('h1')]) });
    const page = createPage(keeper);
    const before = page.state.store.shelf;
    expect(page.importSheet({ ok: false, error: { code: 'not-json' } }).store.shelf).toBe(before);
    const imported = page.importSheet({ ok: true, value: testSheet('e1') });
    expect(imported.note).toMatchObject({ kind: 'imported', replaced: true });
    expect(imported.store.shelf.evenings[0]!.sheet.hands).toEqual([]);
    expect(page.undo().store.shelf.evenings[0]!.sheet.hands).toEqual([drawHand('h1')]);
  });

  test('an evening deleted in another tab sends this one back to the list', () => {
    const store = fakeStorage();
    const keeper = createKeeper(store, read);
    keeper.apply({ type: 'put', sheet: testSheet('e1') });
    const page = createPage(keeper, { kind: 'evening', id: 'e1', editing: null, ask: null });
    createKeeper(store, read).apply({ type: 'delete', id: 'e1' });
    expect(page.refresh().screen).toEqual({ kind: 'list' });
  });

  test('a link to an evening not kept here opens the list', () => {
    const page = createPage(createKeeper(fakeStorage(), read), {
      kind: 'evening',
      id: 'gone',
      editing: null,
      ask: null,
    });
    expect(page.state.screen).toEqual({ kind: 'list' });
  });
});
