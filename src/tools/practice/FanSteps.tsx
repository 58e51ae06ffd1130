// "How many fan?" answered item by item, explained: each pattern that was chosen or counts,
// whether it was rightly chosen, missed or wrongly chosen, with the pattern's rule as the why;
// then the total. Reads the judged steps only; step-lines.ts words them.
import type { FanPuzzle } from '../../engine/puzzles/types.ts';
import type { FanSteps as Steps } from './state.ts';
import { stepLines } from './step-lines.ts';
import type { PracticeStrings } from './strings.ts';

export function FanStepsWhy(p: {
  puzzle: FanPuzzle;
  steps: Steps;
  t: PracticeStrings;
  names: Record<string, string>;
  descs: Record<string, string>;
}) {
  const { rows, total } = stepLines(p.puzzle, p.steps, p.t, p.names, p.descs);
  return (
    <div class="fl-practice-steps">
      <h4>{p.t['practice.steps']}</h4>
      <ul>
        {rows.map((r) => (
          <li
            key={r.id}
            class={r.verdict === 'right' ? 'is-right' : 'is-wrong'}
            data-item={r.id}
            data-verdict={r.verdict}
          >
            <strong>{r.name}</strong> {r.text}
            {r.why !== null && <span class="fl-practice-small"> {r.why}</span>}
          </li>
        ))}
      </ul>
      <p>{total}</p>
    </div>
  );
}
