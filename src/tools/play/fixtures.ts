// For tests: what the play page stored on the release of 28 November 2026 (fixtures/): a game
// saved in the middle of a hand (`mid-hand`), one saved between hands (`between-hands`) and the
// history of finished hands (`history`), all of one table played by a learner pressing random
// offered moves. Kept as written; a release that cannot open one has lost a learner's game.
import between from './fixtures/between-hands.json' with { type: 'json' };
import history from './fixtures/history.json' with { type: 'json' };
import mid from './fixtures/mid-hand.json' with { type: 'json' };

/** The saves as stored under GAME_KEY (the text `saveText` wrote). */
export const SAVED_GAMES: Readonly<Record<'mid-hand' | 'between-hands', string>> = {
  'mid-hand': JSON.stringify(mid),
  'between-hands': JSON.stringify(between),
};
/** The history as stored under HISTORY_KEY, newest first. */
export const SAVED_HISTORY = JSON.stringify(history);
