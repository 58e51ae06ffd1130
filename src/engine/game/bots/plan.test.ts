// Plans: shanten under a plan's restriction and the fan a plan's hand is expected to be worth.
import { describe, expect, test } from 'vitest';
import { parseFragment } from '../../notation/hand-notation.ts';
import { countTiles } from '../../tiles.ts';
import type { GameOptions } from '../types.ts';
import type { SeatView } from '../view.ts';
import { assess } from './assess.ts';
import { PROFILES, shapeOf } from './choice.ts';
import { planFan, planShanten, pungShanten, type Plan } from './plan.ts';
import { sightOf } from './sight.ts';

const counts = (text: string): number[] => {
  const h = parseFragment(text);
  if (!h.ok) throw new Error(text);
  return countTiles(h.value.concealed);
};

/** South's view in the East round with `hand`, nothing declared, `seen` lying in East's discards. */
function sight(hand: string, seen = '', options: Partial<GameOptions> = {}) {
  const own = parseFragment(hand);
  const out = seen === '' ? { ok: true as const, value: { concealed: [] as number[] } } : parseFragment(seen);
  if (!own.ok || !out.ok) throw new Error(hand);
  const view: SeatView = {
    seat: 1,
    round: 0,
    options: { minFan: 3, dangerousPlay: false, changeSeats: false, ...options },
    phase: { kind: 'turn', seat: 1, source: 'wall' },
    concealed: own.value.concealed,
    drawn: null,
    players: [0, 1, 2, 3].map((w) => ({
      melds: [],
      bonus: [],
      discards: w === 0 ? out.value.concealed.map((tile) => ({ tile })) : [],
      concealedCount: 13,
    })),
    live: 60,
    dead: 14,
  };
  return sightOf(view);
}

const ANY: Plan = { kind: 'any', suit: null };

describe('plan shanten', () => {
  test.each([
    // hand, declared, all pungs, where the count comes from
    ['111m222p333s44z5z', 0, 1], // three pungs, a pair and a single: one tile from waiting
    ['11m22m33m44m55m66m7m', 0, 3], // six pairs: two must become pungs
    ['123m456p789s1234z', 0, 8], // no pair, no pung: two tiles for each of four pungs and one for the pair, less one
  ])('all pungs: %s with %d sets declared → %d', (hand, declared, expected) => {
    expect(pungShanten(counts(hand), declared)).toBe(expected);
  });

  test('a flush ignores the other suits: 1234567p 11z + 5m9s… is as far as the dots and honours alone', () => {
    const c = counts('1234567p11z5m9s3s');
    expect(planShanten({ kind: 'flush', suit: 1 }, c, [])).toBe(planShanten(ANY, counts('1234567p11z'), []));
  });

  test('seven pairs only without declared sets', () => {
    expect(planShanten({ kind: 'pairs', suit: null }, counts('11m22m33m44m55m66m7m'), [])).toBe(0);
    expect(
      planShanten({ kind: 'pairs', suit: null }, counts('11m22m33m7m'), [{ kind: 'pung', tile: 27, concealed: false }]),
    ).toBe(Infinity);
  });
});

describe('plan fan', () => {
  test('no flowers, a pair of red dragons (0.7 of a fan while a red dragon is unseen)', () => {
    const s = sight('123m456p78s77z5s9p');
    expect(planFan(s, ANY, s)).toBeCloseTo(1.7);
    // Both other red dragons thrown: the pair can never become a pung.
    const gone = sight('123m456p78s77z5s9p', '77z');
    expect(planFan(gone, ANY, gone)).toBe(1);
  });

  test('all chows is still possible without honours: half a fan', () => {
    const s = sight('123m456p78s5s9p2368m');
    expect(planFan(s, ANY, s)).toBe(1.5);
  });

  test('a flush with honours is a half flush (3), without a full flush (6)', () => {
    const half = sight('1234567p11z5m9s3s');
    // The pair of East, a valued wind at this seat, counts 0.7 of its pung's fan.
    expect(planFan(half, { kind: 'flush', suit: 1 }, half)).toBeCloseTo(1 + 3 + 0.7);
    const full = sight('1234567899p5m9s3s');
    expect(planFan(full, { kind: 'flush', suit: 1 }, full)).toBe(1 + 6);
  });
});

describe('seven pairs counts one tile further for the strong player', () => {
  // Five pairs and three singles: seven pairs one tile away, a half flush in characters three.
  const hand = '11m44m55p88s22z3m6p1z';

  test('so it plans the half flush where it would plan seven pairs at its shanten', () => {
    const s = sight(hand);
    expect(planShanten({ kind: 'pairs', suit: null }, s.c, [])).toBe(1);
    expect(assess(s, { ...PROFILES.strong, pairsSlower: false }, shapeOf(s)).plan.kind).toBe('pairs');
    const strong = assess(s, PROFILES.strong, shapeOf(s));
    expect([strong.plan.kind, strong.plan.suit, strong.shanten]).toEqual(['flush', 0, 3]);
  });

  test('the careful player still plans seven pairs', () => {
    const s = sight(hand);
    expect(assess(s, PROFILES.careful, shapeOf(s)).plan.kind).toBe('pairs');
  });
});
