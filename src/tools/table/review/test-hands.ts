// Hands played to their end for the tests of the review and of what reads it (the replay's
// decisions): the first hand of a game, the learner (player 0, seated as the play table seats
// them) takes the move `pick` chooses, the beginner plays the other seats. Engine only, so a
// test of the table needs no tool's controller to make a hand.
import {
  applyHandAction,
  legalHandActions,
  makeBot,
  newGame,
  pendingSeats,
  seatsOf,
  viewOf,
  type Action,
  type BotLevel,
  type GameOptions,
  type HandState,
} from '../../../engine/game/index.ts';
import { seededRng } from '../../../engine/random.ts';
import type { Wind } from '../../../engine/tiles.ts';
import type { Mistake, MistakeKind } from './review.ts';

export interface PlayedHand {
  /** The hand at its end. */
  hand: HandState;
  /** Every action of the hand in order, as the play table logs them. */
  log: Action[];
  seat: Wind;
}

/** A decision of the learner: the hand, the legal moves (more than one), a seeded random number, and the log's length. */
export interface Turn {
  hand: HandState;
  seat: Wind;
  legal: readonly Action[];
  random: number;
  /** The index in the log the chosen move will have. */
  at: number;
}

export type Pick = (turn: Turn) => Action;

/** Takes Mah-Jongg whenever it wins, else a random legal move: a careless learner with mistakes to find. */
export const careless: Pick = ({ legal, random }) =>
  legal.find((a) => a.type === 'mahjong') ?? legal[Math.floor(random * legal.length)]!;

/** Claims whenever offered (so that discards get taken), else a random legal move. */
export const greedy: Pick = ({ legal, random }) =>
  legal.find((a) => a.type === 'mahjong' || a.type === 'pung' || a.type === 'chow') ??
  legal[Math.floor(random * legal.length)]!;

/** The first hand of game `seed` played to its end; the computer players at `level` (the beginner unless said). */
export function playedHand(
  seed: number,
  options: Partial<GameOptions>,
  pick: Pick,
  level: BotLevel = 'beginner',
): PlayedHand {
  const rng = seededRng(seed);
  const bot = makeBot(level);
  const game = newGame(seed, options);
  const seat = seatsOf(game)[0]!;
  let hand = game.hand;
  const log: Action[] = [];
  for (let guard = 0; hand.phase.kind !== 'over' && guard < 3000; guard++) {
    for (const w of pendingSeats(hand)) {
      const legal = legalHandActions(hand, w);
      const a =
        legal.length === 1
          ? legal[0]!
          : w === seat
            ? pick({ hand, seat, legal, random: rng(), at: log.length })
            : bot(viewOf(hand, w), legal);
      const r = applyHandAction(hand, a);
      if (!r.ok) throw new Error(`seed ${seed}: a legal move was refused`);
      hand = r.value;
      log.push(a);
      if (hand.phase.kind === 'over') break;
    }
  }
  return { hand, log, seat };
}

/** One action of every kind, for tests that word each (the discard is 5m, the chow 234p). */
export const EVERY_ACTION: readonly Action[] = [
  { type: 'draw', seat: 1 },
  { type: 'discard', seat: 1, tile: 4 },
  { type: 'chow', seat: 1, tile: 10 },
  { type: 'pung', seat: 1 },
  { type: 'kong', seat: 1 },
  { type: 'concealed-kong', seat: 1, tile: 31 },
  { type: 'added-kong', seat: 1, tile: 27 },
  { type: 'mahjong', seat: 1 },
  { type: 'pass', seat: 1 },
];

/** A mistake of `kind` with figures of each kind of move (yours 2 tiles from waiting, the strong choice 1), for tests that word each. */
export const someMistake = (kind: MistakeKind, size = 2): Mistake => ({
  kind,
  size,
  before: 1,
  minFan: 3,
  yours: { away: 2, tiles: 8, fan: 1, plan: 'any', suit: null, danger: 3 },
  best: { away: 1, tiles: 12, fan: 3.4, plan: 'flush', suit: 1, danger: 1 },
});
