// Who pays the classic winner (Elian & Harold, "Grundsätze" and "Die
// Punktezählung"; docs/rules/classic.md), the "one doubling" option and the false Mah-Jongg.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { classicPayments, score, WIND_LETTERS, type Wind } from '../index.ts';
import { randomCompleteHand, seededRng } from '../random.ts';
import { classicOf } from './classic-helpers.ts';
import { situation } from './score-helpers.ts';

// 20 + 2 (open pung) + 2 (dragon pair) + 2 (single wait) = 26, no doubling.
const OPEN = '[222p] 123m456p789s5z +5z';

describe('classic payments', () => {
  test('self-draw: each loser pays the score, East double', () => {
    const s = classicOf(OPEN, 'seat=S self');
    expect(s.points).toBe(28); // + 2 for the tile from the wall
    expect(s.payments).toEqual({ E: -56, S: 112, W: -28, N: -28 });
  });
  test('self-draw by East: each loser pays double', () => {
    const s = classicOf(OPEN, 'seat=E self');
    expect(s.payments).toEqual({ E: 168, S: -56, W: -56, N: -56 });
  });
  test('discard: the discarder alone pays 4× the score', () => {
    expect(classicOf(OPEN, 'seat=S from=W').payments).toEqual({ E: 0, S: 104, W: -104, N: 0 });
  });
  test("discard by East: still 4× (East's double share is in it)", () => {
    expect(classicOf(OPEN, 'seat=S from=E').payments).toEqual({ E: -104, S: 104, W: 0, N: 0 });
  });
  test('discard to East: the discarder pays 6× the score', () => {
    expect(classicOf(OPEN, 'seat=E from=N').payments).toEqual({ E: 156, S: 0, W: 0, N: -156 });
  });
  test('robbing the kong: the robbed player pays as the discarder', () => {
    const s = classicOf('123m456p789m11z78s +9s', 'seat=S rob from=N');
    expect(s.payments).toEqual({ E: 0, S: 4 * s.points, W: 0, N: -4 * s.points });
  });
  test('special hands pay by the same rule: thirteen orphans to East on a discard = 6 × 2000', () => {
    expect(classicOf('19m19p19s1234567z +1m', 'seat=E from=S').payments).toEqual({ E: 12000, S: -12000, W: 0, N: 0 });
  });

  test('the formula matches for every seat, discarder and way of winning', () => {
    for (const winner of [0, 1, 2, 3] as Wind[]) {
      const self = classicPayments({ ...situation('self'), seat: winner }, 10);
      expect(self[WIND_LETTERS[winner]]).toBe(winner === 0 ? 60 : 40);
      for (const from of [0, 1, 2, 3] as Wind[]) {
        if (from === winner) continue;
        const p = classicPayments({ ...situation(), seat: winner, from }, 10);
        expect(p[WIND_LETTERS[from]]).toBe(winner === 0 ? -60 : -40);
      }
    }
  });

  test('payments sum to zero, the winner alone gains, a discarder pays alone (seeded hands)', () => {
    const sits = ['', 'self', 'seat=S', 'seat=W self last', 'seat=N rob from=S', 'seat=S from=E', 'kong'];
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...sits), (seed, sit) => {
        const h = randomCompleteHand(seededRng(seed), { declared: 0.3, kong: 0.2 });
        const s = situation(sit);
        const r = score(h, s, { rules: 'classic' });
        // Situations that cannot happen with this hand (a robbed tile the winner holds, a
        // replacement tile without a kong) are no case for this property.
        fc.pre(r.ok || r.error.code !== 'impossible-situation');
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const p = Object.values(r.value.payments);
        expect(p.reduce((a, b) => a + b, 0)).toBe(0);
        expect(p.filter((x) => x > 0).length).toBe(1);
        const payers = p.filter((x) => x < 0).length;
        expect(payers).toBe(s.win === 'discard' || s.win === 'robbing-kong' ? 1 : 3);
        expect(r.value.points).toBeLessThanOrEqual(2000);
        expect(r.value.points).toBe(r.value.limit === null ? Math.min(r.value.uncapped, 1000) : r.value.uncapped);
      }),
      { numRuns: 500 },
    );
  });
});

describe('classic legality and the "one doubling" option (Ii Fan Shibari)', () => {
  test('off by default: a hand without doublings is a win', () => {
    const s = classicOf(OPEN, 'seat=S');
    expect([s.legal, s.reason, s.penalty, s.fan]).toEqual([true, null, null, 0]);
  });
  test('on: no doubling is a false Mah-Jongg paying half a limit to each other player', () => {
    const s = classicOf(OPEN, 'seat=S', { minOneDoubling: true });
    expect([s.legal, s.reason, s.penalty]).toEqual([false, 'below-minimum', 'false-mahjong']);
    expect(s.payments).toEqual({ E: 500, S: -1500, W: 500, N: 500 });
  });
  test('on: doublings from bonus tiles do not count, others do', () => {
    expect(classicOf(`${OPEN.replace(' +', ' 2f +')}`, 'seat=S', { minOneDoubling: true }).legal).toBe(false);
    expect(classicOf('[222p] 123m456p789s2z +2z', 'seat=S', { minOneDoubling: true }).legal).toBe(false);
    expect(classicOf('[555z] 123m456p789s2z +2z', 'seat=S', { minOneDoubling: true }).legal).toBe(true);
  });
  test('on: a special hand is always a win', () => {
    expect(classicOf('1133m5577p22s115z +5z', '', { minOneDoubling: true }).legal).toBe(true);
  });
  test('the penalty follows the agreed limit', () => {
    expect(classicOf(OPEN, 'seat=S', { minOneDoubling: true, limit: 2000 }).payments.E).toBe(1000);
  });
});
