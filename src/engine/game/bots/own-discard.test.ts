// Under HKE a player may win on a tile it threw earlier, so a tile is no safer to feed a
// player because that player threw a copy before: measured over seeded positions. At every
// discard of a strong player in seeded hands at 3 fan, against each opponent showing two or
// more sets (one the strong player has reason to fear), for each tile it holds that lies in
// another player's discards: the same view with that discard moved to the feared opponent's
// discards (every copy stays seen, only who threw it changes). The strong player must not
// throw the tile more often then: the difference in the share of positions where it throws
// it, with a 95% interval over the deals, must not lie above zero.
import { expect, test } from 'vitest';
import type { Wind } from '../../tiles.ts';
import { applyHandAction } from '../apply.ts';
import { legalHandActions } from '../legal.ts';
import { newHand } from '../start.ts';
import type { Action } from '../types.ts';
import { viewOf, type SeatView } from '../view.ts';
import { bestAction } from './bot.ts';
import { pendingSeats } from './driver.ts';

const DEALS = 60;

/** `view` with one discard of `tile` moved from seat `from`'s discards to seat `to`'s. */
function moved(view: SeatView, tile: number, from: Wind, to: Wind): SeatView {
  const players = view.players.map((p) => ({ ...p, discards: [...p.discards] }));
  const i = players[from]!.discards.findIndex((d) => d.tile === tile && d.claimedBy === undefined);
  const [d] = players[from]!.discards.splice(i, 1);
  players[to]!.discards.push(d!);
  return { ...view, players };
}

const throws = (a: Action | undefined, tile: number) => a?.type === 'discard' && a.tile === tile;

test('a tile is not fed more often to a player because that player threw a copy before', () => {
  const perDeal: number[] = [];
  let positions = 0;
  for (let k = 0; k < DEALS; k++) {
    let h = newHand({ seed: 3000 + k, round: (k % 4) as Wind, options: { minFan: 3 } });
    let sum = 0;
    let n = 0;
    while (h.phase.kind !== 'over') {
      for (const seat of pendingSeats(h)) {
        const legal = legalHandActions(h, seat);
        const view = viewOf(h, seat);
        const best = legal.length > 1 ? (bestAction(view, legal, 'strong') ?? legal[0]!) : legal[0]!;
        if (best.type === 'discard') {
          for (const to of [0, 1, 2, 3] as Wind[]) {
            if (to === seat || view.players[to]!.melds.length < 2) continue;
            for (const tile of new Set(view.concealed)) {
              const from = ([0, 1, 2, 3] as Wind[]).find(
                (w) => w !== to && view.players[w]!.discards.some((d) => d.tile === tile && d.claimedBy === undefined),
              );
              if (from === undefined) continue;
              const fed = throws(bestAction(moved(view, tile, from, to), legal, 'strong'), tile);
              sum += (fed ? 1 : 0) - (throws(best, tile) ? 1 : 0);
              n++;
            }
          }
        }
        const r = applyHandAction(h, best);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        h = r.value;
      }
    }
    positions += n;
    perDeal.push(n === 0 ? 0 : sum / n);
  }
  const mean = perDeal.reduce((a, b) => a + b, 0) / DEALS;
  const sd = Math.sqrt(perDeal.reduce((a, x) => a + (x - mean) ** 2, 0) / (DEALS - 1));
  const low = mean - (1.96 * sd) / Math.sqrt(DEALS);
  expect(positions).toBeGreaterThan(1000);
  expect(low).toBeLessThanOrEqual(0);
});
