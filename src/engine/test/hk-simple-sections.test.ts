// One row per line of the simplified Hong Kong score sheet (sections a–h): a hand that scores
// the line and one that narrowly does not, each naming its clause (a line of the source, or a
// decision of ours in docs/rules/hk-simple.md). Then the section rules themselves.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HK_SIMPLE_PATTERNS, HK_SIMPLE_SECTIONS, HK_SIMPLE_TABLE, SEVEN_PAIRS_SECTIONS, score } from '../index.ts';
import { randomCompleteHand, seededRng } from '../random.ts';
import { ids, scoreSimple } from './hk-simple-helpers.ts';
import { situation } from './score-helpers.ts';

interface Row {
  id: string;
  yes: [string, string];
  no: [string, string];
  clause: string;
}

const PLAIN = '123m456p789s11z55p';
const ROWS: Row[] = [
  {
    id: 'mahjong',
    yes: [`${PLAIN} +5p`, ''],
    no: ['1133m5577p22s115z +5z', ''],
    clause: 'line 28: a) Mah-jong in itself 0; line 52: seven pairs is a Mah-jong worth 4 instead',
  },
  {
    id: 'seven-pairs',
    yes: ['1133m5577p22s115z +5z', ''],
    no: ['112233m456p789s1z +1z', ''],
    clause: 'line 52: seven pairs, 4 + sections b, f, g, h',
  },
  {
    id: 'self-draw',
    yes: [`${PLAIN} +5p`, 'self'],
    no: [`${PLAIN} +5p`, ''],
    clause: 'line 29: b) the winning tile from the wall 1',
  },
  {
    id: 'kong-replacement',
    yes: ['[1111m] 456p789s11z55p +5p', 'kong'],
    no: ['[1111m] 456p789s11z55p +5p', 'self'],
    clause: 'line 30: b) the winning tile from the ruin (dead wall) 2',
  },
  {
    id: 'all-chows',
    yes: ['123m456p789s345s1z +1z', ''],
    no: ['123m456p789s111s1z +1z', ''],
    clause: 'line 31: c) only chows 1 (any pair: decision)',
  },
  {
    id: 'all-pungs',
    yes: ['111m [222p] 333s 444s 5z +5z', ''],
    no: ['111m [222p] 333s 456s 5z +5z', ''],
    clause: 'line 32: c) only pungs and kongs 3',
  },
  {
    id: 'dragon-pung',
    yes: ['[777z] 123m456p789s5p +5p', ''],
    no: ['[777z] [666z] 123m456p5p +5p', ''],
    clause: 'line 33: d) one dragon pung 1 (two are the next line)',
  },
  {
    id: 'two-dragon-pungs',
    yes: ['555z666z123m45p99s +6p', ''],
    no: ['555z666z77z123m45p +6p', ''],
    clause: 'line 34: d) two dragon pungs 2 (with the third as pair: next line)',
  },
  {
    id: 'little-three-dragons',
    yes: ['555z666z77z123m45p +6p', ''],
    no: ['555z666z123m456p1z +1z', ''],
    clause: 'line 35: d) two dragon pungs and a pair of the third 4',
  },
  {
    id: 'big-three-dragons',
    yes: ['555z666z777z123m5p +5p', ''],
    no: ['555z666z77z123m45p +6p', ''],
    clause: 'line 36: d) pungs of all three dragons 6',
  },
  {
    id: 'seat-wind',
    yes: ['[222z] 123m456p789s5p +5p', 'seat=S'],
    no: ['[333z] 123m456p789s5p +5p', 'seat=S'],
    clause: 'line 37: e) pung of your own wind 1',
  },
  {
    id: 'prevalent-wind',
    yes: ['[333z] 123m456p789s5p +5p', 'seat=S round=W'],
    no: ['[333z] 123m456p789s5p +5p', 'seat=S round=S'],
    clause: 'line 37: e) pung of the wind of the round 1',
  },
  {
    id: 'seat-and-prevalent-wind',
    yes: ['[222z] [333z] 123m456p5p +5p', 'seat=S round=W'],
    no: ['[222z] 123m456p789s5p +5p', 'seat=S round=S'],
    clause: 'line 38: e) both, when they do not coincide, 2',
  },
  {
    id: 'no-flowers',
    yes: [`${PLAIN} +5p`, ''],
    no: [`${PLAIN} 3f +5p`, ''],
    clause: 'line 39: f) no flowers or seasons 1',
  },
  {
    id: 'seat-flower',
    yes: [`${PLAIN} 2f +5p`, 'seat=S'],
    no: [`${PLAIN} 2f2g +5p`, 'seat=S'],
    clause: 'line 40: f) your own flower 1 (with your season: next line)',
  },
  {
    id: 'seat-season',
    yes: [`${PLAIN} 3g +5p`, 'seat=W'],
    no: [`${PLAIN} 3g +5p`, 'seat=N'],
    clause: 'line 40: f) your own season 1',
  },
  {
    id: 'seat-flower-and-season',
    yes: [`${PLAIN} 2f2g +5p`, 'seat=S'],
    no: [`${PLAIN} 2f3g +5p`, 'seat=S'],
    clause: 'line 41: f) both your own flower and season 2',
  },
  {
    id: 'all-flowers',
    yes: [`${PLAIN} 1234f +5p`, ''],
    no: [`${PLAIN} 123f4g +5p`, ''],
    clause: 'line 42: g) all flowers 1',
  },
  {
    id: 'all-seasons',
    yes: [`${PLAIN} 1234g +5p`, ''],
    no: [`${PLAIN} 1234f +5p`, ''],
    clause: 'line 42: g) "all winds" 1, read as all four seasons (our decision)',
  },
  {
    id: 'all-flowers-and-seasons',
    yes: [`${PLAIN} 1234f1234g +5p`, ''],
    no: [`${PLAIN} 1234f123g +5p`, ''],
    clause: 'line 43: g) all flowers and all seasons 2',
  },
  {
    id: 'half-flush',
    yes: ['123m456m789m111z5m +5m', ''],
    no: ['123m456m789m111m5m +5m', ''],
    clause: 'line 44: h) one suit + winds and/or dragons 3',
  },
  {
    id: 'full-flush',
    yes: ['123m456m789m111m5m +5m', ''],
    no: ['123m456m789m111z5m +5m', ''],
    clause: 'line 45: h) one suit only 6',
  },
  {
    id: 'all-honours',
    yes: ['111z222z555z666z7z +7z', ''],
    no: ['111z222z555z666z1m +1m', ''],
    clause: 'line 46: h) only winds and dragons 7',
  },
];

describe('hk-simple score sheet lines', () => {
  test('every line has a row', () => {
    expect(ROWS.map((r) => r.id).sort()).toEqual([...HK_SIMPLE_PATTERNS].sort());
  });

  test.each(ROWS)('$id — $clause', ({ id, yes, no }) => {
    expect(scoreSimple(...yes).items.filter((i) => i.id === id).length).toBe(1);
    expect(scoreSimple(...no).items.some((i) => i.id === id)).toBe(false);
  });

  test('the table matches the source: every section a–h, the values of each line', () => {
    const sheet = HK_SIMPLE_SECTIONS.map(
      (s) =>
        `${s}) ${HK_SIMPLE_TABLE.filter((r) => r.section === s)
          .map((r) => r.fan)
          .join(' ')}`,
    );
    // Lines 28–46, in the source's order.
    expect(sheet).toEqual([
      'a) 0 4',
      'b) 1 2',
      'c) 1 3',
      'd) 1 2 4 6',
      'e) 1 1 2',
      'f) 1 1 1 2',
      'g) 1 1 2',
      'h) 3 6 7',
    ]);
  });
});

describe('hk-simple sections', () => {
  test('a plain hand: Mah-Jongg 0 and no flowers 1', () => {
    expect(ids(scoreSimple(`${PLAIN} +5p`))).toBe('mahjong no-flowers');
    expect(scoreSimple(`${PLAIN} +5p`).fan).toBe(1);
  });

  test('a chicken hand scores 0 and is still a win (line 72; no minimum: our decision)', () => {
    const s = scoreSimple('123m456p789s111s5z 1f +5z', 'seat=S');
    expect(ids(s)).toBe('mahjong');
    expect([s.fan, s.points, s.legal]).toEqual([0, 1, true]);
  });

  test('one line per section: two dragon pungs are one line of 2, not two lines', () => {
    const s = scoreSimple('[555z] [666z] 123m456p5p +5p');
    expect(s.items.filter((i) => i.id.includes('dragon')).map((i) => [i.id, i.fan])).toEqual([['two-dragon-pungs', 2]]);
  });

  test('three dragon pungs are 6, not a limit (line 36)', () => {
    const s = scoreSimple('[555z] 666z777z123m5p +5p');
    expect(s.limit).toBeNull();
    expect(ids(s)).toBe('mahjong big-three-dragons no-flowers');
  });

  test('a wind that is both seat and prevalent wind is one line of 1 (our decision)', () => {
    const s = scoreSimple('[111z] 123m456p789s5p +5p', 'seat=E round=E');
    expect(s.items.filter((i) => i.id.includes('wind')).map((i) => [i.id, i.fan])).toEqual([['seat-wind', 1]]);
  });

  test('own flower and all flowers are lines of two sections: 1 + 1', () => {
    expect(ids(scoreSimple(`${PLAIN} 1234f +5p`, 'seat=S'))).toBe('mahjong seat-flower all-flowers');
  });

  test('a kong counts as a pung, exposed or concealed', () => {
    const pung = ids(scoreSimple('[555z] 123m456p789s1p +1p'));
    expect(ids(scoreSimple('[5555z] 123m456p789s1p +1p'))).toBe(pung);
    expect(ids(scoreSimple('(5555z) 123m456p789s1p +1p'))).toBe(pung);
  });

  test('seven pairs: 4 plus sections b, f, g and h (line 52)', () => {
    const s = scoreSimple('11z22z33z44z55z66z7z +7z', 'self');
    expect(ids(s)).toBe('seven-pairs self-draw no-flowers all-honours');
    expect(s.fan).toBe(4 + 1 + 1 + 7);
    expect(SEVEN_PAIRS_SECTIONS).toEqual(['a', 'b', 'f', 'g', 'h']);
  });

  test('seven pairs may hold four identical tiles as two pairs (decision, as HKE)', () => {
    expect(ids(scoreSimple('11113355m7799p5z +5z'))).toBe('seven-pairs no-flowers');
  });

  test('the reading worth most counts: 111222333m as three chows', () => {
    const s = scoreSimple('111222333m456p7p +7p');
    expect(ids(s)).toBe('mahjong all-chows no-flowers');
  });

  test('the reading worth most counts: seven pairs over four chows in one suit', () => {
    const s = scoreSimple('1122334455667m +7m');
    expect(s.reading.shape).toBe('seven-pairs');
    expect(s.points).toBe(64); // 4 + full flush 6 + no flowers 1 = 11
  });

  test('heaven, earth, the last tile and robbing the kong score no line of their own', () => {
    const same = (a: [string, string], b: [string, string]) =>
      expect(ids(scoreSimple(...a))).toBe(ids(scoreSimple(...b)));
    same([`${PLAIN} +5p`, 'heaven'], [`${PLAIN} +5p`, 'self']);
    same([`${PLAIN} +5p`, 'seat=S earth'], [`${PLAIN} +5p`, 'seat=S from=E']);
    same([`${PLAIN} +5p`, 'last'], [`${PLAIN} +5p`, '']);
    same([`${PLAIN} +5p`, 'self last'], [`${PLAIN} +5p`, 'self']);
    same(['123m456p789m11z78s +9s', 'rob'], ['123m456p789m11z78s +9s', '']);
  });

  test('the theoretical maximum is 23 (line 69)', () => {
    const s = scoreSimple('(5555z) [666z] [777z] [111z] 2z 1234f1234g +2z', 'kong');
    expect(s.items.map((i) => i.fan)).toEqual([0, 2, 3, 6, 1, 2, 2, 7]);
    expect([s.fan, s.points]).toEqual([23, 64]);
  });

  test('random hands: at most one line per section, in section order, at most 23 in all', () => {
    const section = new Map(HK_SIMPLE_TABLE.map((r) => [r.id, r.section]));
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('', 'self', 'kong', 'seat=S round=W'), (seed, sit) => {
        const h = randomCompleteHand(seededRng(seed), { declared: 0.3 });
        const r = score(h, situation(sit), { rules: 'hk-simple' });
        fc.pre(r.ok || r.error.code !== 'impossible-situation');
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const letters = r.value.items.map((i) => section.get(i.id as never)!);
        expect(letters).toEqual([...new Set(letters)].sort());
        expect(r.value.fan).toBe(r.value.items.reduce((a, i) => a + i.fan, 0));
        expect(r.value.fan).toBeLessThanOrEqual(23);
        expect(r.value.legal).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
