// The score sheet's evenings as the part `sheets` of the data file: the fixture written by today's
// release (export-v1-sheets.json: the 2026-11-28 export plus two evenings entered through the
// sheet page's keeper) read back with its figures recounted from the JSON, the page reading the
// imported store as its own, a damaged store refused, and merging as the union of evenings by id
// with the newer hands list.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readSheet } from '../../engine/sheet/index.ts';
import { fakeStorage } from '../../ui/fake-storage.ts';
import { createKeeper, SHEETS_KEY } from '../sheet/keeper.ts';
import { eveningOf } from '../sheet/shelf.ts';
import { drawHand, fanWin, testSheet } from '../sheet/test-sheets.ts';
import { applyWrites } from './apply.ts';
import { emptyHeld, readFile, type Held } from './file.ts';
import { mergeWrites, replaceWrites } from './merge.ts';
import { factsOf } from './summary.ts';

const TODAY = '2026-11-28';
const FIXTURE = readFileSync(new URL('./fixtures/export-v1-sheets.json', import.meta.url), 'utf8');
const fixture = JSON.parse(FIXTURE) as {
  parts: { sheets: { format: string; version: number; evenings: { updated: string; sheet: { hands: unknown[] } }[] } };
};
const withParts = (parts: Record<string, unknown>) =>
  JSON.stringify({ format: 'fan-and-laak/data', version: 1, exported: '2026-11-28T20:45:00.000Z', parts });
const shelfJson = (...evenings: { updated: string; sheet: unknown }[]) => ({
  format: 'fan-and-laak/sheets',
  version: 1,
  evenings,
});

describe('the fixture export-v1-sheets.json', () => {
  test('reads back whole, each evening read by the engine as the sheet page reads it', () => {
    const r = readFile(FIXTURE, TODAY);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
    expect(r.value.parts.sheets).toEqual(fixture.parts.sheets);
    for (const e of fixture.parts.sheets.evenings) expect(readSheet(e.sheet).ok).toBe(true);
    // Imported by replace, the sheet page opens the same evenings with every hand.
    const store = fakeStorage();
    expect(applyWrites(store, replaceWrites(emptyHeld(), r.value, '{}'), TODAY)).toBe(true);
    const page = createKeeper(store, readSheet);
    expect(page.state.problem).toBeNull();
    expect(page.state.shelf.evenings.map((e) => e.sheet.hands.length)).toEqual(
      fixture.parts.sheets.evenings.map((e) => e.sheet.hands.length),
    );
  });

  test('its figures, recounted from the JSON', () => {
    const r = readFile(FIXTURE, TODAY);
    if (!r.ok) throw new Error('refused');
    expect(factsOf(r.value, [], TODAY).sheets).toBe(fixture.parts.sheets.evenings.length);
    expect(fixture.parts.sheets.evenings).toHaveLength(2);
  });

  test.each([
    ['no list of evenings', { format: 'fan-and-laak/sheets', version: 1 }],
    ['another format', { format: 'fan-and-laak/sheet', version: 1, evenings: [] }],
    ['a later version', { format: 'fan-and-laak/sheets', version: 2, evenings: [] }],
    ['a list', []],
  ])('a store with %s is refused, naming the part', (_name, sheets) => {
    expect(readFile(withParts({ sheets }), TODAY)).toEqual({ ok: false, error: { code: 'damaged', part: 'sheets' } });
  });
});

describe('merging evenings', () => {
  const held = (sheets: unknown): Held => ({ ...emptyHeld(), parts: { sheets } });

  test('every evening of either side; one both hold comes from the side that changed it last', () => {
    const older = { updated: '2026-11-28T20:00:00.000Z', sheet: testSheet('both', [drawHand('h1')]) };
    const newer = {
      updated: '2026-11-28T21:00:00.000Z',
      sheet: testSheet('both', [drawHand('h1'), fanWin('h2', 0, 1, 3)]),
    };
    const onlyHere = { updated: '2026-11-27T20:00:00.000Z', sheet: testSheet('here') };
    const onlyFile = { updated: '2026-11-26T20:00:00.000Z', sheet: testSheet('file') };
    const store = fakeStorage({ [SHEETS_KEY]: JSON.stringify(shelfJson(older, onlyHere)) });
    const w = mergeWrites(held(shelfJson(older, onlyHere)), held(shelfJson(newer, onlyFile)), {}, TODAY);
    expect(applyWrites(store, w, TODAY)).toBe(true);
    const shelf = createKeeper(store, readSheet).state.shelf;
    expect(shelf.evenings.map((e) => e.sheet.id)).toEqual(['both', 'here', 'file']);
    expect(eveningOf(shelf, 'both')!.sheet.hands.map((h) => h.id)).toEqual(['h1', 'h2']);
    // The other way round the newer list is kept too, and the same file twice changes nothing.
    const back = mergeWrites(held(shelfJson(newer)), held(shelfJson(older)), {}, TODAY);
    expect(back.set).toEqual([]);
  });
});
