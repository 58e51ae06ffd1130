// Who pays the classic winner. East pays and receives double ("Der Hauptwind gewinnt und
// verliert doppelt"). The three losers' settling among themselves is not part of this.
import type { Situation } from '../../situation.ts';
import { WINDS, type Wind } from '../../tiles.ts';
import { onePays, settle } from '../kernel/payments.ts';
import type { Payments } from '../types.ts';

const EAST: Wind = 0;

/** What one loser pays on a self-draw: the score, doubled when East wins or East pays. */
export const selfDrawShare = (winner: Wind, loser: Wind, points: number): number =>
  winner === EAST || loser === EAST ? 2 * points : points;

/**
 * Self-draw: each loser pays their share. Discard (or a robbed kong): the discarder alone pays
 * every share, East's double one included: 4× the score, 6× when East wins.
 */
export function classicPayments(s: Situation, points: number): Payments {
  const share = (loser: Wind): number => selfDrawShare(s.seat, loser, points);
  if (s.from === undefined) return settle(s.seat, share);
  const total = WINDS.filter((w) => w !== s.seat).reduce<number>((sum, w) => sum + share(w), 0);
  return onePays(s.seat, s.from, total);
}
