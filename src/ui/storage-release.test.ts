// Values as the release before the key convention wrote them, under the keys it used
// (storage-fixtures/written-2026-11.json: a game saved in its third hand, the history of two
// hands, play settings, the guided hand's place, lesson progress, practice progress after six
// answers, and two practice backups of damaged values; each written by that release's own code).
// After the move every one is read unchanged, byte for byte and by its owner's reader.
import { afterEach, describe, expect, test, vi } from 'vitest';
import written from './storage-fixtures/written-2026-11.json' with { type: 'json' };
import { fakeStorage } from './fake-storage.ts';
import { readText } from './storage.ts';
import { migrateStorage, newKeyOf } from './storage-moves.ts';
import { createGuided } from '../tools/guided/island.ts';
import { parseSave as parseGuided, GUIDED_SAVE_KEY } from '../tools/guided/save.ts';
import { HISTORY_KEY, parseHistory } from '../tools/play/history.ts';
import { readSave } from '../tools/play/persist.ts';
import { GAME_KEY, parseSettings, SETTINGS_KEY } from '../tools/play/settings.ts';
import { datedBackupKey, readStore } from '../tools/practice/storage.ts';
import { BACKUP_KEY, PRACTICE_KEY, readPractice } from '../tools/practice/store.ts';
import { lessonProgress, parseProgress, PROGRESS_KEY, readLesson } from '../site/progress.ts';
import { REPLAY_HANDOFF_KEY, REPLAY_OPEN_KEY } from '../tools/shared/record-handoff.ts';
import { storageKey } from './storage.ts';

const before: Record<string, string> = written;
const TODAY = '2026-03-01';

/** Where each value is read now: a key of the convention, owned by the part that reads it. */
const NOW: Record<string, string> = {
  'fanlaak:play-game:v1': GAME_KEY,
  'fanlaak:play-history:v1': HISTORY_KEY,
  'fanlaak:play:v1': SETTINGS_KEY,
  'fanlaak:guided:v1': GUIDED_SAVE_KEY,
  'fanlaak:progress:v1': PROGRESS_KEY,
  'fan-laak.practice.v1': PRACTICE_KEY,
  'fan-laak.practice.backup': BACKUP_KEY,
  'fan-laak.practice.backup.2026-02-01': datedBackupKey('2026-02-01'),
};

afterEach(() => vi.unstubAllGlobals());

test('every key of the release has its key now, and the fixtures cover them all', () => {
  expect(Object.keys(before).sort()).toEqual(Object.keys(NOW).sort());
  for (const [old, now] of Object.entries(NOW)) expect(newKeyOf(old) ?? old).toBe(now);
});

test('every key now follows the convention (the hand-over keys hold a record for moments only)', () => {
  for (const key of [...Object.values(NOW), REPLAY_HANDOFF_KEY, REPLAY_OPEN_KEY]) {
    const [, name, version] = /^fanlaak:([a-z0-9-]+):v(\d+)$/.exec(key) ?? [];
    expect(storageKey(name ?? '?', Number(version))).toBe(key);
  }
});

test('after the move each value is under its key now, unchanged, and nothing else is left', () => {
  const s = fakeStorage(before);
  migrateStorage(s);
  expect(Object.fromEntries(s.items)).toEqual(
    Object.fromEntries(Object.entries(NOW).map(([old, now]) => [now, before[old]])),
  );
});

describe('each owner reads what the release wrote as it read it then', () => {
  const s = fakeStorage(before);

  test('play: the saved game, the history, the settings', () => {
    const game = readSave(readText(s, GAME_KEY));
    expect(game).toEqual(readSave(before['fanlaak:play-game:v1']!));
    expect(game.ok && game.value.game.handNumber).toBe(3);
    const history = parseHistory(readText(s, HISTORY_KEY));
    expect(history.map((h) => [h.game, h.hand])).toEqual([
      [2026, 2],
      [2026, 1],
    ]);
    expect(history).toEqual(parseHistory(before['fanlaak:play-history:v1']!));
    expect(parseSettings(readText(s, SETTINGS_KEY))).toMatchObject({ minFan: 2, speed: 'fast', changeSeats: true });
  });

  test('the guided hand: its place, as its island resumes it', async () => {
    const io = {
      loadEngine: () => import('../tools/guided/guided-engine.ts'),
      storage: { get: (k: string) => readText(s, k), set: () => {} },
    };
    const guided = createGuided(io, 'first');
    await guided.start();
    expect(guided.model.state?.step).toBe(5);
    expect(parseGuided(before['fanlaak:guided:v1']!, 'first', 99)).toBe(5);
  });

  test('lessons: the progress', () => {
    const then = parseProgress(before['fanlaak:progress:v1']);
    for (const slug of ['tiles', 'waits', 'scoring', 'missing'])
      expect(readLesson(s, slug)).toEqual(lessonProgress(then, slug));
    expect([readLesson(s, 'tiles'), readLesson(s, 'scoring').done]).toEqual([{ done: false, read: true }, true]);
  });

  test('practice: the progress, and the backups left as they were', () => {
    const r = readStore(s, TODAY);
    expect(r).toEqual(readPractice(before['fan-laak.practice.v1'], TODAY));
    expect([r.problem, r.data.days[TODAY]]).toEqual([null, { waits: [4, 6] }]);
    expect(readText(s, BACKUP_KEY)).toBe(before['fan-laak.practice.backup']);
    expect(readText(s, datedBackupKey('2026-02-01'))).toBe(before['fan-laak.practice.backup.2026-02-01']);
  });
});
