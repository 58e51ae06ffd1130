// The review's board shows what the learner could see at each decision: every seat's discards in
// the order thrown, those taken into a set still there and marked with the seat that took them.
// The oracle is the hand's own events up to that moment (a discard event per tile thrown, a
// chow, pung or kong event per tile taken, naming the seat it came from). Its words say "same
// choice" only for the same move; a move the strong player ranks level with its own is told as
// a tie.
import { describe, expect, test } from 'vitest';
import { WIND_LETTERS } from '../../../engine/tiles.ts';
import { sameAction, viewOf } from '../../../engine/game/index.ts';
import { template } from '../../../build/dictionary.ts';
import { LANGS } from '../../../words/index.ts';
import { evaluate } from './advisor.ts';
import { reviewOf } from './review-view.ts';
import { greedy, playedHand, type Pick } from './test-hands.ts';
import { DECISION_KEYS, judgedText, type DecisionStrings } from './words.ts';

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

describe('the review’s words on each decision', () => {
  const strings = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      Object.fromEntries(DECISION_KEYS.map((k) => [k, template(lang, k)])) as DecisionStrings,
    ]),
  );
  // The learner plays the strong choice, or (every third decision) the last one it ranks level with.
  const levelPlayer: Pick = ({ hand, seat, legal, at }) => {
    const ranked = evaluate(viewOf(hand, seat), legal, 'strong');
    const level = ranked.filter((c) => c.score === ranked[0]!.score);
    return (at % 3 === 0 ? level.at(-1)! : level[0]!).action;
  };
  test('"same choice" only for the same move; a tie is told as a tie, naming the strong player’s move', () => {
    let ties = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const played = playedHand(seed, { minFan: seed % 2 === 0 ? 3 : 0 }, levelPlayer);
      for (const item of reviewOf(played.hand, played.log, played.seat).items) {
        const same = sameAction(item.best, item.yours);
        expect(item.tie).toBe(item.agreed && !same);
        if (item.tie) ties++;
        for (const lang of LANGS) {
          const said = judgedText(strings[lang]!, lang, item);
          expect(said.includes(strings[lang]!['play.review.agreed'])).toBe(item.agreed && same);
          expect(said.includes(template(lang, 'play.review.tie').split('{best}')[1]!)).toBe(item.tie);
        }
      }
    }
    expect(ties).toBeGreaterThan(5);
  });
});
