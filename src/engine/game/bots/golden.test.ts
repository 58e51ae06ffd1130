// The computer players' play, fingerprinted: seeded hands played by four players of one level,
// and at every decision (more than one legal action) every choice `evaluate` ranks, in its
// order, with its reason as data and whether it ties the choice before it, plus the action
// `bestAction` plays. The score's size is not fingerprinted, only the order and the ties it
// makes: that is all the coach and the review read from it. Any change in play changes the
// fingerprint: a commit that changes play on purpose updates GOLDEN and says in its body why
// the play changed and what it measured.
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

/** How many decisions the fingerprint covers, and the hash of their canonical JSON lines. */
const GOLDEN = { decisions: 25_279, hash: '2cad4c8692e9591b' };

/**
 * FNV-1a over the text's UTF-16 units, two 32-bit lanes with different offsets: the engine's
 * tests use the engine and the language only (the import rules keep `node:crypto` out).
 */
function hasher(): { update(text: string): void; digest(): string } {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  return {
    update(text) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193) >>> 0;
        b = Math.imul(b ^ c, 0x01000193) >>> 0;
      }
    },
    digest: () => a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0'),
  };
}

function fingerprint(): { decisions: number; hash: string } {
  const lines = hasher();
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
              lines.update(JSON.stringify({ level, k, best, ranked }) + '\n');
            }
            const r = applyHandAction(h, best);
            if (!r.ok) throw new Error(JSON.stringify(r.error));
            h = r.value;
          }
        }
      }
    });
  }
  return { decisions, hash: lines.digest() };
}

test('the computer players play as fingerprinted', () => {
  const got = fingerprint();
  expect(
    got,
    'The computer players play differently. If that is meant, update GOLDEN in the same commit and say in its body why the play changed and what was measured.',
  ).toEqual(GOLDEN);
});
