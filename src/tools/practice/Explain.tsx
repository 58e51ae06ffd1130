// The feedback after an answer (or "show solution"): right or not, what was wrong in the
// learner's answer, and the engine's solution with its explanation. Reads state only.
import type { Puzzle } from '../../engine/puzzles/types.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { FanStepsWhy } from './FanSteps.tsx';
import { Nearest } from './Nearest.tsx';
import type { PuzzleEngine } from './load.ts';
import type { Feedback } from './state.ts';
import { Mistakes } from './Mistakes.tsx';
import { solutionText } from './solution-text.ts';
import type { PracticeStrings } from './strings.ts';

interface Props {
  puzzle: Puzzle;
  feedback: Feedback | null;
  /** Said instead of "revealed" when the solution is shown for another reason. */
  note?: string | undefined;
  t: PracticeStrings;
  names: Record<string, string>;
  /** Pattern and limit descriptions, keyed `rules:id`: the why of an item-by-item answer. */
  descs: Record<string, string>;
  engine: PuzzleEngine;
  lang: WidgetLang;
}

/** The engine's solution, explained (the sentences come from solution-text.ts). */
function Solution({ puzzle, t, names, engine, lang }: Omit<Props, 'feedback' | 'note' | 'descs'>) {
  const text = solutionText(puzzle, t, names, engine, lang);
  return (
    <>
      {text.payments.length > 0 && (
        <table class="fl-practice-pay">
          <caption>{t['practice.answer.pay']}</caption>
          <tbody>
            {text.payments.map((r) => (
              <tr key={r.seat} data-seat={r.seat}>
                <th scope="row">{r.label}</th>
                <td>{r.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {text.lines.map((line, i) => (
        <p class="fl-practice-solution" key={i}>
          {line}
        </p>
      ))}
      {(puzzle.type === 'fan' || puzzle.type === 'pay') && (
        <>
          <h4>{t['practice.items']}</h4>
          <ul class="fl-practice-items">
            {text.items.map((x, k) => (
              <li key={k}>{x}</li>
            ))}
          </ul>
        </>
      )}
      {puzzle.type === 'valid' && !puzzle.answer.valid && <Nearest puzzle={puzzle} engine={engine} lang={lang} t={t} />}
    </>
  );
}

export function Explain(p: Props) {
  const right = p.feedback !== null && p.feedback.fb.kind === 'right';
  const verdict =
    p.feedback === null ? (p.note ?? p.t['practice.revealed']) : right ? p.t['practice.right'] : p.t['practice.wrong'];
  return (
    <div class={`fl-practice-feedback ${p.feedback === null ? 'is-revealed' : right ? 'is-right' : 'is-wrong'}`}>
      <p class="fl-practice-verdict">
        <strong>{verdict}</strong>
      </p>
      {p.feedback && <Mistakes feedback={p.feedback} puzzle={p.puzzle} t={p.t} />}
      {p.feedback?.type === 'fan' && p.feedback.steps && p.puzzle.type === 'fan' && (
        <FanStepsWhy puzzle={p.puzzle} steps={p.feedback.steps} t={p.t} names={p.names} descs={p.descs} />
      )}
      <Solution puzzle={p.puzzle} t={p.t} names={p.names} engine={p.engine} lang={p.lang} />
    </div>
  );
}
