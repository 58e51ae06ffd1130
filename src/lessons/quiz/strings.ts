// The strings the Quiz island receives, and its announcement.
import { fill } from '../../words/engine-errors.ts';
import type { QuizState } from './state.ts';

export const QUIZ_KEYS = [
  'widget.check',
  'widget.retry',
  'widget.reveal',
  'quiz.empty',
  'quiz.right',
  'quiz.wrong',
  'quiz.solution',
  'quiz.answerMark',
  'quiz.choiceMark',
] as const;
export type QuizKey = (typeof QUIZ_KEYS)[number];
export type QuizStrings = Record<QuizKey, string>;

export function quizStatus(s: QuizState, t: QuizStrings, options: readonly string[]): string {
  switch (s.feedback.kind) {
    case 'answering':
    case 'restored': // the page's "solved" mark says it; nothing to announce on load
      return '';
    case 'empty':
      return t['quiz.empty'];
    case 'wrong':
      return t['quiz.wrong'];
    case 'answered':
      return s.feedback.correct ? t['quiz.right'] : fill(t['quiz.solution'], { answer: options[s.answer] ?? '' });
  }
}
