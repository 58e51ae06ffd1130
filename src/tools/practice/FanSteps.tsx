// "How many fan?" answered item by item, explained: each pattern that was chosen or counts,
// whether it was rightly chosen, missed or wrongly chosen, with the pattern's rule as the why;
// then the total. Reads the judged steps only.
import type { FanPuzzle } from '../../engine/puzzles/types.ts';
import type { FanSteps as Steps } from './state.ts';
import { patternName } from './FanForm.tsx';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

type Verdict = 'right' | 'missed' | 'extra' | 'times';

const tally = (ids: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
};

/** Each id counted or chosen, with how often each way and the verdict on it (counted ones first). */
export function stepRows(
  expected: readonly string[],
  given: readonly string[],
): { id: string; verdict: Verdict; count: number; given: number }[] {
  const want = tally(expected);
  const got = tally(given);
  return [...new Set([...want.keys(), ...got.keys()])].map((id) => {
    const count = want.get(id) ?? 0;
    const n = got.get(id) ?? 0;
    const verdict: Verdict = count === n ? 'right' : n === 0 ? 'missed' : count === 0 ? 'extra' : 'times';
    return { id, verdict, count, given: n };
  });
}

export function FanStepsWhy(p: {
  puzzle: FanPuzzle;
  steps: Steps;
  t: PracticeStrings;
  names: Record<string, string>;
  descs: Record<string, string>;
}) {
  const { puzzle, steps, t } = p;
  const s = puzzle.answer;
  // A limit hand is named by its limit: its fan items do not matter.
  const expected = s.limit !== null ? s.limits : [...s.items.map((i) => String(i.id)), ...s.limits];
  const rows = stepRows(expected, steps.given);
  return (
    <div class="fl-practice-steps">
      <h4>{t['practice.steps']}</h4>
      <ul>
        {rows.map((r) => {
          const desc = p.descs[`${puzzle.rules}:${r.id}`];
          return (
            <li
              key={r.id}
              class={r.verdict === 'right' ? 'is-right' : 'is-wrong'}
              data-item={r.id}
              data-verdict={r.verdict}
            >
              <strong>{patternName(p.names, puzzle.rules, r.id)}</strong>{' '}
              {r.verdict === 'times'
                ? fill(t['practice.steps.times'], { count: r.count, given: r.given })
                : t[`practice.steps.${r.verdict}`]}
              {r.verdict !== 'right' && desc && (
                <span class="fl-practice-small"> {fill(t['practice.steps.rule'], { desc })}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        {steps.total.kind === 'right'
          ? t['practice.steps.totalRight']
          : `${t['practice.steps.total']} ${steps.total.kind === 'wrong' ? t[`practice.fb.${steps.total.verdict}`] : t['practice.invalidNumber']}`}
      </p>
    </div>
  );
}
