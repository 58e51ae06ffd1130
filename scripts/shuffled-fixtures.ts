// Writes e2e/fixtures/shuffled-*.json: what the play page would have stored under a build whose
// shuffle differs from this one's: every hand is dealt from `buildWall(seed ^ 1)` but keeps its
// seed `seed` as its label (the change a reliability audit made to stand for any change to the
// shuffle). A learner who draws, passes and throws a tile that fits nothing plays two hands to
// their end (the history, and the first hand's record as the downloaded file) and stops at their
// first question some way into the third (the saved game). e2e/update-shuffle.spec.ts opens them
// with this build, whose seeds deal other hands.
//   npm exec -- node scripts/shuffled-fixtures.ts
import { writeFileSync } from 'node:fs';
import { dealWall, eventFor } from '../src/engine/game/index.ts';
import { buildWall } from '../src/engine/game/wall.ts';
import { createTable, learnerSeat, nextStep, update, type TableState } from '../src/tools/play/controller.ts';
import { recordFileText, type PlayedHand } from '../src/tools/play/history.ts';
import { dealHints } from '../src/tools/play/hints.ts';
import { tableView } from '../src/tools/play/model.ts';
import { saveText } from '../src/tools/play/persist.ts';
import { handRecordOf } from '../src/tools/play/play-engine.ts';
import { PLAY_DEFAULTS } from '../src/tools/play/settings.ts';

const SEED = 2026;
const OUT = 'e2e/fixtures';

/** The table's hand dealt again from the other shuffle, under the same seed (before any move). */
function reshuffled(s: TableState): TableState {
  const h = s.game.hand;
  const hand = dealWall({ seed: h.seed, round: h.round, options: h.options }, buildWall((h.seed ^ 1) >>> 0));
  const me = learnerSeat(s.game);
  return { ...s, game: { ...s.game, hand }, news: hand.events.map((e) => eventFor(e, me)), hints: dealHints(hand, me) };
}

/** The learner's move: draw, pass, or discard a tile that fits nothing (else the last). */
function learnerMove(s: TableState): TableState {
  const v = tableView(s);
  if (v.prompt.kind === 'draw') return update(s, { type: 'move', move: { type: 'draw' } });
  if (v.prompt.kind !== 'discard') return update(s, { type: 'move', move: { type: 'pass' } });
  const tiles = [...v.hand, ...(v.drawn ? [v.drawn] : [])];
  const tile = (tiles.filter((x) => x.idle).at(-1) ?? tiles.at(-1)!).tile;
  return update(s, { type: 'move', move: { type: 'discard', tile } });
}

let s = reshuffled(createTable(SEED, { ...PLAY_DEFAULTS, coach: PLAY_DEFAULTS.hints }));
const history: PlayedHand[] = [];
for (let guard = 0; guard < 5000; guard++) {
  const step = nextStep(s);
  if (step === 'hand-over') {
    history.unshift({ game: s.game.seed, hand: s.game.handNumber, record: handRecordOf(s) });
    s = reshuffled(update(s, { type: 'next-hand' }));
  } else if (step === 'computer') s = update(s, { type: 'advance' });
  else if (step === 'learner' && history.length === 2 && s.log.length >= 30) break;
  else if (step === 'learner') s = learnerMove(s);
  else throw new Error(`the game ended after ${history.length} hands`);
}
if (history.length !== 2 || nextStep(s) !== 'learner') throw new Error('no question in the third hand');
writeFileSync(`${OUT}/shuffled-game.json`, `${saveText(s)}\n`);
writeFileSync(`${OUT}/shuffled-history.json`, `${JSON.stringify(history)}\n`);
writeFileSync(`${OUT}/shuffled-record.json`, recordFileText(history.at(-1)!.record));
console.log(`hands ${history.map((p) => p.hand).join(', ')}; saved at hand ${s.game.handNumber}, move ${s.log.length}`);
