// Headless state of a multiple-choice question: one choice, one check. The question is answered
// once; the explanation is shown either way, and the right option is marked.

export type QuizFeedback =
  | { kind: 'answering' } // choosing
  | { kind: 'empty' } // "check" without a choice
  | { kind: 'answered'; correct: boolean };

export interface QuizState {
  /** Number of options. */
  count: number;
  /** Index of the right option. */
  answer: number;
  /** Index of the chosen option, or null. */
  choice: number | null;
  feedback: QuizFeedback;
  /** Answered right; stays true. */
  solved: boolean;
}

export type QuizAction = { type: 'choose'; index: number } | { type: 'check' };

export const initialState = ({ count, answer }: { count: number; answer: number }): QuizState => ({
  count,
  answer,
  choice: null,
  feedback: { kind: 'answering' },
  solved: false,
});

export const judge = (answer: number, choice: number): boolean => answer === choice;

export function update(s: QuizState, a: QuizAction): QuizState {
  if (s.feedback.kind === 'answered') return s;
  switch (a.type) {
    case 'choose':
      if (!Number.isInteger(a.index) || a.index < 0 || a.index >= s.count) return s;
      return { ...s, choice: a.index, feedback: { kind: 'answering' } };
    case 'check': {
      if (s.choice === null) return { ...s, feedback: { kind: 'empty' } };
      const correct = judge(s.answer, s.choice);
      return { ...s, feedback: { kind: 'answered', correct }, solved: correct };
    }
  }
}
