// "How many fan?" answered item by item, in words: each pattern that counts or was chosen, how
// it was judged (rightly chosen, missed, chosen but not counting, counted another number of
// times) with the pattern's rule as the why of a wrong one; then the total. FanSteps.tsx shows
// them; the tests read the same lines.
import type { FanPuzzle } from '../../engine/puzzles/types.ts';
import { fill } from '../../words/fill.ts';
import { fanVerdict } from './mistake-lines.ts';
import { nameOf } from './solution-text.ts';
import type { FanSteps } from './state.ts';
import type { PracticeStrings } from './strings.ts';

export type StepVerdict = 'right' | 'missed' | 'extra' | 'times';

export interface StepLine {
  id: string;
  verdict: StepVerdict;
  name: string;
  /** What the judge says of this pattern. */
  text: string;
  /** The pattern's rule, for a pattern judged wrong (null when right or undescribed). */
  why: string | null;
}

const tally = (ids: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
};

/** Each id counted or chosen, with how often each way and the verdict on it (counted ones first). */
export function stepRows(
  expected: readonly string[],
  given: readonly string[],
): { id: string; verdict: StepVerdict; count: number; given: number }[] {
  const want = tally(expected);
  const got = tally(given);
  return [...new Set([...want.keys(), ...got.keys()])].map((id) => {
    const count = want.get(id) ?? 0;
    const n = got.get(id) ?? 0;
    const verdict: StepVerdict = count === n ? 'right' : n === 0 ? 'missed' : count === 0 ? 'extra' : 'times';
    return { id, verdict, count, given: n };
  });
}

export function stepLines(
  puzzle: FanPuzzle,
  steps: FanSteps,
  t: PracticeStrings,
  names: Record<string, string>,
  descs: Record<string, string>,
): { rows: StepLine[]; total: string } {
  const s = puzzle.answer;
  // A limit hand is named by its limit: its fan items do not matter.
  const expected = s.limit !== null ? s.limits : [...s.items.map((i) => String(i.id)), ...s.limits];
  const rows = stepRows(expected, steps.given).map((r): StepLine => {
    const desc = descs[`${puzzle.rules}:${r.id}`];
    return {
      id: r.id,
      verdict: r.verdict,
      name: nameOf(names, puzzle.rules, r.id),
      text:
        r.verdict === 'times'
          ? fill(t['practice.steps.times'], { count: r.count, given: r.given })
          : t[`practice.steps.${r.verdict}`],
      why: r.verdict !== 'right' && desc ? fill(t['practice.steps.rule'], { desc }) : null,
    };
  });
  const total =
    steps.total.kind === 'right'
      ? t['practice.steps.totalRight']
      : `${t['practice.steps.total']} ${steps.total.kind === 'wrong' ? fanVerdict(steps.total.verdict, puzzle, t) : t['practice.invalidNumber']}`;
  return { rows, total };
}
