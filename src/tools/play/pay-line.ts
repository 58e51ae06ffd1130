// The sentence under a won hand that connects its points to each seat's payment ("How the 4
// points become the payments: Cleo pays 1 × 4 = 4, you pay 2 × 4 = 8, …; Ada receives 16"), the
// learner in the second person whether they pay or win. Under dangerous play the liable
// player pays for everyone, and the sentence says so instead. Null for a draw or a false call.
import { fill } from '../../words/fill.ts';
import type { HandEnd } from './result.ts';
import { playerName, pointsText, type PlayStrings } from './strings.ts';

export function payLine(t: PlayStrings, end: HandEnd): string | null {
  const points = end.answer?.points;
  const winner = end.payments.find((p) => p.amount > 0);
  if (end.outcome !== 'win' || !points || !winner) return null;
  const you = winner.player === 0;
  const vars = {
    points: pointsText(t, points),
    winner: playerName(t, winner.player, winner.seat),
    total: winner.amount,
  };
  const liable = end.payments.find((p) => p.role === 'liable');
  if (liable !== undefined) {
    const key =
      liable.player === 0 ? 'play.end.payLiable.you' : you ? 'play.end.payLiable.youWin' : 'play.end.payLiable';
    return fill(t[key], { ...vars, who: playerName(t, liable.player, liable.seat), amount: -liable.amount });
  }
  const list = end.payments
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
  return fill(t[you ? 'play.end.payLine.you' : 'play.end.payLine'], { ...vars, list });
}
