// The coach's and the review's source of judgement: the computer players' evaluation API
// (engine/game/bots/evaluate.ts), every choice of a seat ranked best first with its reason as
// data (tiles away before and after, useful tiles, the plan and its fan, danger, liability).
// One name for the table's side, so the coach and the review follow the bots as they improve.
// Where the table's players search, the learner's decision is searched too (the play page's
// coach), and the search's pick leads the ranking: `searchedFirst`, one rule for both.
import { sameAction, type Action } from '../../../engine/game/index.ts';
import type { Choice } from '../../../engine/game/bots/evaluate.ts';
import type { Tally, Trials } from '../../../engine/game/bots/search.ts';
import { TABLE_SEARCH } from '../../../engine/game/bots/table-search.ts';

export { evaluate, type Choice, type Reason } from '../../../engine/game/bots/evaluate.ts';

/**
 * The strong player's pick for one of the learner's decisions, searched when it was asked:
 * `event`, the number of the hand's events then (one decision of the learner's at most is
 * searched at each: a turn's after its draw, a claim's after the discard).
 */
export interface SearchedPick {
  event: number;
  pick: Action;
  /** Where the pick overruled the estimate: the trial games that decided it (search.ts). */
  trials?: Trials | null;
}

/**
 * Trial games as a save or a record keeps them, checked: whole counts, at most as many wins
 * and deal-ins as games, and the pick ahead on points (the search overrules only then). Null
 * for anything else: a pick whose tally does not hold is told without it.
 */
export function trialsOf(v: unknown): Trials | null {
  if (typeof v !== 'object' || v === null) return null;
  const x = v as Record<string, unknown>;
  const games = x.games;
  if (!Number.isInteger(games) || (games as number) < 2 || (games as number) >= MAX_GAMES) return null;
  const pick = tallyOf(x.pick, games as number);
  const estimate = tallyOf(x.estimate, games as number);
  if (pick === null || estimate === null || pick.points <= estimate.points) return null;
  return { games: games as number, pick, estimate };
}

/** More trial games than a check at the table plays a move (at most half its budget). */
const MAX_GAMES = TABLE_SEARCH.budget;

function tallyOf(v: unknown, games: number): Tally | null {
  if (typeof v !== 'object' || v === null) return null;
  const { wins, dealIns, points } = v as Record<string, unknown>;
  const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= games;
  if (!count(wins) || !count(dealIns) || wins + dealIns > games || !Number.isSafeInteger(points)) return null;
  return { wins, dealIns, points: points as number };
}

/**
 * The ranking with the search's pick first, where it overrules the estimate: always at a
 * claim; on a turn only a discard for a discard (the reasons compare discards; a kong keeps
 * the estimate's word). `estimated`: the estimate's first choice it overruled, else null. A
 * pick that is not among the choices changes nothing.
 */
export function searchedFirst(
  ranked: Choice[],
  pick: Action | null,
  claim: boolean,
): { choices: Choice[]; estimated: Action | null } {
  const found = pick === null ? -1 : ranked.findIndex((c) => sameAction(c.action, pick));
  const alike = claim || (ranked[found]?.action.type === 'discard' && ranked[0]!.action.type === 'discard');
  if (found <= 0 || !alike) return { choices: ranked, estimated: null };
  return { choices: [ranked[found]!, ...ranked.filter((_, i) => i !== found)], estimated: ranked[0]!.action };
}

/**
 * Does the learner's action `a` agree with the first of `choices`: the same action, or one the
 * estimate ranks level with it (the review counts a tie as good as the first). Where trial
 * games `overruled` the estimate, only the same action: the estimate's tie is no longer one.
 */
export function agrees(choices: readonly Choice[], a: Action, overruled = false): boolean {
  const first = choices[0]!;
  if (sameAction(first.action, a)) return true;
  const mine = choices.find((c) => sameAction(c.action, a));
  return !overruled && mine !== undefined && mine.score === first.score;
}
