import { describe, expect, test } from 'vitest';
import {
  PROGRESS_KEY,
  lessonProgress,
  markLesson,
  parseProgress,
  markPuzzleSolved,
  readLesson,
  readSolvedPuzzles,
  solvedPuzzles,
  withLesson,
  withPuzzleSolved,
  type KeyValueStore,
} from './progress.ts';

/** A Map-backed store; `failWrites` imitates a full or blocked localStorage. */
function memoryStore(initial?: string, failWrites = false): KeyValueStore & { value(): string | undefined } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PROGRESS_KEY, initial);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    value: () => data.get(PROGRESS_KEY),
  };
}

describe('parseProgress', () => {
  test.each([null, undefined, ''])('%j is empty', (raw) => {
    expect(parseProgress(raw)).toEqual({ kind: 'empty' });
  });

  test.each(['{', 'null', '42', '"text"', '[1,2]', 'true', '{"lessons":'])('%s is unreadable, not an error', (raw) => {
    expect(parseProgress(raw)).toEqual({ kind: 'unreadable' });
  });

  test('an object is ok', () => {
    expect(parseProgress('{"lessons":{}}')).toEqual({ kind: 'ok', root: { lessons: {} } });
  });
});

describe('lessonProgress', () => {
  const read = (raw: string, slug = 'tiles') => lessonProgress(parseProgress(raw), slug);

  test('reads done and read', () => {
    expect(read('{"lessons":{"tiles":{"done":true,"read":true}}}')).toEqual({ done: true, read: true });
  });

  test.each([
    '{"lessons":{"tiles":{"done":"yes","read":1}}}',
    '{"lessons":{"tiles":true}}',
    '{"lessons":{"tiles":null}}',
    '{"lessons":["tiles"]}',
    '{"lessons":"tiles"}',
    '{"lesson":{"tiles":{"done":true}}}',
    '{"lessons":{"__proto__":{"done":true}}}',
    'not json',
  ])('tampered value %s counts as not done', (raw) => {
    expect(read(raw)).toEqual({ done: false, read: false });
  });

  test('inherited properties are not progress', () => {
    expect(read('{"lessons":{}}', 'constructor')).toEqual({ done: false, read: false });
  });
});

describe('withLesson', () => {
  test('starts a fresh value from empty storage', () => {
    expect(withLesson({ kind: 'empty' }, 'tiles', { read: true })).toBe('{"lessons":{"tiles":{"read":true}}}');
  });

  test('keeps unknown fields at every level', () => {
    const raw = '{"version":7,"lessons":{"tiles":{"done":false,"stars":3},"wall":{"done":true}},"x":[1]}';
    const next = JSON.parse(withLesson(parseProgress(raw), 'tiles', { done: true }) ?? 'null');
    expect(next).toEqual({
      version: 7,
      lessons: { tiles: { done: true, stars: 3 }, wall: { done: true } },
      x: [1],
    });
  });

  test.each(['not json', '[]', '{"lessons":"junk"}', '{"lessons":[1]}', '{"lessons":{"tiles":42}}'])(
    'refuses to overwrite %s',
    (raw) => {
      expect(withLesson(parseProgress(raw), 'tiles', { done: true })).toBeUndefined();
    },
  );

  test.each(['__proto__', 'constructor x', '', 'Tiles'])('refuses the slug %j', (slug) => {
    expect(withLesson({ kind: 'empty' }, slug, { done: true })).toBeUndefined();
  });

  test('does not touch the parsed object', () => {
    const stored = parseProgress('{"lessons":{"tiles":{"done":false}}}');
    withLesson(stored, 'tiles', { done: true });
    expect(stored).toEqual({ kind: 'ok', root: { lessons: { tiles: { done: false } } } });
  });
});

describe('markLesson and readLesson', () => {
  test('round trip through a store', () => {
    const store = memoryStore();
    expect(markLesson(store, 'tiles', { read: true })).toBe(true);
    expect(markLesson(store, 'tiles', { done: true })).toBe(true);
    expect(readLesson(store, 'tiles')).toEqual({ done: true, read: true });
    expect(readLesson(store, 'wall')).toEqual({ done: false, read: false });
  });

  test('leaves corrupted storage exactly as it was', () => {
    const store = memoryStore('{"lessons": broken');
    expect(markLesson(store, 'tiles', { done: true })).toBe(false);
    expect(store.value()).toBe('{"lessons": broken');
    expect(readLesson(store, 'tiles')).toEqual({ done: false, read: false });
  });

  test('a failing write returns false instead of throwing', () => {
    expect(markLesson(memoryStore(undefined, true), 'tiles', { done: true })).toBe(false);
  });

  test('a throwing getItem is survived', () => {
    const store: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readLesson(store, 'tiles')).toEqual({ done: false, read: false });
    expect(markLesson(store, 'tiles', { done: true })).toBe(false);
  });

  test('no store at all is fine', () => {
    expect(readLesson(undefined, 'tiles')).toEqual({ done: false, read: false });
    expect(markLesson(undefined, 'tiles', { done: true })).toBe(false);
  });
});

describe('puzzles', () => {
  test('the lesson is done once every puzzle on its page is solved', () => {
    const store = memoryStore();
    const all = ['waits-1', 'fan-1'];
    expect(markPuzzleSolved(store, 'tiles', 'waits-1', all)).toBe(true);
    expect(readLesson(store, 'tiles').done).toBe(false);
    expect(markPuzzleSolved(store, 'tiles', 'fan-1', all)).toBe(true);
    expect(readLesson(store, 'tiles').done).toBe(true);
    expect([...readSolvedPuzzles(store, 'tiles')].sort()).toEqual(['fan-1', 'waits-1']);
  });

  test('solving again keeps done and other fields', () => {
    const raw = '{"lessons":{"tiles":{"read":true,"done":true,"puzzles":{"a":true,"old":true}}}}';
    const next = JSON.parse(withPuzzleSolved(parseProgress(raw), 'tiles', 'b', ['a', 'b', 'c']) ?? 'null');
    expect(next).toEqual({ lessons: { tiles: { read: true, done: true, puzzles: { a: true, old: true, b: true } } } });
  });

  test('tampered puzzle records are ignored when reading and left alone when writing', () => {
    expect(solvedPuzzles(parseProgress('{"lessons":{"tiles":{"puzzles":{"a":"yes","b":true}}}}'), 'tiles')).toEqual(
      new Set(['b']),
    );
    expect(solvedPuzzles(parseProgress('{"lessons":{"tiles":{"puzzles":[1]}}}'), 'tiles')).toEqual(new Set());
    expect(
      withPuzzleSolved(parseProgress('{"lessons":{"tiles":{"puzzles":"x"}}}'), 'tiles', 'a', ['a']),
    ).toBeUndefined();
    expect(withPuzzleSolved({ kind: 'empty' }, 'tiles', '__proto__', ['a'])).toBeUndefined();
  });
});
