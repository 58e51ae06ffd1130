// Test helper: a bot plays every seat of seeded hands, and each move is checked as every
// computer player must pass: one of the legal actions, every offered Mah-Jongg called, and at
// a real choice the decision from the view alone (deciding leaves the view as it was; a copy
// of the view gives the same move). `onChoice` adds a player's own checks at each real choice.
import { expect } from 'vitest';
import { applyHandAction } from '../game/apply.ts';
import { legalHandActions } from '../game/legal.ts';
import { newHand } from '../game/start.ts';
import type { Action, GameOptions } from '../game/types.ts';
import { viewOf, type SeatView } from '../game/view.ts';
import type { Bot } from '../game/bots/bot.ts';
import { pendingSeats } from '../game/bots/driver.ts';

export const SEEDED_OPTIONS: Partial<GameOptions>[] = [{}, { minFan: 3 }, { dangerousPlay: true, minFan: 1 }];
export const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Plays `hands` hands from `firstSeed` on; returns the number of real choices (more than one legal action). */
export function playSeeded(
  bot: Bot,
  firstSeed: number,
  hands: number,
  onChoice: (view: SeatView, legal: Action[], played: Action) => void = () => {},
): number {
  let choices = 0;
  for (let k = 0; k < hands; k++) {
    let h = newHand({ seed: firstSeed + k, options: SEEDED_OPTIONS[k % SEEDED_OPTIONS.length]! });
    while (h.phase.kind !== 'over') {
      for (const seat of pendingSeats(h)) {
        const legal = legalHandActions(h, seat);
        const view = viewOf(h, seat);
        const before = JSON.stringify(view);
        const a = bot(view, legal);
        expect(legal.some((l) => sameAction(l, a))).toBe(true);
        if (legal.some((l) => l.type === 'mahjong')) expect(a.type).toBe('mahjong');
        if (legal.length > 1) {
          choices++;
          expect(JSON.stringify(view)).toBe(before);
          expect(sameAction(bot(JSON.parse(before), legal), a)).toBe(true);
          onChoice(view, legal, a);
        }
        const r = applyHandAction(h, a);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        h = r.value;
      }
    }
  }
  return choices;
}
