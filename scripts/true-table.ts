// Helpers of the scripts that judge a computer player's move from the true table
// (compare-decisions.ts, search-decisions.ts, search-changes.ts): a hand played out decision by
// decision, the wall's unplayed tiles in another order, a move applied, a hand played to its end,
// what one move gains over another, and a mean with its interval. These read the true hands:
// analysis, never a player.
import { randomInt, type Rng } from '../src/engine/random.ts';
import { WIND_LETTERS, type Wind } from '../src/engine/tiles.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import { legalHandActions } from '../src/engine/game/legal.ts';
import { newHand } from '../src/engine/game/start.ts';
import type { Action, HandState } from '../src/engine/game/types.ts';
import { viewOf, type SeatView } from '../src/engine/game/view.ts';
import { playDeal } from '../src/engine/game/bots/arena.ts';
import type { Bot } from '../src/engine/game/bots/bot.ts';
import { pendingSeats } from '../src/engine/game/bots/driver.ts';

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

/** The hand played to its end with `bots` by seat. */
export function playedOut(h: HandState, bots: (seat: Wind) => Bot): HandState {
  const s = playDeal(
    h,
    [0, 1, 2, 3].map((w) => bots(w as Wind)),
  );
  if (!s.ok) throw new Error(`refused: ${JSON.stringify(s.error)}`);
  return s.value;
}

/** Plays the hand to its end with `bots` by seat; the points of seat `root`. */
export function pointsAtEnd(h: HandState, root: Wind, bots: (seat: Wind) => Bot): number {
  return playedOut(h, bots).result!.payments[WIND_LETTERS[root]];
}

/**
 * Hand `k` of a run of hands from `seed`: the seat judged in it (k mod 4, so each seat in turn)
 * and the hand dealt, its prevalent wind ⌊k/4⌋ mod 4.
 */
export function judgedHand(seed: number, k: number, minFan: number): { root: Wind; hand: HandState } {
  const round = (Math.floor(k / 4) % 4) as Wind;
  return { root: (k % 4) as Wind, hand: newHand({ seed: seed + k, round, options: { minFan } }) };
}

/** A decision with a choice: the table before it, the seat, its legal actions and view, the move made. */
export interface Decision {
  table: HandState;
  seat: Wind;
  legal: Action[];
  view: SeatView;
  move: Action;
}

/** Plays `h` to its end with `bots` by seat, yielding each decision with a choice before its move is made. */
export function* decisionsOf(h: HandState, bots: (seat: Wind) => Bot): Generator<Decision> {
  let table = h;
  while (table.phase.kind !== 'over') {
    for (const seat of pendingSeats(table)) {
      const legal = legalHandActions(table, seat);
      let move = legal[0]!;
      if (legal.length > 1) {
        const view = viewOf(table, seat);
        move = bots(seat)(view, legal);
        yield { table, seat, legal, view, move };
      }
      table = apply(table, move);
    }
  }
}

/**
 * What move `a` gains seat `root` over move `b` from `table`: the mean difference in its points
 * over `tries` orders of the unplayed wall, the same orders for both.
 */
export function gainOver(
  table: HandState,
  a: Action,
  b: Action,
  root: Wind,
  bots: (seat: Wind) => Bot,
  tries: number,
  rng: Rng,
): number {
  let sum = 0;
  for (let t = 0; t < tries; t++) {
    const shuffled = reshuffled(table, rng);
    sum += pointsAtEnd(apply(shuffled, a), root, bots) - pointsAtEnd(apply(shuffled, b), root, bots);
  }
  return sum / tries;
}

/** The mean of `xs` times `scale`, signed, with the half-width of its 95% interval: "+1.23 ± 0.45". */
export function meanWithInterval(xs: readonly number[], scale = 1, digits = 2): string {
  const n = Math.max(1, xs.length);
  const m = xs.reduce((a, b) => a + b, 0) / n;
  const v = xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1);
  const half = 1.96 * Math.sqrt(v / n);
  return `${(m >= 0 ? '+' : '') + (m * scale).toFixed(digits)} ± ${(half * scale).toFixed(digits)}`;
}
