// The five maximum hands of the simplified Hong Kong rules (docs/rules/hk-simple.md; lines 54–64 of the source):
// a hand that is one and one that narrowly is not, then the hands that are limits elsewhere
// but score by the sections here.
import { describe, expect, test } from 'vitest';
import { HK_SIMPLE_LIMITS } from '../index.ts';
import { ids, scoreSimple } from './hk-simple-helpers.ts';

const LIMITS: { id: string; yes: [string, string]; no: [string, string]; clause: string }[] = [
  {
    id: 'thirteen-orphans',
    yes: ['19m19p19s1234567z +1m', ''],
    no: ['1199m1199p1199s1z +1z', ''],
    clause: 'line 58: ones and nines of each suit, every dragon and wind, one of them twice',
  },
  {
    id: 'nine-gates',
    yes: ['1112345678999m +5m', ''],
    no: ['[111m] 2345678999m +5m', ''],
    clause: 'line 59: three ones, three nines, 2 to 8 of one suit + one more (concealed: decision)',
  },
  {
    id: 'pearl-dragon',
    yes: ['[555z] 111p222p333p4p +4p', ''],
    no: ['[555z] 111p222p333p4s +4s', ''],
    clause: 'line 60: only pungs/kongs of dots + white dragon',
  },
  {
    id: 'jade-dragon',
    yes: ['666z111s222s333s4s +4s', ''],
    no: ['666z111s222s345s4s +4s', ''],
    clause: 'line 61: only pungs/kongs of bamboo + green dragon',
  },
  {
    id: 'ruby-dragon',
    yes: ['777z111m222m333m4m +4m', ''],
    no: ['777z111m222m333m4p +4p', ''],
    clause: 'line 62: only pungs/kongs of characters + red dragon',
  },
];

describe('hk-simple maximum hands', () => {
  test('every maximum hand has a row', () => {
    expect(LIMITS.map((r) => r.id).sort()).toEqual([...HK_SIMPLE_LIMITS].sort());
  });

  test.each(LIMITS)('$id — $clause', ({ id, yes, no }) => {
    const hit = scoreSimple(...yes);
    expect(hit.limits).toEqual([id]);
    expect(hit.points).toBe(128); // line 79
    const miss = scoreSimple(...no);
    expect(miss.limits).not.toContain(id);
    expect(miss.points).toBeLessThan(128);
  });

  test('nine gates: the fourteen tiles decide, whichever tile completed them (line 59; decision)', () => {
    for (const w of ['1m', '5m', '9m']) expect(scoreSimple(`1112345678999m +${w}`).limit).toBe('nine-gates');
    // Reached from 1112345678899m: the same fourteen tiles, so nine gates here (not in HKE).
    expect(scoreSimple('1112345678899m +9m').limit).toBe('nine-gates');
    expect(scoreSimple('1112345678999p +2p', 'self').limit).toBe('nine-gates');
    // No 2: a full flush only.
    expect(scoreSimple('1113345678999m +9m').limit).toBeNull();
  });

  test('jewel dragons: the dragon must be a pung and the pair of the suit (decision, as HKE)', () => {
    expect(scoreSimple('[7777z] [111m] 222m333m4m +4m').limit).toBe('ruby-dragon');
    expect(scoreSimple('111m222m333m444m7z +7z').limit).toBeNull();
    expect(scoreSimple('555z666z111p222p4p +4p').limit).toBeNull();
  });

  test('a maximum hand still lists its section lines, but is worth 128 whatever they add up to', () => {
    const s = scoreSimple('19m19p19s1234567z +1m', 'self');
    expect(ids(s)).toBe('mahjong self-draw no-flowers');
    expect([s.fan, s.points]).toEqual([2, 128]);
  });
});

describe('limit hands of other rule sets score by the sections (line 64: "not included in these rules")', () => {
  const cases: [string, string, string, string, number][] = [
    ['big three dragons', '555z666z777z123m5p +5p', '', 'mahjong big-three-dragons no-flowers', 32],
    [
      'all honours',
      '111z222z555z666z7z +7z',
      '',
      'mahjong all-pungs little-three-dragons seat-wind no-flowers all-honours',
      64,
    ],
    [
      'big four winds',
      '111z222z333z444z5p +5p',
      'seat=S round=W',
      'mahjong all-pungs seat-and-prevalent-wind no-flowers half-flush',
      32,
    ],
    ['four concealed pungs', '111m222p333s444s5z +5z', 'self', 'mahjong self-draw all-pungs no-flowers', 16],
    [
      'all kongs',
      '[1111m] [2222p] (3333s) [4444z] 5z +5z',
      'kong',
      'mahjong kong-replacement all-pungs no-flowers',
      16,
    ],
    ['all terminals', '111m999m111p999p1s +1s', '', 'mahjong all-pungs no-flowers', 16],
    ['blessing of heaven', '123m456p789s11z55p +5p', 'heaven', 'mahjong self-draw no-flowers', 4],
    ['blessing of earth', '123m456p789s11z55p +5p', 'seat=S earth', 'mahjong no-flowers', 2],
  ];
  test.each(cases)('%s', (_, hand, sit, lines, points) => {
    const s = scoreSimple(hand, sit);
    expect(s.limits).toEqual([]);
    expect(ids(s)).toBe(lines);
    expect(s.points).toBe(points);
  });
});
