// The strings the WaitPuzzle island receives, and the status sentence it announces. Pure, so
// the announcement is tested with the state.
import { fill } from '../../words/fill.ts';
import type { KeysUnder } from '../../words/index.ts';
import type { WaitsMistake } from '../../engine/puzzles/judge-waits.ts';
import type { WaitState } from './state.ts';

/** The namespaces the island takes: the widgets' buttons and all of `wait.`. */
export const WAIT_PREFIXES = ['widget.', 'wait.'] as const;
export type WaitKey = KeysUnder<(typeof WAIT_PREFIXES)[number]>;
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
