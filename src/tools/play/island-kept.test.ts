// What the play page cannot read is kept before anything replaces it: the history (a damaged or
// foreign value, entries of another version) and the saved game (damaged, foreign, old). Where
// storage refuses the copy, the value stays as it is. The history is read again before a hand
// is added, so two tabs finishing hands keep both. Figures are recounted from storage.
import { describe, expect, test } from 'vitest';
import { backupKey, datedBackupKey } from '../../ui/storage-backup.ts';
import * as engine from './play-engine.ts';
import { HISTORY_KEY } from './history.ts';
import { GAME_KEY } from './settings.ts';
import { fakeBrowser, playHand, TODAY, world, type World } from './test-world.ts';

const opened = async (w: World) => {
  await w.ctl.start();
  return w;
};
const stored = (w: World, key: string): unknown => JSON.parse(w.items.get(key)!);
/** Backups of `name` already taken, the first and today's: a third different value cannot be kept. */
const backupsFull = (name: string) => ({ [backupKey(name)]: 'earlier', [datedBackupKey(name, TODAY)]: 'today' });

describe('a history that cannot be read', () => {
  test.each([
    ['cut short', '[{"game":1,"hand":1,"record":{"format":"fan-and-'],
    ['not a list', '{"game":1}'],
    ['a newer version’s object', '{"format":"fan-and-laak/history","version":2,"hands":[]}'],
  ])('%s: kept as a copy on opening, told, and replaced only by the next finished hand', async (_, raw) => {
    const w = await opened(world({ stored: { [HISTORY_KEY]: raw }, search: '?seed=11&speed=instant' }));
    expect(w.items.get(backupKey('play-history'))).toBe(raw);
    expect(w.items.get(HISTORY_KEY)).toBe(raw); // opening replaces nothing
    expect([w.ctl.model.history, w.ctl.model.historyNote]).toEqual([[], { damaged: 'kept', unread: 0 }]);
    w.ctl.deal();
    playHand(w);
    expect((stored(w, HISTORY_KEY) as { hand: number }[]).map((h) => h.hand)).toEqual([1]);
    expect(w.items.get(backupKey('play-history'))).toBe(raw);
    expect(w.ctl.model.historyNote.damaged).toBe('kept'); // still said for this visit
  });

  test('no copy could be kept: the value stays as it is and the finished hand is not added', async () => {
    const raw = '[{"game":1,';
    const w = await opened(
      world({ stored: { [HISTORY_KEY]: raw, ...backupsFull('play-history') }, search: '?seed=11&speed=instant' }),
    );
    expect(w.ctl.model.historyNote.damaged).toBe('refused');
    w.ctl.deal();
    playHand(w);
    expect(w.items.get(HISTORY_KEY)).toBe(raw);
    expect(w.writes.filter(([k]) => k === HISTORY_KEY)).toEqual([]);
    expect([w.ctl.model.history, w.ctl.model.historyNote.damaged]).toEqual([[], 'refused']);
  });

  test('entries it cannot read stay in the list, in place, when a hand is added; they are counted', async () => {
    const a = await opened(world({ search: '?seed=11&speed=instant' }));
    a.ctl.deal();
    playHand(a);
    const [hand] = stored(a, HISTORY_KEY) as unknown[];
    const newer = { game: 3, hand: 1, record: { format: 'fan-and-laak/hand-v9' } };
    const list = [newer, hand, 'junk'];
    const b = await opened(
      world({ stored: { [HISTORY_KEY]: JSON.stringify(list) }, search: '?seed=12&speed=instant' }),
    );
    expect([b.ctl.model.history.length, b.ctl.model.historyNote]).toEqual([1, { damaged: null, unread: 2 }]);
    b.ctl.deal();
    playHand(b);
    const after = stored(b, HISTORY_KEY) as { game: number }[];
    expect(after.slice(1)).toEqual(list);
    expect(after[0]!.game).toBe(12);
    expect(b.ctl.model.historyNote.unread).toBe(2);
  });

  test('two tabs (no lock) finishing hands keep both: the list is read again before a hand is added', async () => {
    const browser = fakeBrowser({}, false);
    const a = await opened(world({ browser, search: '?seed=11&speed=instant' }));
    const b = await opened(world({ browser, search: '?seed=12&speed=instant' }));
    a.ctl.deal();
    b.ctl.deal();
    playHand(a);
    playHand(b);
    const games = (JSON.parse(browser.items.get(HISTORY_KEY)!) as { game: number }[]).map((h) => h.game);
    expect(games).toEqual([12, 11]);
    expect(b.ctl.model.history.map((h) => h.game)).toEqual([12, 11]);
  });
});

describe('a saved game that cannot be restored', () => {
  const SAVES = [
    ['damaged', '{{not json', 'corrupt'],
    ['foreign', '{"format":"fan-and-laak/hand","version":1}', 'foreign'],
    ['newer', '{"format":"fan-and-laak/table","version":9,"table":{}}', 'foreign'],
    ['old', '{"format":"fan-and-laak/table","version":0,"table":{}}', 'old'],
  ] as const;

  test.each(SAVES)('%s: kept as a copy on opening, then a new game replaces it', async (_, raw, problem) => {
    const w = await opened(world({ stored: { [GAME_KEY]: raw } }));
    expect([w.ctl.model.problem, w.ctl.model.saveKept]).toEqual([problem, 'kept']);
    expect([w.items.get(GAME_KEY), w.items.get(backupKey('play-game'))]).toEqual([raw, raw]);
    w.ctl.deal();
    expect(w.items.get(GAME_KEY)).toBe(engine.saveText(w.ctl.model.table!));
    w.ctl.newGame();
    expect([w.items.has(GAME_KEY), w.items.get(backupKey('play-game'))]).toEqual([false, raw]);
  });

  test('no copy could be kept: Start plays for this visit only, and the save stays until removed by hand', async () => {
    const raw = '{{not json';
    const w = await opened(world({ stored: { [GAME_KEY]: raw, ...backupsFull('play-game') } }));
    expect([w.ctl.model.problem, w.ctl.model.saveKept]).toEqual(['corrupt', 'refused']);
    w.ctl.deal();
    expect([w.ctl.model.table !== null, w.ctl.model.problem, w.ctl.model.saveKept]).toEqual([true, null, 'refused']);
    w.ctl.move({ type: 'draw' });
    w.hide();
    w.ctl.newGame();
    expect(w.items.get(GAME_KEY)).toBe(raw);
    expect(w.writes.filter(([k]) => k === GAME_KEY)).toEqual([]);
    // A copy can be kept again (one of the backups was exported and removed, say): the next game is saved.
    w.items.delete(datedBackupKey('play-game', TODAY));
    w.ctl.deal();
    expect(w.items.get(datedBackupKey('play-game', TODAY))).toBe(raw);
    expect(w.items.get(GAME_KEY)).toBe(engine.saveText(w.ctl.model.table!));
    expect(w.ctl.model.saveKept).toBe('kept');
  });

  test('“Remove the saved game” removes it, a copy kept first', async () => {
    const w = await opened(world({ stored: { [GAME_KEY]: '[1,2,3]' } }));
    w.ctl.dismissSave();
    expect([w.items.has(GAME_KEY), w.items.get(backupKey('play-game'))]).toEqual([false, '[1,2,3]']);
  });
});
