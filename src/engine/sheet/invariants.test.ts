// Whatever the players enter, an evening adds up: every hand's payments sum to 0 under both
// rule sets, the totals are the start plus the payments so far, the settlement leaves everyone
// even, and a sheet read back through JSON gives the same evening. Random sheets, checked
// against these facts counted here.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RULE_SETS, type RuleSetId } from '../rules/types.ts';
import { WIN_KINDS } from '../situation.ts';
import { computeSheet } from './compute.ts';
import { emptySheet } from './empty.ts';
import { tickable } from './patterns.ts';
import { readSheet } from './read.ts';
import type { HandValue, PlayerIndex, Sheet, SheetHand, SheetRules } from './types.ts';

const T = '2026-11-28T20:00:00.000Z';
const HANDS = [
  '123m456p789s5p [777z] +5p',
  '234m345m456p678s9s +9s',
  '123m456m7z [555z] [666z] +7z',
  '19m19p19s1234567z +1m',
];
const player = fc.constantFrom<PlayerIndex>(0, 1, 2, 3);

function value(rules: SheetRules): fc.Arbitrary<HandValue> {
  const t = tickable(rules);
  const tiles = fc.constantFrom(...HANDS).map((hand): HandValue => ({ by: 'tiles', hand }));
  const points = fc.integer({ min: 0, max: 200 }).map((p): HandValue => ({ by: 'points', points: 2 * p }));
  if (t === null) return fc.oneof(tiles, points);
  const ids = [...t.fan.keys(), ...t.limits];
  return fc.oneof(
    tiles,
    points,
    fc
      .record({ fan: fc.integer({ min: 0, max: 15 }), limit: fc.boolean() })
      .map((v): HandValue => ({ by: 'fan', ...v })),
    fc.array(fc.constantFrom(...ids), { maxLength: 4 }).map((patterns): HandValue => ({ by: 'patterns', patterns })),
  );
}

function hand(rules: SheetRules, i: number): fc.Arbitrary<SheetHand> {
  const win = fc
    .record({
      winner: player,
      win: fc.constantFrom(...WIN_KINDS),
      other: player,
      value: value(rules),
      last: fc.boolean(),
    })
    .map(({ winner, win, other, value: v, last }): SheetHand => {
      const from = ((winner + 1 + (other % 3)) % 4) as PlayerIndex;
      const byOther = win === 'discard' || win === 'robbing-kong';
      return {
        kind: 'win',
        id: `h${i}`,
        winner,
        win,
        ...(byOther ? { from } : {}),
        lastTile: last && win !== 'robbing-kong',
        heaven: false,
        earth: false,
        value: v,
        at: T,
      };
    });
  return fc.oneof(
    { arbitrary: win, weight: 6 },
    { arbitrary: fc.constant<SheetHand>({ kind: 'draw', id: `h${i}`, at: T }), weight: 1 },
    {
      arbitrary: player.map((caller): SheetHand => ({ kind: 'false-mahjong', id: `h${i}`, caller, at: T })),
      weight: 1,
    },
  );
}

const rulesOf = (id: RuleSetId): SheetRules => ({ rules: id, options: {} });
const sheets: fc.Arbitrary<Sheet> = fc
  .record({
    main: fc.constantFrom(...RULE_SETS).map(rulesOf),
    second: fc.option(fc.constantFrom(...RULE_SETS).map(rulesOf)),
    start: fc.option(fc.integer({ min: 0, max: 500 })),
    seats: fc.shuffledSubarray([0, 1, 2, 3] as PlayerIndex[], { minLength: 4, maxLength: 4 }),
    changeSeats: fc.boolean(),
    count: fc.integer({ min: 0, max: 30 }),
  })
  .chain((s) =>
    fc.tuple(...Array.from({ length: s.count }, (_, i) => hand(s.main, i))).map((hands) => ({
      ...emptySheet({
        id: 'p',
        created: T,
        players: ['A', 'B', 'C', 'D'],
        seats: s.seats as Sheet['seats'],
        main: s.main,
        second: s.second,
        start: s.start,
        changeSeats: s.changeSeats,
      }),
      hands,
    })),
  );

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('any evening adds up', () => {
  test('payments sum to 0, totals run, the settlement settles, JSON reads back', () => {
    fc.assert(
      fc.property(sheets, (sheet) => {
        const e = computeSheet(sheet);
        const start = sheet.start ?? 0;
        let totals = [start, start, start, start];
        for (const row of e.rows) {
          expect(sum(row.main.payments)).toBe(0);
          totals = totals.map((t, i) => t + row.main.payments[i]!);
          expect(row.main.totals).toEqual(totals);
          if (row.second?.comparable) expect(sum(row.second.payments)).toBe(0);
          expect([...row.seats].sort()).toEqual([0, 1, 2, 3]);
          expect(row.seats[row.east]).toBe(0);
        }
        expect(e.totals).toEqual(totals);
        const left = [...e.net];
        for (const t of e.settlement) {
          left[t.from]! += t.amount;
          left[t.to]! -= t.amount;
        }
        expect(left.every((x) => x === 0)).toBe(true);
        expect(e.settlement.length).toBeLessThanOrEqual(3);
        expect(e.end === null).toBe(e.next !== null);
        expect(readSheet(JSON.parse(JSON.stringify(sheet)))).toEqual({ ok: true, value: sheet });
      }),
      { numRuns: 150 },
    );
  });
});
