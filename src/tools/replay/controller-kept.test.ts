// A record too large for the tab's storage (audit F7): the record kept before is removed, so a
// reload does not show another record than the one opened, and the page says this one will not
// come back after a reload.
import { expect, test } from 'vitest';
import { handRecords, makeBot, type HandRecord } from '../../engine/game/index.ts';
import { keepOpen, keptOpen, REPLAY_OPEN_KEY, takeHandOff } from '../shared/record-handoff.ts';
import { createReplay, type ReplayIO } from './controller.ts';
import * as engine from './replay-engine.ts';

const bots = [0, 1, 2, 3].map(() => makeBot('careful'));
const RECORDS: HandRecord[] = [];
for (const r of handRecords(11, { minFan: 1 }, bots)) {
  if (!r.ok) throw new Error(r.error.code);
  RECORDS.push(r.value);
  if (RECORDS.length === 3) break;
}
const one = JSON.stringify(RECORDS[0]);
const three = RECORDS.map((r) => JSON.stringify(r)).join('\n');

/** A tab's storage that refuses values longer than `limit` characters, as a full quota does. */
function tab(limit: number) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  };
}

function page(store: ReturnType<typeof tab>) {
  const io: ReplayIO = {
    loadEngine: () => Promise.resolve(engine),
    readQuery: () => '',
    writeQuery: () => undefined,
    takeHandOff: () => takeHandOff(tab(0)),
    keepOpen: (text) => keepOpen(text, store),
    keptOpen: () => keptOpen(store),
  };
  return createReplay(io);
}

test('a record the tab cannot keep removes the one kept before and is said', async () => {
  const store = tab(one.length);
  const a = page(store);
  await a.start();
  await a.openText(one);
  expect([a.model.notKept, store.items.get(REPLAY_OPEN_KEY)]).toEqual([false, one]);
  await a.openText(three);
  expect([a.model.shown?.count, a.model.notKept, store.items.has(REPLAY_OPEN_KEY)]).toEqual([3, true, false]);
  // The reload shows the empty form, not the first record.
  const b = page(store);
  await b.start();
  expect([b.model.shown, b.model.problem]).toEqual([null, null]);
  // A record that fits again is kept again, and the note goes.
  await b.openText(one);
  expect([b.model.notKept, store.items.get(REPLAY_OPEN_KEY)]).toEqual([false, one]);
});

test('keepOpen says whether it kept the record', () => {
  const store = tab(3);
  expect(keepOpen('abc', store)).toBe(true);
  expect(keepOpen('abcd', store)).toBe(false);
  expect(store.items.size).toBe(0);
  expect(keepOpen('x', null)).toBe(false);
});
