// The data page's controller in Node, with a Map for storage and the real engine chunk: export,
// a cleared browser, import with replace, and every key back as it was; a merge; refusals that
// change nothing (a damaged file, the engine not loading, a full storage).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fakeStorage, type FakeStorage } from '../../ui/fake-storage.ts';
import type { Store } from '../../ui/storage.ts';
import * as engine from './data-engine.ts';
import { createData } from './island.ts';
import { PART_KEYS, REPLACED_KEY } from './parts.ts';

const TODAY = '2026-11-28';
const FIXTURE = readFileSync(new URL('./fixtures/export-v1.json', import.meta.url), 'utf8');
const parts = (JSON.parse(FIXTURE) as { parts: Record<string, unknown> }).parts;
/** The browser the fixture came from, key → stored text. */
const STORED: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PART_KEYS).map(([part, key]) => {
      const v = parts[part];
      return [key, typeof v === 'string' ? v : JSON.stringify(v)];
    }),
  ),
  ...(parts.backups as Record<string, string>),
};

function page(store: Store | null, loads = true) {
  const ctl = createData({
    store,
    loadEngine: () => (loads ? Promise.resolve(engine) : Promise.reject(new Error('offline'))),
    today: () => TODAY,
    now: () => '2026-11-28T17:00:00.000Z',
  });
  return ctl;
}

const opened = async (store: Store | null, loads = true) => {
  const ctl = page(store, loads);
  await ctl.start();
  return ctl;
};

describe('the round trip', () => {
  test('export, clear, import with replace: every key back', async () => {
    const store = fakeStorage(STORED);
    const file = await (await opened(store)).exportFile();
    expect(file.name).toBe('fan-laak-data-2026-11-28.json');
    store.items.clear();
    const ctl = await opened(store);
    await ctl.read(file.text);
    expect(ctl.model.stage.kind).toBe('asking');
    expect(store.items.size).toBe(0); // nothing before the learner confirms
    await ctl.replace();
    expect(ctl.model.stage).toEqual({ kind: 'done', how: 'replaced' });
    const { [REPLACED_KEY]: replaced, ...rest } = Object.fromEntries(store.items);
    expect(rest).toEqual(STORED);
    expect(replaced).toContain('"parts":{}'); // the empty browser it replaced
  });

  test('replace keeps what it replaced as a data file, offered for download', async () => {
    const store = fakeStorage({ 'fanlaak:theme': 'light', 'fanlaak:lang': 'de' });
    const ctl = await opened(store);
    await ctl.read(FIXTURE);
    await ctl.replace();
    expect(store.items.get('fanlaak:theme')).toBe('dark');
    const backup = ctl.replacedFile()!;
    expect(backup.name).toBe('fan-laak-data-backup-2026-11-28.json');
    expect(JSON.parse(backup.text).parts).toEqual({ theme: 'light', lang: 'de' });
  });

  test('merge: what is here stays, the file adds to it; the same file again changes nothing', async () => {
    const store = fakeStorage({
      'fanlaak:progress:v1': JSON.stringify({ lessons: { turn: { read: true } } }),
      'fanlaak:theme': 'light',
    });
    const ctl = await opened(store);
    await ctl.read(FIXTURE);
    await ctl.merge();
    expect(ctl.model.stage).toEqual({ kind: 'done', how: 'merged' });
    const lessons = JSON.parse(store.items.get('fanlaak:progress:v1')!).lessons;
    expect(Object.keys(lessons).sort()).toEqual(['setup', 'tiles', 'turn']);
    expect(store.items.get('fanlaak:theme')).toBe('light');
    expect(store.items.get('fanlaak:play-game:v1')).toBe(STORED['fanlaak:play-game:v1']);
    const after = new Map(store.items);
    await ctl.read(FIXTURE);
    await ctl.merge();
    expect(ctl.model.stage).toEqual({ kind: 'done', how: 'nothing' });
    expect(store.items).toEqual(after);
  });

  test('merge with two different games: the learner’s pick stays', async () => {
    const other = JSON.parse(STORED['fanlaak:play-game:v1']!);
    other.table.coach = !other.table.coach;
    const store = fakeStorage({ 'fanlaak:play-game:v1': JSON.stringify(other) });
    const ctl = await opened(store);
    await ctl.read(FIXTURE);
    const s = ctl.model.stage;
    expect(s.kind === 'asking' && s.conflicts).toEqual(['game']);
    ctl.pick('game', 'file');
    await ctl.merge();
    expect(store.items.get('fanlaak:play-game:v1')).toBe(STORED['fanlaak:play-game:v1']);
  });
});

describe('refusals change nothing', () => {
  const snapshot = (s: FakeStorage) => Object.fromEntries(s.items);

  test('a damaged file: refused with its part named', async () => {
    const store = fakeStorage({ 'fanlaak:theme': 'light' });
    const ctl = await opened(store);
    const file = JSON.parse(FIXTURE);
    file.parts.theme = 'purple';
    await ctl.read(JSON.stringify(file));
    expect(ctl.model.stage).toEqual({ kind: 'refused', error: { code: 'damaged', part: 'theme' } });
    expect(snapshot(store)).toEqual({ 'fanlaak:theme': 'light' });
  });

  test('a file with a game while the engine does not load', async () => {
    const store = fakeStorage({});
    const ctl = await opened(store, false);
    await ctl.read(FIXTURE);
    expect(ctl.model.stage).toEqual({ kind: 'engine-failed' });
    expect(store.items.size).toBe(0);
  });

  test('a full storage: the import did not complete, the browser’s data as it was', async () => {
    const base = fakeStorage({ 'fanlaak:theme': 'light' });
    const full: Store = {
      ...base,
      length: base.length,
      key: base.key,
      getItem: base.getItem,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const ctl = await opened(full);
    await ctl.read(FIXTURE);
    await ctl.replace();
    expect(ctl.model.stage).toEqual({ kind: 'failed' });
    await ctl.read(FIXTURE);
    await ctl.merge();
    expect(ctl.model.stage).toEqual({ kind: 'failed' });
    expect(snapshot(base)).toEqual({ 'fanlaak:theme': 'light' });
  });

  test('cancel: back to the start, nothing written', async () => {
    const store = fakeStorage({});
    const ctl = await opened(store);
    await ctl.read(FIXTURE);
    ctl.cancel();
    expect(ctl.model.stage).toEqual({ kind: 'idle' });
    expect(store.items.size).toBe(0);
  });
});
