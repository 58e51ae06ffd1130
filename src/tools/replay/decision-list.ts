// The learner's decisions in a replayed hand as data (made by decisions.ts, engine side) and the
// walk between its mistakes. Engine-free: the replay island imports this file statically, while
// the engine that judges the decisions arrives with the replay's engine chunk.
import type { Action } from '../../engine/game/types.ts';
import type { Trials } from '../../engine/game/bots/search.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import type { Mistake, Summary } from '../table/review/review.ts';

export interface Decision {
  /** The replay's moment (`?at=N`) at which the learner chose. */
  moment: number;
  yours: Action;
  /** The strong player's choice. */
  best: Action;
  /** The estimate's first choice, where trial games at the table put `best` ahead of it (the record's `searched`); else null. */
  estimated: Action | null;
  /** The trial games that put `best` ahead of the estimate, when the record keeps them; else null. */
  trials: Trials | null;
  /** The learner's move is that estimate's first choice. */
  estimate: boolean;
  /** `best` is the estimate's alone: the decision was not searched where the strong player searches. */
  estimateOnly: boolean;
  /** Agreed by a tie: `best` is another move the strong player ranks level with the learner's. */
  tie: boolean;
  agreed: boolean;
  mistake: Mistake | null;
}

export interface Decisions {
  seat: WindLetter;
  items: Decision[];
  summary: Summary;
}

/** The nearest mistake after (`+1`) or before (`-1`) a moment; null when there is none that way. */
export function mistakeFrom(d: Decisions, at: number, way: 1 | -1): Decision | null {
  const mistakes = d.items.filter((x) => x.mistake !== null);
  const found = way > 0 ? mistakes.find((x) => x.moment > at) : mistakes.findLast((x) => x.moment < at);
  return found ?? null;
}
