// Where the table's computer players search. The strong players search at a fan minimum of 3
// or more, with TABLE_SEARCH.budget play-outs a decision: there the search beats the strong
// evaluation on fresh deals (docs/bots.md, "The search"); with a lower minimum it does not, and
// they play the evaluation. The page runs the search in a worker with a deadline
// (src/tools/play/search-worker.ts); a search the deadline stops leaves the decision to the
// evaluation (search.ts, `decideBySearch`).
import type { BotLevel } from './bot.ts';

export const TABLE_SEARCH = { level: 'strong', minFan: 3, budget: 256 } as const;

/** Play-outs a decision of the table's `level` players at a fan minimum of `minFan` (0: the evaluation alone). */
export function tableBudget(level: BotLevel, minFan: number): number {
  return level === TABLE_SEARCH.level && minFan >= TABLE_SEARCH.minFan ? TABLE_SEARCH.budget : 0;
}
