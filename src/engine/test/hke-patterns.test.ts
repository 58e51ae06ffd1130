// One row per HKE fan pattern: a hand that has it and one that narrowly does not, each
// naming its clause in docs/rules/hke.md (the DMJL short rules).
import { describe, expect, test } from 'vitest';
import { HKE_PATTERNS } from '../index.ts';
import { scoreOf } from './score-helpers.ts';

interface Row {
  id: string;
  /** Times the pattern counts in `yes`. */
  times?: number;
  yes: [string, string];
  no: [string, string];
  clause: string;
}

const ROWS: Row[] = [
  {
    id: 'no-flowers',
    yes: ['123m456p789s11z55p +5p', ''],
    no: ['123m456p789s11z55p 2f +5p', ''],
    clause: 'No flowers nor seasons: no bonus tile at all',
  },
  {
    id: 'seat-flower',
    yes: ['123m456p789s11z55p 2f +5p', 'seat=S'],
    no: ['123m456p789s11z55p 2f +5p', 'seat=W'],
    clause: 'Seat flower: flower number = seat wind number',
  },
  {
    id: 'seat-season',
    yes: ['123m456p789s11z55p 4g +5p', 'seat=N'],
    no: ['123m456p789s11z55p 4f +5p', 'seat=E'],
    clause: 'Seat season',
  },
  {
    id: 'all-flowers',
    yes: ['123m456p789s11z55p 1234f +5p', 'seat=S'],
    no: ['123m456p789s11z55p 123f4g +5p', 'seat=S'],
    clause: 'All flowers: all four flowers',
  },
  {
    id: 'all-seasons',
    yes: ['123m456p789s11z55p 1234g +5p', ''],
    no: ['123m456p789s11z55p 1234f +5p', ''],
    clause: 'All seasons',
  },
  {
    id: 'all-chows',
    yes: ['123m456p789s345s5p +5p', ''],
    no: ['123m456p789s345s1z +1z', ''],
    clause: 'All chows: four chows + a pair of suit tiles (honour pair: no)',
  },
  {
    id: 'dragon-pung',
    times: 2,
    yes: ['555z666z123m45p99s +6p', ''],
    no: ['123m456p789s111p5z +5z', ''],
    clause: 'Pung/kong of dragons, per dragon pung',
  },
  {
    id: 'seat-wind',
    yes: ['222z123m456p789s5p +5p', 'seat=S'],
    no: ['333z123m456p789s5p +5p', 'seat=S'],
    clause: 'Pung/kong of seat wind',
  },
  {
    id: 'prevalent-wind',
    yes: ['333z123m456p789s5p +5p', 'round=W'],
    no: ['333z123m456p789s5p +5p', 'round=S'],
    clause: 'Pung/kong of prevalent wind',
  },
  { id: 'self-draw', yes: ['123m456p789s11z55p +5p', 'self'], no: ['123m456p789s11z55p +5p', ''], clause: 'Self-draw' },
  {
    id: 'last-tile-draw',
    yes: ['123m456p789s11z55p +5p', 'self last'],
    no: ['123m456p789s11z55p +5p', 'last'],
    clause: 'Last tile draw: last tile of the live wall',
  },
  {
    id: 'last-tile-claim',
    yes: ['123m456p789s11z55p +5p', 'last'],
    no: ['123m456p789s11z55p +5p', 'self last'],
    clause: 'Last tile claim: won on the last discard',
  },
  {
    id: 'kong-replacement',
    yes: ['[1111m] 456p789s11z55p +5p', 'kong'],
    no: ['[1111m] 456p789s11z55p +5p', 'self'],
    clause: 'Out with replacement tile (a kong replacement)',
  },
  {
    id: 'robbing-kong',
    yes: ['123m456p789m11z78s +9s', 'rob'],
    no: ['123m456p789m11z78s +9s', ''],
    clause: 'Robbing the kong',
  },
  {
    id: 'all-pungs',
    yes: ['111m [222p] 333s 444s 5z +5z', ''],
    no: ['111m [222p] 333s 456s 5z +5z', ''],
    clause: 'All pungs: four pungs/kongs + any pair',
  },
  {
    id: 'half-flush',
    yes: ['123m456m789m111z5m +5m', ''],
    no: ['123m456m789m111z5p +5p', ''],
    clause: 'Half flush: one suit + honours, both present',
  },
  { id: 'seven-pairs', yes: ['1133m5577p22s115z +5z', ''], no: ['112233m456p789s1z +1z', ''], clause: 'Seven pairs' },
  {
    id: 'little-three-dragons',
    yes: ['555z666z77z123m45p +6p', ''],
    no: ['555z666z123m456p1z +1z', ''],
    clause: 'Little three dragons: two dragon pungs + pair of the third',
  },
  {
    id: 'full-flush',
    yes: ['123m456m789m111m5m +5m', ''],
    no: ['123m456m789m111z5m +5m', ''],
    clause: 'Full flush: one suit only',
  },
];

describe('HKE fan patterns', () => {
  test('every pattern has a row', () => {
    expect(ROWS.map((r) => r.id).sort()).toEqual([...HKE_PATTERNS].sort());
  });

  test.each(ROWS)('$id — $clause', ({ id, yes, no, times }) => {
    const hit = scoreOf(...yes).items.filter((i) => i.id === id);
    expect(hit.length).toBe(times ?? 1);
    expect(scoreOf(...no).items.some((i) => i.id === id)).toBe(false);
  });
});
