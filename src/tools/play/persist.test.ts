// Saving and restoring the game in progress: a round trip at every step of thousands of seeded
// hands (the restored table is the table, hints aside), then a table of damaged saves, each with
// the problem it must be reported as. Restoring reads the state, never deals it again from its
// seed; the action log is for the review, so at every step the test also checks that the log,
// played from the hand's own wall, leads to the saved hand (carried one step on from the
// previous step's, which is the same by determinism without starting over).
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../engine/random.ts';
import { createTable, nextStep, update, type Move, type TableState } from './controller.ts';
import { tableView } from './model.ts';
import { reviewOf } from './play-engine.ts';
import { applyHandAction, dealtState, type Action, type HandState } from '../../engine/game/index.ts';
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

/** The log's actions from `done` on, played from `at`; null at the first one the engine refuses. */
function replayOnward(at: HandState, log: readonly Action[], done: number): HandState | null {
  let h = at;
  for (let i = done; i < log.length; i++) {
    const r = applyHandAction(h, log[i]!);
    if (!r.ok) return null;
    h = r.value;
  }
  return h;
}

/** The replay of the hand in play so far: the state after the log's first `done` actions. */
interface Replayed {
  at: HandState | null;
  done: number;
}
const replayStart = (s: TableState): Replayed => ({ at: dealtState(s.game.hand), done: 0 });

/** The save read back equals the table, and the log carried on to this step leads to its hand. */
function checkStep(s: TableState, r: Replayed, where: string): Replayed {
  const text = saveText(s);
  const back = readSave(text);
  if (!back.ok) throw new Error(`${where}: ${back.problem}`);
  // The table read back writes the same text: every saved field came back (hints are not
  // saved; the news are rebuilt from the hand, so they are checked too). Cheaper than toEqual.
  if (saveText(back.value) !== text) expect(back.value).toEqual(restoredAs(s));
  const at = r.at === null ? null : replayOnward(r.at, s.log, r.done);
  if (at === null || JSON.stringify(at) !== JSON.stringify(s.game.hand))
    throw new Error(`${where}: the log does not lead to the saved hand`);
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
      // Once per hand, the whole restore as the page does it.
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

  test('a save is not dealt again from its seed: another seed restores the same table', () => {
    let s = createTable(99, { minFan: 1, dangerousPlay: true, changeSeats: true, bot: 'careful', coach: true });
    const rng = seededRng(99);
    while (s.log.length < 60)
      s =
        nextStep(s) === 'computer'
          ? update(s, { type: 'advance' })
          : update(s, { type: 'move', move: learnerMove(s, rng) });
    const v = JSON.parse(saveText(s));
    v.table.game.hand.seed = (v.table.game.hand.seed ^ 1) >>> 0;
    const back = readSave(JSON.stringify(v));
    expect(back.ok && back.value.game.hand.events).toEqual(s.game.hand.events);
    expect(back.ok && back.value.game.hand.seed).toBe(v.table.game.hand.seed);
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
    ['a seat that is null', edit((v) => (v.table.game.hand.players[2] = null)), 'corrupt'],
    ['a set that is null', edit((v) => (v.table.game.hand.players[0].melds = [null])), 'corrupt'],
    ['no phase', edit((v) => (v.table.game.hand.phase = null)), 'corrupt'],
    ['an unknown computer level', edit((v) => (v.table.bot = 'grandmaster')), 'corrupt'],
    ['scores before of the wrong size', edit((v) => (v.table.before = [0, 0])), 'corrupt'],
    ['coaching not a flag', edit((v) => (v.table.coach = 'yes')), 'corrupt'],
  ];
  test.each(cases)('%s', (_, text, problem) => {
    expect(readSave(text)).toEqual({ ok: false, problem });
  });

  // The state passes the table check, so the game goes on; the log does not lead to it, so the
  // hand's review says it cannot be given. A hand some way in: its log has moves, its draws began.
  const rng = seededRng(3);
  let s = createTable(3, { minFan: 0, dangerousPlay: false, changeSeats: false, bot: 'careful', coach: false });
  while (s.log.length < 40)
    s =
      nextStep(s) === 'computer'
        ? update(s, { type: 'advance' })
        : update(s, { type: 'move', move: learnerMove(s, rng) });
  const mid = JSON.parse(saveText(s));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `edit`
  const editMid = (f: (v: any) => void): string => {
    const v = structuredClone(mid);
    f(v);
    return JSON.stringify(v);
  };
  test('the hand some way in restores with its review', () => {
    const back = readSave(JSON.stringify(mid));
    expect(back.ok && back.value.game.hand.head).toBeGreaterThan(55);
    expect(back.ok && reviewOf(back.value).available).toBe(true);
  });
  const noReview: [string, string][] = [
    ['a log entry that is null', editMid((v) => (v.table.log = [null]))],
    ['an action the hand never saw', editMid((v) => v.table.log.push({ type: 'draw', seat: 0 }))],
    ['the log cut short', editMid((v) => v.table.log.pop())],
    [
      'two drawn wall tiles swapped',
      editMid((v) => {
        const w = v.table.game.hand.wall;
        [w[53], w[54]] = [w[54], w[53]];
      }),
    ],
  ];
  test.each(noReview)('%s: restored, its review not given', (_, text) => {
    const back = readSave(text);
    expect(back.ok).toBe(true);
    expect(back.ok && reviewOf(back.value)).toMatchObject({ available: false, items: [] });
  });

  test('the untouched save restores', () => {
    expect(readSave(JSON.stringify(good)).ok).toBe(true);
    expect(good.format).toBe(SAVE_FORMAT);
  });

  // The search's picks (TableState.searched): kept where they name a moment of the hand and an
  // action; anything else is left out, and the game and its review go on without it.
  test('a save without picks (an earlier release) restores with none', () => {
    const back = readSave(editMid((v) => delete v.table.searched));
    expect(back.ok && back.value.searched).toEqual([]);
  });
  test('damaged picks are left out, the rest kept', () => {
    const pick = { type: 'discard', seat: 0, tile: 5 };
    const text = editMid(
      (v) =>
        (v.table.searched = [
          { event: 3, pick },
          null,
          { event: -1, pick },
          { event: 1.5, pick },
          { event: 10_000, pick },
          { event: 4, pick: 'discard' },
          { event: 5, pick: { type: 'discard', seat: 'east' } },
          { at: 6, pick },
        ]),
    );
    const back = readSave(text);
    expect(back.ok && back.value.searched).toEqual([{ event: 3, pick }]);
  });
  test('a pick’s trial games are kept where they hold; the pick stays without those that do not', () => {
    const pick = { type: 'discard', seat: 0, tile: 5 };
    const tally = (wins: unknown, dealIns: unknown, points: unknown) => ({ wins, dealIns, points });
    const trials = { games: 64, pick: tally(14, 2, 310), estimate: tally(11, 6, 95) };
    const broken = [
      null,
      'trials',
      { ...trials, games: 1 },
      { ...trials, games: 2.5 },
      { ...trials, games: 256 },
      { ...trials, pick: tally(65, 0, 310) },
      { ...trials, pick: tally(40, 30, 310) },
      { ...trials, pick: tally(-1, 2, 310) },
      { ...trials, pick: tally(14, 2, '310') },
      { ...trials, estimate: null },
      // The search overrules only with its pick ahead.
      { ...trials, estimate: tally(11, 6, 310) },
    ];
    const text = editMid(
      (v) =>
        (v.table.searched = [{ event: 1, pick, trials }, ...broken.map((x, i) => ({ event: i + 2, pick, trials: x }))]),
    );
    const back = readSave(text);
    expect(back.ok && back.value.searched).toEqual([
      { event: 1, pick, trials },
      ...broken.map((_, i) => ({ event: i + 2, pick })),
    ]);
  });
  test('a pick that is not one of the learner’s choices there leaves the review as it was', () => {
    const plain = readSave(JSON.stringify(mid));
    const odd = readSave(
      editMid(
        (v) =>
          (v.table.searched = v.table.log.map((_: unknown, at: number) => ({ at, pick: { type: 'draw', seat: 9 } }))),
      ),
    );
    expect(plain.ok && odd.ok && reviewOf(odd.value)).toEqual(plain.ok && reviewOf(plain.value));
  });
});
