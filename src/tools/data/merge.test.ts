// Merging a file into what a browser holds, and replacing it: lesson progress as the union,
// the histories each hand once, the learner's pick for the game and settings, the same file twice
// changing nothing; replacing keeps what it replaced first; a refused write leaves every key as
// it was.
import { describe, expect, test } from 'vitest';
import { fakeStorage } from '../../ui/fake-storage.ts';
import type { Store } from '../../ui/storage.ts';
import { onStorageNews, type StorageNews } from '../../ui/storage-news.ts';
import { applyWrites } from './apply.ts';
import { emptyHeld, type Held } from './file.ts';
import { conflicts, mergeHistory, mergeProgress, mergeWrites, replaceWrites } from './merge.ts';
import { REPLACED_KEY } from './parts.ts';
import { snapshot } from '../practice/merge.ts';
import { emptyPractice, recordAnswer, writePractice } from '../practice/store.ts';

const TODAY = '2026-11-28';
const held = (parts: Held['parts'], more: Partial<Held> = {}): Held => ({ ...emptyHeld(), parts, ...more });
const hand = (game: number, n: number) => ({ game, hand: n, record: { format: 'fan-and-laak/hand', events: [] } });

describe('merging', () => {
  test('lesson progress: every puzzle solved, read or done on either side; fields only one side has are kept', () => {
    const here = { lessons: { tiles: { read: true, puzzles: { a: true }, puzzleIds: ['a', 'b'] } }, note: 'here' };
    const file = {
      lessons: { tiles: { puzzles: { b: true, c: false }, done: true }, setup: { read: true } },
      extra: 1,
    };
    expect(mergeProgress(here, file)).toEqual({
      lessons: {
        tiles: { read: true, done: true, puzzles: { a: true, b: true, c: false }, puzzleIds: ['a', 'b'] },
        setup: { read: true },
      },
      note: 'here',
      extra: 1,
    });
  });

  test('histories: each hand once, this browser’s first, at most 50', () => {
    expect(
      mergeHistory([hand(1, 2), hand(1, 1)], [hand(1, 1), hand(2, 1)]).map((p) => [
        (p as { game: number }).game,
        (p as { hand: number }).hand,
      ]),
    ).toEqual([
      [1, 2],
      [1, 1],
      [2, 1],
    ]);
    expect(mergeHistory([hand(1, 1), 'newer'], ['newer', hand(2, 1)])).toEqual([hand(1, 1), 'newer', hand(2, 1)]);
    const many = Array.from({ length: 40 }, (_, i) => hand(3, i));
    const others = Array.from({ length: 40 }, (_, i) => hand(4, i));
    expect(mergeHistory(many, others)).toHaveLength(50);
  });

  test('the same data merged into itself writes nothing', () => {
    const h = held({
      progress: { lessons: { tiles: { read: true } } },
      practice: JSON.parse(writePractice(snapshot(recordAnswer(emptyPractice(), '2026-11-20', 'waits', 'k1', false)))),
      history: [hand(1, 1)],
      settings: { speed: 'fast' },
      theme: 'dark',
    });
    expect(mergeWrites(h, h, {}, TODAY)).toEqual({ set: [], remove: [], keep: [] });
  });

  test('practice answers of both sides are kept (a day and type: the larger count)', () => {
    const here = held({ practice: { version: 2, days: { '2026-11-20': { waits: [1, 2] } } } });
    const file = held({
      practice: { version: 2, days: { '2026-11-20': { waits: [3, 3] }, '2026-11-21': { fan: [0, 1] } } },
    });
    const [[key, text]] = mergeWrites(here, file, {}, TODAY).set as [[string, string]];
    expect(key).toBe('fanlaak:practice:v1');
    expect(JSON.parse(text).days).toEqual({ '2026-11-20': { waits: [3, 3] }, '2026-11-21': { fan: [0, 1] } });
  });

  test('game and settings: asked only when both differ; this browser’s stay unless the file’s are picked', () => {
    const here = held({ game: { g: 1 }, settings: { speed: 'fast' }, theme: 'light' });
    const file = held({ game: { g: 2 }, settings: { speed: 'fast' }, theme: 'dark' });
    expect(conflicts(here, file)).toEqual(['game']);
    expect(conflicts(held({}), file)).toEqual([]);
    expect(mergeWrites(here, file, {}, TODAY).set).toEqual([]);
    expect(mergeWrites(here, file, { game: 'file' }, TODAY).set).toEqual([['fanlaak:play-game:v1', '{"g":2}']]);
  });

  test('the guided hand: the place further on in the same script', () => {
    const at = (step: number, script = 'first') => held({ guided: { v: 1, script, step } });
    expect(mergeWrites(at(3), at(7), {}, TODAY).set).toEqual([
      ['fanlaak:guided:v1', '{"v":1,"script":"first","step":7}'],
    ]);
    expect(mergeWrites(at(7), at(3), {}, TODAY).set).toEqual([]);
    expect(mergeWrites(at(3), at(7, 'other'), {}, TODAY).set).toEqual([]);
  });

  test('the file’s backups and unreadable values are kept as backups under their names', () => {
    const file = held(
      {},
      {
        backups: { 'fanlaak:practice-backup-2026-11-01:v1': 'p' },
        unreadable: { 'fanlaak:play-game:v1': 'g' },
      },
    );
    expect(mergeWrites(held({}), file, {}, TODAY).keep).toEqual([
      { key: 'fanlaak:practice-backup-2026-11-01:v1', name: 'practice', raw: 'p' },
      { key: 'fanlaak:play-game:v1', name: 'play-game', raw: 'g' },
    ]);
  });
});

describe('replacing', () => {
  test('keeps what it replaces first, writes every part of the file, removes the parts it lacks', () => {
    const here = held({ theme: 'dark', game: { g: 1 } }, { unreadable: { 'fanlaak:progress:v1': 'x' } });
    const file = held({ theme: 'light' });
    expect(replaceWrites(here, file, 'OLD')).toEqual({
      set: [
        [REPLACED_KEY, 'OLD'],
        ['fanlaak:theme', 'light'],
      ],
      remove: ['fanlaak:progress:v1', 'fanlaak:play-game:v1'],
      keep: [],
    });
  });
});

/** A store with a quota: a write that would make it hold more than `limit` characters is refused. */
function quota(initial: Record<string, string>, limit: number): Store & { items: Map<string, string> } {
  const s = fakeStorage(initial);
  const size = () => [...s.items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    items: s.items,
    getItem: s.getItem,
    removeItem: s.removeItem,
    setItem(k, v) {
      const old = s.items.get(k);
      if (size() - (old === undefined ? 0 : k.length + old.length) + k.length + v.length > limit)
        throw new DOMException('full', 'QuotaExceededError');
      s.setItem(k, v);
    },
  };
}

describe('the file’s backups', () => {
  const file = held(
    {},
    { backups: { 'fanlaak:practice-backup-2026-11-01:v1': 'p' }, unreadable: { 'fanlaak:play-game:v1': 'g' } },
  );
  const keepOf = (store: Store) => applyWrites(store, mergeWrites(held({}), file, {}, TODAY), TODAY);

  test('under their own key when free, an unreadable value under its name’s first backup', () => {
    const store = fakeStorage({});
    const news: StorageNews[] = [];
    const off = onStorageNews((n) => news.push(n));
    expect(keepOf(store)).toBe(true);
    off();
    expect(Object.fromEntries(store.items)).toEqual({
      'fanlaak:practice-backup-2026-11-01:v1': 'p',
      'fanlaak:play-game-backup:v1': 'g',
    });
    // Not damage found in this browser: the storage notice says nothing of them.
    expect(news.filter((n) => n.kind !== 'write-failed')).toEqual([]);
  });

  test('beside other backups of the same name: the next free slot, none overwritten', () => {
    const here = { 'fanlaak:practice-backup-2026-11-01:v1': 'x', 'fanlaak:play-game-backup:v1': 'y' };
    const store = fakeStorage(here);
    expect(keepOf(store)).toBe(true);
    expect(Object.fromEntries(store.items)).toEqual({
      ...here,
      'fanlaak:practice-backup:v1': 'p',
      'fanlaak:play-game-backup-2026-11-28:v1': 'g',
    });
    expect(keepOf(store)).toBe(true); // again: each found where it was kept
    expect(store.items.size).toBe(4);
  });
});

describe('writing', () => {
  const before = { 'fanlaak:theme': 'dark', 'fanlaak:lang': 'de' };
  const w = {
    set: [
      ['fanlaak:theme', 'light'],
      ['fanlaak:play:v1', '{}'],
      ['fanlaak:guided:v1', '{"v":1,"script":"first","step":2}'],
    ] as [string, string][],
    remove: [],
    keep: [],
  };

  test('all writes done', () => {
    const store = fakeStorage(before);
    expect(applyWrites(store, w, TODAY)).toBe(true);
    expect(Object.fromEntries(store.items)).toEqual({ ...before, ...Object.fromEntries(w.set) });
  });

  const size = (r: Record<string, string>) => Object.entries(r).reduce((n, [k, v]) => n + k.length + v.length, 0);
  // Room for the keys as they are, then for the first write, the first two: the next one is refused.
  test.each([0, 1, 2])('room for %i writes: every key as it was', (writes) => {
    const room = [
      size(before),
      size({ ...before, 'fanlaak:theme': 'light' }),
      size({ ...before, 'fanlaak:theme': 'light', 'fanlaak:play:v1': '{}' }),
    ];
    const store = quota(before, room[writes]!);
    expect(applyWrites(store, w, TODAY)).toBe(false);
    expect(Object.fromEntries(store.items)).toEqual(before);
  });

  test('storage blocked: nothing written, told as not done', () => {
    expect(applyWrites(fakeStorage(before, 'everything'), w, TODAY)).toBe(false);
    expect(applyWrites(null, w, TODAY)).toBe(false);
  });
});
