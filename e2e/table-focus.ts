// The play page as the table specs read it: where its focus is, and a hand played in Node by
// a learner, whose figures the specs expect in the page.
import type { Page } from '@playwright/test';
import { nextStep, update, type TableState } from '../src/tools/play/controller.ts';
import { tableView, type TableView } from '../src/tools/play/model.ts';

/** What has the focus: a control of the table's question, a tile to discard, the hand's end. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (a === null) return 'none';
    if (a.id === 'fl-play-end-title') return 'end';
    if (a.closest('.fl-play-controls')) return `control`;
    if (a.closest('.fl-play-hand') && a.getAttribute('aria-disabled') !== 'true') return 'tile';
    return 'none';
  });

/**
 * A hand played in Node by a learner who draws, passes every claim and discards `tileOf` the
 * table as it shows it: the computer players move at once. `asked` sees each question before
 * it is answered. Returns the table at the end and the learner's discards.
 */
export function playedByLearner(
  start: TableState,
  tileOf: (v: TableView) => number,
  asked: (v: TableView, s: TableState) => void = () => {},
): { last: TableState; discards: number } {
  let s = start;
  let discards = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const step = nextStep(s);
    if (step === 'computer') s = update(s, { type: 'advance', all: true });
    else if (step !== 'learner') break;
    else {
      const v = tableView(s);
      asked(v, s);
      if (v.prompt.kind === 'draw') s = update(s, { type: 'move', move: { type: 'draw' } });
      else if (v.prompt.kind === 'discard') {
        discards++;
        s = update(s, { type: 'move', move: { type: 'discard', tile: tileOf(v) } });
      } else s = update(s, { type: 'move', move: { type: 'pass' } });
    }
  }
  return { last: s, discards };
}
