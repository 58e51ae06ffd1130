// One row per classic special hand (a hand that is it, one that narrowly is not) with its class
// from the source's table "Sonderspielwertung" (Elian & Harold; docs/rules/classic.md), then how special
// hands meet ordinary scores, the cap and the options.
import { describe, expect, test } from 'vitest';
import { CLASSIC_SPECIALS, CLASSIC_SPECIAL_TABLE, classicSpecialValue, type ClassicSpecialClass } from '../index.ts';
import { classicOf, times } from './classic-helpers.ts';

interface Row {
  id: string;
  class: ClassicSpecialClass;
  yes: [string, string];
  no: [string, string];
  clause: string;
}

const PLAIN = '123m456p789s234s9p +9p';

const ROWS: Row[] = [
  {
    id: 'heaven',
    class: 'limit',
    yes: [PLAIN, 'heaven'],
    no: [PLAIN, 'self'],
    clause: 'Die Himmlische Hand: East complete with the dealt tiles',
  },
  {
    id: 'earth',
    class: 'half-limit',
    yes: [PLAIN, 'seat=S earth'],
    no: [PLAIN, 'seat=S from=E'],
    clause: "Die Irdische Hand: won on East's first discard",
  },
  {
    id: 'thirteen-orphans',
    class: 'double-limit',
    yes: ['19m19p19s1234567z +1m', ''],
    no: ['1199m1199p1199s1z +1z', ''],
    clause: 'Die Dreizehn Waisen',
  },
  {
    id: 'all-green',
    class: 'double-limit',
    yes: ['666z234s333s666s8s +8s', ''],
    no: ['666z234s333s666s9s +9s', ''],
    clause: 'Die Grüne Hand: green dragons and bamboo 2, 3, 4, 6, 8 only',
  },
  {
    id: 'nine-gates',
    class: 'double-limit',
    yes: ['1112345678999m +5m', ''],
    no: ['1112345678889m +9m', ''],
    clause: 'Das Neunlaternenspiel: 1-1-1, 2 to 8, 9-9-9 of one suit, one tile twice',
  },
  {
    id: 'big-three-dragons',
    class: 'limit',
    yes: ['555z666z777z123m5p +5p', ''],
    no: ['555z666z77z123m45p +6p', ''],
    clause: 'Die drei großen Gelehrten',
  },
  {
    id: 'big-four-winds',
    class: 'limit',
    yes: ['111z222z333z444z5p +5p', ''],
    no: ['111z222z333z44z12m +3m', ''],
    clause: 'Vier-Freuden-Spiel',
  },
  {
    id: 'all-honours',
    class: 'limit',
    yes: ['111z222z555z666z7z +7z', ''],
    no: ['111z222z555z666z1m +1m', ''],
    clause: 'Alle Ehren',
  },
  {
    id: 'heavenly-twins',
    class: 'limit',
    yes: ['1199m1199p11z55z7z +7z', ''],
    no: ['1133m5577p22s115z +5z', ''],
    clause: 'Die Zwillinge des Himmels: seven pairs of major tiles',
  },
  {
    id: 'earthly-twins',
    class: 'half-limit',
    yes: ['1133m5577p22s115z +5z', ''],
    no: [PLAIN, ''],
    clause: 'Die Zwillinge der Erde: any seven pairs',
  },
  {
    id: 'all-terminals',
    class: 'limit',
    yes: ['111m999m111p999p1s +1s', ''],
    no: ['111m999m111p999p1z +1z', ''],
    clause: 'Das Kopf-und-Schwanz-Spiel: pungs and a pair of ones and nines',
  },
  {
    id: 'all-kongs',
    class: 'limit',
    yes: ['[1111m] [2222p] (3333s) [4444z] 5z +5z', ''],
    no: ['[1111m] [2222p] (3333s) 444z 5z +5z', ''],
    clause: 'Das Vier-Kan-Spiel',
  },
  {
    id: 'plucking-the-moon',
    class: 'limit',
    yes: [PLAIN, 'self last'],
    no: [PLAIN, 'last'],
    clause: 'Das Mondspiel: the last tile of the live wall (our decision)',
  },
  {
    id: 'jade-dragon',
    class: 'limit',
    yes: ['666z111s222s333s4s +4s', ''],
    no: ['666z111s222s333s4p +4p', ''],
    clause: 'Grüne Jade',
  },
  {
    id: 'ruby-dragon',
    class: 'limit',
    yes: ['777z111m222m333m4m +4m', ''],
    no: ['777z123m222m333m4m +4m', ''],
    clause: 'Rote Koralle',
  },
  {
    id: 'pearl-dragon',
    class: 'limit',
    yes: ['555z111p222p333p4p +4p', ''],
    no: ['555z111p222p333p4s +4s', ''],
    clause: 'Weißer Opal',
  },
  {
    id: 'heavenly-ladder',
    class: 'limit',
    yes: ['[4444s] 333m555m666p2p +2p', ''],
    no: ['[4444s] 333m555m666p8p +8p', ''],
    clause: 'Die Himmelsleiter: four pungs on consecutive numbers, the pair next to them',
  },
  {
    id: 'winding-snake',
    class: 'limit',
    yes: ['111m333m555m777m9m +9m', ''],
    no: ['111m333m555m777m8m +8m', ''],
    clause: 'Die sich windende Schlange: pungs of 1, 3, 5, 7 of one suit, a pair of ones or nines',
  },
];

describe('classic special hands', () => {
  test('every special hand has a row, with the class of the table; "Früchtespiel" is not scored', () => {
    expect(ROWS.map((r) => r.id).sort()).toEqual([...CLASSIC_SPECIALS].sort());
    for (const row of CLASSIC_SPECIAL_TABLE) expect(row.class).toBe(ROWS.find((r) => r.id === row.id)!.class);
    expect(CLASSIC_SPECIALS.some((id) => id.includes('fruit'))).toBe(false);
  });

  test.each(ROWS)('$id ($class) — $clause', ({ id, class: cls, yes, no }) => {
    const hit = classicOf(...yes);
    expect(hit.limits).toContain(id);
    expect(hit.points).toBe(classicSpecialValue(cls, 1000));
    expect(classicOf(...no).limits).not.toContain(id);
  });

  test('the classes under the default limit: 1000, 500, 2000', () => {
    expect(
      ['limit', 'half-limit', 'double-limit'].map((c) => classicSpecialValue(c as ClassicSpecialClass, 1000)),
    ).toEqual([1000, 500, 2000]);
  });
});

describe('classic special hands: decisions', () => {
  test('seven pairs are a classic hand ("Zwillinge der Erde"), never a false Mah-Jongg', () => {
    const s = classicOf('1133m5577p22s115z +5z');
    expect([s.legal, s.reason, s.limit, s.points]).toEqual([true, null, 'earthly-twins', 500]);
    expect(s.items).toEqual([]);
  });

  test('the more valuable special hand counts when a hand is several', () => {
    const s = classicOf('1199m1199p11z55z7z +7z');
    expect(s.limits).toEqual(['heavenly-twins', 'earthly-twins']);
    expect(s.limit).toBe('heavenly-twins');
    expect(classicOf('19m19p19s1234567z +1m', 'heaven').limit).toBe('thirteen-orphans');
  });

  test('an ordinary score above a half-limit special hand counts instead (highest final score)', () => {
    // South's concealed hand on East's first discard: East pung (prevalent), two dragon pungs,
    // half flush: far above the limit, so it scores the (capped) limit, not half of it.
    const s = classicOf('111z555z666z123m9m +9m', 'seat=S earth');
    expect(s.limits).toContain('earth');
    expect(s.limit).toBeNull();
    expect(s.points).toBe(1000);
    // 20 + 3 × 8 (concealed honour pungs) + 2 (single wait) = 46, ×2 seat wind, ×2 ×2
    // dragons, ×2 concealed = 736: above the 500 of the earth hand, below the limit.
    const above = classicOf('222z555z666z123p8s +8s', 'seat=S earth');
    expect([above.limit, above.points, above.uncapped]).toEqual([null, 736, 736]);
    expect(above.limits).toEqual(['earth']);
    // One dragon pung fewer: (20 + 16 + 2) × 8 = 304, so the earth hand's 500 counts.
    const below = classicOf('222z555z123p456p8s +8s', 'seat=S earth');
    expect([below.limit, below.points, below.uncapped]).toEqual(['earth', 500, 500]);
  });

  test('an ordinary hand is capped at the limit; a special hand at the limit wins the tie', () => {
    const capped = classicOf('(5555z) (6666z) 777z111m9m +9m');
    expect(capped.points).toBe(1000);
    const ordinary = classicOf('(5555z) (6666z) 111m222m9m +9m');
    expect([ordinary.points, ordinary.limit]).toEqual([1000, null]);
    expect(ordinary.uncapped).toBeGreaterThan(1000);
    expect(classicOf('111m333m555m777m9m +9m').limit).toBe('winding-snake');
  });

  test('the limit is an option; the special classes follow it', () => {
    expect(classicOf('19m19p19s1234567z +1m', '', { limit: 500 }).points).toBe(1000);
    expect(classicOf('1133m5577p22s115z +5z', '', { limit: 500 }).points).toBe(250);
    expect(classicOf('(5555z) (6666z) 111m222m9m +9m', '', { limit: 500 }).points).toBe(500);
  });

  test('nine lanterns: a claimed chow in the run only with the easier variant', () => {
    const hand = '[234m] 1115678999m +5m';
    expect(classicOf(hand).limits).not.toContain('nine-gates');
    expect(classicOf(hand, '', { nineLanternsWithChows: true }).limit).toBe('nine-gates');
    // Claimed pungs of ones and nines are allowed in both.
    expect(classicOf('[111m] [999m] 2345678m +8m').limit).toBe('nine-gates');
  });

  test('nine lanterns need no concealed 1112345678999 before the win (unlike HKE)', () => {
    expect(classicOf('1112345678899m +9m').limit).toBe('nine-gates');
  });

  test('the winding snake pair may be ones of another suit', () => {
    expect(classicOf('111m333m555m777m1p +1p').limit).toBe('winding-snake');
    expect(classicOf('111m333m555m777m5p +5p').limits).not.toContain('winding-snake');
  });

  test('the heavenly ladder pair may come before the pungs', () => {
    expect(classicOf('[4444s] 333m555m666p7p +7p').limit).toBe('heavenly-ladder');
  });

  test('all green needs no green dragon', () => {
    expect(classicOf('234s234s666s888s3s +3s').limits).toContain('all-green');
  });

  test('Mondspiel is drawn from the live wall; the last discard is a doubling, the last replacement tile too', () => {
    expect(times(classicOf(PLAIN, 'last'), 'last-tile-claim')).toBe(1);
    expect(classicOf('[1111m] 456p789s234s9p +9p', 'kong last').limits).not.toContain('plucking-the-moon');
  });

  test('a special hand keeps the ordinary items for display, its score is the class value', () => {
    const s = classicOf('555z666z777z123m5p +5p');
    expect(s.limit).toBe('big-three-dragons');
    expect(times(s, 'dragon-pung')).toBe(3);
    expect([s.points, s.uncapped]).toEqual([1000, 1000]);
  });
});
