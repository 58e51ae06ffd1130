// One play-out: from a sampled table state, the seat's move, then every seat played by a fast
// policy (a computer player deciding from its own view) to the hand's end. What it gives back
// is what the search weighs: the seat's payments, and whether it won or dealt in.
import { WIND_LETTERS, type Wind } from '../../tiles.ts';
import { applyHandAction } from '../apply.ts';
import { legalHandActions } from '../legal.ts';
import type { Action, HandState } from '../types.ts';
import { viewOf } from '../view.ts';
import type { Bot } from './bot.ts';
import { pendingSeats } from './driver.ts';

export interface Outcome {
  /** The seat's payments for the hand (0 after a draw game). */
  points: number;
  won: boolean;
  dealtIn: boolean;
}

/** Plays `first` for `seat`, then the hand to its end with `policy` at every seat; null if a move is refused (a bug). */
export function playOut(h: HandState, seat: Wind, first: Action, policy: Bot): Outcome | null {
  const r = applyHandAction(h, first);
  if (!r.ok) return null;
  let state = r.value;
  while (state.phase.kind !== 'over') {
    for (const w of pendingSeats(state)) {
      const legal = legalHandActions(state, w);
      const action = legal.length === 1 ? legal[0]! : policy(viewOf(state, w), legal);
      const next = applyHandAction(state, action);
      if (!next.ok) return null;
      state = next.value;
    }
  }
  return outcomeOf(state, seat);
}

/** What an ended hand gave `seat`: its payments, and whether it won or dealt in. */
export function outcomeOf(ended: HandState, seat: Wind): Outcome {
  const res = ended.result!;
  const me = WIND_LETTERS[seat];
  const won = res.outcome === 'win' && res.seat === me;
  return {
    points: res.payments[me],
    won,
    dealtIn: res.outcome === 'win' && !won && res.situation?.from === me,
  };
}
