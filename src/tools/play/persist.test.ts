// Saving and restoring the game in progress: a round trip at every step of many seeded hands
// (the restored table is the table, hints aside), then a table of damaged saves, each with the
// problem it must be reported as.
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../engine/random.ts';
import { createTable, nextStep, update, type Move, type TableState } from './controller.ts';
import { tableView } from './model.ts';
import { GAME_KEY, readSave, saveText, SAVE_FORMAT, type SaveProblem } from './persist.ts';

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

/** Plays `hands` hands from `seed`, checking the round trip after every step; returns the steps checked. */
function playChecked(seed: number, hands: number): number {
  const rng = seededRng(seed);
  const options = { minFan: seed % 3, dangerousPlay: seed % 2 === 0, changeSeats: true };
  let s = createTable(seed, { ...options, bot: seed % 2 ? 'beginner' : 'careful', coach: seed % 4 < 2 });
  let played = 0;
  let steps = 0;
  for (let guard = 0; guard < 5_000 && played < hands; guard++) {
    const step = nextStep(s);
    if (step === 'game-over') break;
    if (step === 'hand-over') {
      played++;
      s = update(s, { type: 'next-hand' });
    } else if (step === 'computer') s = update(s, { type: 'advance', all: rng() < 0.7 });
    else s = update(s, { type: 'move', move: learnerMove(s, rng) });
    const back = readSave(saveText(s));
    if (!back.ok) throw new Error(`seed ${seed}, step ${steps}: ${back.problem}`);
    expect(back.value).toEqual(restoredAs(s));
    steps++;
  }
  return steps;
}

describe('save and restore', () => {
  test('round trip at every step of 100 seeded hands', () => {
    let steps = 0;
    for (let seed = 1; seed <= 20; seed++) steps += playChecked(seed, 5);
    expect(steps).toBeGreaterThan(1_000);
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
