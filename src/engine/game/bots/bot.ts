// Computer players (docs/bots.md). A bot is a function of what a seat sees (a view) and the
// legal actions: it never gets the state, so it cannot look at the wall or another hand. It
// plays the first of the ranked choices the evaluation gives (evaluate.ts; `bestAction` finds it
// without writing the reasons down), so every move it makes has its reason as data. Three
// levels: the beginner plays towards any win by shape alone and claims eagerly; the careful
// player keeps the most useful tiles, plans for the fan minimum and avoids the obviously
// dangerous; the strong player also weighs points and reads danger from the table. All call
// every Mah-Jongg the legal actions offer (the list names it only when it is a win that reaches
// the agreed minimum). No randomness: the same view gives the same action.
import type { Action } from '../types.ts';
import type { SeatView } from '../view.ts';
import { bestAction, type BotLevel } from './evaluate.ts';

export { BOT_LEVELS, bestAction, evaluate, type BotLevel, type Choice, type Reason } from './evaluate.ts';

export type Bot = (view: SeatView, legal: readonly Action[]) => Action;

function decide(level: BotLevel, view: SeatView, legal: readonly Action[]): Action {
  const mahjong = legal.find((a) => a.type === 'mahjong');
  if (mahjong !== undefined) return mahjong;
  if (legal.length === 1) return legal[0]!; // a draw, or a pass with nothing to claim
  return bestAction(view, legal, level) ?? legal[0]!;
}

export const makeBot =
  (level: BotLevel): Bot =>
  (view, legal) =>
    decide(level, view, legal);
