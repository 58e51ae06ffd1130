import { describe, expect, test } from 'vitest';
import {
  PROGRESS_KEY,
  lessonProgress,
  lessonStatus,
  markLesson,
  markLessonVisit,
  readLessonStatus,
  parseProgress,
  markPuzzleSolved,
  readLesson,
  readSolvedPuzzles,
  solvedPuzzles,
  withLesson,
  withLessonVisit,
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
    expect(parseProgress('{"lessons":{}}')).toEqual({ kind: 'ok', root: { lessons: {} }, damaged: false });
    expect(parseProgress('{"version":1}')).toEqual({ kind: 'ok', root: { version: 1 }, damaged: false });
  });

  test.each(['{"version":2,"lessons":{}}', '{"version":"1"}', '{"version":null}'])(
    'another version %s is unreadable',
    (raw) => {
      expect(parseProgress(raw)).toEqual({ kind: 'unreadable' });
    },
  );

  test.each([
    ['{"lessons":"junk","x":1}', { x: 1 }],
    ['{"lessons":{"tiles":42,"wall":{"read":true}}}', { lessons: { wall: { read: true } } }],
    ['{"lessons":{"tiles":{"read":true,"puzzles":[1]}}}', { lessons: { tiles: { read: true } } }],
  ])('a part that is not an object is left out of %s, and the value is damaged', (raw, root) => {
    expect(parseProgress(raw)).toEqual({ kind: 'ok', root, damaged: true });
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
    expect(withLesson({ kind: 'empty' }, 'tiles', { read: true })).toBe(
      '{"version":1,"lessons":{"tiles":{"read":true}}}',
    );
  });

  test('keeps unknown fields at every level', () => {
    const raw = '{"format":7,"lessons":{"tiles":{"done":false,"stars":3},"wall":{"done":true}},"x":[1]}';
    const next = JSON.parse(withLesson(parseProgress(raw), 'tiles', { done: true }) ?? 'null');
    expect(next).toEqual({
      version: 1,
      format: 7,
      lessons: { tiles: { done: true, stars: 3 }, wall: { done: true } },
      x: [1],
    });
  });

  test.each(['not json', '[]', '{"version":2}'])('makes nothing of the unreadable %s', (raw) => {
    expect(withLesson(parseProgress(raw), 'tiles', { done: true })).toBeUndefined();
  });

  test.each(['{"lessons":"junk"}', '{"lessons":[1]}', '{"lessons":{"tiles":42}}'])(
    'writes the readable part of %s',
    (raw) => {
      expect(withLesson(parseProgress(raw), 'tiles', { done: true })).toBe(
        '{"version":1,"lessons":{"tiles":{"done":true}}}',
      );
    },
  );

  test.each(['__proto__', 'constructor x', '', 'Tiles'])('refuses the slug %j', (slug) => {
    expect(withLesson({ kind: 'empty' }, slug, { done: true })).toBeUndefined();
  });

  test('does not touch the parsed object', () => {
    const stored = parseProgress('{"lessons":{"tiles":{"done":false}}}');
    withLesson(stored, 'tiles', { done: true });
    expect(stored).toEqual({ kind: 'ok', root: { lessons: { tiles: { done: false } } }, damaged: false });
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

  test('leaves corrupted storage exactly as it was when it cannot be kept', () => {
    const store = memoryStore('{"lessons": broken', true);
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
    expect(next).toEqual({
      version: 1,
      lessons: { tiles: { read: true, done: true, puzzles: { a: true, old: true, b: true } } },
    });
  });

  test('tampered puzzle records are ignored when reading and replaced when writing', () => {
    expect(solvedPuzzles(parseProgress('{"lessons":{"tiles":{"puzzles":{"a":"yes","b":true}}}}'), 'tiles')).toEqual(
      new Set(['b']),
    );
    expect(solvedPuzzles(parseProgress('{"lessons":{"tiles":{"puzzles":[1]}}}'), 'tiles')).toEqual(new Set());
    expect(withPuzzleSolved(parseProgress('{"lessons":{"tiles":{"puzzles":"x"}}}'), 'tiles', 'a', ['a', 'b'])).toBe(
      '{"version":1,"lessons":{"tiles":{"puzzles":{"a":true}}}}',
    );
    expect(withPuzzleSolved({ kind: 'empty' }, 'tiles', '__proto__', ['a'])).toBeUndefined();
  });
});

// The rule the lessons index states: done once all puzzles (quizzes included) are solved.
describe('lessonStatus: what the index and the lesson page show', () => {
  test.each([
    ['nothing stored', '', { kind: 'new' }],
    // Values written by the release that marked lessons read on a visit stay valid: a visit alone
    // is "started", never "done"; its `done` (set only when every puzzle was solved) is kept.
    ['an old visit', '{"lessons":{"tiles":{"read":true}}}', { kind: 'started', solved: 0, total: null }],
    [
      'an old visit with a solved puzzle',
      '{"lessons":{"tiles":{"read":true,"puzzles":{"a":true}}}}',
      { kind: 'started', solved: 1, total: null },
    ],
    [
      'an old finished lesson',
      '{"lessons":{"tiles":{"read":true,"done":true,"puzzles":{"a":true}}}}',
      { kind: 'done' },
    ],
    [
      'counted against the recorded ids',
      '{"lessons":{"tiles":{"read":true,"puzzles":{"a":true,"gone":true},"puzzleIds":["a","b"]}}}',
      { kind: 'started', solved: 1, total: 2 },
    ],
    [
      'a solve without a recorded visit',
      '{"lessons":{"tiles":{"puzzles":{"a":true}}}}',
      { kind: 'started', solved: 1, total: null },
    ],
    [
      'tampered ids are ignored',
      '{"lessons":{"tiles":{"read":true,"puzzleIds":"a,b"}}}',
      { kind: 'started', solved: 0, total: null },
    ],
    [
      'ids that are no ids',
      '{"lessons":{"tiles":{"read":true,"puzzleIds":["a",1]}}}',
      { kind: 'started', solved: 0, total: null },
    ],
    ['junk', 'not json', { kind: 'new' }],
  ] as const)('%s', (_name, raw, status) => {
    expect(lessonStatus(parseProgress(raw), 'tiles')).toEqual(status);
  });
});

describe('a visit to the lesson page', () => {
  const ids = ['a', 'b', 'c'];

  test('records the visit and the ids, and the count follows the solves', () => {
    const store = memoryStore();
    expect(markLessonVisit(store, 'tiles', ids)).toBe(true);
    expect(readLessonStatus(store, 'tiles')).toEqual({ kind: 'started', solved: 0, total: 3 });
    for (const [i, id] of ids.entries()) {
      markPuzzleSolved(store, 'tiles', id, ids);
      const status = readLessonStatus(store, 'tiles');
      expect(status).toEqual(i < ids.length - 1 ? { kind: 'started', solved: i + 1, total: 3 } : { kind: 'done' });
    }
  });

  test('a lesson whose puzzles were all solved before becomes done on the visit', () => {
    const raw = '{"lessons":{"tiles":{"read":true,"puzzles":{"a":true,"b":true,"c":true}}}}';
    expect(lessonStatus(parseProgress(withLessonVisit(parseProgress(raw), 'tiles', ids)!), 'tiles')).toEqual({
      kind: 'done',
    });
  });

  test('done is never taken back, other lessons and unknown fields are kept', () => {
    const raw = '{"v":2,"lessons":{"tiles":{"done":true,"puzzles":{"a":true},"x":1},"wall":{"read":true}}}';
    const next = JSON.parse(withLessonVisit(parseProgress(raw), 'tiles', ['a', 'new'])!);
    expect(next).toEqual({
      version: 1,
      v: 2,
      lessons: {
        tiles: { done: true, read: true, puzzles: { a: true }, x: 1, puzzleIds: ['a', 'new'] },
        wall: { read: true },
      },
    });
  });

  test.each(['not json', '{"lessons":[]}', '{"lessons":{"tiles":"x"}}'])(
    'corrupted storage %s is left alone when it cannot be kept',
    (raw) => {
      const store = memoryStore(raw, true);
      expect(markLessonVisit(store, 'tiles', ids)).toBe(false);
      expect(store.value()).toBe(raw);
    },
  );

  test('bad ids write nothing', () => {
    expect(withLessonVisit({ kind: 'empty' }, 'tiles', ['__proto__'])).toBeUndefined();
  });
});
