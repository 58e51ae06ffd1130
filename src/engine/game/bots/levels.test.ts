// Properties of every level over seeded hands: each move is one of the legal actions, every
// offered Mah-Jongg is called, the decision depends on the view alone (a copy of the view
// gives the same move, and deciding does not change the view), and the ranked choices carry
// reasons that agree with the move played.
import { describe, expect, test } from 'vitest';
import { BOT_LEVELS, evaluate, makeBot } from './bot.ts';
import { playSeeded, sameAction } from '../../test/seeded-play.ts';

const HANDS = 24;

describe.each(BOT_LEVELS)('%s', (level) => {
  const bot = makeBot(level);
  test(`${HANDS} seeded hands: legal, from the view, deterministic, explained`, () => {
    const choices = playSeeded(bot, 500, HANDS, (view, legal, played) => {
      const ranked = evaluate(view, legal, level);
      expect(sameAction(ranked[0]!.action, played)).toBe(true);
      expect(Number.isFinite(ranked[0]!.reason.before)).toBe(true);
    });
    expect(choices).toBeGreaterThan(HANDS * 10);
  });
});
