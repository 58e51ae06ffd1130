// Which rule hint a moment of the hand raises, staged at a table (the engine's fixture) and
// played with the engine's own transition function. Clauses: hke-dmjl-kurzregel, "Rufvorrang",
// "Letzter Stein", "Bonusziegel", "Falsches Mah-Jongg", and the Grundregel's chow from the left.
import { describe, expect, test } from 'vitest';
import { play, T, table } from '../../engine/game/fixture.ts';
import type { Action, HandState } from '../../engine/game/types.ts';
import type { Wind } from '../../engine/tiles.ts';
import { dealHints, fittingChows, stepHints } from './hints.ts';

const pass = (seat: Wind): Action => ({ type: 'pass', seat });

// East is to discard 5p. South holds 46p (a chow: East sits on South's left), West holds 55p
// (a pung), North waits on 2p or 5p (Mah-Jongg).
const DEALT_HANDS: [string, string, string, string] = [
  '123m456m789m5p1234z',
  '46p111s222s333s77z',
  '55p444555666s67z',
  '34p999888777s22z',
];
const EAST_TURN = table({
  seats: DEALT_HANDS,
  discards: { E: '1s' },
  phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4z') },
});
const DISCARD_5P: Action = { type: 'discard', seat: 0, tile: T('5p') };

/** The hints for `me` after each of `actions`, from `h` on. */
function hintsAfter(h: HandState, me: Wind, ...actions: Action[]) {
  const out = [];
  for (const a of actions) {
    const next = play(h, a);
    out.push(...stepHints(h, next, a, me));
    h = next;
  }
  return out;
}

describe('a discard the learner may not claim', () => {
  test('a chow from the player opposite is not offered, and the hint says why', () => {
    const h = table({
      seats: [DEALT_HANDS[0], '99m111s222s333s77z', '46p444555666s67z', DEALT_HANDS[3]],
      discards: { E: '1s' },
      phase: EAST_TURN.phase,
    });
    expect(hintsAfter(h, 2, DISCARD_5P)).toEqual([{ id: 'chow-not-from-left', tile: '5p', sets: ['456p'], from: 'E' }]);
  });

  test('every chow the learner holds is named', () => {
    const h = table({
      seats: [DEALT_HANDS[0], '99m111s222s333s77z', '3467p4445556z66s', DEALT_HANDS[3]],
      discards: { E: '1s' },
      phase: EAST_TURN.phase,
    });
    expect(hintsAfter(h, 2, DISCARD_5P)).toEqual([
      { id: 'chow-not-from-left', tile: '5p', sets: ['345p', '456p', '567p'], from: 'E' },
    ]);
  });

  test('from the player on the left the chow is offered: no hint', () => {
    expect(hintsAfter(EAST_TURN, 1, DISCARD_5P)).toEqual([]);
  });

  test('the learner’s own discard raises nothing', () => {
    expect(hintsAfter(EAST_TURN, 0, DISCARD_5P)).toEqual([]);
  });

  test.each([
    ['a pung would fit', 2, true],
    ['a chow would fit', 1, true],
    ['nothing would fit', 3, false],
  ] as [string, Wind, boolean][])('the last tile: only Mah-Jongg may claim it (%s)', (_, me, couldClaim) => {
    const h = table({
      seats: [DEALT_HANDS[0], DEALT_HANDS[1], DEALT_HANDS[2], '99p999888777s22z'],
      live: 0,
      phase: EAST_TURN.phase,
    });
    expect(hintsAfter(h, me, DISCARD_5P)).toEqual([{ id: 'last-tile', tile: '5p', from: 'E', couldClaim }]);
  });
});

describe('claims resolved', () => {
  const claims = play(EAST_TURN, DISCARD_5P);

  test('two Mah-Jongg calls: the next in turn after the discarder wins', () => {
    const expected = [{ id: 'two-mahjong', winner: 'S', callers: ['S', 'N'], from: 'E' }];
    expect(hintsAfter(claims, 3, { type: 'mahjong', seat: 3 }, pass(2), { type: 'mahjong', seat: 1 })).toEqual(
      expected,
    );
    expect(hintsAfter(claims, 1, pass(2), { type: 'mahjong', seat: 3 }, { type: 'mahjong', seat: 1 })).toEqual(
      expected,
    );
  });

  test('a pung loses to Mah-Jongg', () => {
    expect(hintsAfter(claims, 2, pass(1), { type: 'mahjong', seat: 3 }, { type: 'pung', seat: 2 })).toEqual([
      { id: 'claim-lost', winner: 'N', claim: 'pung', won: 'mahjong' },
    ]);
  });

  test('a chow loses to a pung', () => {
    expect(hintsAfter(claims, 1, pass(3), { type: 'pung', seat: 2 }, { type: 'chow', seat: 1, tile: T('4p') })).toEqual(
      [{ id: 'claim-lost', winner: 'W', claim: 'chow', won: 'pung' }],
    );
  });

  test('the learner’s claim that wins raises nothing', () => {
    expect(hintsAfter(claims, 2, pass(1), pass(3), { type: 'pung', seat: 2 })).toEqual([]);
  });
});

describe('the learner’s own tiles', () => {
  test('a drawn flower is laid out and replaced', () => {
    const h = table({
      seats: ['123m456m789m1234z', DEALT_HANDS[1], DEALT_HANDS[2], DEALT_HANDS[3]],
      next: '2f',
      replacements: '9p',
      phase: { kind: 'draw', seat: 1 },
    });
    expect(hintsAfter(h, 1, { type: 'draw', seat: 1 })).toEqual([{ id: 'bonus-replaced', tiles: ['2f'] }]);
    expect(hintsAfter(h, 2, { type: 'draw', seat: 1 })).toEqual([]);
  });

  test('dealt flowers and seasons', () => {
    const h = table({ seats: DEALT_HANDS, phase: { kind: 'deal', seat: 0 } });
    const dealt = {
      ...h,
      events: [
        { type: 'bonus' as const, seat: 'W' as const, tile: '3f' },
        { type: 'bonus' as const, seat: 'S' as const, tile: '1g' },
      ],
    };
    expect(dealHints(dealt, 2)).toEqual([{ id: 'bonus-replaced', tiles: ['3f'] }]);
    expect(dealHints(dealt, 3)).toEqual([]);
  });

  test('a concealed kong brings a replacement tile', () => {
    const h = table({
      seats: ['1111m456m789m5p123z', DEALT_HANDS[1], DEALT_HANDS[2], DEALT_HANDS[3]],
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('3z') },
    });
    expect(hintsAfter(h, 0, { type: 'concealed-kong', seat: 0, tile: T('1m') })).toEqual([
      { id: 'kong-replacement', tile: '1m' },
    ]);
  });

  test('a call that is no win is a false Mah-Jongg', () => {
    expect(hintsAfter(EAST_TURN, 0, { type: 'mahjong', seat: 0 })).toEqual([
      { id: 'false-mahjong', reason: 'not-complete', minFan: 0 },
    ]);
  });
});

test.each([
  ['46p', '5p', ['4p']],
  ['3467p', '5p', ['3p', '4p', '5p']],
  ['89p', '7p', ['7p']],
  ['12p', '3p', ['1p']],
  ['89m', '1p', []], // another suit
  ['12z', '3z', []], // honours make no chows
  ['55p', '5p', []],
])('the chows %s can make with %s', (hand, tile, lows) => {
  const parsed = [...hand.slice(0, -1)].map((n) => T(`${n}${hand.at(-1)}`));
  expect(fittingChows(parsed, T(tile))).toEqual(lows.map(T));
});
