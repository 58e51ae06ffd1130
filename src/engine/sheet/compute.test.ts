// A whole HKE evening worked by hand (fixtures/hke-evening-classic.json): 21 hands, 16 deals
// and 5 repeats, with classic rules scored alongside. Players: Anna 0, Ben 1, Cleo 2, Dirk 3;
// Ben draws East, Cleo South, Dirk West, Anna North. HKE with dangerous play agreed.
//
// Every payment below is worked from docs/rules/hke.md and docs/rules/classic.md, not by
// the code: HKE points 0:1 1:2 2:4 3:8 4–6:16 7–9:32 10+/limit:64; the discarder pays double,
// the others single; self-drawn, all pay double; a supplier pays 6× on a self-draw, a dangerous
// discarder 4×; a false Mah-Jongg 16 to each. Classic (×2 per doubling, East pays and receives
// double, a discarder pays for all, false Mah-Jongg half the limit = 500 to each):
// - hand 1, Ben (East) on Anna's 5p, 123m456p789s5p [777z]: HKE no flowers + red pung = 2 fan,
//   4 points. Classic 20 + open honour pung 4 + only possible tile 2 = 26, dragon pung ×2 = 52;
//   East wins on a discard: Anna pays 6 × 52 = 312.
// - hand 6, Anna (East) self-draws 234m345m456p678s99s: HKE no flowers, all chows, self-draw =
//   3 fan, 8 points, 16 from each. Classic 20 + only chows 10 + from the wall 2 = 32 (9s is no
//   only tile: 6s also wins); concealed ×2, no-point hand ×2 = 128; East self-draws: 256 each.
// - hand 10, Ben (West) on Cleo's 5p, 123m456m789m5p [333p]: HKE no flowers = 1 fan, 2 points.
//   Classic 20 + open simple pung 2 + only possible tile 2 = 24; 123m456m789m are three
//   consecutive chows of one suit ×8: 192; Cleo pays 4 × 192 = 768.
// - hand 14, Anna (West, West round) self-draws 123p456p789p11p [333z]: HKE seat + prevalent
//   wind 2, half flush 3, self-draw 1, no flowers 1 = 7 fan, 32 points, 64 from each. Classic
//   20 + open honour pung 4 + from the wall 2 = 26; own wind ×2, round wind ×2, half flush ×2,
//   three consecutive chows ×8: 26 × 64 = 1664, capped at the limit 1000; Cleo (East) pays
//   2000, Ben and Dirk 1000.
// - hand 20, Anna (South) on Dirk's 7z, 123m456m77z [555z] [666z]: HKE dragon pungs 2, little
//   three dragons 4, half flush 3, no flowers 1 = 10 fan, 64 points; two dragon pungs shown and
//   the third dragon discarded: dangerous play, Dirk pays 4 × 64 alone. Classic 20 + two open
//   dragon pungs 8 + dragon pair 2 + only possible tile 2 = 32; two dragon pungs, half flush ×8
//   = 256; Dirk (East) pays for all: 2 × 256 + 256 + 256 = 1024.
import { describe, expect, test } from 'vitest';
import { computeSheet } from './compute.ts';
import type { Sheet } from './types.ts';
import fixture from './fixtures/hke-evening-classic.json';

const sheet = fixture as unknown as Sheet;
const evening = computeSheet(sheet);
const [A, B, C, D] = [0, 1, 2, 3] as const;

type Pay = [number, number, number, number];
// number, round, East, repeat, HKE payments [Anna, Ben, Cleo, Dirk], East stays (HKE),
// classic payments or null (not comparable), East stays (classic)
const ROWS: [number, number, number, boolean, Pay, boolean, Pay | null, boolean | null][] = [
  [1, 0, B, false, [-8, 16, -4, -4], true, [-312, 312, 0, 0], true],
  [2, 0, B, true, [-16, 48, -16, -16], true, null, null], // fan 3 self-drawn: 8 points, 16 each
  [3, 0, B, true, [0, 0, 0, 0], false, [0, 0, 0, 0], true], // draw: HKE passes, classic stays
  [4, 0, C, false, [-16, -16, -32, 64], false, null, null], // half flush + dragon = 4 fan, 16
  [5, 0, D, false, [-48, 16, 16, 16], false, [-1500, 500, 500, 500], false], // false Mah-Jongg
  [6, 0, A, false, [48, -16, -16, -16], true, [768, -256, -256, -256], true],
  [7, 0, A, true, [-16, -32, 64, -16], false, null, null], // 16 points typed, Ben discards
  [8, 1, B, false, [256, -64, -64, -128], false, null, null], // big three dragons ticked: 64
  [9, 1, C, false, [-192, 0, 0, 192], false, null, null], // 7 fan = 32, Anna supplied: 6 × 32
  [10, 1, D, false, [-2, 8, -4, -2], false, [0, 768, -768, 0], false],
  [11, 1, A, false, [0, 0, 0, 0], false, [0, 0, 0, 0], true],
  [12, 2, B, false, [-8, 24, -8, -8], true, null, null], // replacement + self-draw: 4, all pay 8
  [13, 2, B, true, [-4, -8, 16, -4], false, null, null], // robbed Ben pays as a discarder
  [14, 2, C, false, [192, -64, -64, -64], false, [4000, -1000, -2000, -1000], false],
  [15, 2, D, false, [-2, -2, -4, 8], true, null, null],
  [16, 2, D, true, [-16, 32, -8, -8], false, null, null],
  [17, 2, A, false, [-1, -1, 4, -2], false, null, null], // 0 fan: 1 point
  [18, 3, B, false, [-16, -16, -16, 48], false, null, null],
  [19, 3, C, false, [0, 0, 0, 0], false, [0, 0, 0, 0], true],
  [20, 3, D, false, [256, 0, 0, -256], false, [1024, 0, 0, -1024], false],
  [21, 3, A, false, [-32, 64, -16, -16], false, null, null],
];

const running = (pays: (Pay | null)[]): number[][] => {
  let t = [0, 0, 0, 0];
  return pays.map((p) => (t = t.map((x, i) => x + (p?.[i] ?? 0))));
};

describe('a 21-hand HKE evening with classic alongside', () => {
  test.each(ROWS.map((r, i) => [i, ...r] as const))(
    'hand %i',
    (i, number, round, east, repeat, pay, stays, second, secondStays) => {
      const row = evening.rows[i]!;
      expect([row.number, row.round, row.east, row.repeat]).toEqual([number, round, east, repeat]);
      expect(row.main.error).toBeNull();
      expect(row.main.payments).toEqual(pay);
      expect(row.main.eastStays).toBe(stays);
      expect(row.main.totals).toEqual(running(ROWS.map((r) => r[4]))[i]);
      if (second === null) expect(row.second).toEqual({ comparable: false });
      else {
        expect(row.second).toMatchObject({ comparable: true, payments: second, eastStays: secondStays });
        expect(row.second).toMatchObject({ totals: running(ROWS.map((r) => r[6]))[i] });
      }
    },
  );

  test('each player has their seat wind: East at the place the deal passed to', () => {
    // Places in turn order: Ben, Cleo, Dirk, Anna; after p passes East sits at place p.
    const places = [B, C, D, A];
    for (const row of evening.rows)
      for (let place = 0; place < 4; place++) expect(row.seats[places[place]!]).toBe((place - row.passes + 4) % 4);
  });

  test('the evening ends after the North round, with the totals and the settlement', () => {
    expect(evening.end).toEqual({ why: 'rounds', after: 21 });
    expect(evening.next).toBeNull();
    expect(evening.totals).toEqual([375, -11, -152, -212]);
    expect(evening.net).toEqual([375, -11, -152, -212]);
    expect(evening.settlement).toEqual([
      { from: B, to: A, amount: 11 },
      { from: C, to: A, amount: 152 },
      { from: D, to: A, amount: 212 },
    ]);
    expect(evening.second).toEqual({ totals: [3980, 324, -2524, -1780], compared: 9 });
  });

  test('the liable players and the limit hand', () => {
    expect(evening.rows[8]!.main.liable).toBe(A); // the supplier, entered
    expect(evening.rows[19]!.main.liable).toBe(D); // the dangerous discard, found in the tiles
    expect(evening.rows[7]!.main).toMatchObject({ points: 64, limit: true, limitId: 'big-three-dragons' });
    expect(evening.rows[19]!.main).toMatchObject({ fan: 10, points: 64, limit: false });
    expect(evening.rows[0]!.second).toMatchObject({ fan: 1, points: 52 });
  });

  test('the figures', () => {
    expect(evening.figures).toEqual({
      wins: [4, 6, 3, 4],
      selfDraws: [2, 2, 0, 2],
      dealIns: [3, 2, 3, 3],
      falseMahjongs: [1, 0, 0, 0],
      draws: 3,
      biggest: { points: 64, player: A, number: 8, limitId: 'big-three-dragons', limit: true, fan: 0 },
    });
  });
});
