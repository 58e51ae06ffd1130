// The strings the WaitPuzzle island receives, and the status sentence it announces. Pure, so
// the announcement is tested with the state.
import { fill } from '../../words/engine-errors.ts';
import type { WaitsMistake } from '../../engine/puzzles/judge-waits.ts';
import type { WaitState } from './state.ts';

export const WAIT_KEYS = [
  'widget.check',
  'widget.retry',
  'widget.reveal',
  'wait.prompt',
  'wait.pickerLabel',
  'wait.keysHint',
  'wait.suit.m',
  'wait.suit.p',
  'wait.suit.s',
  'wait.suit.z',
  'wait.selectedCount',
  'wait.result.correct',
  'wait.result.correctNone',
  'wait.result.incorrect',
  'wait.result.revealed',
  'wait.result.revealedNone',
  'wait.section.hits',
  'wait.section.missed',
  'wait.section.wrong',
  'wait.section.solution',
  'wait.reason.allCopiesUsed',
  'wait.reason.noReading',
  'wait.readingOf',
  'wait.mark.hit',
  'wait.mark.missed',
  'wait.mark.wrong',
] as const;
export type WaitKey = (typeof WAIT_KEYS)[number];
export type WaitStrings = Record<WaitKey, string>;

/** A picked tile cannot be text that is no tile, so `not-a-tile` has no sentence here. */
export const REASON_KEY: Record<Exclude<WaitsMistake, 'not-a-tile'>, WaitKey> = {
  'all-copies-used': 'wait.reason.allCopiesUsed',
  'no-reading': 'wait.reason.noReading',
};

/** The sentence for the live region; empty while the learner is selecting. */
export function statusText(s: WaitState, t: WaitStrings): string {
  const count = s.question.answer.tiles.length;
  const f = s.feedback;
  switch (f.kind) {
    case 'answering':
      return '';
    case 'revealed':
      return count === 0 ? t['wait.result.revealedNone'] : fill(t['wait.result.revealed'], { count });
    case 'right':
      return count === 0 ? t['wait.result.correctNone'] : fill(t['wait.result.correct'], { count });
    case 'wrong':
      return fill(t['wait.result.incorrect'], { hits: f.hits.length, missed: f.missed.length, wrong: f.wrong.length });
  }
}
