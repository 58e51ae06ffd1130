// What the play page stored on an earlier release (fixtures/) opens with this one: the game in
// progress at the same move, the game between hands ready for the next, each with the review of
// its hand, and every hand of the history replayed with the learner's decisions and a link.
import { describe, expect, test } from 'vitest';
import { replayLinkOf } from '../shared/replay-link.ts';
import { decisionsOf } from '../replay/decisions.ts';
import { readRecords, replayOf } from '../replay/records.ts';
import { nextStep, update } from './controller.ts';
import { SAVED_GAMES, SAVED_HISTORY } from './fixtures.ts';
import { recordFileText } from './history.ts';
import { readSave } from './persist.ts';
import { reviewOf } from './play-engine.ts';

describe('saves of an earlier release', () => {
  test.each(Object.entries(SAVED_GAMES))('%s restores at the saved move, with its review', (_, text) => {
    const back = readSave(text);
    if (!back.ok) throw new Error(back.problem);
    const saved = JSON.parse(text).table;
    expect(back.value.game).toEqual(saved.game);
    expect(back.value.log).toEqual(saved.log);
    expect(reviewOf(back.value).available).toBe(true);
  });

  test('the game between hands deals the next hand and plays on', () => {
    const back = readSave(SAVED_GAMES['between-hands']);
    if (!back.ok) throw new Error(back.problem);
    expect(nextStep(back.value)).toBe('hand-over');
    let s = update(back.value, { type: 'next-hand' });
    expect(s.game.handNumber).toBe(back.value.game.handNumber + 1);
    for (let i = 0; i < 20 && nextStep(s) === 'computer'; i++) s = update(s, { type: 'advance' });
    expect(s.game.hand.events.length).toBeGreaterThan(0);
  });
});

describe('the history of an earlier release', () => {
  test('every hand replays to its recorded end, as a downloaded file too', () => {
    expect(SAVED_HISTORY.length).toBe(4);
    for (const p of SAVED_HISTORY) {
      const read = readRecords(recordFileText(p.record));
      if (!read.ok) throw new Error(read.error.code);
      const replay = replayOf(read.value[0]!);
      expect(replay.ok && replay.value.states.at(-1)!.result).toEqual(p.record.result);
      expect(decisionsOf(p.record)?.items.length).toBeGreaterThan(0);
      expect(replayLinkOf(p.record).ok).toBe(true);
    }
  });
});
