// Claim priority and the refused claims, each staged at a table (fixture.ts) and played with
// the real transition function. Clauses (docs/rules/hke.md): "Rufvorrang", "Bonusziegel",
// and the Grundregel's chow from the left.
import { describe, expect, test } from 'vitest';
import type { Wind } from '../tiles.ts';
import { play, refusal, T, table } from './fixture.ts';
import { legalHandActions } from './legal.ts';
import type { Action } from './types.ts';

const pass = (seat: Wind): Action => ({ type: 'pass', seat });

// East is about to discard 5p. South (next in turn) holds 46p and is waiting on 5p; West
// holds 55p; North waits on 2p or 5p.
const EAST_TURN = table({
  seats: ['123m456m789m5p1234z', '46p111s222s333s77z', '55p444555666s67z', '34p999888777s22z'],
  discards: { E: '1s' }, // not East's first discard: no blessing of earth
  phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4z') },
});
const afterDiscard = play(EAST_TURN, { type: 'discard', seat: 0, tile: T('5p') });

describe('claim priority: Mah-Jongg, then kong or pung, then chow', () => {
  test('the discard opens a claim window for the three others', () => {
    expect(afterDiscard.phase).toEqual({ kind: 'claims', seat: 0, tile: T('5p'), answers: [null, null, null, null] });
    expect(legalHandActions(afterDiscard, 1).map((a) => a.type)).toEqual(['pass', 'mahjong', 'chow']);
    expect(legalHandActions(afterDiscard, 2).map((a) => a.type)).toEqual(['pass', 'pung']);
    expect(legalHandActions(afterDiscard, 3).map((a) => a.type)).toEqual(['pass', 'mahjong']);
  });

  test('a pung beats a chow, whatever order the answers come in', () => {
    for (const order of [
      [1, 2, 3],
      [3, 2, 1],
      [2, 1, 3],
    ] as Wind[][]) {
      const answers: Record<number, Action> = {
        1: { type: 'chow', seat: 1, tile: T('4p') },
        2: { type: 'pung', seat: 2 },
        3: pass(3),
      };
      const h = play(afterDiscard, ...order.map((w) => answers[w]!));
      expect(h.events.at(-1)).toEqual({ type: 'pung', seat: 'W', from: 'E', tile: '5p', set: '555p' });
      expect(h.phase).toEqual({ kind: 'turn', seat: 2, source: 'claim', drawn: null });
      expect(h.players[0]!.discards.at(-1)).toEqual({ tile: T('5p'), claimedBy: 2 });
    }
  });

  test('with only the chow, the player on the left takes it', () => {
    const h = play(afterDiscard, { type: 'chow', seat: 1, tile: T('4p') }, pass(2), pass(3));
    expect(h.events.at(-1)).toEqual({ type: 'chow', seat: 'S', from: 'E', tile: '5p', set: '456p' });
    expect(h.players[1]!.melds).toEqual([{ kind: 'chow', tile: T('4p'), concealed: false, from: 0, claimed: T('5p') }]);
  });

  test('Mah-Jongg beats a pung', () => {
    const h = play(afterDiscard, pass(1), { type: 'pung', seat: 2 }, { type: 'mahjong', seat: 3 });
    expect(h.result).toMatchObject({ outcome: 'win', seat: 'N', situation: { win: 'discard', from: 'E' } });
  });

  test('two Mah-Jongg calls: only the next player in turn order after the discarder wins', () => {
    const h = play(afterDiscard, { type: 'mahjong', seat: 3 }, pass(2), { type: 'mahjong', seat: 1 });
    expect(h.result).toMatchObject({ outcome: 'win', seat: 'S' });
    expect(h.events.filter((e) => e.type === 'mahjong')).toHaveLength(1);
  });

  test('nobody claims: the next player draws', () => {
    expect(play(afterDiscard, pass(1), pass(2), pass(3)).phase).toEqual({ kind: 'draw', seat: 1 });
  });
});

describe('refused claims and actions', () => {
  test.each([
    ['a chow from the player opposite', { type: 'chow', seat: 2, tile: T('4p') }, 'chow-not-from-left'],
    ['a chow from the player on the right', { type: 'chow', seat: 3, tile: T('3p') }, 'chow-not-from-left'],
    ['a chow without the tiles', { type: 'chow', seat: 1, tile: T('5p') }, 'not-a-chow'],
    ['a chow that does not hold the discard', { type: 'chow', seat: 1, tile: T('1p') }, 'not-a-chow'],
    ['a pung without two matching tiles', { type: 'pung', seat: 3 }, 'pung-tiles-missing'],
    ['a kong with two matching tiles', { type: 'kong', seat: 2 }, 'kong-tiles-missing'],
    ['the discarder answering its own discard', pass(0), 'not-your-turn'],
    ['drawing before answering', { type: 'draw', seat: 1 }, 'answer-first'],
  ] as [string, Action, string][])('%s: %s', (_, action, code) => {
    expect(refusal(afterDiscard, action)).toBe(code);
  });

  test('an answer is given once', () => {
    expect(refusal(play(afterDiscard, pass(1)), pass(1))).toBe('not-your-turn');
  });

  test('winds and dragons make no chows', () => {
    const h = play(EAST_TURN, { type: 'discard', seat: 0, tile: T('1z') });
    expect(refusal(h, { type: 'chow', seat: 1, tile: T('1z') })).toBe('honour-chow');
  });

  test.each([
    ['a flower', { type: 'discard', seat: 0, tile: 34 }, 'bonus-discard'],
    ['a tile not held', { type: 'discard', seat: 0, tile: T('9p') }, 'tile-not-in-hand'],
    ['out of turn', { type: 'discard', seat: 1, tile: T('4p') }, 'not-your-turn'],
    ['drawing with a full hand', { type: 'draw', seat: 0 }, 'must-discard'],
    ['a pung with no discard', { type: 'pung', seat: 0 }, 'no-claim-now'],
    ['a concealed kong without four tiles', { type: 'concealed-kong', seat: 0, tile: T('1z') }, 'kong-tiles-missing'],
    ['an added kong without a pung', { type: 'added-kong', seat: 0, tile: T('1z') }, 'no-pung-to-extend'],
    ['nonsense', { type: 'dance', seat: 0 } as unknown as Action, 'bad-action'],
    ['no seat', { type: 'discard', seat: 7, tile: 0 } as unknown as Action, 'bad-action'],
  ] as [string, Action, string][])('on East’s turn, %s is refused: %s', (_, action, code) => {
    expect(refusal(EAST_TURN, action)).toBe(code);
  });

  test('after a claimed pung: discard, no kong and no Mah-Jongg of one’s own', () => {
    const h = play(afterDiscard, pass(1), { type: 'pung', seat: 2 }, pass(3));
    expect(refusal(h, { type: 'mahjong', seat: 2 })).toBe('mahjong-after-claim');
    expect(legalHandActions(h, 2).every((a) => a.type === 'discard')).toBe(true);
  });

  test('the state handed in never changes', () => {
    const before = JSON.stringify(afterDiscard);
    play(afterDiscard, pass(1), { type: 'pung', seat: 2 }, pass(3));
    expect(JSON.stringify(afterDiscard)).toBe(before);
  });
});
