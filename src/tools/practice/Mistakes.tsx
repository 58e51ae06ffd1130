// What the learner got wrong, under the verdict; mistake-lines.ts words it. (The lesson widgets
// explain the same feedback at more length: wait-puzzle/WaitFeedback.tsx, fan-puzzle/strings.ts.)
import type { Puzzle } from '../../engine/puzzles/types.ts';
import { mistakeLines } from './mistake-lines.ts';
import type { Feedback } from './state.ts';
import type { PracticeStrings } from './strings.ts';

export function Mistakes({ feedback, puzzle, t }: { feedback: Feedback; puzzle: Puzzle; t: PracticeStrings }) {
  const out = mistakeLines(feedback, puzzle, t);
  return out.length ? (
    <ul class="fl-practice-mistakes">
      {out.map((x, i) => (
        <li key={i}>{x}</li>
      ))}
    </ul>
  ) : null;
}
