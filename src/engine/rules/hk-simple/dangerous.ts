// The source's punishments for feeding a foreseeable valuable hand (docs/rules/hk-simple.md,
// "Punishment for feeding a valuable hand": lines 85–89 of the source), on by default (option
// `dangerousPlay`). The warning is three declared sets of one suit ("nine visible tiles"), or of
// honours (line 89: "a hand of honours … foreseen in a similar way").
import type { Hand } from '../../hand.ts';
import { isSelfDrawn } from '../../situation.ts';
import { SUITS, tileSuit, type Suit, type Wind } from '../../tiles.ts';
import type { Ctx } from '../kernel/context.ts';

/** The suit (`z` for honours) of which at least `sets` declared sets lie on the table, or null. */
function warning(hand: Hand, sets: number): Suit | null {
  const shown = hand.melds.map((m) => tileSuit(m.tile));
  return SUITS.find((suit) => shown.filter((s) => s === suit).length >= sets) ?? null;
}

/**
 * The player who pays for all, or null. `valuable`: the hand is a full flush, all honours or a
 * maximum hand (the "pure and valuable hand" of line 85).
 * - Line 85: with a warning shown, a discard of that suit that gives the winner the valuable
 *   hand makes the discarder pay. A robbed player counts as the discarder, as for payments.
 * - Line 87: the player who gave the fourth set of the suit (situation `liable`, why
 *   `fourth-set`) pays when the winner then draws the last tile from the wall or the dead wall.
 */
export function dangerousFeeder(ctx: Ctx, valuable: boolean): Wind | null {
  const s = ctx.situation;
  const w = ctx.hand.winning;
  if (!valuable || w === undefined) return null;
  const claimed = s.win === 'discard' || s.win === 'robbing-kong';
  if (claimed && s.from !== undefined && warning(ctx.hand, 3) === tileSuit(w)) return s.from;
  if (isSelfDrawn(s) && s.liable?.why === 'fourth-set' && warning(ctx.hand, 4) !== null) return s.liable.seat;
  return null;
}
