// The table as the browser loads it: the island imports this file only through a dynamic
// import, so the bundler gives the table engine (rules, computer players, scoring) a chunk of its
// own, "play-engine.<hash>.js", fetched by the play pages only. scripts/budget-js.ts checks that
// no other page loads it.
import { recordOf, type HandRecord } from '../../engine/game/index.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { reviewOf as reviewHand, type Review } from '../table/review/review-view.ts';
import { learnerSeat, type TableState } from './controller.ts';

export { createTable, learnerSeat, nextStep, update, LEARNER } from './controller.ts';
export { tableView } from './model.ts';
export { handEnd } from './result.ts';
export { readSave, saveText } from './persist.ts';
export { advise } from './coach.ts';
export { retryAt } from '../table/review/review-view.ts';
export { replayLinkQuery } from '../shared/replay-link.ts';

/** The current hand's record, for the history; it names the learner's seat, so the replay can review it. */
export const handRecordOf = (s: TableState): HandRecord => ({
  ...recordOf(s.game, s.before),
  learner: WIND_LETTERS[learnerSeat(s.game)]!,
});

/** The current hand's record (docs/game-record.md), as the file the learner downloads. */
export const recordText = (s: TableState): string => `${JSON.stringify(handRecordOf(s), null, 2)}\n`;

/** The review of the hand the learner played at this table. */
export const reviewOf = (s: TableState): Review => reviewHand(s.game.hand, s.log, learnerSeat(s.game));
