// Properties of every level over seeded hands: each move is one of the legal actions, every
// offered Mah-Jongg is called, the decision depends on the view alone (a copy of the view
// gives the same move, and deciding does not change the view), and the ranked choices carry
// reasons that agree with the move played.
import { describe, expect, test } from 'vitest';
import { applyHandAction } from '../apply.ts';
import { legalHandActions } from '../legal.ts';
import { newHand } from '../start.ts';
import type { Action, GameOptions } from '../types.ts';
import { viewOf } from '../view.ts';
import { BOT_LEVELS, evaluate, makeBot } from './bot.ts';
import { pendingSeats } from './driver.ts';

const HANDS = 24;
const OPTIONS: Partial<GameOptions>[] = [{}, { minFan: 3 }, { dangerousPlay: true, minFan: 1 }];
const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

describe.each(BOT_LEVELS)('%s', (level) => {
  const bot = makeBot(level);
  test(`${HANDS} seeded hands: legal, from the view, deterministic, explained`, () => {
    let decisions = 0;
    for (let k = 0; k < HANDS; k++) {
      let h = newHand({ seed: 500 + k, options: OPTIONS[k % OPTIONS.length]! });
      while (h.phase.kind !== 'over') {
        for (const seat of pendingSeats(h)) {
          const legal = legalHandActions(h, seat);
          const view = viewOf(h, seat);
          const before = JSON.stringify(view);
          const a = bot(view, legal);
          expect(legal.some((l) => same(l, a))).toBe(true);
          if (legal.some((l) => l.type === 'mahjong')) expect(a.type).toBe('mahjong');
          if (legal.length > 1) {
            decisions++;
            expect(JSON.stringify(view)).toBe(before);
            expect(same(bot(JSON.parse(before), legal), a)).toBe(true);
            const ranked = evaluate(view, legal, level);
            expect(same(ranked[0]!.action, a)).toBe(true);
            expect(Number.isFinite(ranked[0]!.reason.before)).toBe(true);
          }
          const r = applyHandAction(h, a);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          h = r.value;
        }
      }
    }
    expect(decisions).toBeGreaterThan(HANDS * 10);
  });
});
