// HKE "dangerous play" (optional rule): the dangerous discard and the supplier case. Each row
// names its clause: a line of the DMJL short rules (docs/rules/hke-dangerous-play.md).
import { describe, expect, test } from 'vitest';
import { parseHand, score, type Payments, type Score } from '../index.ts';
import { situation } from './score-helpers.ts';

function hke(hand: string, sit: string, dangerousPlay = true): Score {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(`bad test hand ${hand}`);
  const r = score(h.value, situation(sit), { rules: 'hke', hke: { dangerousPlay } });
  if (!r.ok) throw new Error(`cannot score ${hand}: ${r.error.code} ${r.error.reason ?? ''}`);
  return r.value;
}

/** Payments as multiples of the hand's points, e.g. `{ E: 4, S: -4, W: 0, N: 0 }`. */
const times = (s: Score): Payments => {
  const p = { ...s.payments };
  for (const k of Object.keys(p) as (keyof Payments)[]) p[k] = p[k] / s.points;
  return p;
};

interface Row {
  name: string;
  hand: string;
  sit: string;
  liable: string | null;
  pay: Payments;
  clause: string;
}

const dragons = '[555z] [666z] [777z] 123m 5p +5p';
const winds = '[111z] [222z] [333z] [444z] 5p +5p';
const bamboo = '[111s] [222s] [333s] [444s] 5s +5s';
const honours = '[111z] [222z] [555z] [666z] 7z +7z';
const terminals = '[111m] [999m] [111p] [999p] 1s +1s';

const DISCARD_ROWS: Row[] = [
  {
    name: 'two dragon pungs shown, the third dragon discarded',
    hand: '[555z] [666z] 123m456p7z +7z',
    sit: 'from=S',
    liable: 'S',
    pay: { E: 4, S: -4, W: 0, N: 0 },
    clause: 'lines 227–236',
  },
  {
    name: 'three wind pungs shown, the fourth wind discarded',
    hand: '[111z] [222z] [333z] 123m4z +4z',
    sit: 'from=W',
    liable: 'W',
    pay: { E: 4, S: 0, W: -4, N: 0 },
    clause: 'lines 237–239',
  },
  {
    name: 'three bamboo pungs shown, a bamboo discarded for a full flush',
    hand: '[111s] [222s] [333s] 789s5s +5s',
    sit: 'from=N',
    liable: 'N',
    pay: { E: 4, S: 0, W: 0, N: -4 },
    clause: 'lines 240–242',
  },
  {
    name: 'three honour pungs shown, an honour discarded for all honours',
    hand: '[111z] [555z] [666z] 222z7z +7z',
    sit: 'from=S',
    liable: 'S',
    pay: { E: 4, S: -4, W: 0, N: 0 },
    clause: 'lines 243–245',
  },
  {
    name: 'three terminal pungs shown, a terminal discarded for all terminals',
    hand: '[111m] [999m] [111p] 999p1s +1s',
    sit: 'from=S',
    liable: 'S',
    pay: { E: 4, S: -4, W: 0, N: 0 },
    clause: 'lines 246–248',
  },
  {
    name: 'the feared hand not reached (half flush only): normal payments',
    hand: '[111s] [222s] [333s] 44s55z +5z',
    sit: 'from=S',
    liable: null,
    pay: { E: 4, S: -2, W: -1, N: -1 },
    clause: 'lines 249–252',
  },
  {
    name: 'a third player wins on the dangerous tile: normal payments',
    hand: '123m456p789s111z7z +7z',
    sit: 'from=S',
    liable: null,
    pay: { E: 4, S: -2, W: -1, N: -1 },
    clause: 'lines 253–254',
  },
];

const SUPPLIER_ROWS: Row[] = [
  {
    name: 'third dragon pung supplied, big three dragons self-drawn: the supplier pays 6×',
    hand: dragons,
    sit: 'self liable=S:third-dragon',
    liable: 'S',
    pay: { E: 6, S: -6, W: 0, N: 0 },
    clause: 'lines 255–256, 259–263',
  },
  {
    name: 'third dragon pung supplied, the supplier discards the winning tile: 4×',
    hand: dragons,
    sit: 'from=S liable=S:third-dragon',
    liable: 'S',
    pay: { E: 4, S: -4, W: 0, N: 0 },
    clause: 'lines 261–263',
  },
  {
    name: 'third dragon pung supplied, another player discards: supplier and discarder 2× each',
    hand: dragons,
    sit: 'from=W liable=S:third-dragon',
    liable: 'S',
    pay: { E: 4, S: -2, W: -2, N: 0 },
    clause: 'lines 265–268',
  },
  {
    name: 'fourth wind pung supplied, big four winds self-drawn',
    hand: winds,
    sit: 'seat=S self liable=W:fourth-set',
    liable: 'W',
    pay: { E: 0, S: 6, W: -6, N: 0 },
    clause: 'lines 257–263',
  },
  {
    name: 'fourth bamboo pung supplied, full flush on a third discard',
    hand: bamboo,
    sit: 'from=N liable=S:fourth-set',
    liable: 'S',
    pay: { E: 4, S: -2, W: 0, N: -2 },
    clause: 'lines 257–258, 265–268',
  },
  {
    name: 'fourth honour pung supplied, all honours: the supplier discards the winning tile',
    hand: honours,
    sit: 'from=N liable=N:fourth-set',
    liable: 'N',
    pay: { E: 4, S: 0, W: 0, N: -4 },
    clause: 'lines 257–258, 261–263',
  },
  {
    name: 'fourth terminal pung supplied, all terminals self-drawn',
    hand: terminals,
    sit: 'self liable=W:fourth-set',
    liable: 'W',
    pay: { E: 6, S: 0, W: -6, N: 0 },
    clause: 'lines 257–263',
  },
  {
    name: 'robbing the kong counts as the robbed player\u2019s discard',
    hand: '[555z] [666z] [777z] 12m55p +3m',
    sit: 'seat=S rob from=E liable=W:third-dragon',
    liable: 'W',
    pay: { E: -2, S: 4, W: -2, N: 0 },
    clause: 'lines 265–268',
  },
];

const NOT_SUPPLIER_ROWS: Row[] = [
  {
    name: 'only two dragon sets: little three dragons is no supplier case',
    hand: '[555z] [666z] 77z 123m 45p +6p',
    sit: 'self liable=S:third-dragon',
    liable: null,
    pay: { E: 6, S: -2, W: -2, N: -2 },
    clause: 'line 256: big three dragons only',
  },
  {
    name: 'the fourth pung formed in the hand: nobody supplied it',
    hand: '[111s] [222s] [333s] 444s 5s +5s',
    sit: 'self liable=S:fourth-set',
    liable: null,
    pay: { E: 6, S: -2, W: -2, N: -2 },
    clause: 'line 258: the supplied pung is on the table',
  },
  {
    name: 'four pungs of one suit, but the pair makes it a half flush',
    hand: '[111s] [222s] [333s] [444s] 5z +5z',
    sit: 'self liable=S:fourth-set',
    liable: null,
    pay: { E: 6, S: -2, W: -2, N: -2 },
    clause: 'lines 257–258: only the named results',
  },
  {
    name: 'the wrong case named (fourth set for big three dragons)',
    hand: '[555z] [666z] [777z] 123m 5p +5p',
    sit: 'self liable=S:fourth-set',
    liable: null,
    pay: { E: 6, S: -2, W: -2, N: -2 },
    clause: 'lines 256–258',
  },
  {
    name: 'a kong replacement is no HKE supplier case',
    hand: '[1111m] [555z] [666z] [777z] 5p +5p',
    sit: 'kong liable=S:kong-replacement',
    liable: null,
    pay: { E: 6, S: -2, W: -2, N: -2 },
    clause: 'lines 255–258',
  },
];

describe.each([
  ['dangerous discard', DISCARD_ROWS],
  ['supplier case', SUPPLIER_ROWS],
  ['no supplier case', NOT_SUPPLIER_ROWS],
])('HKE dangerous play: %s', (_, rows) => {
  test.each(rows)('$name ($clause)', ({ hand, sit, liable, pay }) => {
    const s = hke(hand, sit);
    expect(s.liable).toBe(liable);
    expect(times(s)).toEqual(pay);
  });
});

describe('HKE dangerous play: the worked example of lesson 09 (lines 255–268)', () => {
  // North holds white and green dragon pungs and claims West's red dragon: West is the supplier.
  const north = '[555z] [666z] [777z] 234p9s +9s';
  test.each([
    [
      'North draws the 9 of bamboo: West pays 6 × 64',
      'seat=N self liable=W:third-dragon',
      { E: 0, S: 0, W: -384, N: 384 },
    ],
    ['West discards it: West pays 4 × 64', 'seat=N from=W liable=W:third-dragon', { E: 0, S: 0, W: -256, N: 256 }],
    [
      'East discards it: East and West pay 2 × 64 each',
      'seat=N from=E liable=W:third-dragon',
      { E: -128, S: 0, W: -128, N: 256 },
    ],
  ])('%s', (_, sit, payments) => {
    const s = hke(north, sit);
    expect(s.points).toBe(64);
    expect(s.payments).toEqual(payments);
  });
});

describe('HKE dangerous play: scope', () => {
  test('the supplier case needs the option (line 211: optional rules)', () => {
    const s = hke(dragons, 'self liable=S:third-dragon', false);
    expect(s.liable).toBeNull();
    expect(times(s)).toEqual({ E: 6, S: -2, W: -2, N: -2 });
  });
  test('the supplier case takes the place of the dangerous discard (lines 265–268 name the discarder\u2019s share)', () => {
    // Three bamboo pungs shown: W's bamboo discard is dangerous on its own …
    expect(times(hke(bamboo, 'from=W'))).toEqual({ E: 4, S: 0, W: -4, N: 0 });
    // … but S supplied the fourth pung, so S and W pay 2× each.
    expect(times(hke(bamboo, 'from=W liable=S:fourth-set'))).toEqual({ E: 4, S: -2, W: -2, N: 0 });
  });
  test('payments keep summing to zero and the points stay those of the hand', () => {
    for (const row of [...DISCARD_ROWS, ...SUPPLIER_ROWS, ...NOT_SUPPLIER_ROWS]) {
      const s = hke(row.hand, row.sit);
      expect(Object.values(s.payments).reduce((a, b) => a + b, 0)).toBe(0);
      expect(s.points).toBe(hke(row.hand, row.sit, false).points);
    }
  });
});
