// The review as the view needs it: per decision, what the learner chose and what the strong
// player would have, the verdict, and the board as the learner saw it then (their own tiles,
// everyone's sets and discards, the discard in question), as tile codes. Engine side.
import type { Action, HandState } from '../../../engine/game/index.ts';
import type { Wind, WindLetter } from '../../../engine/tiles.ts';
import type { Trials } from '../../../engine/game/bots/search.ts';
import type { TileCode } from '../../../ui/tiles/codes.ts';
import { ownTiles, tableSeats, tileCode, windLetter, type TableSeat } from '../seats.ts';
import type { SearchedPick } from './advisor.ts';
import { logLeadsTo, retry, reviewHand, summarize, type Moment, type Mistake, type Summary } from './review.ts';

export interface ReviewBoard {
  hand: TileCode[];
  /** The tile just drawn (on a turn), set apart. */
  drawn: TileCode | null;
  /** The four seats as the learner saw them: the learner's first, then the others in turn order. */
  seats: TableSeat[];
  /** The discard being answered (a claim moment). */
  discard: { seat: WindLetter; tile: TileCode } | null;
}

export interface ReviewItem {
  yours: Action;
  best: Action;
  /** The estimate's first choice, where trial games put `best` ahead of it; else null. */
  estimated: Action | null;
  /** Those trial games, when kept; else null. */
  trials: Trials | null;
  /** The learner's move is that estimate's first choice. */
  estimate: boolean;
  /** `best` is the estimate's alone: the decision was not searched where the strong player searches. */
  estimateOnly: boolean;
  /** Agreed by a tie: `best` is another move the strong player ranks level with the learner's. */
  tie: boolean;
  agreed: boolean;
  mistake: Mistake | null;
  board: ReviewBoard;
  /** What the learner could choose (for a second try). */
  legal: Action[];
  /** The moment was before the first discard (a pass is "carry on" then). */
  dealt: boolean;
}

export interface Review {
  /** False when the hand's log does not lead to the hand: no review can be given (`items` empty). */
  available: boolean;
  items: ReviewItem[];
  summary: Summary;
  moments: Moment[];
}

function boardOf(m: Moment): ReviewBoard {
  const own = ownTiles(m.hand, m.seat);
  const p = m.hand.phase;
  return {
    hand: own.hand.map(tileCode),
    drawn: own.drawn === null ? null : tileCode(own.drawn),
    seats: tableSeats(m.hand, m.seat, 'own'),
    discard: p.kind === 'claims' ? { seat: windLetter(p.seat), tile: tileCode(p.tile) } : null,
  };
}

/**
 * The review of a hand for the learner at `seat`, from the hand and every action of it in order,
 * with the strong player's picks where it searched the learner's decisions (reviewHand).
 */
export function reviewOf(
  hand: HandState,
  log: readonly Action[],
  seat: Wind,
  searched: readonly SearchedPick[] = [],
): Review {
  if (!logLeadsTo(hand, log)) return { available: false, items: [], summary: summarize([]), moments: [] };
  const moments = reviewHand(hand, log, seat, searched);
  const items = moments.map((m) => ({
    yours: m.yours,
    best: m.choices[0]!.action,
    estimated: m.estimated,
    trials: m.trials,
    estimateOnly: m.estimateOnly,
    estimate: m.estimate,
    tie: m.tie,
    agreed: m.agreed,
    mistake: m.mistake,
    board: boardOf(m),
    legal: m.legal,
    dealt: m.hand.phase.kind === 'deal',
  }));
  return { available: true, items, summary: summarize(moments), moments };
}

/** A second try at moment `i`. */
export const retryAt = (r: Review, i: number, a: Action) => retry(r.moments[i]!, a);
