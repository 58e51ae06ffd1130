// What the play page stored on an earlier release (fixtures/) opens with this one: the game in
// progress at the same move, the game between hands ready for the next, each with the review of
// its hand, and every hand of the history replayed to its end, with a link. (The replay page's
// reading of such records, with the learner's decisions: src/tools/replay/records-shuffle.test.ts.)
import { describe, expect, test } from 'vitest';
import { replayRecord } from '../../engine/game/index.ts';
import { replayLinkOf } from '../shared/replay-link.ts';
import { nextStep, update } from './controller.ts';
import { SAVED_GAMES, SAVED_HISTORIES } from './fixtures.ts';
import { parseHistory } from './history.ts';
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

describe('the histories of an earlier release', () => {
  test.each(SAVED_HISTORIES)('all $hands hands read; each record replays to its end and has its link', (h) => {
    const hands = parseHistory(h.text);
    expect(hands.length).toBe(h.hands);
    for (const p of hands) {
      const replay = replayRecord(p.record);
      expect(replay.ok && replay.value.at(-1)!.result).toEqual(p.record.result);
      expect(replayLinkOf(p.record).ok).toBe(true);
    }
  });
});
