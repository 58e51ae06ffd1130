// One row per classic doubling (a hand that has it, one that narrowly does not), from the
// source's table "Verdopplungen" (Elian & Harold, "Punkteverteilung"; docs/rules/classic.md), then the
// points where the doublings meet each other and our decisions (docs/rules/classic.md).
import { describe, expect, test } from 'vitest';
import { CLASSIC_DOUBLINGS, CLASSIC_DOUBLING_TABLE, CLASSIC_POINT_ITEMS } from '../index.ts';
import { classicOf, itemLine, times } from './classic-helpers.ts';

interface Row {
  id: string;
  /** Doublings: ×2 = 1, ×4 = 2, ×8 = 3. */
  fan: number;
  winnerOnly: boolean;
  times?: number;
  yes: [string, string];
  no: [string, string];
  clause: string;
}

const PLAIN = '123m456p789s234s9p +9p';
const OPEN_PUNG = '[222p] 123m456p789s5s +5s';

const ROWS: Row[] = [
  {
    id: 'last-tile-claim',
    fan: 1,
    winnerOnly: true,
    yes: [PLAIN, 'last'],
    no: [PLAIN, 'self last'],
    clause: 'Mit dem letzten Stein gewonnen einmal (the drawn last tile is the special hand "Mondspiel")',
  },
  {
    id: 'last-tile-draw',
    fan: 1,
    winnerOnly: true,
    yes: ['[1111m] 456p789s234s9p +9p', 'kong last'],
    no: ['[1111m] 456p789s234s9p +9p', 'kong'],
    clause: 'Mit dem letzten Stein gewonnen einmal (the last replacement tile of the dead wall)',
  },
  {
    id: 'concealed-hand',
    fan: 1,
    winnerOnly: true,
    yes: [PLAIN, ''],
    no: ['[123m] 456p789s234s9p +9p', ''],
    clause: 'Alle Steine in der Hand einmal',
  },
  {
    id: 'zero-point-hand',
    fan: 1,
    winnerOnly: true,
    yes: [PLAIN, ''],
    no: ['123m456p789s234s5z +5z', ''],
    clause: 'Null-Punkte-Hand einmal',
  },
  {
    id: 'all-simples',
    fan: 1,
    winnerOnly: false,
    yes: ['234m456p678s234s5p +5p', ''],
    no: [PLAIN, ''],
    clause: 'Alles einfache Steine einmal',
  },
  {
    id: 'major-in-every-set',
    fan: 1,
    winnerOnly: false,
    yes: ['123m789p111s999s1z +1z', ''],
    no: ['123m456p111s999s1z +1z', ''],
    clause: 'Trumpf oder Ecksteine in jeder Figur einmal',
  },
  {
    id: 'terminals-and-honours',
    fan: 3,
    winnerOnly: false,
    yes: ['111m999p111s555z9s +9s', ''],
    no: ['111m999p111s555z8s +8s', ''],
    clause: 'Nur Trumpf und Ecksteine dreimal',
  },
  {
    id: 'triple-chow',
    fan: 1,
    winnerOnly: false,
    yes: ['123m123p123s555z9s +9s', ''],
    no: ['123m123p234s555z9s +9s', ''],
    clause: 'Drei Chiis gleicher Nummern einmal',
  },
  {
    id: 'three-consecutive-chows',
    fan: 3,
    winnerOnly: false,
    yes: ['123p456p789p345m8s +8s', ''],
    no: ['123p456p678p345m8s +8s', ''],
    clause: 'Drei aufeinanderfolgende Chiis gleicher Farbe dreimal',
  },
  {
    id: 'seat-wind',
    fan: 1,
    winnerOnly: false,
    yes: ['222z123m456p789s5p +5p', 'seat=S'],
    no: ['222z123m456p789s5p +5p', 'seat=W'],
    clause: 'Pong oder Kan des eigenen Windes einmal',
  },
  {
    id: 'prevalent-wind',
    fan: 1,
    winnerOnly: false,
    yes: ['333z123m456p789s5p +5p', 'round=W'],
    no: ['333z123m456p789s5p +5p', 'round=S'],
    clause: 'Pong oder Kan des Rundenwindes einmal',
  },
  {
    id: 'dragon-pung',
    fan: 1,
    winnerOnly: false,
    times: 2,
    yes: ['555z666z123m45p99s +6p', ''],
    no: ['123m456p789s111p5z +5z', ''],
    clause: 'Drachenpong oder Kan einmal, each',
  },
  {
    id: 'half-flush',
    fan: 1,
    winnerOnly: false,
    yes: ['123m456m789m111z5m +5m', ''],
    no: ['123m456m789m111z5p +5p', ''],
    clause: 'Unreines Farbenspiel einmal',
  },
  {
    id: 'full-flush',
    fan: 3,
    winnerOnly: false,
    yes: ['123m456m789m111m5m +5m', ''],
    no: ['123m456m789m111z5m +5m', ''],
    clause: 'Reines Farbenspiel dreimal',
  },
  {
    id: 'seat-flower',
    fan: 1,
    winnerOnly: false,
    yes: [`${OPEN_PUNG} 2f`, 'seat=S'],
    no: [`${OPEN_PUNG} 2f`, 'seat=W'],
    clause: 'Jede eigene Blume oder Jahreszeit einmal',
  },
  {
    id: 'seat-season',
    fan: 1,
    winnerOnly: false,
    yes: [`${OPEN_PUNG} 4g`, 'seat=N'],
    no: [`${OPEN_PUNG} 4f`, 'seat=E'],
    clause: 'Jede eigene Blume oder Jahreszeit einmal',
  },
  {
    id: 'all-flowers',
    fan: 2,
    winnerOnly: false,
    yes: [`${OPEN_PUNG} 1234f`, ''],
    no: [`${OPEN_PUNG} 123f4g`, ''],
    clause: 'Alle Blumen oder Jahreszeiten zweimal',
  },
  {
    id: 'all-seasons',
    fan: 2,
    winnerOnly: false,
    yes: [`${OPEN_PUNG} 1234g`, ''],
    no: [`${OPEN_PUNG} 1234f`, ''],
    clause: 'Alle Blumen oder Jahreszeiten zweimal',
  },
];

describe('classic doublings', () => {
  test('every doubling has a row, with the table value and who it is for', () => {
    expect(ROWS.map((r) => r.id).sort()).toEqual([...CLASSIC_DOUBLINGS].sort());
    for (const row of CLASSIC_DOUBLING_TABLE) {
      const mine = ROWS.find((r) => r.id === row.id)!;
      expect([row.fan, row.winnerOnly]).toEqual([mine.fan, mine.winnerOnly]);
    }
  });

  test('item ids are unique across the base-point and doubling tables', () => {
    const ids = [...CLASSIC_POINT_ITEMS, ...CLASSIC_DOUBLINGS];
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(ROWS)('$id (×2^$fan) — $clause', ({ id, fan, yes, no, times: n }) => {
    const hit = classicOf(...yes);
    expect(times(hit, id)).toBe(n ?? 1);
    for (const item of hit.items.filter((i) => i.id === id)) expect([item.fan, item.points]).toEqual([fan, 0]);
    expect(times(classicOf(...no), id)).toBe(0);
  });

  test('score = base × 2^doublings, no rounding (our decision)', () => {
    // Mah-Jongg 20, open 2p pung 2, dragon pair 2, single wait on 5z 2: 26, where a table that
    // rounds up to tens would write 30 (the source's "wird gerundet" names no rule).
    const s = classicOf('[222p] 123m456p789s5z +5z', 'seat=S');
    expect(s.base).toBe(20 + 2 + 2 + 2);
    expect(s.fan).toBe(0);
    expect(s.points).toBe(26);
    const doubled = classicOf('[222p] 123m456p789s5z 2f +5z', 'seat=S');
    expect(doubled.points).toBe((26 + 4) * 2);
  });
});

describe('classic doublings: where they meet', () => {
  test('a wind pung that is seat and prevalent wind doubles twice', () => {
    const s = classicOf('[111z] 123m456p789s5p +5p', 'seat=E round=E');
    expect(itemLine(s)).toContain('seat-wind:x2 prevalent-wind:x2');
  });

  test('only terminals and honours (×8) takes the place of "major in every set" (×2)', () => {
    const s = classicOf('111m999p111s555z9s +9s');
    expect(times(s, 'major-in-every-set')).toBe(0);
  });

  test('full flush replaces half flush; all simples and majors never meet', () => {
    expect(times(classicOf('123m456m789m111m5m +5m'), 'half-flush')).toBe(0);
    expect(times(classicOf('234m456p678s234s5p +5p'), 'major-in-every-set')).toBe(0);
  });

  test('"major in every set" counts the pair as a figure too', () => {
    expect(times(classicOf('123m789p111s999s5p +5p'), 'major-in-every-set')).toBe(0);
  });

  test('three chows of the same numbers may share a suit', () => {
    expect(times(classicOf('[123m] [123m] 123p555z9s +9s'), 'triple-chow')).toBe(1);
  });

  test('three consecutive chows means 1-2-3, 4-5-6, 7-8-9 of one suit, not overlapping runs', () => {
    expect(times(classicOf('123p234p345p345m8s +8s'), 'three-consecutive-chows')).toBe(0);
    expect(times(classicOf('123p456m789p345m8s +8s'), 'three-consecutive-chows')).toBe(0);
  });

  test('own flower and season plus both complete sets: ×2 ×2 ×4 ×4 (the table\'s "all eight ×16" is the two sets)', () => {
    const s = classicOf(`${OPEN_PUNG} 1234f1234g`, 'seat=S');
    expect(itemLine(s)).toContain('seat-flower:x2 seat-season:x2 all-flowers:x4 all-seasons:x4');
    expect(s.fan).toBe(6);
    expect(times(s, 'flower') + times(s, 'season')).toBe(8);
  });

  test('a flower spoils a zero-point hand, and can lower the score (docs/rules/classic.md)', () => {
    const flower = classicOf(`${PLAIN.replace(' +', ' 3f +')}`);
    expect(times(flower, 'zero-point-hand')).toBe(0);
    expect([classicOf(PLAIN).points, flower.points]).toEqual([(20 + 10 + 2) * 4, (20 + 10 + 2 + 4) * 2]);
  });

  test('a claimed chow or pung spoils "all tiles concealed", a concealed kong does not', () => {
    expect(times(classicOf('(2222p) 123m456p789s5s +5s'), 'concealed-hand')).toBe(1);
    expect(times(classicOf('[2222p] 123m456p789s5s +5s'), 'concealed-hand')).toBe(0);
  });
});
