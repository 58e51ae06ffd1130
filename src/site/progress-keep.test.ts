// Lesson progress that cannot be read is kept before anything replaces it, the learner is told
// (through the storage news), and progress is recorded again afterwards; a value the release
// before the version field wrote (fixtures/progress-v1.json) reads unchanged.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { fakeStorage } from '../ui/fake-storage.ts';
import written from './fixtures/progress-v1.json' with { type: 'json' };
import { onStorageNews, type StorageNews } from '../ui/storage-news.ts';
import {
  PROGRESS_KEY,
  keepDamagedProgress,
  markLessonVisit,
  markPuzzleSolved,
  readLessonStatus,
  readSolvedPuzzles,
} from './progress.ts';

const TODAY = '2026-11-28';
// The progress functions date a backup by the visitor's clock: the clock reads TODAY, at noon.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 12));
});
afterAll(() => {
  vi.useRealTimers();
});
const BACKUP = 'fanlaak:progress-backup:v1';
const DATED = `fanlaak:progress-backup-${TODAY}:v1`;
const ids = ['a', 'b'];

/** The news told while `run` runs. */
function heard(run: () => void): StorageNews[] {
  const news: StorageNews[] = [];
  const stop = onStorageNews((n) => news.push(n));
  news.length = 0; // news told by earlier tests
  run();
  stop();
  return news;
}

describe('a damaged value (audit F4)', () => {
  test.each(['{"lessons":{"tiles":{"read":tr', '[1,2,3]', '{"lessons":"all of them"}', '{"version":9,"lessons":{}}'])(
    '%s is kept, told, and progress is recorded again',
    (raw) => {
      const s = fakeStorage({ [PROGRESS_KEY]: raw });
      const news = heard(() => expect(markLessonVisit(s, 'tiles', ids)).toBe(true));
      expect(news).toEqual([{ kind: 'kept', key: PROGRESS_KEY, backup: BACKUP }]);
      expect(s.items.get(BACKUP)).toBe(raw);
      expect(readLessonStatus(s, 'tiles')).toEqual({ kind: 'started', solved: 0, total: 2 });
      expect(markPuzzleSolved(s, 'tiles', 'a', ids)).toBe(true);
      expect(markPuzzleSolved(s, 'tiles', 'b', ids)).toBe(true);
      expect(readLessonStatus(s, 'tiles')).toEqual({ kind: 'done' });
      expect(s.items.get(BACKUP)).toBe(raw); // the backup is never replaced
    },
  );

  test('the readable lessons of a damaged value stay', () => {
    const raw = '{"lessons":{"wall":{"read":true,"done":true},"tiles":7},"x":1}';
    const s = fakeStorage({ [PROGRESS_KEY]: raw });
    markLessonVisit(s, 'tiles', ids);
    expect(s.items.get(BACKUP)).toBe(raw);
    expect(JSON.parse(s.items.get(PROGRESS_KEY)!)).toEqual({
      version: 1,
      lessons: { wall: { read: true, done: true }, tiles: { read: true, puzzleIds: ids } },
      x: 1,
    });
  });

  test('a second, different damage the same day goes under the dated key', () => {
    const s = fakeStorage({ [PROGRESS_KEY]: 'junk 2', [BACKUP]: 'junk 1' });
    expect(markLessonVisit(s, 'tiles', ids)).toBe(true);
    expect([s.items.get(BACKUP), s.items.get(DATED)]).toEqual(['junk 1', 'junk 2']);
  });

  test('when it cannot be kept, nothing is written over it', () => {
    const s = fakeStorage({ [PROGRESS_KEY]: 'junk 3', [BACKUP]: 'junk 1', [DATED]: 'junk 2' });
    const news = heard(() => expect(markLessonVisit(s, 'tiles', ids)).toBe(false));
    expect(news).toEqual([{ kind: 'unkept', key: PROGRESS_KEY }]);
    expect(markPuzzleSolved(s, 'tiles', 'a', ids)).toBe(false);
    expect(s.items.get(PROGRESS_KEY)).toBe('junk 3');
  });

  test('a full storage keeps nothing and writes nothing, and says so', () => {
    const s = fakeStorage({ [PROGRESS_KEY]: 'junk' }, 'writes');
    const news = heard(() => expect(markLessonVisit(s, 'tiles', ids)).toBe(false));
    expect(news).toEqual([{ kind: 'write-failed', key: BACKUP, error: 'full' }]);
    expect(s.items.get(PROGRESS_KEY)).toBe('junk');
  });
});

describe('keepDamagedProgress (the lessons index)', () => {
  test('keeps a damaged value and writes its readable part back', () => {
    const s = fakeStorage({ [PROGRESS_KEY]: '{"lessons":{"wall":{"done":true},"tiles":[]}}' });
    keepDamagedProgress(s, TODAY);
    expect(s.items.get(BACKUP)).toBe('{"lessons":{"wall":{"done":true},"tiles":[]}}');
    expect(s.items.get(PROGRESS_KEY)).toBe('{"version":1,"lessons":{"wall":{"done":true}}}');
  });

  test('an unreadable value is kept and replaced by a fresh start', () => {
    const s = fakeStorage({ [PROGRESS_KEY]: '{' });
    keepDamagedProgress(s, TODAY);
    expect([s.items.get(BACKUP), s.items.get(PROGRESS_KEY)]).toEqual(['{', '{"version":1}']);
  });

  test.each([undefined, '{"lessons":{"wall":{"done":true}}}'])('leaves %s alone and says nothing', (raw) => {
    const s = fakeStorage(raw === undefined ? {} : { [PROGRESS_KEY]: raw });
    expect(heard(() => keepDamagedProgress(s, TODAY))).toEqual([]);
    expect([...s.items]).toEqual(raw === undefined ? [] : [[PROGRESS_KEY, raw]]);
  });
});

test('no storage at all: a visit is told as not saved; the index, which saves nothing, says nothing', () => {
  expect(heard(() => markLessonVisit(undefined, 'tiles', ids))).toEqual([
    { kind: 'write-failed', key: PROGRESS_KEY, error: 'blocked' },
  ]);
  expect(heard(() => keepDamagedProgress(undefined, TODAY))).toEqual([]);
  expect(heard(() => keepDamagedProgress(fakeStorage({}, 'everything'), TODAY))).toEqual([]);
});

describe('version 1, as written before the version field (fixtures/progress-v1.json)', () => {
  // The stored text exactly as written, under its key (as in src/ui/storage-fixtures/).
  const fixture = written[PROGRESS_KEY];
  const s = () => fakeStorage({ [PROGRESS_KEY]: fixture });

  test('reads every lesson as it was', () => {
    expect(readLessonStatus(s(), 'tiles')).toEqual({ kind: 'done' });
    expect(readLessonStatus(s(), 'waits')).toEqual({ kind: 'started', solved: 1, total: 3 });
    expect(readLessonStatus(s(), 'scoring')).toEqual({ kind: 'done' });
    expect([...readSolvedPuzzles(s(), 'scoring')].sort()).toEqual(['fan-1', 'quiz-2']);
  });

  test('a write adds the version, keeps everything else and keeps no backup', () => {
    const store = s();
    const news = heard(() =>
      expect(markPuzzleSolved(store, 'waits', 'waits-2', ['waits-1', 'waits-2', 'quiz-1'])).toBe(true),
    );
    expect(news).toEqual([]);
    const before = JSON.parse(fixture) as { lessons: Record<string, Record<string, unknown>> };
    const waits = before.lessons['waits']!;
    expect(JSON.parse(store.items.get(PROGRESS_KEY)!)).toEqual({
      version: 1,
      lessons: { ...before.lessons, waits: { ...waits, puzzles: { 'waits-1': true, 'waits-2': true } } },
    });
    expect(store.items.has(BACKUP)).toBe(false);
  });
});
