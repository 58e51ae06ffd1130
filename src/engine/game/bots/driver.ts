// Lets computer players play: whoever must act gets its view and legal actions and answers.
import type { Wind } from '../../tiles.ts';
import { done, type GameResult } from '../errors.ts';
import { applyAction, newGame, nextHand, playerAt, type GameState } from '../game.ts';
import { legalHandActions } from '../legal.ts';
import { handRecord, type HandRecord } from '../record.ts';
import { next } from '../table.ts';
import type { GameOptions, HandState } from '../types.ts';
import { viewOf } from '../view.ts';
import type { Bot } from './bot.ts';

/** The seats that must act now: the one whose turn it is, or every seat still to answer a discard. */
export function pendingSeats(h: HandState): Wind[] {
  const p = h.phase;
  switch (p.kind) {
    case 'deal':
    case 'draw':
    case 'turn':
      return [p.seat];
    case 'claims':
    case 'robbing':
      return [next(p.seat), next(p.seat, 2), next(p.seat, 3)].filter((w) => p.answers[w] === null);
    case 'over':
      return [];
    default: {
      const never: never = p;
      return never;
    }
  }
}

/** Plays the current hand to its end; `bots` by player (0–3). `seen` receives every state. */
export function playHand(g: GameState, bots: readonly Bot[], seen?: (g: GameState) => void): GameResult<GameState> {
  let state = g;
  while (state.hand.phase.kind !== 'over') {
    for (const seat of pendingSeats(state.hand)) {
      const legal = legalHandActions(state.hand, seat);
      // A forced move (a draw, or a pass with nothing to claim) needs no decision.
      const action = legal.length === 1 ? legal[0]! : bots[playerAt(state, seat)]!(viewOf(state.hand, seat), legal);
      const r = applyAction(state, action);
      if (!r.ok) return r;
      state = r.value;
      seen?.(state);
    }
  }
  return done(state);
}

/** The record of the game's current hand, with its place in the game. */
export function recordOf(g: GameState, before: readonly number[]): HandRecord {
  const players = { E: playerAt(g, 0), S: playerAt(g, 1), W: playerAt(g, 2), N: playerAt(g, 3) };
  return handRecord(g.hand, {
    seed: g.seed,
    hand: g.handNumber,
    players,
    scores: { before: [...before], after: [...g.scores] },
  });
}

/**
 * Hand after hand with the same bots, game after game (game k has seed `seed + k`): each
 * finished hand's record, or the error if a bot's move was refused (a bug).
 */
export function* handRecords(
  seed: number,
  options: Partial<GameOptions>,
  bots: readonly Bot[],
): Generator<GameResult<HandRecord>> {
  let game = newGame(seed, options);
  let games = 0;
  for (;;) {
    const before = game.scores;
    const played = playHand(game, bots);
    if (!played.ok) return yield played;
    game = played.value;
    yield done(recordOf(game, before));
    const n = nextHand(game);
    game = n.ok ? n.value : newGame(seed + ++games, options);
  }
}

/** Plays `hands` hands and hands each record to `out`; the number played, or the first error. */
export function playHands(
  seed: number,
  hands: number,
  options: Partial<GameOptions>,
  bots: readonly Bot[],
  out: (r: HandRecord) => void,
): GameResult<number> {
  let n = 0;
  if (hands <= 0) return done(0);
  for (const r of handRecords(seed, options, bots)) {
    if (!r.ok) return r;
    out(r.value);
    if (++n === hands) break;
  }
  return done(n);
}
