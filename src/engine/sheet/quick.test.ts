// Quick entries under each rule set, paid as the rule set pays (worked from docs/rules/<id>.md):
// hk-modern full spicy, base × 2^fan, 3 fan minimum, cap 10: a discarder pays the whole unit,
// on a self-draw each pays half, a liable player pays the self-draw total alone. hk-simple: the
// doubling table, discarder double, a maximum hand 128 from each, no doubling. Classic: East
// pays and receives double, a discarder pays for all. And entries that are no win.
import { describe, expect, test } from 'vitest';
import type { RuleSetId } from '../rules/types.ts';
import { computeSheet } from './compute.ts';
import { emptySheet } from './empty.ts';
import type { HandValue, SheetHand, SheetRules } from './types.ts';

const T = '2026-11-28T20:00:00.000Z';
type P = 0 | 1 | 2 | 3;
const win = (winner: P, value: HandValue, from?: P, liable?: P): SheetHand => ({
  kind: 'win',
  id: 'w',
  winner,
  win: from === undefined ? 'self-draw' : 'discard',
  ...(from === undefined ? {} : { from }),
  lastTile: false,
  heaven: false,
  earth: false,
  ...(liable === undefined ? {} : { liable: { player: liable, why: 'fourth-set' as const } }),
  value,
  at: T,
});
const fan = (f: number, limit = false): HandValue => ({ by: 'fan', fan: f, limit });
const points = (p: number): HandValue => ({ by: 'points', points: p });

/** The first hand's main column; players 0–3 sit East, South, West, North. */
function first(rules: RuleSetId | SheetRules, hand: SheetHand, second: SheetRules | null = null) {
  const main = typeof rules === 'string' ? { rules, options: {} } : rules;
  const sheet = emptySheet({ id: 'q', created: T, players: ['A', 'B', 'C', 'D'], main, second });
  return computeSheet({ ...sheet, hands: [hand] }).rows[0]!;
}

describe('quick entries', () => {
  test.each([
    // hk-modern
    ['hk-modern', 'fan 3 on a discard: the discarder pays 2^3', win(1, fan(3), 2), [0, 8, -8, 0]],
    ['hk-modern', 'fan 4 self-drawn: 16, half from each', win(1, fan(4)), [-8, 24, -8, -8]],
    ['hk-modern', 'a limit: the cap of 10 fan, 1024', win(2, fan(0, true), 0), [-1024, 0, 1024, 0]],
    ['hk-modern', 'liable on a self-draw: 1.5 × 8 alone', win(1, fan(3), undefined, 3), [0, 12, 0, -12]],
    ['hk-modern', 'liable on a discard: the discarder pays as usual', win(1, fan(3), 2, 3), [0, 8, -8, 0]],
    ['hk-modern', 'points typed: the unit', win(3, points(32), 1), [0, -32, 0, 32]],
    // hk-simple
    ['hk-simple', 'fan 3 on a discard: 8, the discarder 16', win(1, fan(3), 2), [-8, 32, -16, -8]],
    ['hk-simple', 'a maximum hand: 128 from each, no doubling', win(1, fan(0, true), 2), [-128, 384, -128, -128]],
    ['hk-simple', '128 points typed are a maximum hand', win(1, points(128)), [-128, 384, -128, -128]],
    ['hk-simple', 'a feeder pays what all three would', win(1, fan(6), 2, 3), [0, 64, 0, -64]],
    // classic
    ['classic', 'East wins 100 on a discard: 6 × 100', win(0, points(100), 1), [600, -600, 0, 0]],
    ['classic', 'South self-draws 100: East pays 200', win(1, points(100)), [-200, 400, -100, -100]],
    // HKE
    [
      'hke',
      'the patterns ticked: half flush 3 + seat wind 1 = 4 fan, 16',
      win(2, { by: 'patterns', patterns: ['half-flush', 'seat-wind'] }, 3),
      [-16, -16, 64, -32],
    ],
  ] as const)('%s: %s', (rules, _what, hand, payments) => {
    const row = first(rules, hand);
    expect(row.main.error).toBeNull();
    expect(row.main.payments).toEqual(payments);
  });

  test('below the agreed fan minimum the entry is no win and adds nothing', () => {
    const hke = { rules: 'hke' as const, options: { hke: { minFan: 3 } } };
    expect(first(hke, win(1, fan(2), 2)).main).toMatchObject({ error: 'not-a-win', fan: 2, payments: [0, 0, 0, 0] });
    expect(first(hke, win(1, fan(0, true), 2)).main.error).toBeNull();
    expect(first('hk-modern', win(1, fan(2), 2)).main.error).toBe('not-a-win');
  });
});

describe('hands by tiles that are no win', () => {
  // 123m456p789s5p [777z] +5p: 2 fan under HKE (no flowers, red dragon).
  const tiles: HandValue = { by: 'tiles', hand: '123m456p789s5p [777z] +5p' };

  test('under the main rule set: an error of the entry, nothing paid', () => {
    const row = first({ rules: 'hke', options: { hke: { minFan: 3 } } }, win(1, tiles, 0));
    expect(row.main).toMatchObject({ error: 'not-a-win', fan: 2, payments: [0, 0, 0, 0] });
  });

  test('under the second rule set: its false Mah-Jongg, and its rotation for one', () => {
    // hk-modern needs 3 fan; this hand has dragon pung 1 + no flowers 1 = 2: a false win, the
    // caller pays the maximum (2^10) to each, and the dealer stays.
    const row = first('hke', win(1, tiles, 0), { rules: 'hk-modern', options: {} });
    expect(row.main.payments).toEqual([-8, 16, -4, -4]);
    expect(row.second).toMatchObject({
      comparable: true,
      points: 0,
      payments: [1024, -3072, 1024, 1024],
      eastStays: true,
    });
  });

  test('a situation that cannot happen: the engine says why, and nothing is compared', () => {
    const heaven = { ...win(1, tiles), heaven: true };
    expect(first('hke', heaven).main).toMatchObject({
      error: 'not-scored',
      engine: { code: 'impossible-situation', reason: 'heaven-not-dealer' },
    });
    const sheet = emptySheet({
      id: 'q',
      created: T,
      players: ['A', 'B', 'C', 'D'],
      second: { rules: 'classic', options: {} },
    });
    const e = computeSheet({ ...sheet, hands: [heaven] });
    expect(e.rows[0]!.second).toMatchObject({ comparable: true, error: 'not-scored', payments: [0, 0, 0, 0] });
    expect(e.second).toEqual({ totals: [0, 0, 0, 0], compared: 0 });
  });
});
