// The sentence under a won hand that connects its points to each seat's payment ("The hand is
// worth 4 points, paid as follows: Cleo pays 1 × 4 = 4, you pay 2 × 4 = 8, …; Ada receives 16"),
// the learner in the second person whether they pay or win. Under dangerous play it says who is
// liable and why, and still lists every payer: a liable supplier and the discarder pay 2× each
// (HKE 265–268), so "pays for everyone" is said only when one player pays alone.
// Null for a draw or a false call.
import { fill } from '../../words/fill.ts';
import type { HandEnd, Liability, PaymentRow } from './result.ts';
import { playerName, pointsText, type PlayKey, type PlayStrings } from './strings.ts';

/** "Cleo (East) pays 2 × 4 = 8, you pay 1 × 4 = 4": every payer of the hand, in seat order. */
function payList(t: PlayStrings, payments: readonly PaymentRow[], points: number): string {
  return payments
    .filter((p) => p.amount < 0)
    .map((p) =>
      fill(t[p.player === 0 ? 'play.end.payItem.you' : 'play.end.payItem'], {
        who: playerName(t, p.player, p.seat),
        factor: -p.amount / points,
        points,
        amount: -p.amount,
      }),
    )
    .join(', ');
}

/** The sentence's key under dangerous play: alone for a discard or a supply, or shared with the discarder. */
function liableKey(l: Liability, shared: boolean): string {
  if (shared) return 'play.end.payShared';
  return l.cause === 'supplied' ? 'play.end.paySupplied' : 'play.end.payLiable';
}

export function payLine(t: PlayStrings, end: HandEnd): string | null {
  const points = end.answer?.points;
  const winner = end.payments.find((p) => p.amount > 0);
  if (end.outcome !== 'win' || !points || !winner) return null;
  const you = winner.player === 0;
  const vars = {
    points: pointsText(t, points),
    winner: playerName(t, winner.player, winner.seat),
    total: winner.amount,
    list: payList(t, end.payments, points),
  };
  const l = end.liability;
  if (l === null) return fill(t[you ? 'play.end.payLine.you' : 'play.end.payLine'], vars);
  const shared = end.payments.filter((p) => p.amount < 0).length > 1;
  const base = liableKey(l, shared);
  const key = (l.player === 0 ? `${base}.you` : you ? `${base}.youWin` : base) as PlayKey;
  // The player who pays nothing, whose share the supplier takes over.
  const fourth = end.payments.find((p) => p.amount === 0);
  const share =
    fourth === undefined
      ? ''
      : fourth.player === 0
        ? t['play.end.share.you']
        : fill(t['play.end.share'], { who: playerName(t, fourth.player, fourth.seat) });
  return fill(t[key], {
    ...vars,
    who: playerName(t, l.player, l.seat),
    set: l.why === null ? '' : t[`play.end.supplied.${l.why}`],
    share,
  });
}
