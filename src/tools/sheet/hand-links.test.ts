// A hand by tiles opens in the calculator and the compare page with its tiles and the situation
// the evening gave it: each link read back by the pages' own reader, the seat winds recounted
// from the row's seats, the calculator's link saying how the hand was won.
import { describe, expect, test } from 'vitest';
import evening21 from '../../engine/sheet/fixtures/hke-evening-classic.json' with { type: 'json' };
import { computeSheet } from '../../engine/sheet/index.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { parseHandLink } from '../shared/hand-link.ts';
import { handHrefs } from './hand-links.ts';

const sheet = evening21 as Sheet;
const evening = computeSheet(sheet);
const paths = { calculator: '/en/calculator/', compare: '/en/compare/' };

describe('the links of a hand', () => {
  const byTiles = evening.rows.filter((r) => {
    const h = sheet.hands[r.index]!;
    return h.kind === 'win' && h.value.by === 'tiles';
  });

  test('every hand by tiles has both, read back as its tiles and its situation', () => {
    expect(byTiles.length).toBeGreaterThan(2);
    for (const row of byTiles) {
      const h = sheet.hands[row.index]!;
      if (h.kind !== 'win' || h.value.by !== 'tiles') throw new Error('not by tiles');
      const hrefs = handHrefs(h, row, paths)!;
      const letters = 'ESWN';
      for (const href of [hrefs.calculator, hrefs.compare]) {
        const [path, query] = href.split('?');
        expect([paths.calculator, paths.compare]).toContain(path);
        const link = parseHandLink(query!);
        if (!link.ok) throw new Error(`${href} does not read`);
        expect(link.value.hand).toBe(h.value.hand);
        expect(link.value.seat).toBe(letters[row.seats[h.winner]!]);
        expect(link.value.round).toBe(letters[row.round]);
        expect(link.value.win).toBe(h.win);
        if (h.from !== undefined) expect(link.value.from).toBe(letters[row.seats[h.from]!]);
      }
      expect(new URLSearchParams(hrefs.calculator.split('?')[1]).get('win')).toBe(h.win);
    }
  });

  test('a hand entered without its tiles has none', () => {
    for (const row of evening.rows) {
      const h = sheet.hands[row.index]!;
      if (h.kind === 'win' && h.value.by === 'tiles') continue;
      expect(handHrefs(h, row, paths)).toBeNull();
    }
  });
});
