// The same hand under the other rule sets: a line of points at a glance, and the compare page's
// four-column table behind it, folded away on phones. The page keeps whether it is open, so a
// hand that is complete again shows it as the visitor left it.
import { CompareTable } from '../compare/CompareTable.tsx';
import type { CalcScore } from './result.ts';
import { otherGlance, type CalcStrings } from './strings.ts';

export interface OthersProps {
  score: CalcScore;
  s: CalcStrings;
  open: boolean;
  onToggle: (open: boolean) => void;
}

export function Others({ score, s, open, onToggle }: OthersProps) {
  return (
    <details class="fl-calc-others" open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary>
        <span class="fl-calc-others-title">{s.t['calc.others']}</span>
        <span class="fl-calc-others-glance">{score.others.map((o) => otherGlance(s, o)).join(' · ')}</span>
      </summary>
      <CompareTable comparison={score.comparison} s={s.compare} level={4} />
    </details>
  );
}
