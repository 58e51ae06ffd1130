// The review's board shows what the learner could see at each decision: every seat's discards in
// the order thrown, those taken into a set still there and marked with the seat that took them.
// The oracle is the hand's own events up to that moment (a discard event per tile thrown, a
// chow, pung or kong event per tile taken, naming the seat it came from).
import { describe, expect, test } from 'vitest';
import { WIND_LETTERS } from '../../../engine/tiles.ts';
import { reviewOf } from './review-view.ts';
import { greedy, playedHand } from './test-hands.ts';

describe('the review board', () => {
  test('every discard seen so far, the taken ones marked with who took them', () => {
    let taken = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const played = playedHand(seed, { minFan: 0 }, greedy);
      const review = reviewOf(played.hand, played.log, played.seat);
      review.items.forEach((item, i) => {
        const events = review.moments[i]!.hand.events;
        expect(item.board.seats[0]!.seat).toBe(WIND_LETTERS[review.moments[i]!.seat]);
        for (const { seat, discards } of item.board.seats) {
          const thrown = events
            .filter((e) => e.type === 'discard' && e.seat === seat)
            .map((e) => 'tile' in e && e.tile);
          expect(discards.map((d) => d.tile)).toEqual(thrown);
          const takers = events
            .filter((e) => (e.type === 'chow' || e.type === 'pung' || e.type === 'kong') && e.from === seat)
            .map((e) => ('seat' in e ? e.seat : null))
            .sort();
          expect(discards.flatMap((d) => (d.claimedBy === null ? [] : [d.claimedBy])).sort()).toEqual(takers);
          taken += takers.length;
        }
      });
    }
    expect(taken).toBeGreaterThan(0);
  });
});
