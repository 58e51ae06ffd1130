// The plain answer to one "How many fan?" puzzle, computed at build time and passed to the
// island as props. Names and explanations are already in the page's language.
import type { WinKind } from '../../engine/situation.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import type { PlainReading } from '../../ui/types.ts';

export interface FanItem {
  /** Pattern id, e.g. `dragon-pung`. */
  id: string;
  name: string;
  desc: string;
  fan: number;
  /** Indices into `reading.blocks` of the sets that made the item. */
  blocks: number[];
  /** Scored without any set (bonus tiles, how the hand was won): the fan learners forget. */
  situational: boolean;
}

export interface LimitItem {
  id: string;
  name: string;
  desc: string;
}

export interface PointsRow {
  /** "0", "4–6", "10+": the fan range of the row. */
  fan: string;
  points: number;
  /** This row applies to the puzzle's hand. */
  applies: boolean;
}

export interface FanAnswer {
  /** The reading that scores best, the one the items refer to. */
  reading: PlainReading;
  items: FanItem[];
  fan: number;
  /** Every limit hand the reading satisfies; empty for an ordinary hand. */
  limits: LimitItem[];
  /** Paid as a limit (a limit hand, or as many fan as HKE pays like one): "limit" is a right answer. */
  paidAsLimit: boolean;
  points: number;
  /** Signed per seat, the winner positive. */
  payments: Record<WindLetter, number>;
  seat: WindLetter;
  /** Who pays double: the discarder or the robbed player; null when self-drawn. */
  from: WindLetter | null;
  win: WinKind;
  /** The fan → points table, with the row that applies marked. */
  table: PointsRow[];
  /** Points of a limit hand. */
  limitPoints: number;
  /** Ask for points and payments after the fan. */
  askPayments: boolean;
}
