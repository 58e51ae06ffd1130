// The coach's and the review's source of judgement: the computer players' evaluation API
// (engine/game/bots/evaluate.ts), every choice of a seat ranked best first with its reason as
// data (tiles away before and after, useful tiles, the plan and its fan, danger, liability).
// One name for the table's side, so the coach and the review follow the bots as they improve.
// Where the table's players search, the learner's decision is searched too (the play page's
// coach), and the search's pick leads the ranking: `searchedFirst`, one rule for both.
import { sameAction, type Action } from '../../../engine/game/index.ts';
import type { Choice } from '../../../engine/game/bots/evaluate.ts';
import type { Trials } from '../../../engine/game/bots/search.ts';
import { tableBudget } from '../../../engine/game/bots/table-search.ts';

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

/**
 * Is the strong player's first choice its estimate alone: at a fan minimum where it searches
 * at the table (tableBudget), a decision it did not search. A Mah-Jongg offered is always
 * called, searched or not.
 */
export const estimateOnly = (minFan: number, legal: readonly Action[], searched: boolean): boolean =>
  !searched && tableBudget('strong', minFan) > 0 && !legal.some((a) => a.type === 'mahjong');
