// hk-modern: fan → payment unit, who pays whom, liability, legality and the options.
// Clauses: line numbers of the source and our decisions (docs/rules/hk-modern.md).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ALL_BONUS,
  HK_MODERN_HALF_SPICY,
  hkModernValue,
  LIABILITY_CASES,
  score,
  WIN_KINDS,
  type HkModernOptions,
  type Situation,
  type Wind,
} from '../index.ts';
import { randomCompleteHand, seededRng } from '../random.ts';
import { ids, scoreModern } from './hk-modern-helpers.ts';

describe('hk-modern payment unit', () => {
  test.each([0, 1, 2, 3, 8, 10, 13])('full spicy: %i fan → 2^fan (line 23)', (fan) => {
    expect(hkModernValue(fan, 'full')).toBe(2 ** fan);
  });
  test('half spicy follows the table for 0–13 fan (docs/rules/hk-modern.md)', () => {
    expect(Array.from({ length: 14 }, (_, f) => hkModernValue(f, 'half'))).toEqual([...HK_MODERN_HALF_SPICY]);
    expect(HK_MODERN_HALF_SPICY).toEqual([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]);
  });
  test('half spicy beyond 13 keeps doubling every second fan (only `uncapped` needs it)', () => {
    expect([14, 15, 16].map((f) => hkModernValue(f, 'half'))).toEqual([512, 768, 1024]);
  });
});

describe('hk-modern payments', () => {
  // Half flush 3 + no flowers 1 = 4 fan → 16.
  const flush = '123m456m789m11z55m +5m';

  test('discard: the discarder alone pays the whole amount (line 24)', () => {
    const s = scoreModern(flush, 'seat=E from=S');
    expect([s.fan, s.points]).toEqual([4, 16]);
    expect(s.payments).toEqual({ E: 16, S: -16, W: 0, N: 0 });
  });
  test('self-draw: each of the three pays half the discard amount (our decision)', () => {
    expect(scoreModern(flush, 'seat=W self').payments).toEqual({ E: -16, S: -16, W: 48, N: -16 });
    expect(scoreModern(flush, 'seat=W self', { payment: 'half' }).payments).toEqual({ E: -12, S: -12, W: 36, N: -12 });
  });
  test('robbing the kong: the robbed player pays the self-draw total alone (line 46)', () => {
    // No flowers 1 + seat wind 1 + robbing 1 + half flush 3 = 6 fan → 64; 1.5 × 64 = 96.
    const s = scoreModern('123m456m111z22z78m +9m', 'seat=E round=S rob from=W');
    expect(ids(s)).toBe('no-flowers seat-wind robbing-kong half-flush');
    expect(s.payments).toEqual({ E: 96, S: 0, W: -96, N: 0 });
  });
  test('kong replacement without a liable player: paid as a self-draw (line 49)', () => {
    expect(scoreModern('[1111m] 456p789s11z55p +5p', 'kong').payments).toEqual({ E: 12, S: -4, W: -4, N: -4 });
  });
  test('the cap: fan above it count as the cap, `fan` and `uncapped` keep the sum (our decision)', () => {
    // Big three dragons 8 + all pungs 3 + half flush 3 + no flowers 1 = 15 fan.
    const hand = '[555z] [666z] [777z] 111m 2m +2m';
    const s = scoreModern(hand);
    expect([s.fan, s.points, s.uncapped]).toEqual([15, 1024, 2 ** 15]);
    expect(scoreModern(hand, '', { maxFan: 8 }).points).toBe(256);
    expect(scoreModern(hand, '', { maxFan: 13 }).points).toBe(8192);
    expect(scoreModern(hand, '', { payment: 'half' }).points).toBe(128);
  });
  test('without the minimum a 0-fan hand pays 1; a self-draw is never 0 fan, so halves are whole', () => {
    const s = scoreModern('[123m] 456p789s111p5s 2f +5s', '', { minFan: 0 });
    expect([s.fan, s.legal, s.payments.N]).toEqual([0, true, -1]);
    expect(scoreModern('[123m] 456p789s111p5s 2f +5s', 'self', { minFan: 0 }).payments.S).toBe(-1);
  });
});

describe('hk-modern liability (lines 26–30: the liable player pays the self-draw total alone)', () => {
  const dragons = '[555z] [666z] [777z] 123m 5p +5p'; // no flowers 1 + big three dragons 8
  const cases: {
    name: string;
    hand: string;
    sit: string;
    liable: string | null;
    payments: Record<string, number>;
    clause: string;
  }[] = [
    {
      name: 'third dragon, self-drawn',
      hand: dragons,
      sit: 'self liable=S:third-dragon',
      liable: 'S',
      payments: { E: 1536, S: -1536, W: 0, N: 0 },
      clause: 'line 27',
    },
    {
      name: 'third dragon formed in the hand: not the case',
      hand: '[555z] [666z] 777z 123m 5p +5p',
      sit: 'self liable=S:third-dragon',
      liable: null,
      payments: { E: 1536, S: -512, W: -512, N: -512 },
      clause: 'line 27: the third dragon was claimed',
    },
    {
      name: 'third dragon, won on a discard: the discarder pays as usual',
      hand: dragons,
      sit: 'from=W liable=S:third-dragon',
      liable: null,
      payments: { E: 512, S: 0, W: -512, N: 0 },
      clause: 'line 26: liability is for a self-drawn win',
    },
    {
      name: 'fourth set, self-drawn',
      hand: '[123m] [456p] [789s] [111z] 5p +5p',
      sit: 'self liable=W:fourth-set',
      liable: 'W',
      payments: { E: 24, S: 0, W: -24, N: 0 },
      clause: 'line 28',
    },
    {
      name: 'three sets shown: not the case',
      hand: '[123m] [456p] [789s] 111z 5p +5p',
      sit: 'self liable=W:fourth-set',
      liable: null,
      payments: { E: 24, S: -8, W: -8, N: -8 },
      clause: 'line 28: the fourth set was claimed',
    },
    {
      name: 'kong replacement after a claimed kong',
      hand: '[1111m] 456p789s11z55p +5p',
      sit: 'kong liable=N:kong-replacement',
      liable: 'N',
      payments: { E: 12, S: 0, W: 0, N: -12 },
      clause: 'lines 29, 50',
    },
    {
      name: 'kong replacement after a concealed kong: not the case',
      hand: '(1111m) 456p789s11z55p +5p',
      sit: 'kong liable=N:kong-replacement',
      liable: null,
      payments: { E: 12, S: -4, W: -4, N: -4 },
      clause: 'line 29: the kong was claimed',
    },
  ];
  test.each(cases)('$name ($clause)', ({ hand, sit, liable, payments }) => {
    const s = scoreModern(hand, sit);
    expect(s.liable).toBe(liable);
    expect(s.payments).toEqual(payments);
  });
  test('kong replacement named, but won on a plain self-draw: ignored (line 29)', () => {
    const s = scoreModern('[1111m] 456p789s11z55z +5z', 'self liable=N:kong-replacement');
    expect(s.liable).toBeNull();
    expect(Object.values(s.payments).filter((p) => p < 0).length).toBe(3);
  });
});

describe('hk-modern legality', () => {
  test('below 3 fan: a false win, the caller pays each player the maximum (lines 18, 21–22)', () => {
    const s = scoreModern('123m456p789s11z55p +5p', 'seat=S');
    expect([s.legal, s.reason, s.penalty]).toEqual([false, 'below-minimum', 'false-mahjong']);
    expect(s.payments).toEqual({ E: 1024, S: -3072, W: 1024, N: 1024 });
    expect(scoreModern('123m456p789s11z55p +5p', 'seat=S', { payment: 'half', maxFan: 8 }).payments.S).toBe(-3 * 64);
  });
  test('the minimum is an option', () => {
    expect(scoreModern('123m456p789s11z55p +5p', 'seat=S', { minFan: 1 }).legal).toBe(true);
    expect(scoreModern('123m456m789m11z55m +5m', '', { minFan: 5 }).reason).toBe('below-minimum');
  });
  test('seven pairs is no winning shape (our decision)', () => {
    const s = scoreModern('1133m5577p22s115z +5z');
    expect([s.legal, s.reason, s.penalty]).toEqual([false, 'not-a-pattern-of-this-rule-set', 'false-mahjong']);
  });
  test('a legal reading beats a seven-pairs reading of the same tiles', () => {
    const s = scoreModern('112233m445566m7m +7m');
    expect(s.legal).toBe(true);
    expect(s.reading.shape).toBe('standard');
    expect(ids(s)).toBe('no-flowers all-chows full-flush');
  });
  test('the reading with the most fan counts: 111222333m999m as four pungs', () => {
    expect(ids(scoreModern('111222333m999m5z +5z'))).toBe('no-flowers all-pungs half-flush');
  });
  test('a win on the last discard scores no last tile (our decision)', () => {
    expect(ids(scoreModern('123m456m789m11z55m +5m', 'last'))).toBe('no-flowers half-flush');
  });
});

describe('hk-modern options', () => {
  test('without bonus tiles the concealed hand counts and the bonus patterns drop (our decision)', () => {
    const off = { bonusTiles: false, minFan: 0 };
    expect(ids(scoreModern('123m456p789s11z55p 2f +5p', 'seat=S', off))).toBe('concealed-hand');
    expect(ids(scoreModern('123m456p789s11z55p 1234f1234g +5p', 'seat=S', off))).toBe('concealed-hand');
    expect(ids(scoreModern('[123m] 456p789s11z55p +5p', '', off))).toBe('');
  });
  test('with bonus tiles (default) the concealed hand is not counted (line 39)', () => {
    expect(ids(scoreModern('123m456p789s11z55p +5p', '', { minFan: 0 }))).toBe('no-flowers');
  });
  test('defaults: 3-fan minimum, cap 10, full spicy, bonus tiles, eight flowers and little four winds limits', () => {
    const s = scoreModern('111z222z333z44z12m +3m');
    expect([s.limit, s.points]).toEqual(['little-four-winds', 1024]);
  });
});

describe('hk-modern invariants (seeded random hands)', () => {
  const options = fc.record({
    minFan: fc.constantFrom(0, 3, 5),
    maxFan: fc.constantFrom(8 as const, 10 as const, 13 as const),
    payment: fc.constantFrom('full' as const, 'half' as const),
    bonusTiles: fc.boolean(),
    eightFlowers: fc.constantFrom(13 as const, 8 as const),
    littleFourWinds: fc.constantFrom('limit' as const, 6 as const),
  });
  const wind = fc.constantFrom<Wind>(0, 1, 2, 3);
  const sit = fc.record({
    seat: wind,
    round: wind,
    win: fc.constantFrom(...WIN_KINDS),
    from: wind,
    lastTile: fc.boolean(),
    liable: fc.option(fc.record({ seat: wind, why: fc.constantFrom(...LIABILITY_CASES) }), { nil: undefined }),
  });

  test('payments sum to zero in whole units; the winner alone gains, or alone pays the false-win penalty', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.subarray([...ALL_BONUS]),
        sit,
        options,
        (seed, bonus, st, o: Partial<HkModernOptions>) => {
          const h = { ...randomCompleteHand(seededRng(seed), { declared: 0.4, kong: 0.2 }), bonus };
          const byOther = st.win === 'discard' || st.win === 'robbing-kong';
          const s: Situation = { ...st, from: byOther ? st.from : undefined, heaven: false, earth: false };
          const r = score(h, s, { rules: 'hk-modern', hkModern: o });
          fc.pre(r.ok);
          if (!r.ok) return;
          const v = r.value;
          const p = Object.values(v.payments);
          expect(p.reduce((a, b) => a + b, 0)).toBe(0);
          expect(p.every(Number.isInteger)).toBe(true);
          const winner = p[s.seat]!;
          expect(winner > 0).toBe(v.legal);
          expect(p.filter((x, i) => i !== s.seat && Math.sign(x) === Math.sign(winner)).length).toBe(0);
          expect(v.uncapped).toBeGreaterThanOrEqual(v.points);
        },
      ),
      { numRuns: 1500 },
    );
  });

  test('an extra fan never lowers the score: self-drawn is worth at least as much as won on a discard', () => {
    fc.assert(
      fc.property(fc.integer(), options, (seed, o: Partial<HkModernOptions>) => {
        const h = randomCompleteHand(seededRng(seed), { declared: 0.3 });
        const base: Situation = {
          seat: 1,
          round: 0,
          win: 'discard',
          from: 0,
          lastTile: false,
          heaven: false,
          earth: false,
        };
        const d = score(h, base, { rules: 'hk-modern', hkModern: { ...o, minFan: 0 } });
        const self = score(
          h,
          { ...base, win: 'self-draw', from: undefined },
          { rules: 'hk-modern', hkModern: { ...o, minFan: 0 } },
        );
        if (!d.ok || !self.ok) return;
        expect(self.value.points).toBeGreaterThanOrEqual(d.value.points);
        expect(self.value.fan).toBeGreaterThanOrEqual(
          d.value.fan + (d.value.limit === null && self.value.limit === null ? 1 : 0),
        );
      }),
      { numRuns: 800 },
    );
  });
});
