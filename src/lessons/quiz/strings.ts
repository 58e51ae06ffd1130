// The strings the Quiz island receives, and its announcement.
import { fill } from '../../words/index.ts';
import type { QuizState } from './state.ts';

export const QUIZ_KEYS = [
  'widget.check',
  'quiz.empty',
  'quiz.right',
  'quiz.wrong',
  'quiz.answerMark',
  'quiz.choiceMark',
] as const;
export type QuizKey = (typeof QUIZ_KEYS)[number];
export type QuizStrings = Record<QuizKey, string>;

export function quizStatus(s: QuizState, t: QuizStrings, options: readonly string[]): string {
  switch (s.feedback.kind) {
    case 'answering':
      return '';
    case 'empty':
      return t['quiz.empty'];
    case 'answered':
      return s.feedback.correct ? t['quiz.right'] : fill(t['quiz.wrong'], { answer: options[s.answer] ?? '' });
  }
}
