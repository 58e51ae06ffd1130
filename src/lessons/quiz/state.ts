// Headless state of a multiple-choice question, in the shape of the other puzzles: choose and
// check; a wrong answer offers "try again" or "show the solution"; a right answer (or the
// solution) ends the question and shows the explanation. A question solved on an earlier visit
// opens solved ("restore", sent by the page, which knows the stored progress).

export type QuizFeedback =
  | { kind: 'answering' } // choosing
  | { kind: 'empty' } // "check" without a choice
  | { kind: 'wrong' } // checked, wrong: the choice is marked, the right answer is not shown yet
  | { kind: 'answered'; correct: boolean } // finished: right, or the solution was shown
  | { kind: 'restored' }; // solved on an earlier visit

export interface QuizState {
  /** Number of options. */
  count: number;
  /** Index of the right option. */
  answer: number;
  /** Index of the chosen option, or null. */
  choice: number | null;
  feedback: QuizFeedback;
  /** The solution was shown: the question no longer counts as solved. */
  gaveUp: boolean;
  /** Answered right without seeing the solution (now or on an earlier visit); stays true. */
  solved: boolean;
}

export type QuizAction =
  { type: 'choose'; index: number } | { type: 'check' } | { type: 'retry' } | { type: 'reveal' } | { type: 'restore' };

export const initialState = ({ count, answer }: { count: number; answer: number }): QuizState => ({
  count,
  answer,
  choice: null,
  feedback: { kind: 'answering' },
  gaveUp: false,
  solved: false,
});

export const judge = (answer: number, choice: number): boolean => answer === choice;

/** Whether the options are locked (the feedback describes a fixed choice). */
export const locked = (s: QuizState): boolean =>
  s.feedback.kind === 'wrong' || s.feedback.kind === 'answered' || s.feedback.kind === 'restored';

/** Whether the question is over and its explanation is shown. */
export const finished = (s: QuizState): boolean => s.feedback.kind === 'answered' || s.feedback.kind === 'restored';

export function update(s: QuizState, a: QuizAction): QuizState {
  switch (a.type) {
    case 'choose':
      if (locked(s) || !Number.isInteger(a.index) || a.index < 0 || a.index >= s.count) return s;
      return { ...s, choice: a.index, feedback: { kind: 'answering' } };
    case 'check': {
      if (locked(s)) return s;
      if (s.choice === null) return { ...s, feedback: { kind: 'empty' } };
      if (!judge(s.answer, s.choice)) return { ...s, feedback: { kind: 'wrong' } };
      return { ...s, feedback: { kind: 'answered', correct: true }, solved: !s.gaveUp };
    }
    case 'retry':
      // A fresh start: the wrong choice is cleared so the radio group has no preselection.
      return s.feedback.kind === 'wrong' ? { ...s, choice: null, feedback: { kind: 'answering' } } : s;
    case 'reveal':
      if (s.feedback.kind !== 'wrong') return s;
      return { ...s, feedback: { kind: 'answered', correct: false }, gaveUp: true };
    case 'restore':
      // Only a question nobody has touched yet: a restore arriving late must not undo an answer.
      if (s.feedback.kind !== 'answering' || s.choice !== null) return s;
      return { ...s, choice: s.answer, feedback: { kind: 'restored' }, solved: true };
  }
}
