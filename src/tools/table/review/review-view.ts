// The review as the view needs it: per decision, what the learner chose and what the strong
// player would have, the verdict, and the board as the learner saw it then (their own tiles,
// everyone's sets and discards, the discard in question), as tile codes. Engine side.
import { viewOf, type Action, type HandState } from '../../../engine/game/index.ts';
import { makeTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../../../engine/tiles.ts';
import type { TileCode } from '../../../ui/tiles/codes.ts';
import { retry, reviewHand, summarize, type Mistake, type Moment, type Summary } from './review.ts';

/** A discard as the learner saw it: still lying, or taken into a set (by whom). */
export interface SeenDiscard {
  tile: TileCode;
  claimedBy: WindLetter | null;
}

export interface ReviewBoard {
  hand: TileCode[];
  /** The tile just drawn (on a turn), set apart. */
  drawn: TileCode | null;
  sets: TileCode[][];
  /** The learner's own discards. */
  discards: SeenDiscard[];
  /** The discard being answered (a claim moment). */
  discard: { seat: WindLetter; tile: TileCode } | null;
  /** The other seats, in turn order after the learner. */
  others: { seat: WindLetter; sets: TileCode[][]; discards: SeenDiscard[] }[];
}

export interface ReviewItem {
  yours: Action;
  best: Action;
  agreed: boolean;
  mistake: Mistake | null;
  board: ReviewBoard;
  /** What the learner could choose (for a second try). */
  legal: Action[];
}

export interface Review {
  items: ReviewItem[];
  summary: Summary;
  moments: Moment[];
}

const code = (t: Tile): TileCode => makeTile(t) as TileCode;
const setCodes = (m: { kind: string; tile: Tile; concealed: boolean }): TileCode[] => {
  const n = m.kind === 'kong' ? 4 : 3;
  const tiles = Array.from({ length: n }, (_, i) => code(m.kind === 'chow' ? m.tile + i : m.tile));
  return m.concealed ? ['back', tiles[1]!, tiles[2]!, 'back'] : tiles;
};

/** Every discard of a seat in order, the claimed ones too: the learner saw them thrown. */
const seen = (discards: readonly { tile: Tile; claimedBy?: Wind }[]): SeenDiscard[] =>
  discards.map((d) => ({
    tile: code(d.tile),
    claimedBy: d.claimedBy === undefined ? null : WIND_LETTERS[d.claimedBy]!,
  }));

function boardOf(m: Moment): ReviewBoard {
  const v = viewOf(m.hand, m.seat);
  const hand = [...v.concealed];
  if (v.drawn !== null) hand.splice(hand.lastIndexOf(v.drawn), 1);
  const others = [1, 2, 3].map((k) => (m.seat + k) % 4);
  return {
    hand: hand.map(code),
    drawn: v.drawn === null ? null : code(v.drawn),
    sets: v.players[m.seat]!.melds.map(setCodes),
    discards: seen(v.players[m.seat]!.discards),
    discard: v.phase.kind === 'claims' ? { seat: WIND_LETTERS[v.phase.seat]!, tile: code(v.phase.tile) } : null,
    others: others.map((w) => ({
      seat: WIND_LETTERS[w]!,
      sets: v.players[w]!.melds.map(setCodes),
      discards: seen(v.players[w]!.discards),
    })),
  };
}

/** The review of a hand for the learner at `seat`, from the hand and every action of it in order. */
export function reviewOf(hand: HandState, log: readonly Action[], seat: Wind): Review {
  const moments = reviewHand(hand, log, seat);
  const items = moments.map((m) => ({
    yours: m.yours,
    best: m.choices[0]!.action,
    agreed: m.agreed,
    mistake: m.mistake,
    board: boardOf(m),
    legal: m.legal,
  }));
  return { items, summary: summarize(moments), moments };
}

/** A second try at moment `i`. */
export const retryAt = (r: Review, i: number, a: Action) => retry(r.moments[i]!, a);
