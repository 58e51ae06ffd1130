// The computer players' play, fingerprinted: seeded hands played by four players of one level,
// and at every decision (more than one legal action) every choice `evaluate` ranks, in its
// order, with its reason as data and whether it ties the choice before it, plus the action
// `bestAction` plays. The score's size is not fingerprinted, only the order and the ties it
// makes: that is all the coach and the review read from it. Any change in play changes the
// fingerprint: a commit that changes play on purpose updates GOLDEN and says in its body why
// the play changed and what it measured.
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { applyHandAction } from '../apply.ts';
import { legalHandActions } from '../legal.ts';
import { newHand } from '../start.ts';
import type { GameOptions } from '../types.ts';
import { viewOf } from '../view.ts';
import { BOT_LEVELS, bestAction, evaluate } from './bot.ts';
import { pendingSeats } from './driver.ts';

/** Seeded hands per level and setting. */
const HANDS = 48;
/** No minimum, a minimum of 3 fan, and dangerous play (a liable discard) at 1 fan. */
const SETTINGS: Partial<GameOptions>[] = [{ minFan: 0 }, { minFan: 3 }, { minFan: 1, dangerousPlay: true }];

/** How many decisions the fingerprint covers, and the md5 of their canonical JSON lines. */
const GOLDEN = { decisions: 25_416, md5: 'd15973eab7f1bc8d9f27cc48c2799e52' };

function fingerprint(): { decisions: number; md5: string } {
  const md5 = createHash('md5');
  let decisions = 0;
  for (const level of BOT_LEVELS) {
    SETTINGS.forEach((options, k) => {
      for (let n = 0; n < HANDS; n++) {
        let h = newHand({ seed: 9000 + 100 * k + n, options });
        while (h.phase.kind !== 'over') {
          for (const seat of pendingSeats(h)) {
            const legal = legalHandActions(h, seat);
            const view = viewOf(h, seat);
            const best = legal.length > 1 ? (bestAction(view, legal, level) ?? legal[0]!) : legal[0]!;
            if (legal.length > 1) {
              decisions++;
              const ranked = evaluate(view, legal, level).map((c, i, all) => ({
                action: c.action,
                reason: c.reason,
                tie: i > 0 && c.score === all[i - 1]!.score,
              }));
              md5.update(JSON.stringify({ level, k, best, ranked }) + '\n');
            }
            const r = applyHandAction(h, best);
            if (!r.ok) throw new Error(JSON.stringify(r.error));
            h = r.value;
          }
        }
      }
    });
  }
  return { decisions, md5: md5.digest('hex') };
}

test('the computer players play as fingerprinted', () => {
  const got = fingerprint();
  expect(
    got,
    'The computer players play differently. If that is meant, update GOLDEN in the same commit and say in its body why the play changed and what was measured.',
  ).toEqual(GOLDEN);
});
