// The table as the browser loads it: the island imports this file only through a dynamic
// import, so the bundler gives the table engine (rules, computer players, scoring) a chunk of its
// own, "play-engine.<hash>.js", fetched by the play pages only. scripts/budget-js.ts checks that
// no other page loads it.
import {
  bestAction,
  BOT_LEVELS,
  legalActions,
  pendingSeats,
  recordOf,
  recordPickOf,
  viewOf,
  type Action,
  type HandRecord,
} from '../../engine/game/index.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { reviewOf as reviewHand, type Review } from '../table/review/review-view.ts';
import {
  createTable,
  learnerSeat,
  nextStep,
  searchFor,
  update,
  type Move,
  type SearchDecision,
  type TableSetup,
  type TableState,
} from './controller.ts';

export {
  createTable,
  learnerDecision,
  learnerSeat,
  nextStep,
  searchFor,
  usesSearch,
  usesSearchAt,
  update,
  LEARNER,
} from './controller.ts';

/** The computer players' search, a chunk of its own, for the search worker (search-entry.ts). */
export const loadSearch = () => import('./search-entry.ts');
export { tableView } from './model.ts';
export { handEnd } from './result.ts';
export { readSave, saveText } from './persist.ts';
export { advise } from './coach.ts';
export { retryAt } from '../table/review/review-view.ts';
export { replayLinkQuery } from '../shared/replay-link.ts';

/**
 * The current hand's record, for the history; it names the learner's seat, so the replay can
 * review it, and the search's picks, so that its review is the table's.
 */
export const handRecordOf = (s: TableState): HandRecord => ({
  ...recordOf(s.game, s.before),
  learner: WIND_LETTERS[learnerSeat(s.game)]!,
  ...(s.searched.length > 0
    ? {
        searched: s.searched.map((p) => ({
          event: p.event,
          pick: recordPickOf(p.pick),
          ...(p.trials ? { trials: p.trials } : {}),
        })),
      }
    : {}),
});

/** The current hand's record (docs/game-record.md), as the file the learner downloads. */
export const recordText = (s: TableState): string => `${JSON.stringify(handRecordOf(s), null, 2)}\n`;

/** The review of the hand the learner played at this table. */
export const reviewOf = (s: TableState): Review => reviewHand(s.game.hand, s.log, learnerSeat(s.game), s.searched);

/** The table a warm-up plays: the strong players, whose code is the dearest, at a 3-fan minimum. */
const WARM_UP: TableSetup = { bot: 'strong', coach: true, minFan: 3, dangerousPlay: false, changeSeats: false };
const WARM_UP_SEED = 1;
/** The first decision the warm-up table's strong players search: the search worker's warm-up (island.ts). */
export function warmUpDecision(): SearchDecision | null {
  let t = createTable(WARM_UP_SEED, WARM_UP);
  for (let guard = 0; guard < 100 && t.game.hand.phase.kind !== 'over'; guard++) {
    const d = searchFor(t);
    if (d !== null) return d;
    if (nextStep(t) === 'computer') t = update(t, { type: 'advance' });
    else {
      const { seat: _, ...move } = legalActions(t.game, learnerSeat(t.game))[0]!;
      t = update(t, { type: 'move', move: move as Move });
    }
  }
  return null;
}

/** The computer players' steps a warm-up plays, each in its own slice. */
const WARM_UP_MOVES = 4;

/**
 * Slices of work that run the computer players' code once on a sample table, for the page to
 * run one per idle moment before the learner's first game: the first run of that code is
 * several times slower than the later ones (compiled on first use), and a real step that is
 * also the first held a slow phone's page too long (e2e/table-speed.spec.ts). The first
 * slices weigh one discard at each level, from the plainest code to the strong player's, so
 * that no slice compiles all of it at once; then the table plays a few steps.
 */
export function warmUpSlices(): (() => void)[] {
  let t: TableState | null = null;
  const table = () => (t ??= createTable(WARM_UP_SEED, WARM_UP));
  // A discard of the dealt hand of the first seat to act, weighed at each level: the choice
  // every turn makes, the dearest to compile.
  const decide = (level: (typeof BOT_LEVELS)[number]) => () => {
    const { hand } = table().game;
    const seat = pendingSeats(hand)[0] ?? 0;
    const view = viewOf(hand, seat);
    const discards = [...new Set(view.concealed)].map((tile): Action => ({ type: 'discard', seat, tile }));
    bestAction(view, discards, level);
  };
  const move = () => {
    const s = table();
    if (nextStep(s) === 'computer') t = update(s, { type: 'advance' });
  };
  return [table, ...BOT_LEVELS.map(decide), ...Array.from({ length: WARM_UP_MOVES }, () => move)];
}
