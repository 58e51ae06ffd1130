// Saving and restoring the game in progress: a round trip at every step of thousands of seeded
// hands (the restored table is the table, hints aside), then a table of damaged saves, each with
// the problem it must be reported as. Restoring replays the hand from its seed, which at every
// step would cost the whole hand again; so at every step the test checks the two parts apart:
// the text read back (`parseSave`) and the replay carried one step on from the previous step's
// (`replayOnward`, the very function `readSave` replays with), and once per hand the whole
// `readSave` from the seed.
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../engine/random.ts';
import { createTable, nextStep, update, type Move, type TableState } from './controller.ts';
import { tableView } from './model.ts';
import { newHand, type HandState } from '../../engine/game/index.ts';
import {
  GAME_KEY,
  parseSave,
  readSave,
  replayOnward,
  sameHand,
  saveText,
  SAVE_FORMAT,
  type SaveProblem,
} from './persist.ts';

/** A learner who presses a random offered move, calling Mah-Jongg only when it wins. */
function learnerMove(s: TableState, rng: () => number): Move {
  const p = tableView(s).prompt;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  switch (p.kind) {
    case 'draw':
      return { type: 'draw' };
    case 'discard':
      if (p.canWin) return { type: 'mahjong' };
      if (p.kongs.length > 0 && rng() < 0.5) return pick(p.kongs).move;
      return { type: 'discard', tile: pick([...tableView(s).hand, ...[tableView(s).drawn ?? []].flat()]).tile };
    case 'deal':
      return { type: 'pass' };
    case 'claim':
    case 'rob':
      if (p.canWin) return { type: 'mahjong' };
      return p.kind === 'claim' && rng() < 0.3
        ? pick([{ type: 'pass' } as Move, ...p.options.map((o) => o.move)])
        : { type: 'pass' };
    default:
      return { type: 'pass' };
  }
}

const restoredAs = (s: TableState) => ({ ...s, hints: [] });

/** The replay of the hand in play so far: the state after the log's first `done` actions. */
interface Replayed {
  at: HandState | null;
  done: number;
}
const replayStart = (s: TableState): Replayed => {
  const h = s.game.hand;
  return { at: newHand({ seed: h.seed, round: h.round, options: h.options }), done: 0 };
};

/** The save read back equals the table, and the replay carried on to this step is its hand. */
function checkStep(s: TableState, r: Replayed, where: string): Replayed {
  const text = saveText(s);
  const back = parseSave(text);
  if (!back.ok) throw new Error(`${where}: ${back.problem}`);
  // The table read back writes the same text: every saved field came back (hints are not
  // saved; the news are rebuilt from the hand, so they are checked too). Cheaper than toEqual.
  if (saveText(back.value) !== text) expect(back.value).toEqual(restoredAs(s));
  const at = r.at === null ? null : replayOnward(r.at, s.log, r.done);
  if (!sameHand(at, s.game.hand)) throw new Error(`${where}: the hand does not replay to the saved state`);
  return { at, done: s.log.length };
}

/** Plays `hands` hands from `seed`, checking the round trip after every step; returns the steps checked. */
function playChecked(seed: number, hands: number): { steps: number; hands: number } {
  const rng = seededRng(seed);
  const options = { minFan: seed % 3, dangerousPlay: seed % 2 === 0, changeSeats: true };
  let s = createTable(seed, { ...options, bot: seed % 10 === 0 ? 'careful' : 'beginner', coach: seed % 4 < 2 });
  let r = replayStart(s);
  let played = 0;
  let steps = 0;
  for (let guard = 0; guard < 5_000 && played < hands; guard++) {
    const step = nextStep(s);
    if (step === 'game-over') break;
    if (step === 'hand-over') {
      // Once per hand, the whole restore from the seed, as the page does it.
      expect(readSave(saveText(s))).toEqual({ ok: true, value: restoredAs(s) });
      played++;
      s = update(s, { type: 'next-hand' });
      r = replayStart(s);
    } else if (step === 'computer') s = update(s, { type: 'advance', all: rng() < 0.7 });
    else s = update(s, { type: 'move', move: learnerMove(s, rng) });
    r = checkStep(s, r, `seed ${seed}, step ${steps}`);
    steps++;
  }
  return { steps, hands: played };
}

describe('save and restore', () => {
  test('round trip at every step of 2,000 seeded hands', () => {
    let steps = 0;
    let hands = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const done = playChecked(seed, 5);
      steps += done.steps;
      hands += done.hands;
    }
    expect(hands).toBeGreaterThanOrEqual(2_000);
    expect(steps).toBeGreaterThan(20_000);
  }, 120_000);

  test('restoring at a step is the parsed save plus the replay from the seed', () => {
    // The split above is sound only if readSave is exactly these two parts: checked on every
    // step of a few hands, restoring from scratch each time.
    const rng = seededRng(99);
    let s = createTable(99, { minFan: 1, dangerousPlay: true, changeSeats: true, bot: 'careful', coach: true });
    for (let i = 0; i < 300 && nextStep(s) !== 'game-over'; i++) {
      const step = nextStep(s);
      if (step === 'hand-over') s = update(s, { type: 'next-hand' });
      else if (step === 'computer') s = update(s, { type: 'advance', all: false });
      else s = update(s, { type: 'move', move: learnerMove(s, rng) });
      const text = saveText(s);
      const parsed = parseSave(text);
      const h = s.game.hand;
      const replayed = replayOnward(newHand({ seed: h.seed, round: h.round, options: h.options }), s.log);
      expect(readSave(text)).toEqual(parsed.ok && sameHand(replayed, h) ? parsed : { ok: false, problem: 'corrupt' });
      expect(readSave(text).ok).toBe(true);
    }
  });

  test('the key is versioned', () => expect(GAME_KEY).toMatch(/:v\d+$/));
});

describe('damaged saves', () => {
  const good = JSON.parse(
    saveText(createTable(7, { minFan: 1, dangerousPlay: false, changeSeats: false, bot: 'careful', coach: true })),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test damages parsed JSON of any shape
  const edit = (f: (v: any) => void): string => {
    const v = structuredClone(good);
    f(v);
    return JSON.stringify(v);
  };
  const cases: [string, string | null, SaveProblem][] = [
    ['nothing', null, 'corrupt'],
    ['not JSON', '{"format": "fan-and', 'corrupt'],
    ['JSON but not an object', '[1, 2, 3]', 'foreign'],
    ['another format', edit((v) => (v.format = 'fan-and-laak/hand')), 'foreign'],
    ['a later version', edit((v) => (v.version = 2)), 'foreign'],
    ['an older version', edit((v) => (v.version = 0)), 'old'],
    ['no table', edit((v) => delete v.table), 'corrupt'],
    ['a tile changed in a hand', edit((v) => (v.table.game.hand.players[1].concealed[0] ^= 1)), 'corrupt'],
    [
      'a wall tile swapped',
      edit(
        (v) =>
          ([v.table.game.hand.wall[60], v.table.game.hand.wall[61]] = [
            v.table.game.hand.wall[61],
            v.table.game.hand.wall[60],
          ]),
      ),
      'corrupt',
    ],
    ['a seat that is null', edit((v) => (v.table.game.hand.players[2] = null)), 'corrupt'],
    ['a set that is null', edit((v) => (v.table.game.hand.players[0].melds = [null])), 'corrupt'],
    ['no phase', edit((v) => (v.table.game.hand.phase = null)), 'corrupt'],
    ['a log entry that is null', edit((v) => (v.table.log = [null])), 'corrupt'],
    ['an action the hand never saw', edit((v) => v.table.log.push({ type: 'draw', seat: 0 })), 'corrupt'],
    ['an unknown computer level', edit((v) => (v.table.bot = 'grandmaster')), 'corrupt'],
    ['scores before of the wrong size', edit((v) => (v.table.before = [0, 0])), 'corrupt'],
    ['coaching not a flag', edit((v) => (v.table.coach = 'yes')), 'corrupt'],
  ];
  test.each(cases)('%s', (_, text, problem) => {
    expect(readSave(text)).toEqual({ ok: false, problem });
  });

  test('the untouched save restores', () => {
    expect(readSave(JSON.stringify(good)).ok).toBe(true);
    expect(good.format).toBe(SAVE_FORMAT);
  });
});
