// What every answer form shares: its props, the sender that hands a built answer up (or shows
// the form's error), and the check button with the error line.
import type { Puzzle } from '../../engine/puzzles/types.ts';
import type { WaitStrings } from '../../lessons/wait-puzzle/strings.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { Submission } from './answer.ts';
import type { PuzzleEngine } from './load.ts';
import type { Feedback } from './state.ts';
import type { PracticeStrings } from './strings.ts';

export interface FormProps<P extends Puzzle> {
  puzzle: P;
  lang: WidgetLang;
  t: PracticeStrings;
  waitT: WaitStrings;
  feedback: Feedback | null;
  locked: boolean;
  onAnswer: (a: Submission) => void;
  engine: PuzzleEngine;
  /** Pattern and limit names, keyed `rules:id`. */
  names: Record<string, string>;
}

/** Sends the answer, or shows the form's error when it cannot be sent (null). */
export function sender(p: { locked: boolean; onAnswer: (a: Submission) => void }, setError?: (on: boolean) => void) {
  return (e: Event, answer: () => Submission | null) => {
    e.preventDefault();
    if (p.locked) return;
    const a = answer();
    setError?.(a === null);
    if (a) p.onAnswer(a);
  };
}

export function Check(p: { t: PracticeStrings; locked: boolean; error: boolean; message?: string | undefined }) {
  const { t, locked, error } = p;
  return (
    <div class="fl-actions">
      {!locked && (
        <button type="submit" class="fl-button is-primary">
          {t['practice.check']}
        </button>
      )}
      {error && <p role="alert">{p.message ?? t['practice.invalidNumber']}</p>}
    </div>
  );
}
