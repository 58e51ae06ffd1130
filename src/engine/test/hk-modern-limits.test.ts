// One row per hk-modern limit hand (13 fan, worth the cap), then the cases our decisions and
// the source single out. Clauses: line numbers of the source and our decisions (docs/rules/hk-modern.md).
import { describe, expect, test } from 'vitest';
import { HK_MODERN_LIMITS, HK_MODERN_NOT_REPRESENTABLE, type HkModernOptions } from '../index.ts';
import { ids, scoreModern } from './hk-modern-helpers.ts';

interface Row {
  id: string;
  yes: [string, string];
  no: [string, string];
  opts?: Partial<HkModernOptions>;
  clause: string;
}

const plain = '123m456p789s11z55p +5p';
const LIMITS: Row[] = [
  {
    id: 'thirteen-orphans',
    yes: ['19m19p19s1234567z +1m', ''],
    no: ['1199m1199p1199s1z +1z', ''],
    clause: 'line 66: every major tile, one of them twice',
  },
  {
    id: 'eight-flowers',
    yes: ['123m456p789s111p5s 1234f1234g +5s', ''],
    no: ['123m456p789s111p5s 1234f123g +5s', ''],
    clause: 'line 70: all eight bonus tiles',
  },
  {
    id: 'four-concealed-pungs',
    yes: ['111m222p333s444s5z +5z', ''],
    no: ['111m222p333s44s55z +5z', ''],
    clause: 'lines 73–74: a discard may complete the pair, not a pung',
  },
  {
    id: 'all-kongs',
    yes: ['[1111m] [2222p] (3333s) [4444z] 5z +5z', ''],
    no: ['[1111m] [2222p] (3333s) 444z 5z +5z', ''],
    clause: 'line 75: four kongs and a pair',
  },
  {
    id: 'little-four-winds',
    yes: ['111z222z333z44z12m +3m', ''],
    no: ['111z222z333z123m5p +5p', ''],
    clause: 'line 76: three wind pungs and the fourth wind as the pair',
  },
  {
    id: 'big-four-winds',
    yes: ['111z222z333z444z5p +5p', ''],
    no: ['111z222z333z44z12m +3m', ''],
    clause: 'line 78: four wind pungs',
  },
  {
    id: 'nine-gates',
    yes: ['1112345678999m +5m', ''],
    no: ['1112345678899m +9m', ''],
    clause: 'line 79 + our decision: 1112345678999 before the winning tile',
  },
  {
    id: 'heaven',
    yes: [plain, 'heaven'],
    no: ['(1111m) 456p789s11z55p +5p', 'heaven'],
    clause: 'lines 82–83: the dealt fourteen, no concealed kong replaced',
  },
  {
    id: 'earth',
    yes: [plain, 'seat=S earth'],
    no: [plain, 'seat=S from=E'],
    clause: "line 84: won on the dealer's very first discard",
  },
];

describe('hk-modern limit hands', () => {
  test('every limit has a row, except the one no situation can show', () => {
    const untested = HK_MODERN_LIMITS.filter((id) => !LIMITS.some((r) => r.id === id));
    expect(untested).toEqual(
      HK_MODERN_LIMITS.filter((id) => (HK_MODERN_NOT_REPRESENTABLE as readonly string[]).includes(id)),
    );
  });

  test.each(LIMITS)('$id — $clause', ({ id, yes, no, opts }) => {
    const hit = scoreModern(...yes, opts);
    expect(hit.limits).toContain(id);
    expect(hit.legal).toBe(true);
    // Worth the cap (10 fan by default), full spicy: 2^10.
    expect(hit.points).toBe(1024);
    expect(scoreModern(...no, opts).limits).not.toContain(id);
  });
});

describe('hk-modern limit hands: the details', () => {
  test('four concealed pungs: self-drawn it may end on a pung (line 74)', () => {
    expect(scoreModern('111m222p333s44s55z +5z', 'self').limit).toBe('four-concealed-pungs');
  });
  test('four concealed pungs allows no kong (line 73, unlike HKE)', () => {
    expect(scoreModern('(1111m) 222p333s444s5z +5z', 'kong').limits).not.toContain('four-concealed-pungs');
    expect(scoreModern('[111m] 222p333s444s5z +5z', 'self').limits).not.toContain('four-concealed-pungs');
  });
  test('nine gates on any tile of the suit, claimed or drawn; not from 1112345678899 (our decision)', () => {
    for (const w of ['1m', '2m', '9m']) expect(scoreModern(`1112345678999m +${w}`).limit).toBe('nine-gates');
    expect(scoreModern('1112345678999p +1p', 'self').limit).toBe('nine-gates');
    expect(scoreModern('1112345678899m +9m').limit).toBeNull();
  });
  test('earthly hand: concealed kongs do not matter (line 84)', () => {
    expect(scoreModern('(1111m) 456p789s11z55p +5p', 'seat=S earth').limit).toBe('earth');
  });
  test('little four winds agreed as 6 fan is no limit (line 77)', () => {
    const s = scoreModern('111z222z333z44z12m +3m', '', { littleFourWinds: 6 });
    expect(s.limit).toBeNull();
    expect(ids(s)).toContain('little-four-winds');
  });
  test('eight flowers is an instant win paid as a self-draw, whatever the winning tile (line 70)', () => {
    const s = scoreModern('123m456p789s111p5s 1234f1234g +5s', 'seat=S from=W');
    expect(s.limit).toBe('eight-flowers');
    expect(s.payments).toEqual({ E: -512, S: 1536, W: -512, N: -512 });
  });
  test('big three dragons, all honours and all terminals are fan here, not limits (our fan table)', () => {
    for (const h of ['555z666z777z123m5p +5p', '[111z] 222z555z666z7z +7z', '[111m] 999m111p999p1s +1s'])
      expect(scoreModern(h).limit).toBeNull();
  });
  test('a limit is legal whatever the minimum; limits list every one reached', () => {
    const s = scoreModern('111z222z333z444z5z +5z', 'self', { minFan: 13 });
    expect(s.legal).toBe(true);
    expect(s.limits).toEqual(['four-concealed-pungs', 'big-four-winds']);
    expect(s.limit).toBe('four-concealed-pungs');
  });
  test('the cap is the limit: 8, 10 or 13 fan (line 19)', () => {
    const orphans = '19m19p19s1234567z +1m';
    expect(scoreModern(orphans, '', { maxFan: 8 }).points).toBe(256);
    expect(scoreModern(orphans, '', { maxFan: 13 }).points).toBe(8192);
    expect(scoreModern(orphans, '', { maxFan: 10, payment: 'half' }).points).toBe(128);
  });
  test('a limit hand is a 13-fan hand before the cap (uncapped)', () => {
    expect(scoreModern('19m19p19s1234567z +1m').uncapped).toBe(8192);
  });
});

// Line 70 of the source: all eight bonus tiles are a win at once, "Zählt als Gewinn mit eigenem
// Zug". Our decision (docs/rules/hk-modern.md, decision 9): always that instant win, paid as a
// self-draw, whatever else the hand holds; seven bonus tiles only offer it beside the readings.
describe('eight flowers beside other limits (line 70, decision 9)', () => {
  const EIGHT = '1234f1234g';
  const SELF_DRAWN = { E: -512, S: 1536, W: -512, N: -512 }; // cap 10: 1024, half from each
  const rows: { name: string; hand: string; opts?: Partial<HkModernOptions>; fan: number; payments: object }[] = [
    { name: 'thirteen orphans', hand: `19m19p19s1234567z ${EIGHT} +1m`, fan: 0, payments: SELF_DRAWN },
    { name: 'four concealed pungs', hand: `111m222p333s444s5z ${EIGHT} +5z`, fan: 0, payments: SELF_DRAWN },
    { name: 'big four winds', hand: `[111z] 222z333z444z5m ${EIGHT} +5m`, fan: 0, payments: SELF_DRAWN },
    { name: 'a capped full flush', hand: `123m456m789m111m5m ${EIGHT} +5m`, fan: 0, payments: SELF_DRAWN },
    {
      name: 'thirteen orphans, eight flowers agreed as 8 fan',
      hand: `19m19p19s1234567z ${EIGHT} +1m`,
      opts: { eightFlowers: 8 },
      fan: 8,
      payments: { E: -128, S: 384, W: -128, N: -128 },
    },
  ];
  test.each(rows)('$name, won on a discard: the instant win, paid as a self-draw', ({ hand, opts, fan, payments }) => {
    const s = scoreModern(hand, 'seat=S from=W', opts);
    // A limit by default; agreed as 8 fan it is the one item.
    expect([s.limit ?? ids(s), s.fan, s.liable]).toEqual(['eight-flowers', fan, null]);
    expect(s.payments).toEqual(payments);
  });
  test('seven bonus tiles: the better of the instant win and the readings (a limit here)', () => {
    const s = scoreModern('19m19p19s1234567z 1234f234g +1m', 'seat=S from=W');
    expect(s.limit).toBe('thirteen-orphans');
    expect(s.payments).toEqual({ E: 0, S: 1024, W: -1024, N: 0 });
  });
  test('without bonus tiles in play the eight are ignored and the limit counts', () => {
    const s = scoreModern(`19m19p19s1234567z ${EIGHT} +1m`, 'seat=S from=W', { bonusTiles: false });
    expect(s.limit).toBe('thirteen-orphans');
  });
});
