// How a hand ends: the last tile (drawn, discarded, or a kong replacement that empties the live
// wall), a draw, robbing the kong, heaven and earth, and false Mah-Jongg calls.
// Clauses: hke-dmjl-kurzregel, "Letzter Stein", "Tote Mauer", "Strafen", the fan table.
import { describe, expect, test } from 'vitest';
import type { Wind } from '../tiles.ts';
import { play, refusal, T, table } from './fixture.ts';
import { legalHandActions } from './legal.ts';
import type { Action } from './types.ts';

const pass = (seat: Wind): Action => ({ type: 'pass', seat });
const ids = (items: { id: string }[] | undefined) => (items ?? []).map((i) => i.id);

// South waits on 5p (46p); West holds 55p; North waits on 2p or 5p.
const DEALT_HANDS: [string, string, string, string] = [
  '123m456m789m1234z',
  '46p111s222s333s77z',
  '55p444555666s67z',
  '34p999888777s22z',
];
const EAST_14 = '123m456m789m5p1234z';

describe('the last tile', () => {
  test('drawn: the last live tile wins as last tile draw (with self-draw)', () => {
    const h = play(table({ seats: DEALT_HANDS, next: '5p', live: 1, phase: { kind: 'draw', seat: 1 } }), {
      type: 'draw',
      seat: 1,
    });
    expect(h.head).toBe(h.liveEnd);
    const won = play(h, { type: 'mahjong', seat: 1 });
    expect(won.result).toMatchObject({ outcome: 'win', situation: { win: 'self-draw', lastTile: true } });
    expect(ids(won.result!.items)).toEqual(expect.arrayContaining(['self-draw', 'last-tile-draw']));
  });

  const lastDiscard = play(
    table({
      seats: [EAST_14, DEALT_HANDS[1], DEALT_HANDS[2], DEALT_HANDS[3]],
      live: 0,
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('5p') },
    }),
    { type: 'discard', seat: 0, tile: T('5p') },
  );

  test.each([
    ['pung', { type: 'pung', seat: 2 }],
    ['chow', { type: 'chow', seat: 1, tile: T('4p') }],
  ] as [string, Action][])('its discard cannot be claimed for a %s', (_, action) => {
    expect(refusal(lastDiscard, action)).toBe('last-tile-claim');
  });

  test('only Mah-Jongg is offered on it, and it wins as last tile claim', () => {
    expect(legalHandActions(lastDiscard, 2)).toEqual([pass(2)]);
    expect(legalHandActions(lastDiscard, 1).map((a) => a.type)).toEqual(['pass', 'mahjong']);
    const won = play(lastDiscard, { type: 'mahjong', seat: 1 }, pass(2), pass(3));
    expect(won.result).toMatchObject({ outcome: 'win', situation: { win: 'discard', from: 'E', lastTile: true } });
    expect(ids(won.result!.items)).toContain('last-tile-claim');
  });

  test('nobody calls: the hand is a draw and nobody pays', () => {
    const h = play(lastDiscard, pass(1), pass(2), pass(3));
    expect(h.events.at(-1)).toEqual({ type: 'draw-game' });
    expect(h.result).toEqual({ outcome: 'draw-game', payments: { E: 0, S: 0, W: 0, N: 0 } });
  });

  // East holds 1111m and waits on 5p or 7z after declaring it; one live tile is left.
  const kongSeats: [string, string, string, string] = [
    '1111m456m789m55p77z',
    '2468m2468p2468s1z',
    '13579p13579s234z',
    '11p33s9s22z44z5566z',
  ];
  const kongTurn = (replacement: string) =>
    table({
      seats: kongSeats,
      live: 1,
      replacements: replacement,
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4m') },
    });

  test('a kong that uses up the live wall: its replacement is the last tile of the hand', () => {
    const h = play(kongTurn('7z'), { type: 'concealed-kong', seat: 0, tile: T('1m') });
    expect([h.liveEnd - h.head, h.deadTop - h.liveEnd]).toEqual([0, 14]);
    expect(h.events.slice(-2)).toEqual([
      { type: 'concealed-kong', seat: 'E', set: '1111m' },
      { type: 'draw', seat: 'E', tile: '7z', replacement: true },
    ]);
    const won = play(h, { type: 'mahjong', seat: 0 });
    expect(won.result).toMatchObject({ situation: { win: 'kong-replacement', lastTile: true } });
    expect(ids(won.result!.items)).toEqual(expect.arrayContaining(['kong-replacement', 'last-tile-draw', 'self-draw']));
  });

  test('… and its discard may only be claimed for Mah-Jongg', () => {
    const h = play(
      kongTurn('9m'),
      { type: 'concealed-kong', seat: 0, tile: T('1m') },
      { type: 'discard', seat: 0, tile: T('5p') },
    );
    expect(refusal(h, { type: 'chow', seat: 1, tile: T('4p') })).toBe('last-tile-claim');
  });

  test('no kong once the live wall is empty: no tile could refill the dead wall', () => {
    const h = table({ seats: kongSeats, live: 0, phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4m') } });
    expect(refusal(h, { type: 'concealed-kong', seat: 0, tile: T('1m') })).toBe('no-replacement-tile');
    expect(legalHandActions(h, 0).some((a) => a.type === 'concealed-kong')).toBe(false);
  });

  test('a flower drawn as the last live tile: it is set aside and the hand is a draw', () => {
    const h = play(table({ seats: DEALT_HANDS, next: '1f', live: 1, phase: { kind: 'draw', seat: 1 } }), {
      type: 'draw',
      seat: 1,
    });
    expect(h.events.slice(-3)).toEqual([
      { type: 'draw', seat: 'S', tile: '1f' },
      { type: 'bonus', seat: 'S', tile: '1f' },
      { type: 'draw-game' },
    ]);
    expect(h.deadTop - h.liveEnd).toBe(14);
  });
});

describe('robbing the kong', () => {
  // East adds the fourth 5p to its pung; South waits on 5p.
  const seats: [string, string, string, string] = [
    '[555p] 5p123m456m789m1z',
    '46p111s222s333s77z',
    '2468p9p2468s1234z',
    '11p33p77p88p99s567z',
  ];
  const adding = play(table({ seats, phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('5p') } }), {
    type: 'added-kong',
    seat: 0,
    tile: T('5p'),
  });

  test('only a Mah-Jongg may answer the added tile', () => {
    expect(adding.phase).toMatchObject({ kind: 'robbing', seat: 0, tile: T('5p') });
    expect(legalHandActions(adding, 1).map((a) => a.type)).toEqual(['pass', 'mahjong']);
    expect(refusal(adding, { type: 'pung', seat: 1 })).toBe('robbing-only-mahjong');
  });

  test('robbed: the winner takes the tile, the robbed player pays as the discarder', () => {
    const h = play(adding, { type: 'mahjong', seat: 1 }, pass(2), pass(3));
    expect(h.result).toMatchObject({
      outcome: 'win',
      seat: 'S',
      situation: { win: 'robbing-kong', from: 'E', lastTile: false },
    });
    expect(ids(h.result!.items)).toContain('robbing-kong');
    const p = h.result!.points!;
    expect(h.result!.payments).toEqual({ E: -2 * p, S: 4 * p, W: -p, N: -p });
    expect(h.players[0]!.melds[0]!.kind).toBe('pung');
  });

  test('not robbed: the kong stands and East draws its replacement', () => {
    const h = play(adding, pass(1), pass(2), pass(3));
    expect(h.players[0]!.melds[0]!.kind).toBe('kong');
    expect(h.phase).toMatchObject({ kind: 'turn', seat: 0, source: 'kong' });
  });
});

describe('blessings of heaven and earth', () => {
  test('heaven: East wins on the dealt tiles', () => {
    const h = table({
      seats: ['123m456m789m123p11z', '456p789p111s222s3s', '333s444s555s666s7s', '777s888s999s22z33z'],
      phase: { kind: 'turn', seat: 0, source: 'deal', drawn: null },
    });
    expect(legalHandActions(h, 0)[0]).toEqual({ type: 'mahjong', seat: 0 });
    const won = play(h, { type: 'mahjong', seat: 0 });
    expect(won.result).toMatchObject({
      outcome: 'win',
      limit: 'heaven',
      points: 64,
      situation: { heaven: true, win: 'self-draw' },
    });
  });

  const seats: [string, string, string, string] = [EAST_14, DEALT_HANDS[1], DEALT_HANDS[2], DEALT_HANDS[3]];
  test('earth: South wins on East’s first discard', () => {
    const h = play(table({ seats, phase: { kind: 'turn', seat: 0, source: 'deal', drawn: null } }), {
      type: 'discard',
      seat: 0,
      tile: T('5p'),
    });
    const won = play(h, { type: 'mahjong', seat: 1 }, pass(2), pass(3));
    expect(won.result).toMatchObject({ limit: 'earth', situation: { earth: true, from: 'E' } });
  });

  test('not on a later discard', () => {
    const h = table({ seats, discards: { E: '9s' }, phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('5p') } });
    const won = play(h, { type: 'discard', seat: 0, tile: T('5p') }, { type: 'mahjong', seat: 1 }, pass(2), pass(3));
    expect(won.result).toMatchObject({ limit: null, situation: { earth: false } });
  });
});

describe('false Mah-Jongg: 16 points to each player, the hand ends', () => {
  const afterDiscard = (options = {}) =>
    // East has discarded before: a win on this discard is no blessing of earth.
    play(
      table({
        seats: [EAST_14, DEALT_HANDS[1], DEALT_HANDS[2], DEALT_HANDS[3]],
        discards: { E: '9s' },
        options,
        phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4z') },
      }),
      {
        type: 'discard',
        seat: 0,
        tile: T('5p'),
      },
    );

  test('a hand that does not win', () => {
    const h = play(afterDiscard(), pass(1), { type: 'mahjong', seat: 2 }, pass(3));
    expect(h.result).toMatchObject({
      outcome: 'false-mahjong',
      seat: 'W',
      reason: 'not-complete',
      payments: { E: 16, S: 16, W: -48, N: 16 },
    });
    expect(h.events.at(-1)).toMatchObject({ type: 'mahjong', seat: 'W', penalty: 'false-mahjong' });
    expect(h.players[0]!.discards.at(-1)).toEqual({ tile: T('5p') });
  });

  test('a win below the agreed fan minimum: not offered, but a call is taken and punished', () => {
    const h = afterDiscard({ minFan: 3 });
    expect(legalHandActions(h, 1).map((a) => a.type)).toEqual(['pass', 'chow']);
    const called = play(h, { type: 'mahjong', seat: 1 }, pass(2), pass(3));
    expect(called.result).toMatchObject({
      outcome: 'false-mahjong',
      reason: 'below-minimum',
      fan: 1,
      payments: { S: -48, E: 16 },
    });
  });

  test('on one’s own turn', () => {
    const h = table({
      seats: [EAST_14, DEALT_HANDS[1], DEALT_HANDS[2], DEALT_HANDS[3]],
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4z') },
    });
    expect(play(h, { type: 'mahjong', seat: 0 }).result).toMatchObject({
      outcome: 'false-mahjong',
      seat: 'E',
      payments: { E: -48 },
    });
  });
});
