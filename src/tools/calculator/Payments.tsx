// Every seat's payment, East to North, the winner marked in words (not by colour alone), and
// the rule with this hand's numbers.
import { WIND_LETTERS } from '../../engine/tiles.ts';
import type { CalcScore } from './result.ts';
import { payLabel, payRule, signed, type CalcStrings } from './strings.ts';

export function Payments({ score, s, headingId }: { score: CalcScore; s: CalcStrings; headingId: string }) {
  const pay = score.hke.payments;
  return (
    <div class="fl-calc-payments">
      <h3 id={headingId}>{s.t['calc.payTitle']}</h3>
      <table class="fl-calc-pay" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{s.t['calc.paySeat']}</th>
            <th scope="col">{s.t['calc.payAmount']}</th>
          </tr>
        </thead>
        <tbody>
          {WIND_LETTERS.map((w) => (
            <tr class={w === score.seat ? 'is-winner' : undefined} key={w} data-seat={w}>
              <th scope="row">{payLabel(s, score, w)}</th>
              <td>{signed(pay[w])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {score.hke.legal && score.hke.liable === null && <p class="fl-hint">{payRule(s, score)}</p>}
    </div>
  );
}
