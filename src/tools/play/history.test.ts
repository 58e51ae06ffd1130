// The learner's last hands: at least 50 kept, newest first, one entry per hand, and a stored
// list that is damaged or partly foreign reads as what can be used (never an error).
import { describe, expect, test } from 'vitest';
import { handRecords, makeBot, replayRecord, type HandRecord } from '../../engine/game/index.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import FIXTURE from './fixtures/history-v1.json' with { type: 'json' };
import {
  addHand,
  addItem,
  HISTORY_KEY,
  HISTORY_SIZE,
  historyNotes,
  outcomeText,
  parseHistory,
  readHistory,
  recordFileName,
  recordFileText,
  type PlayedHand,
} from './history.ts';
import { PLAY_PREFIXES, type PlayStrings } from './strings.ts';

const [RECORD] = (() => {
  const bots = [0, 1, 2, 3].map(() => makeBot('beginner'));
  for (const r of handRecords(3, {}, bots)) if (r.ok) return [r.value];
  throw new Error('no record');
})() as [HandRecord];

const played = (game: number, hand: number): PlayedHand => ({ game, hand, record: RECORD });

describe('the history', () => {
  test('keeps the last 50 hands, newest first', () => {
    expect(HISTORY_SIZE).toBeGreaterThanOrEqual(50);
    let list: PlayedHand[] = [];
    for (let h = 1; h <= 60; h++) list = addHand(list, played(7, h));
    expect(list).toHaveLength(HISTORY_SIZE);
    expect(list.map((p) => p.hand)).toEqual(Array.from({ length: HISTORY_SIZE }, (_, i) => 60 - i));
    // What is written is read back the same.
    expect(parseHistory(JSON.stringify(list))).toEqual(list);
  });

  test('a hand stored again replaces its entry and moves to the front', () => {
    const list = addHand(addHand(addHand([], played(1, 1)), played(1, 2)), played(1, 1));
    expect(list.map((p) => `${p.game}:${p.hand}`)).toEqual(['1:1', '1:2']);
  });

  test.each([
    ['nothing stored', null],
    ['not JSON', '[{'],
    ['not a list', '{"game":1}'],
    ['a list of other things', '[1, "x", null, {"game": 1, "hand": 1}]'],
  ])('%s: an empty history', (_, raw) => expect(parseHistory(raw)).toEqual([]));

  test('entries that are not a played hand are left out, the rest kept', () => {
    const raw = JSON.stringify([played(2, 1), { game: 2, hand: 2, record: { format: 'other' } }, played(2, 3)]);
    expect(parseHistory(raw).map((p) => p.hand)).toEqual([1, 3]);
  });

  test.each([
    ['not JSON', '[{'],
    ['not a list', '{"game":1}'],
    ['a newer version’s object', '{"format":"fan-and-laak/history","version":2,"hands":[]}'],
  ])('%s: read as a value that is not a list (to be kept, never written over as it is)', (_, raw) => {
    expect(readHistory(raw)).toEqual({ hands: [], items: null, unread: 0 });
  });

  test('entries it cannot read are counted and stay in place when a hand is added', () => {
    const items = [played(2, 1), { game: 2, hand: 2, record: { format: 'other' } }, 7, played(2, 3)];
    const read = readHistory(JSON.stringify(items));
    expect([read.hands.map((p) => p.hand), read.unread, read.items]).toEqual([[1, 3], 2, items]);
    expect(addItem(items, played(2, 3))).toEqual([played(2, 3), played(2, 1), items[1], 7]);
  });

  test('the history as this release writes it (fixtures/history-v1.json) reads in full', () => {
    // The format's version is its key's: a bare list, newest first.
    expect(HISTORY_KEY).toBe('fanlaak:play-history:v1');
    const read = readHistory(JSON.stringify(FIXTURE));
    expect(read.unread).toBe(0);
    expect(read.hands.map((p) => [p.game, p.hand])).toEqual([
      [11, 2],
      [11, 1],
    ]);
    // Each record is the hand it names, replayable by the viewer the history hands it to.
    for (const p of read.hands) {
      expect(p.record.format).toBe('fan-and-laak/hand');
      expect(p.record.game?.hand).toBe(p.hand);
      expect(replayRecord(p.record).ok).toBe(true);
    }
  });

  test('a record downloads as its own file, readable JSON', () => {
    expect(recordFileName(played(12345, 4))).toBe('fan-laak-12345-4.json');
    expect(JSON.parse(recordFileText(RECORD))).toEqual(RECORD);
  });
});

describe('the outcome in the list', () => {
  const strings = (d: Record<string, string>): PlayStrings =>
    Object.fromEntries(Object.entries(d).filter(([k]) => PLAY_PREFIXES.some((p) => k.startsWith(p)))) as PlayStrings;
  const T = { de: strings(de as Record<string, string>), en: strings(en as Record<string, string>) };
  /** The record with its winner played by `player` (0: the learner). */
  const wonBy = (player: number, outcome: 'win' | 'false-mahjong' = 'win'): PlayedHand => {
    const result = { ...RECORD.result!, outcome, seat: 'S' as const };
    const game = {
      seed: 1,
      hand: 1,
      players: { E: 3, S: player, W: player === 0 ? 1 : 0, N: 2 },
      scores: { before: [0, 0, 0, 0], after: [0, 0, 0, 0] },
    };
    return { game: 1, hand: 1, record: { ...RECORD, result, game } as HandRecord };
  };

  test('the learner in the second person, the others by name', () => {
    expect(outcomeText(T.en, wonBy(0))).toBe('you won');
    expect(outcomeText(T.de, wonBy(0))).toBe('du hast gewonnen');
    expect(outcomeText(T.de, wonBy(0, 'false-mahjong'))).toBe('dein falsches Mah-Jongg');
    expect(outcomeText(T.de, wonBy(1))).toBe('Ada (Süd) hat gewonnen');
    expect(outcomeText(T.en, wonBy(2, 'false-mahjong'))).toBe('false Mah-Jongg by Ben (South)');
  });

  test('what the panel says about the stored list, in both languages, with the count of entries kept', () => {
    expect(historyNotes(T.en, { damaged: null, unread: 0 })).toEqual([]);
    expect(historyNotes(T.en, { damaged: 'kept', unread: 0 })).toEqual([
      'Your saved list of hands could not be read. A copy was kept in this browser, and new hands start a fresh list.',
    ]);
    const [refused, three] = historyNotes(T.de, { damaged: 'refused', unread: 3 });
    expect(refused).toMatch(/^Deine gespeicherte Liste der Spiele ließ sich nicht lesen, und .* keine Kopie/);
    expect(three).toBe('3 Einträge deiner Liste kann diese Version der Seite nicht lesen; sie bleiben, wie sie sind.');
    expect(historyNotes(T.en, { damaged: null, unread: 1 })).toEqual([
      'One entry of your list cannot be read by this version of the site; it is kept as it is.',
    ]);
  });
});
