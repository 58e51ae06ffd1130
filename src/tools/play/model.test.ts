// What the table shows, from the learner's chair: who sits where, the hand with the drawn tile
// apart, exposed sets as they lie (the claimed tile sideways, a concealed kong half-open), and
// the question the learner is asked. Staged with the engine's fixture.
import { describe, expect, test } from 'vitest';
import { T, table } from '../../engine/game/fixture.ts';
import { newGame, type HandState } from '../../engine/game/index.ts';
import type { Wind } from '../../engine/tiles.ts';
import type { TableState } from './controller.ts';
import { parseFragment } from '../../engine/notation/hand-notation.ts';
import { makeTile } from '../../engine/tiles.ts';
import { idleTiles, tableView } from './model.ts';
import { tableOf } from './test-world.ts';

function at(hand: HandState, me: Wind): TableState {
  const places = [0, 1, 2, 3].map((seat) => (seat === me ? 0 : seat < me ? seat + 1 : seat));
  return tableOf({ ...newGame(1), places, passes: 0, hand });
}

const SEATS: [string, string, string, string] = [
  '123m456m789m1234z',
  '46p111s222s333s77z',
  '55p444555666s67z',
  '34p999888777s22z',
];

describe('seats around the table', () => {
  test.each([0, 1, 2, 3] as Wind[])(
    'learner at seat %i: the next in turn sits on the right, the one before on the left',
    (me) => {
      const v = tableView(at(table({ seats: SEATS, phase: { kind: 'draw', seat: 1 } }), me));
      const seat = (k: number) => 'ESWN'[(me + k) % 4];
      expect(v.seats.map((s) => [s.place, s.seat])).toEqual([
        ['bottom', seat(0)],
        ['right', seat(1)],
        ['top', seat(2)],
        ['left', seat(3)],
      ]);
      expect(v.seats[0]!.player).toBe(0);
      expect(v.seats.filter((s) => s.active).map((s) => s.seat)).toEqual(['S']);
    },
  );

  test('hidden tiles are counted, sets and flowers shown as they lie', () => {
    const h = table({
      seats: ['123m456m789m1z (5555z) 1f', '46p111s222s77z [345p] 3g', SEATS[2], SEATS[3]],
      phase: { kind: 'draw', seat: 2 },
    });
    const claimed = {
      ...h,
      players: h.players.map((p, w) =>
        w === 1 ? { ...p, melds: [{ ...p.melds[0]!, from: 0 as Wind, claimed: T('4p') }] } : p,
      ),
    };
    const v = tableView(at(claimed, 3));
    const east = v.seats.find((s) => s.seat === 'E')!;
    const south = v.seats.find((s) => s.seat === 'S')!;
    expect(east.hidden).toBe(10);
    expect(east.melds).toEqual([{ kind: 'kong', tiles: ['back', '5z', '5z', 'back'], claimed: -1, concealed: true }]);
    expect(east.bonus).toEqual(['1f']);
    expect(south.melds).toEqual([{ kind: 'chow', tiles: ['3p', '4p', '5p'], claimed: 1, concealed: false }]);
    expect(south.bonus).toEqual(['3g']);
  });
});

describe('the learner’s hand and question', () => {
  const turn = table({
    seats: ['123m456m789m1234z', '46p111s222s333s77z9s', SEATS[2], SEATS[3]],
    phase: { kind: 'turn', seat: 1, source: 'wall', drawn: T('9s') },
  });

  test('sorted, with the drawn tile set apart', () => {
    const v = tableView(at(turn, 1));
    expect(v.hand.map((t) => t.code)).toEqual([
      '4p',
      '6p',
      '1s',
      '1s',
      '1s',
      '2s',
      '2s',
      '2s',
      '3s',
      '3s',
      '3s',
      '7z',
      '7z',
    ]);
    expect(v.drawn?.code).toBe('9s');
    expect(v.prompt).toEqual({ kind: 'discard', kongs: [], canWin: false, afterClaim: false });
  });

  test('another player’s turn: the learner waits, and sees their waits', () => {
    const v = tableView(at(table({ seats: SEATS, phase: { kind: 'draw', seat: 2 } }), 3));
    expect(v.prompt).toEqual({ kind: 'wait', seat: 'W', answering: false });
    expect(v.waits).toEqual(['2p', '5p']);
  });

  test('drawing: the learner is asked to draw; the walls are counted', () => {
    const v = tableView(at(table({ seats: SEATS, phase: { kind: 'draw', seat: 1 } }), 1));
    expect(v.prompt).toEqual({ kind: 'draw' });
    expect(v.dead).toBe(14);
    expect(v.live).toBeGreaterThan(0);
  });
});

describe('tiles that fit nothing (coaching)', () => {
  const tiles = (hand: string) => {
    const r = parseFragment(hand);
    return r.ok ? r.value.concealed : [];
  };
  const idle = (hand: string) => [...idleTiles(tiles(hand))].map((t) => makeTile(t)).sort();
  test.each([
    ['123m5p9s1z', ['1z', '5p', '9s']], // the chow fits; each other tile stands alone
    ['13m7p9p11z5z', ['5z']], // a gap of one and of two still fits; a pair fits
    ['1m4m7m', ['1m', '4m', '7m']], // three apart: nothing near
    ['19m', ['1m', '9m']],
    ['', []],
  ])('%s', (hand, expected) => expect(idle(hand)).toEqual(expected.sort()));
});
