// Helpers of the scripts that judge a computer player's move from the true table
// (compare-decisions.ts, search-decisions.ts): the wall's unplayed tiles in another order, a
// move applied, and a hand played to its end. These read the true hands: analysis, never a player.
import { randomInt, type Rng } from '../src/engine/random.ts';
import { WIND_LETTERS, type Wind } from '../src/engine/tiles.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import type { Action, HandState } from '../src/engine/game/types.ts';
import { playDeal } from '../src/engine/game/bots/arena.ts';
import type { Bot } from '../src/engine/game/bots/bot.ts';

/** The same table with the tiles not yet drawn in another order. */
export function reshuffled(h: HandState, rng: Rng): HandState {
  const wall = h.wall.slice();
  for (let i = h.deadTop - 1; i > h.head; i--) {
    const j = h.head + randomInt(rng, i - h.head + 1);
    [wall[i], wall[j]] = [wall[j]!, wall[i]!];
  }
  return { ...h, wall };
}

/** The state after `a`; a refused move is a bug in a computer player, and stops the script. */
export function apply(h: HandState, a: Action): HandState {
  const next = applyHandAction(h, a);
  if (!next.ok) throw new Error(`refused: ${JSON.stringify(next.error)}`);
  return next.value;
}

/** Plays the hand to its end with `bots` by seat; the points of seat `root`. */
export function pointsAtEnd(h: HandState, root: Wind, bots: (seat: Wind) => Bot): number {
  const s = playDeal(
    h,
    [0, 1, 2, 3].map((w) => bots(w as Wind)),
  );
  if (!s.ok) throw new Error(`refused: ${JSON.stringify(s.error)}`);
  return s.value.result!.payments[WIND_LETTERS[root]];
}
