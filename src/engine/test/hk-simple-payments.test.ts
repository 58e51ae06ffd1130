// Score → points, who pays whom, the punishments for feeding a valuable hand, the options and
// legality under the simplified Hong Kong rules (docs/rules/hk-simple.md; lines 24, 69–98 of the source).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hkSimplePoints, score, type Payments } from '../index.ts';
import { randomCompleteHand, seededRng } from '../random.ts';
import { scoreSimple } from './hk-simple-helpers.ts';
import { situation } from './score-helpers.ts';

const PLAIN = '123m456p789s11z55p +5p'; // Mah-Jongg 0 + no flowers 1 = 1 → 2 points

describe('hk-simple points (lines 71–79)', () => {
  test.each([
    [0, 1],
    [1, 2],
    [2, 4],
    [3, 8],
    [4, 16],
    [5, 16],
    [6, 16],
    [7, 32],
    [8, 32],
    [9, 32],
    [10, 64],
    [23, 64],
  ])('%i → %i', (fan, points) => {
    expect(hkSimplePoints(fan, false)).toBe(points);
  });
  test('a maximum hand is 128 whatever its lines add up to', () => expect(hkSimplePoints(0, true)).toBe(128));
});

describe('hk-simple payments (lines 24, 81)', () => {
  test('discard: the discarder pays double, the two others single', () => {
    expect(scoreSimple(PLAIN, 'seat=E from=S').payments).toEqual({ E: 8, S: -4, W: -2, N: -2 });
  });
  test('the default discarder is the player before the winner', () => {
    expect(scoreSimple(PLAIN, 'seat=S').payments).toEqual({ E: -4, S: 8, W: -2, N: -2 });
  });
  test('from the wall: all three pay double (self-draw 1 + no flowers 1 = 4 points)', () => {
    expect(scoreSimple(PLAIN, 'seat=W self').payments).toEqual({ E: -8, S: -8, W: 24, N: -8 });
  });
  test('from the dead wall: all three pay double (2 + 1 = 3 → 8 points)', () => {
    expect(scoreSimple('[1111m] 456p789s11z55p +5p', 'seat=S kong').payments).toEqual({
      E: -16,
      S: 48,
      W: -16,
      N: -16,
    });
  });
  test('payments to and from East are not doubled', () => {
    expect(scoreSimple(PLAIN, 'seat=N from=E').payments).toEqual({ E: -4, S: -2, W: -2, N: 8 });
  });
  test('robbing the kong: the robbed player pays as the discarder (our decision)', () => {
    // All chows 1 + no flowers 1 = 2 → 4 points.
    expect(scoreSimple('123m456p789m11z78s +9s', 'seat=E rob from=W').payments).toEqual({ E: 16, S: -4, W: -8, N: -4 });
  });
  test('a maximum hand is not doubled: 128 from each loser on a discard', () => {
    expect(scoreSimple('19m19p19s1234567z +1m', 'seat=S from=E').payments).toEqual({
      E: -128,
      S: 384,
      W: -128,
      N: -128,
    });
  });
  test('a maximum hand is not doubled: 128 from each loser when self-drawn', () => {
    expect(scoreSimple('1112345678999p +2p', 'seat=W self').payments).toEqual({ E: -128, S: -128, W: 384, N: -128 });
  });

  const SITUATIONS = ['', 'self', 'seat=S', 'seat=W self last', 'seat=N rob from=S', 'seat=S round=W kong'];
  test('payments sum to zero, the winner alone gains, and liability never changes the amount (seeded hands)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...SITUATIONS), (seed, sit) => {
        const h = randomCompleteHand(seededRng(seed), { declared: 0.5 });
        const on = score(h, situation(sit), { rules: 'hk-simple' });
        fc.pre(on.ok || on.error.code !== 'impossible-situation');
        const off = score(h, situation(sit), { rules: 'hk-simple', hkSimple: { dangerousPlay: false } });
        expect(on.ok && off.ok).toBe(true);
        if (!on.ok || !off.ok) return;
        const p = Object.values(on.value.payments);
        expect(p.reduce((a, b) => a + b, 0)).toBe(0);
        expect(p.filter((x) => x > 0).length).toBe(1);
        const winner = (q: Payments) => Math.max(...Object.values(q));
        expect(winner(on.value.payments)).toBe(winner(off.value.payments));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('hk-simple punishments for feeding a valuable hand (lines 85–89, option dangerousPlay, on)', () => {
  test('line 85: nine tiles of one suit shown, a tile of that suit discarded into a full flush: at least 64', () => {
    // Full flush 6, a stranger's flower → 16 points; the discarder pays for all three: 32 + 16 + 16.
    const s = scoreSimple('[111m] [456m] [789m] 234m 9m 1f +9m', 'seat=S from=W');
    expect(s.liable).toBe('W');
    expect(s.payments).toEqual({ E: 0, S: 64, W: -64, N: 0 });
  });
  test('line 87: twelve tiles shown, the last tile self-drawn: the feeder of the fourth set pays at least 192', () => {
    // Full flush 6 + from the wall 1 → 32 points; double for all three: 3 × 64.
    const s = scoreSimple('[111m] [456m] [789m] [234m] 9m 1f +9m', 'seat=S self', {}, { seat: 2, why: 'fourth-set' });
    expect(s.liable).toBe('W');
    expect(s.payments).toEqual({ E: 0, S: 192, W: -192, N: 0 });
  });
  test('line 87: if another player throws the winning tile, that player is punished instead', () => {
    const s = scoreSimple('[111m] [456m] [789m] [234m] 9m 1f +9m', 'seat=S from=N', {}, { seat: 2, why: 'fourth-set' });
    expect(s.liable).toBe('N');
    expect(s.payments.W).toBe(0);
  });
  test('line 89: a foreseeable hand of honours', () => {
    const s = scoreSimple('[111z] [222z] [555z] 666z 7z +7z', 'seat=E from=S');
    expect(s.liable).toBe('S');
    expect(s.payments.S).toBe(-4 * s.points);
  });
  test('line 89 with line 87: four honour sets shown, all honours drawn: the feeder of the fourth set pays', () => {
    const s = scoreSimple('[111z] [222z] [555z] [666z] 7z +7z', 'self', {}, { seat: 3, why: 'fourth-set' });
    expect(s.liable).toBe('N');
    expect(s.payments).toEqual({ E: 6 * s.points, S: 0, W: 0, N: -6 * s.points });
  });
  test('line 89: a maximum hand fed the same way: three times 128', () => {
    const s = scoreSimple('[555z] [111p] [222p] [333p] 4p +4p', 'seat=E from=S');
    expect([s.limit, s.liable]).toEqual(['pearl-dragon', 'S']);
    expect(s.payments).toEqual({ E: 384, S: -384, W: 0, N: 0 });
  });
  test('no punishment when the hand is not pure (half flush), the tile is of another kind, or it is off', () => {
    expect(scoreSimple('[111s] [222s] [333s] 44s55z +5z', 'seat=E from=S').liable).toBeNull();
    expect(scoreSimple('[111m] [456m] [789m] 234p 9m +9m', 'seat=E from=S').liable).toBeNull();
    expect(
      scoreSimple('[111m] [456m] [789m] 234m 9m +9m', 'seat=E from=S', { dangerousPlay: false }).liable,
    ).toBeNull();
  });
  test('only two sets shown: no warning yet', () => {
    expect(scoreSimple('[111m] [456m] 789m 234m 9m +9m', 'seat=E from=S').liable).toBeNull();
  });
  test('liability cases of other rule sets are not punished here (third dragon)', () => {
    const s = scoreSimple('[555z] [666z] 777z 123m 5p +5p', 'self', {}, { seat: 1, why: 'third-dragon' });
    expect(s.liable).toBeNull();
  });
});

describe('hk-simple options and legality (lines 94–96)', () => {
  test('no minimum by default: every complete hand is a win, seven pairs and thirteen orphans too', () => {
    for (const hand of ['123m456p789s111s5z 1f +5z', '1133m5577p22s115z +5z', '19m19p19s1234567z +1m']) {
      const s = scoreSimple(hand, 'seat=S');
      expect([s.legal, s.reason, s.penalty]).toEqual([true, null, null]);
    }
  });
  test('an agreed minimum: below it the call is false and costs 128 to each other player', () => {
    const s = scoreSimple(PLAIN, 'seat=S', { minFan: 3 });
    expect([s.legal, s.reason, s.penalty]).toEqual([false, 'below-minimum', 'false-mahjong']);
    expect(s.payments).toEqual({ E: 128, S: -384, W: 128, N: 128 });
    expect(scoreSimple(PLAIN, 'seat=S', { minFan: 1 }).legal).toBe(true);
  });
  test('a maximum hand always reaches the minimum', () => {
    expect(scoreSimple('19m19p19s1234567z +1m', '', { minFan: 3 }).legal).toBe(true);
  });
  test('a legal reading beats an illegal one', () => {
    // 111222333m: as pungs 1 (no flowers), as chows 2 (all chows + no flowers).
    const s = scoreSimple('111222333m456p7p +7p', '', { minFan: 2 });
    expect([s.legal, s.fan]).toEqual([true, 2]);
  });
});
