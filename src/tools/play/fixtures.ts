// For tests: what the play page stored on the release of 28 November 2026 (fixtures/): a game
// saved in the middle of a hand (`game-v1-mid-hand`), one saved between hands
// (`game-v1-between-hands`) and the history of that table's finished hands
// (`history-v1-four-hands`), played by a learner pressing random offered moves; and the history
// the history tests keep (`history-v1`). Kept as written; a release that cannot open one has
// lost a learner's game.
import between from './fixtures/game-v1-between-hands.json' with { type: 'json' };
import mid from './fixtures/game-v1-mid-hand.json' with { type: 'json' };
import four from './fixtures/history-v1-four-hands.json' with { type: 'json' };
import two from './fixtures/history-v1.json' with { type: 'json' };

/** The saves as stored under GAME_KEY (the text `saveText` wrote). */
export const SAVED_GAMES: Readonly<Record<'mid-hand' | 'between-hands', string>> = {
  'mid-hand': JSON.stringify(mid),
  'between-hands': JSON.stringify(between),
};
/** Histories as stored under HISTORY_KEY, newest first, with the number of hands in each. */
export const SAVED_HISTORIES: readonly { text: string; hands: number }[] = [
  { text: JSON.stringify(four), hands: 4 },
  { text: JSON.stringify(two), hands: 2 },
];
