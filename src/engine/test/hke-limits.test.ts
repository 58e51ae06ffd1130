// One row per HKE limit hand (a hand that is it, one that narrowly is not), then the
// tricky cases docs/rules/hke.md calls out.
import { describe, expect, test } from 'vitest';
import { HKE_LIMITS } from '../index.ts';
import { itemIds, scoreOf } from './score-helpers.ts';

const LIMITS: { id: string; yes: [string, string]; no: [string, string]; clause: string }[] = [
  {
    id: 'four-concealed-pungs',
    yes: ['111m222p333s444s5z +5z', 'self'],
    no: ['111m222p333s444s5z +5z', ''],
    clause: 'four concealed pungs, self-drawn',
  },
  {
    id: 'big-three-dragons',
    yes: ['555z666z777z123m5p +5p', ''],
    no: ['555z666z77z123m45p +6p', ''],
    clause: 'all three dragons as pungs/kongs',
  },
  {
    id: 'little-four-winds',
    yes: ['111z222z333z44z12m +3m', ''],
    no: ['111z222z333z123m5p +5p', ''],
    clause: 'three wind pungs, the fourth wind as the pair',
  },
  {
    id: 'big-four-winds',
    yes: ['111z222z333z444z5p +5p', ''],
    no: ['111z222z333z44z12m +3m', ''],
    clause: 'all four winds as pungs/kongs',
  },
  {
    id: 'all-honours',
    yes: ['111z222z555z666z7z +7z', ''],
    no: ['111z222z555z666z1m +1m', ''],
    clause: 'only honours',
  },
  {
    id: 'all-terminals',
    yes: ['111m999m111p999p1s +1s', ''],
    no: ['111m999m111p999p1z +1z', ''],
    clause: 'only terminals',
  },
  {
    id: 'nine-gates',
    yes: ['1112345678999m +5m', ''],
    no: ['1112345678899m +9m', ''],
    clause: '1112345678999 of one suit before the winning tile',
  },
  {
    id: 'thirteen-orphans',
    yes: ['19m19p19s1234567z +1m', ''],
    no: ['1199m1199p1199s1z +1z', ''],
    clause: 'every major tile once, one twice',
  },
  {
    id: 'all-kongs',
    yes: ['[1111m] [2222p] (3333s) [4444z] 5z +5z', ''],
    no: ['[1111m] [2222p] (3333s) 444z 5z +5z', ''],
    clause: 'four kongs and a pair',
  },
  {
    id: 'jade-dragon',
    yes: ['666z111s222s333s4s +4s', ''],
    no: ['666z111s222s333s4p +4p', ''],
    clause: 'green dragon pung, bamboo pungs and pair',
  },
  {
    id: 'ruby-dragon',
    yes: ['777z111m222m333m4m +4m', ''],
    no: ['777z123m222m333m4m +4m', ''],
    clause: 'red dragon pung, character pungs and pair',
  },
  {
    id: 'pearl-dragon',
    yes: ['555z111p222p333p4p +4p', ''],
    no: ['555z111p222p333p4s +4s', ''],
    clause: 'white dragon pung, dot pungs and pair',
  },
  {
    id: 'heaven',
    yes: ['123m456p789s11z55p +5p', 'heaven'],
    no: ['123m456p789s11z55p +5p', 'self'],
    clause: 'East wins on the dealt tiles',
  },
  {
    id: 'earth',
    yes: ['123m456p789s11z55p +5p', 'seat=S earth'],
    no: ['123m456p789s11z55p +5p', 'seat=S from=E'],
    clause: "won on East's first discard",
  },
];

describe('HKE limit hands', () => {
  test('every limit has a row', () => {
    expect(LIMITS.map((r) => r.id).sort()).toEqual([...HKE_LIMITS].sort());
  });

  test.each(LIMITS)('$id — $clause', ({ id, yes, no }) => {
    const hit = scoreOf(...yes);
    expect(hit.limits).toContain(id);
    expect(hit.points).toBe(64);
    expect(scoreOf(...no).limits).not.toContain(id);
  });

  test('a limit played open still counts (big three dragons with exposed pungs)', () => {
    expect(scoreOf('[555z] [666z] 777z 123m 5p +5p').limit).toBe('big-three-dragons');
  });
});

describe('HKE tricky cases', () => {
  test('the reading with the most fan counts: 111222333m as three chows', () => {
    const s = scoreOf('111222333m456p7p +7p');
    expect(itemIds(s)).toBe('no-flowers all-chows');
    expect(s.reading.blocks.filter((b) => b.kind === 'chow').length).toBe(4);
  });

  test('nine gates needs the 1112345678999 shape before the win, on any tile of the suit', () => {
    for (const w of ['1m', '2m', '9m']) expect(scoreOf(`1112345678999m +${w}`).limit).toBe('nine-gates');
    expect(scoreOf('1112345678999p +1p', 'self').limit).toBe('nine-gates');
    // The same 14 tiles reached from 1112345678899m: a full flush, not nine gates.
    expect(scoreOf('1112345678899m +9m').limit).toBeNull();
  });

  test('four concealed pungs only self-drawn; concealed kongs allowed; an exposed pung spoils it', () => {
    expect(scoreOf('111m222p333s444s5z +5z', 'self').limit).toBe('four-concealed-pungs');
    expect(scoreOf('(1111m) 222p333s444s5z +5z', 'kong').limit).toBe('four-concealed-pungs');
    expect(scoreOf('111m222p333s444s5z +5z').limit).toBeNull();
    expect(scoreOf('[111m] 222p333s444s5z +5z', 'self').limit).toBeNull();
  });

  test('all chows needs a suit pair', () => {
    expect(itemIds(scoreOf('123m456p789s345s5p +5p'))).toContain('all-chows');
    expect(itemIds(scoreOf('123m456p789s345s1z +1z'))).not.toContain('all-chows');
  });

  test('a kong scores the same as a pung', () => {
    const pung = scoreOf('[555z] 123m456p789s1p +1p');
    const kong = scoreOf('[5555z] 123m456p789s1p +1p');
    const concealedKong = scoreOf('(5555z) 123m456p789s1p +1p');
    expect(itemIds(kong)).toBe(itemIds(pung));
    expect(itemIds(concealedKong)).toBe(itemIds(pung));
  });

  test('seat wind = prevalent wind counts twice for one pung', () => {
    const s = scoreOf('[111z] 123m456p789s1p +1p', 'seat=E round=E');
    expect(itemIds(s)).toBe('no-flowers seat-wind prevalent-wind');
    expect(s.items.find((i) => i.id === 'seat-wind')!.blocks).toEqual(
      s.items.find((i) => i.id === 'prevalent-wind')!.blocks,
    );
  });

  test('little three dragons with its two dragon pungs is 6 fan', () => {
    const s = scoreOf('555z666z77z123m45p +6p');
    expect(s.items.filter((i) => i.id !== 'no-flowers').reduce((a, i) => a + i.fan, 0)).toBe(6);
  });

  test('full flush replaces half flush', () => {
    expect(itemIds(scoreOf('123m456m789m111m5m +5m'))).not.toContain('half-flush');
  });

  test('own flower plus all flowers is 2 fan; last tile draw plus self-draw is 2', () => {
    expect(itemIds(scoreOf('123m456p789s11z55p 1234f +5p'))).toBe('seat-flower all-flowers');
    expect(itemIds(scoreOf('123m456p789s11z55p +5p', 'self last'))).toBe('no-flowers self-draw last-tile-draw');
    expect(itemIds(scoreOf('[1111m] 456p789s11z55p +5p', 'kong'))).toBe('no-flowers self-draw kong-replacement');
  });

  test('seven pairs combines with flushes; all honours as seven pairs is a limit', () => {
    expect(itemIds(scoreOf('11335577m1199m5z +5z'))).toBe('no-flowers half-flush seven-pairs');
    expect(scoreOf('11223344556677z'.slice(0, 13) + 'z +7z').limit).toBe('all-honours');
  });

  test('items name the blocks that made them', () => {
    const s = scoreOf('555z666z123m45p99s +6p');
    const dragons = s.items.filter((i) => i.id === 'dragon-pung').map((i) => s.reading.blocks[i.blocks[0]!]!.tile);
    expect(dragons).toEqual([31, 32]);
  });
});
