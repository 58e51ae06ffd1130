// One row per hk-modern fan pattern: a hand that has it and one that narrowly does not, each
// naming its clause (a line of the source, or our fan table or decision: docs/rules/hk-modern.md).
import { describe, expect, test } from 'vitest';
import {
  HK_MODERN_INSTANT,
  HK_MODERN_NOT_REPRESENTABLE,
  HK_MODERN_PATTERN_TABLE,
  HK_MODERN_PATTERNS,
  type HkModernOptions,
} from '../index.ts';
import { ids, scoreModern } from './hk-modern-helpers.ts';

interface Row {
  id: string;
  fan: number;
  /** Times the pattern counts in `yes`. */
  times?: number;
  yes: [string, string];
  no: [string, string];
  opts?: Partial<HkModernOptions>;
  clause: string;
}

const plain = '123m456p789s11z55p';
const ROWS: Row[] = [
  {
    id: 'no-flowers',
    fan: 1,
    yes: [`${plain} +5p`, ''],
    no: [`${plain} 2f +5p`, ''],
    clause: 'line 35: no bonus tile drawn',
  },
  {
    id: 'seat-flower',
    fan: 1,
    yes: [`${plain} 2f +5p`, 'seat=S'],
    no: [`${plain} 2f +5p`, 'seat=W'],
    clause: 'line 33: flower of the seat (E 1, S 2, W 3, N 4)',
  },
  {
    id: 'seat-season',
    fan: 1,
    yes: [`${plain} 4g +5p`, 'seat=N'],
    no: [`${plain} 4g +5p`, 'seat=E'],
    clause: 'line 33: season of the seat',
  },
  {
    id: 'concealed-hand',
    fan: 1,
    yes: [`(1111m) 456p789s11z55p +5p`, ''],
    no: [`[123m] 456p789s11z55p +5p`, ''],
    opts: { bonusTiles: false },
    clause: 'line 37 + our decision: no claimed set, concealed kongs ok, winning discard may be claimed',
  },
  {
    id: 'all-chows',
    fan: 1,
    yes: ['123m456p789s345s1z +1z', ''],
    no: ['123m456p789s111s1z +1z', ''],
    clause: 'line 32: four chows and any pair (an honour pair too)',
  },
  {
    id: 'dragon-pung',
    fan: 1,
    times: 2,
    yes: ['555z666z123m45p99s +6p', ''],
    no: ['123m456p789s111p5z +5z', ''],
    clause: 'lines 42–43: each dragon pung',
  },
  {
    id: 'seat-wind',
    fan: 1,
    yes: ['222z123m456p789s5p +5p', 'seat=S'],
    no: ['333z123m456p789s5p +5p', 'seat=S'],
    clause: 'line 40: pung of the seat wind',
  },
  {
    id: 'prevalent-wind',
    fan: 1,
    yes: ['333z123m456p789s5p +5p', 'round=W'],
    no: ['333z123m456p789s5p +5p', 'round=S'],
    clause: 'line 41: pung of the prevalent wind',
  },
  {
    id: 'self-draw',
    fan: 1,
    yes: [`${plain} +5p`, 'self'],
    no: [`${plain} +5p`, ''],
    clause: 'line 31: self-drawn winning tile',
  },
  {
    id: 'last-tile-draw',
    fan: 1,
    yes: [`${plain} +5p`, 'self last'],
    no: [`${plain} +5p`, 'last'],
    clause: 'line 47 + our decision: only drawn',
  },
  {
    id: 'kong-replacement',
    fan: 1,
    yes: ['[1111m] 456p789s11z55p +5p', 'kong'],
    no: ['[1111m] 456p789s11z55p +5p', 'self'],
    clause: 'line 49: out on a kong replacement',
  },
  {
    id: 'robbing-kong',
    fan: 1,
    yes: ['123m456p789m11z78s +9s', 'rob from=W'],
    no: ['123m456p789m11z78s +9s', 'from=W'],
    clause: 'line 44: robbing the kong',
  },
  {
    id: 'terminals-and-honours',
    fan: 1,
    yes: ['111m999p111z555z9s +9s', ''],
    no: ['111m999p111z555z8s +8s', ''],
    clause: 'line 51: only ones, nines and honours',
  },
  {
    id: 'all-flowers',
    fan: 2,
    yes: [`${plain} 1234f +5p`, 'seat=S'],
    no: [`${plain} 123f4g +5p`, 'seat=S'],
    clause: 'line 53: a complete set of flowers',
  },
  {
    id: 'all-seasons',
    fan: 2,
    yes: [`${plain} 1234g +5p`, ''],
    no: [`${plain} 1234f +5p`, ''],
    clause: 'line 53: a complete set of seasons',
  },
  {
    id: 'all-pungs',
    fan: 3,
    yes: ['111m [222p] 333s 444s 5z +5z', ''],
    no: ['111m [222p] 333s 456s 5z +5z', ''],
    clause: 'line 56: four pungs (kongs allowed) and a pair',
  },
  {
    id: 'half-flush',
    fan: 3,
    yes: ['123m456m789m111z5m +5m', ''],
    no: ['123m456m789m111z5p +5p', ''],
    clause: 'line 55: one suit and honours',
  },
  {
    id: 'seven-flowers',
    fan: 3,
    yes: ['123m456p789s111p5s 1234f234g +5s', ''],
    no: ['123m456p789s111p5s 1234f23g +5s', ''],
    clause: 'lines 57–58: seven bonus tiles, an instant win worth exactly 3 fan',
  },
  {
    id: 'little-three-dragons',
    fan: 5,
    yes: ['555z666z77z123m45p +6p', ''],
    no: ['555z666z123m456p1z +1z', ''],
    clause: 'lines 61–62: two dragon pungs and the third dragon as the pair',
  },
  {
    id: 'little-four-winds',
    fan: 6,
    yes: ['111z222z333z44z12m +3m', ''],
    no: ['111z222z333z123m5p +5p', ''],
    opts: { littleFourWinds: 6 },
    clause: 'lines 76–77: agreed as 6 fan, three wind pungs and the fourth wind as the pair',
  },
  {
    id: 'full-flush',
    fan: 7,
    yes: ['123m456m789m111m5m +5m', ''],
    no: ['123m456m789m111z5m +5m', ''],
    clause: 'line 63: one suit only',
  },
  {
    id: 'big-three-dragons',
    fan: 8,
    yes: ['555z666z777z123m5p +5p', ''],
    no: ['555z666z77z123m45p +6p', ''],
    clause: 'lines 64–65: three dragon pungs',
  },
  {
    id: 'eight-flowers',
    fan: 8,
    yes: ['123m456p789s111p5s 1234f1234g +5s', ''],
    no: ['123m456p789s111p5s 1234f123g +5s', ''],
    opts: { eightFlowers: 8 },
    clause: 'lines 70–71: agreed as 8 fan, all eight bonus tiles',
  },
  {
    id: 'all-honours',
    fan: 10,
    yes: ['111z222z555z666z7z +7z', ''],
    no: ['111z222z555z666z1m +1m', ''],
    clause: 'line 69: only honours',
  },
  {
    id: 'all-terminals',
    fan: 10,
    yes: ['111m999m111p999p1s +1s', ''],
    no: ['111m999m111p999p1z +1z', ''],
    clause: 'line 68: only ones and nines',
  },
];

describe('hk-modern fan patterns', () => {
  test('every pattern has a row, except those no hand and situation can show', () => {
    const untested = HK_MODERN_PATTERNS.filter((id) => !ROWS.some((r) => r.id === id));
    expect(untested).toEqual([...HK_MODERN_NOT_REPRESENTABLE]);
  });

  test('each table row has the fan of our table (docs/rules/hk-modern.md)', () => {
    for (const row of HK_MODERN_PATTERN_TABLE) expect(ROWS.find((r) => r.id === row.id)?.fan).toBe(row.fan);
  });

  test('the instant wins are the rows the table does not hold', () => {
    const inTable = new Set(HK_MODERN_PATTERN_TABLE.map((r) => r.id));
    expect(HK_MODERN_PATTERNS.filter((id) => !inTable.has(id))).toEqual(
      HK_MODERN_PATTERNS.filter(
        (id) =>
          (HK_MODERN_INSTANT as readonly string[]).includes(id) ||
          (HK_MODERN_NOT_REPRESENTABLE as readonly string[]).includes(id),
      ),
    );
  });

  test.each(ROWS)('$id ($fan) — $clause', ({ id, fan, yes, no, times, opts }) => {
    const hit = scoreModern(...yes, opts).items.filter((i) => i.id === id);
    expect(hit.length).toBe(times ?? 1);
    expect(hit.every((i) => i.fan === fan)).toBe(true);
    expect(scoreModern(...no, opts).items.some((i) => i.id === id)).toBe(false);
  });
});

describe('hk-modern: what is not counted extra', () => {
  test('little three dragons: its two dragon pungs are not counted (line 62)', () => {
    expect(ids(scoreModern('555z666z77z123m45p +6p'))).toBe('no-flowers little-three-dragons');
  });
  test('big three dragons: the dragons are not counted (line 65)', () => {
    expect(ids(scoreModern('555z666z777z123m5p +5p'))).toBe('no-flowers big-three-dragons');
  });
  test('a set of flowers takes the seat flower in it along (line 53), the seat season still counts (line 33)', () => {
    expect(ids(scoreModern(`${plain} 1234f2g +5p`, 'seat=S'))).toBe('seat-season all-flowers');
  });
  test('own flower and own season count one each (line 33)', () => {
    expect(ids(scoreModern(`${plain} 3f3g +5p`, 'seat=W'))).toBe('seat-flower seat-season');
  });
  test('little four winds at 6 fan: half flush and all pungs are added, the wind pungs are not counted again (line 77, decision)', () => {
    const s = scoreModern('111z222z333z44z22m +2m', 'seat=E round=S', { littleFourWinds: 6 });
    expect(ids(s)).toBe('no-flowers all-pungs half-flush little-four-winds');
    expect(s.fan).toBe(13);
  });
  test('mixed terminals and honours adds all pungs (line 52)', () => {
    expect(ids(scoreModern('111m999p111z555z9s +9s', 'seat=S round=S'))).toBe(
      'no-flowers dragon-pung terminals-and-honours all-pungs',
    );
  });
  test('all honours and all terminals are not also "mixed"; all pungs is added (decision)', () => {
    expect(ids(scoreModern('111z222z555z666z4z +4z', 'seat=W round=W'))).toBe(
      'no-flowers dragon-pung dragon-pung all-pungs all-honours',
    );
    expect(ids(scoreModern('111m999m111p999p1s +1s'))).toBe('no-flowers all-pungs all-terminals');
  });
  test('full flush replaces half flush (line 63)', () => {
    expect(ids(scoreModern('123m456m789m111m5m +5m'))).toBe('no-flowers full-flush');
  });
  test('seat wind = prevalent wind counts twice for one pung (lines 40–41)', () => {
    expect(ids(scoreModern('[111z] 123m456p789s1p +1p', 'seat=E round=E'))).toBe('no-flowers seat-wind prevalent-wind');
  });
  test('kong replacement counts self-draw too (line 49); last tile with self-draw is 2 (line 47)', () => {
    expect(ids(scoreModern('[1111m] 456p789s11z55p +5p', 'kong'))).toBe('no-flowers self-draw kong-replacement');
    expect(ids(scoreModern(`${plain} +5p`, 'self last'))).toBe('no-flowers self-draw last-tile-draw');
  });
});
