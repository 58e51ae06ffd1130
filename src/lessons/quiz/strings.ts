// The strings the Quiz island receives, and its announcement.
import { fill } from '../../words/fill.ts';
import type { KeysUnder } from '../../words/index.ts';
import type { QuizState } from './state.ts';

/** The namespaces the island takes: the widgets' buttons and all of `quiz.`. */
export const QUIZ_PREFIXES = ['widget.', 'quiz.'] as const;
export type QuizKey = KeysUnder<(typeof QUIZ_PREFIXES)[number]>;
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
