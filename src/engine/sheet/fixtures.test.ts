// Sheets as today's release writes them (fixtures/): each must be read back unchanged by every
// later release, and add up as worked by hand here.
// - classic-evening: classic with the limit agreed at 500 (a false Mah-Jongg costs half of it,
//   250 to each). Eva East self-draws 100: East wins double, 200 from each. A draw: East stays.
//   Finn wins 50 on Gina's discard: Gina pays for all, East's share double: 100 + 50 + 50 = 200.
//   Hugo's false Mah-Jongg: 250 to each; the wind passes (Elian & Harold: East stays only after
//   winning or a draw). Gina (East now) wins 123m456m789m5p [333p] on Hugo's 5p: 20 + open
//   pung 2 + only possible tile 2 = 24, three consecutive chows ×8 = 192; Hugo pays 6 × 192.
//   Finn (North) self-draws 40: Gina (East) pays 80, Eva and Hugo 40. Then the players agree
//   to stop.
// - hke-chips-bust: 100 chips each. Kai (East) self-draws 4 fan = 16 points, 32 from each;
//   Lea wins 7 fan = 32 points on Ida's discard: Ida 64, Kai and Jan 32; the deal passes to
//   Ida, and Jan self-draws a limit hand, 64 points, 128 from each: Ida is at 4 − 128 < 0, so
//   the evening ends after that hand.
import { describe, expect, test } from 'vitest';
import { computeSheet } from './compute.ts';
import { readSheet } from './read.ts';
import type { Sheet } from './types.ts';

const files = import.meta.glob<unknown>('./fixtures/*.json', { eager: true, import: 'default' });
const FIXTURES = Object.fromEntries(
  Object.entries(files).map(([path, v]) => [/([^/]+)\.json$/.exec(path)![1]!, v] as const),
);

const read = (name: string): Sheet => {
  const r = readSheet(FIXTURES[name]);
  if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.error)}`);
  return r.value;
};

describe('sheets written by the release of 28 November 2026', () => {
  test('there are three, and each reads back as written', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(['classic-evening', 'hke-chips-bust', 'hke-evening-classic']);
    for (const v of Object.values(FIXTURES)) expect(readSheet(v)).toEqual({ ok: true, value: v });
    expect(Object.keys(FIXTURES).map(read)).toHaveLength(3);
  });

  test('the classic evening', () => {
    const e = computeSheet(read('classic-evening'));
    expect(e.rows.map((r) => r.main.payments)).toEqual([
      [600, -200, -200, -200],
      [0, 0, 0, 0],
      [0, 200, -200, 0],
      [250, 250, 250, -750],
      [0, 0, 1152, -1152],
      [-40, 160, -80, -40],
    ]);
    expect(e.rows.map((r) => [r.east, r.repeat, r.main.eastStays])).toEqual([
      [0, false, true],
      [0, true, true],
      [0, true, false],
      [1, false, false],
      [2, false, true],
      [2, true, false],
    ]);
    expect(e.rows[4]!.main).toMatchObject({ fan: 3, points: 192 });
    expect(e.totals).toEqual([810, 410, 922, -2142]);
    expect(e.end).toEqual({ why: 'agreed', after: 6 });
    expect(e.next).toBeNull();
    expect(e.settlement).toEqual([
      { from: 3, to: 0, amount: 810 },
      { from: 3, to: 1, amount: 410 },
      { from: 3, to: 2, amount: 922 },
    ]);
  });

  test('the evening with chips ends with the hand in which a player cannot pay', () => {
    const e = computeSheet(read('hke-chips-bust'));
    expect(e.rows.map((r) => r.main.totals)).toEqual([
      [68, 68, 196, 68],
      [4, 36, 164, 196],
      [-124, 420, 36, 68],
    ]);
    expect(e.end).toEqual({ why: 'bust', after: 3 });
    expect(e.net).toEqual([-224, 320, -64, -32]);
    expect(e.settlement).toEqual([
      { from: 0, to: 1, amount: 224 },
      { from: 2, to: 1, amount: 64 },
      { from: 3, to: 1, amount: 32 },
    ]);
  });
});
