// Headless state of "Which tiles win?": what is selected, where the keyboard cursor is, and the
// feedback. One pure `update`; judging is the engine's `judgeWaits`, the same judge the practice
// page uses. The view only renders this state and dispatches actions.
import { judgeWaits, waitsSolution, type WaitsFeedback } from '../../engine/puzzles/judge-waits.ts';
import type { WaitsQuestion } from '../../engine/puzzles/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { PICKER_CODES } from './picker-codes.ts';

export { PICKER_CODES, PICKER_ROWS } from './picker-codes.ts';

/** Where the puzzle stands: selecting, judged (the engine's feedback), or solved by showing it. */
export type WaitStep =
  | { kind: 'answering' } // selecting tiles, nothing judged yet
  | WaitsFeedback // the selection was judged: `right` or `wrong`
  | { kind: 'revealed' }; // the learner asked for the solution

export interface WaitState {
  /** The engine's answer, computed at build time; never changes. */
  question: WaitsQuestion;
  /** Selected codes, in picker order. */
  selected: readonly TileCode[];
  /** Index of the picker button that holds the tab stop. */
  cursor: number;
  feedback: WaitStep;
  /** The solution was shown: a later correct answer no longer counts as solved. */
  gaveUp: boolean;
  /** Answered correctly without seeing the solution; stays true. */
  solved: boolean;
}

export type WaitAction =
  | { type: 'toggle'; code: TileCode }
  | { type: 'cursor'; index: number } // the tab stop follows focus (arrow keys, Tab, click)
  | { type: 'check' }
  | { type: 'retry' }
  | { type: 'reveal' };

export const initialState = (question: WaitsQuestion): WaitState => ({
  question,
  selected: [],
  cursor: 0,
  feedback: { kind: 'answering' },
  gaveUp: false,
  solved: false,
});

/** The winning tiles as codes, in picker order. */
export const solution = (q: WaitsQuestion): TileCode[] => waitsSolution(q) as TileCode[];

/** The feedback whose picks are marked in the picker, or null while selecting or revealed. */
export const judged = (s: WaitState): WaitsFeedback | null =>
  s.feedback.kind === 'right' || s.feedback.kind === 'wrong' ? s.feedback : null;

function toggle(s: WaitState, code: TileCode): WaitState {
  const index = PICKER_CODES.indexOf(code);
  if (index < 0) return s;
  const on = !s.selected.includes(code);
  const set = new Set(on ? [...s.selected, code] : s.selected.filter((c) => c !== code));
  // Keep picker order so equal selections are equal arrays.
  const selected = PICKER_CODES.filter((c) => set.has(c));
  return { ...s, selected, cursor: index };
}

export function update(s: WaitState, a: WaitAction): WaitState {
  switch (a.type) {
    case 'toggle':
      // The selection is frozen while feedback is shown, so the feedback always matches it.
      return s.feedback.kind === 'answering' ? toggle(s, a.code) : s;
    case 'cursor':
      return Number.isInteger(a.index) && a.index >= 0 && a.index < PICKER_CODES.length ? { ...s, cursor: a.index } : s;
    case 'check': {
      if (s.feedback.kind !== 'answering') return s;
      const feedback = judgeWaits(s.question, s.selected);
      return { ...s, feedback, solved: s.solved || (feedback.kind === 'right' && !s.gaveUp) };
    }
    case 'retry':
      // Back to selecting, keeping the selection so only the mistakes need fixing.
      return judged(s) ? { ...s, feedback: { kind: 'answering' } } : s;
    case 'reveal':
      // Offered after a check, like "view the solution" after a failed puzzle.
      if (!judged(s)) return s;
      return { ...s, selected: solution(s.question), feedback: { kind: 'revealed' }, gaveUp: true };
  }
}
