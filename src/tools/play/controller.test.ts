// The learning table's transitions: a table of staged moments (the engine's fixture), each with
// the learner's move or the computer players' step and what must follow; then an oracle: whole
// games where a seeded random learner presses only what the table offers, and the engine
// accepts every one of those presses.
import { describe, expect, test } from 'vitest';
import { T, table } from '../../engine/game/fixture.ts';
import { checkHand, newGame, playerAt, seatsOf, type HandState } from '../../engine/game/index.ts';
import { seededRng } from '../../engine/random.ts';
import type { Wind } from '../../engine/tiles.ts';
import { createTable, LEARNER, learnerSeat, nextStep, update, type Move, type TableState } from './controller.ts';
import { tableView } from './model.ts';
import { tableOf } from './test-world.ts';

/** A table whose hand is `hand`, with the learner at seat `me`. */
function at(hand: HandState, me: Wind, coach = true): TableState {
  const places = [1, 2, 3, 0].map((_, seat) => (seat === me ? 0 : seat < me ? seat + 1 : seat));
  return tableOf({ ...newGame(1, hand.options), places, passes: 0, hand }, coach);
}

const DEALT_HANDS: [string, string, string, string] = [
  '123m456m789m1234z',
  '46p111s222s333s77z',
  '55p444555666s67z',
  '34p999888777s22z',
];
const drawing = (seat: Wind, next = '9s') => table({ seats: DEALT_HANDS, next, phase: { kind: 'draw', seat } });
const EAST_14: [string, string, string, string] = [
  '123m456m789m5p1234z',
  DEALT_HANDS[1],
  DEALT_HANDS[2],
  DEALT_HANDS[3],
];
const eastTurn = (options = {}) =>
  table({
    seats: EAST_14,
    discards: { E: '1s' },
    options,
    phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4z') },
  });
const move = (s: TableState, m: Move) => update(s, { type: 'move', move: m });

describe('the learner at the table', () => {
  test('the learner is player 0, whatever seat they drew', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = createTable(seed, { minFan: 0, dangerousPlay: false, changeSeats: false, bot: 'careful', coach: true });
      expect(playerAt(s.game, learnerSeat(s.game))).toBe(LEARNER);
      expect(learnerSeat(s.game)).toBe(seatsOf(s.game)[0]);
    }
  });

  test('drawing: the learner sees their own tile', () => {
    const s = move(at(drawing(1), 1), { type: 'draw' });
    expect(s.news).toEqual([{ type: 'draw', seat: 'S', tile: '9s' }]);
    expect(nextStep(s)).toBe('learner');
    expect(tableView(s).drawn?.code).toBe('9s');
  });

  test('another player’s draw stays hidden', () => {
    const s = update(at(drawing(2), 1), { type: 'advance' });
    expect(s.news[0]).toEqual({ type: 'draw', seat: 'W', tile: null });
  });

  test('a computer turn stops after the first thing the learner should see', () => {
    const s = update(at(drawing(2), 1), { type: 'advance' });
    expect(s.news.map((n) => n.type)).toEqual(['draw', 'discard']);
  });

  test('“all” plays on until the learner must act', () => {
    const s = update(at(drawing(2), 1), { type: 'advance', all: true });
    expect(['learner', 'hand-over']).toContain(nextStep(s));
  });

  test('a discard starts the others’ answers; the learner is not asked when passing is all they can do', () => {
    const s = move(at(eastTurn(), 0), { type: 'discard', tile: T('1z') });
    expect(s.news).toEqual([{ type: 'discard', seat: 'E', tile: '1z' }]);
    expect(nextStep(s)).toBe('computer');
  });

  test('the learner is asked when a claim is possible, with every claim as an option', () => {
    // East's 5p lies; West (the learner) holds 55p.
    const hand = table({
      seats: DEALT_HANDS,
      discards: { E: '1s 5p' },
      phase: { kind: 'claims', seat: 0, tile: T('5p'), answers: [null, null, null, null] },
    });
    const asked = update(at(hand, 2), { type: 'advance', all: true });
    expect(nextStep(asked)).toBe('learner');
    const prompt = tableView(asked).prompt;
    expect(prompt).toMatchObject({ kind: 'claim', from: 'E', tile: '5p', canWin: false });
    expect(prompt.kind === 'claim' && prompt.options.map((o) => [o.kind, o.set])).toEqual([
      ['pung', ['5p', '5p', '5p']],
    ]);
  });
});

describe('refusals and penalties', () => {
  test.each([
    ['discarding before drawing', drawing(1), 1, { type: 'discard', tile: T('4p') }, 'must-draw'],
    ['Mah-Jongg on another player’s turn', drawing(2), 1, { type: 'mahjong' }, 'not-your-turn'],
    ['a pung with no discard lying', eastTurn(), 0, { type: 'pung' }, 'no-claim-now'],
    ['a tile the learner does not hold', eastTurn(), 0, { type: 'discard', tile: T('9p') }, 'tile-not-in-hand'],
  ] as [string, HandState, Wind, Move, string][])('%s is refused with the reason (%s)', (_, hand, me, m, code) => {
    const s = at(hand, me);
    const after = move(s, m);
    expect(after.game).toBe(s.game);
    expect(after.hints).toEqual([expect.objectContaining({ id: 'refused', code })]);
  });

  test('a false Mah-Jongg ends the hand: 16 to each other player', () => {
    const s = move(at(eastTurn(), 0), { type: 'mahjong' });
    expect(nextStep(s)).toBe('hand-over');
    expect(s.game.hand.result?.payments).toEqual({ E: -48, S: 16, W: 16, N: 16 });
    expect(s.hints.map((h) => h.id)).toEqual(['false-mahjong']);
  });
});

describe('coaching', () => {
  // West shows pungs of white and green: discarding red could complete a big three dragons.
  const danger = (coach: boolean) =>
    at(
      table({
        seats: ['123m456m789m5p12z77z', '46p111s222s333s99m', '[555z] [666z] 55p444s13z', DEALT_HANDS[3]],
        discards: { E: '1s' },
        options: { dangerousPlay: true },
        phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('2z') },
      }),
      0,
      coach,
    );

  test('with coaching, a dangerous discard is confirmed first', () => {
    const first = move(danger(true), { type: 'discard', tile: T('7z') });
    expect(first.confirm).toBe(T('7z'));
    expect(first.hints).toEqual([{ id: 'danger', tile: '7z' }]);
    expect(tableView(first).hand.find((t) => t.code === '7z')?.danger).toBe(true);
    const second = move(first, { type: 'discard', tile: T('7z') });
    expect(second.game.hand.players[0]!.discards.at(-1)?.tile).toBe(T('7z'));
  });

  test('choosing another tile clears the warning', () => {
    const first = move(danger(true), { type: 'discard', tile: T('7z') });
    expect(move(first, { type: 'discard', tile: T('1m') }).confirm).toBeNull();
  });

  test('without coaching, the discard goes at once', () => {
    const s = move(danger(false), { type: 'discard', tile: T('7z') });
    expect(s.confirm).toBeNull();
    expect(s.game.hand.players[0]!.discards.at(-1)?.tile).toBe(T('7z'));
  });

  test('the tiles the learner waits on', () => {
    const s = at(drawing(2), 3); // North holds 34p999888777s22z: waits on 2p or 5p
    expect(tableView(s).waits).toEqual(['2p', '5p']);
    expect(tableView({ ...s, coach: false }).waits).toBeNull();
  });
});

describe('between hands', () => {
  test('the next hand is dealt once the hand is over, with a fresh window of news', () => {
    const over = move(at(eastTurn(), 0), { type: 'mahjong' });
    const next = update(over, { type: 'next-hand' });
    expect(next.game.handNumber).toBe(2);
    expect(next.before).toEqual(over.game.scores);
    expect(next.news.every((n) => n.type === 'bonus' || n.type === 'draw')).toBe(true);
  });

  test('“next hand” during a hand changes nothing', () => {
    const s = at(drawing(1), 1);
    expect(update(s, { type: 'next-hand' })).toBe(s);
  });
});

/** Every move the table offers the learner now. */
function offered(s: TableState): Move[] {
  const v = tableView(s);
  const p = v.prompt;
  const tiles = [...v.hand, ...(v.drawn ? [v.drawn] : [])].map((t) => t.tile);
  switch (p.kind) {
    case 'draw':
      return [{ type: 'draw' }];
    case 'discard':
      return [
        ...tiles.map((tile): Move => ({ type: 'discard', tile })),
        ...p.kongs.map((k) => k.move),
        ...(p.canWin ? [{ type: 'mahjong' } as Move] : []),
      ];
    case 'deal':
      return [{ type: 'pass' }, ...p.kongs.map((k) => k.move)];
    case 'claim':
      return [{ type: 'pass' }, ...p.options.map((o) => o.move), ...(p.canWin ? [{ type: 'mahjong' } as Move] : [])];
    case 'rob':
      return [{ type: 'pass' }, ...(p.canWin ? [{ type: 'mahjong' } as Move] : [])];
    default:
      return [];
  }
}

test.each([11, 12])('oracle: a whole game (seed %i) where the learner presses only what the table offers', (seed) => {
  const rng = seededRng(seed);
  let s = createTable(seed, {
    minFan: seed % 2,
    dangerousPlay: true,
    changeSeats: true,
    bot: seed % 2 ? 'beginner' : 'careful',
    coach: false,
  });
  let hands = 0;
  for (let guard = 0; guard < 20_000; guard++) {
    const step = nextStep(s);
    if (step === 'game-over') break;
    if (step === 'hand-over') {
      expect(checkHand(s.game.hand).ok).toBe(true);
      hands++;
      s = update(s, { type: 'next-hand' });
    } else if (step === 'computer') s = update(s, { type: 'advance', all: rng() < 0.5 });
    else {
      const moves = offered(s);
      expect(moves.length).toBeGreaterThan(0);
      const m = moves[Math.floor(rng() * moves.length)]!;
      const next = update(s, { type: 'move', move: m });
      expect(next.hints.filter((h) => h.id === 'refused')).toEqual([]);
      expect(next.game).not.toBe(s.game);
      s = next;
    }
  }
  expect(nextStep(s)).toBe('game-over');
  expect(hands).toBeGreaterThanOrEqual(16);
});
