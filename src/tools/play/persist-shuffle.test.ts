// After a release whose shuffle differs (`buildWall` deals seed `s` as the earlier release dealt
// `s ^ 1`, the reliability audit's stand-in for any change to the shuffle), what the play page
// stored before still opens: the game in progress at the same move with its review, the game
// between hands, every history hand replayed. Only the short link, which is dealt from the seed,
// is no longer offered for those hands. (The replay page: src/tools/replay/records-shuffle.test.ts.)
import { describe, expect, test, vi } from 'vitest';
import { newHand, replayRecord } from '../../engine/game/index.ts';
import { replayLinkOf } from '../shared/replay-link.ts';
import { nextStep, update } from './controller.ts';
import { SAVED_GAMES, SAVED_HISTORIES } from './fixtures.ts';
import { parseHistory } from './history.ts';
import { readSave } from './persist.ts';
import { reviewOf } from './play-engine.ts';

vi.mock('../../engine/game/wall.ts', async (original) => {
  const wall = await original<typeof import('../../engine/game/wall.ts')>();
  return { ...wall, buildWall: (seed: number) => wall.buildWall((seed ^ 1) >>> 0) };
});

describe('after a change to the shuffle', () => {
  test.each(Object.entries(SAVED_GAMES))('%s: the seed deals another hand now', (_, text) => {
    const h = JSON.parse(text).table.game.hand;
    expect(newHand({ seed: h.seed, round: h.round, options: h.options }).wall).not.toEqual(h.wall);
  });

  test.each(Object.entries(SAVED_GAMES))('%s restores at the saved move, with its review', (_, text) => {
    const back = readSave(text);
    if (!back.ok) throw new Error(back.problem);
    const saved = JSON.parse(text).table;
    expect([back.value.game, back.value.log]).toEqual([saved.game, saved.log]);
    const review = reviewOf(back.value);
    expect(review.available && review.items.length).toBeGreaterThan(0);
  });

  test('the game in progress plays on from the saved move', () => {
    const back = readSave(SAVED_GAMES['mid-hand']);
    if (!back.ok) throw new Error(back.problem);
    let s = back.value;
    for (let i = 0; i < 10 && nextStep(s) === 'computer'; i++) s = update(s, { type: 'advance' });
    expect(s.game.hand.events.slice(0, back.value.game.hand.events.length)).toEqual(back.value.game.hand.events);
  });

  test.each(SAVED_HISTORIES)('all $hands hands of a history replay to their end; none offers a link', (h) => {
    const hands = parseHistory(h.text);
    expect(hands.length).toBe(h.hands);
    for (const p of hands) {
      const replay = replayRecord(p.record);
      expect(replay.ok && replay.value.at(-1)!.result).toEqual(p.record.result);
      expect(replayLinkOf(p.record)).toEqual({ ok: false, error: 'seed' });
    }
  });
});
