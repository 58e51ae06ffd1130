// The streak ladder on the puzzle card: the rung and the puzzle's rating while climbing, and
// at the first mistake the end: this run, the best run (and whether this one is new) and
// "climb again". Reads the controller's ladder only.
import type { Ladder } from '../../engine/puzzles/ladder.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

/** The rung on screen: the one being answered, or the one just climbed. */
export const shownRung = (l: Ladder, answered: boolean): number =>
  l.phase === 'climbing' && answered ? l.step : l.step + 1;

export function LadderStatus(p: { ladder: Ladder; rating: number; t: PracticeStrings }) {
  return (
    <p class="fl-practice-ladder">
      {fill(p.t['practice.ladder.status'], {
        rating: Math.round(p.rating),
        best: p.ladder.best,
      })}
    </p>
  );
}

export function LadderEnd(p: { ladder: Ladder; from: number; t: PracticeStrings; onAgain: () => void }) {
  const { ladder, t } = p;
  return (
    <div class="fl-practice-ladder-end" data-run={ladder.step} data-best={ladder.best}>
      <h4>{t['practice.ladder.over']}</h4>
      <p>
        {fill(t['practice.ladder.run'], { count: ladder.step })}{' '}
        {fill(t['practice.ladder.best'], { count: ladder.best })}
        {ladder.step > p.from && <strong> {t['practice.ladder.newBest']}</strong>}
      </p>
      <button type="button" class="fl-button is-primary" onClick={p.onAgain}>
        {t['practice.ladder.again']}
      </button>
    </div>
  );
}
