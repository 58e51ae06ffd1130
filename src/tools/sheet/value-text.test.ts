// What a hand was worth, in both languages: a limit hand says so (by name when the tiles or the
// ticked patterns make it known), never "0 fan"; a hand worth 1 point says "1 point". The
// figures are recounted from the rules (docs/rules/hke.md): HKE pays 0 fan as 1 point and a
// limit hand as 64.
import { expect, test } from 'vitest';
import { computeSheet } from '../../engine/sheet/index.ts';
import type { SheetHand } from '../../engine/sheet/types.ts';
import deWords from '../../words/de.json' with { type: 'json' };
import enWords from '../../words/en.json' with { type: 'json' };
import { fill } from '../../words/fill.ts';
import { sheetStrings } from './strings.build.ts';
import { fanWin, testSheet } from './test-sheets.ts';
import { figureLines, valueText } from './text.ts';

const en = sheetStrings('en');
const de = sheetStrings('de');
const HKE_LIMIT = 64;
const biggest = (t: typeof en, number: number, value: string) =>
  fill(t['sheet.fig.biggest'], { name: 'Anna', number, value });

type Win = Extract<SheetHand, { kind: 'win' }>;
const typedLimit: Win = { ...(fanWin('h1', 0, 1, 0) as Win), value: { by: 'fan', fan: 0, limit: true } };
const tickedLimit: Win = {
  ...(fanWin('h1', 0, 1, 0) as Win),
  value: { by: 'patterns', patterns: ['big-three-dragons'] },
};

test('a limit hand typed as a limit is the biggest hand as a limit hand, not "0 fan"', () => {
  const sheet = testSheet('a', [fanWin('h0', 1, 2, 3), typedLimit]);
  const e = computeSheet(sheet);
  expect(figureLines(en, sheet, e)[0]).toBe(biggest(en, 2, `limit hand · ${HKE_LIMIT} points`));
  expect(figureLines(de, sheet, e)[0]).toBe(biggest(de, 2, `Limithand · ${HKE_LIMIT} Punkte`));
  expect(valueText(en, sheet, sheet.main, e.rows[1]!.main)).toBe(`limit hand · ${HKE_LIMIT} points`);
});

test('a limit hand known by its pattern is named', () => {
  const sheet = testSheet('a', [tickedLimit]);
  const e = computeSheet(sheet);
  expect(figureLines(en, sheet, e)[0]).toBe(
    biggest(en, 1, `${enWords['hke.limit.big-three-dragons']}, limit hand · ${HKE_LIMIT} points`),
  );
  expect(valueText(de, sheet, sheet.main, e.rows[0]!.main)).toBe(
    `${deWords['hke.limit.big-three-dragons']}, Limithand · ${HKE_LIMIT} Punkte`,
  );
});

test('one point is "1 point", "1 Punkt"', () => {
  const sheet = testSheet('a', [fanWin('h0', 1, 2, 0)]);
  const main = computeSheet(sheet).rows[0]!.main;
  expect(valueText(en, sheet, sheet.main, main)).toBe('0 fan · 1 point');
  expect(valueText(de, sheet, sheet.main, main)).toBe('0 Fan · 1 Punkt');
});
