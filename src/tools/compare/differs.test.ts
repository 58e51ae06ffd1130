// The ≠ mark: a line differs when its cells are not worth the same in every rule set that scores
// the hand (classic's points and doublings included: "4 pts · ×2" beside "1 fan" is marked, as
// a learner reading across the line expects; simplified HK's "1 point" beside "1 fan" is not, as
// its section points turn into points by the fan table). A table of lines, and the words as an
// oracle.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { compareStrings } from './data.build.ts';
import { lineDiffers, type Cell, type Unit } from './model.ts';
import { cellText } from './strings.ts';

const STRINGS = compareStrings('en');
const item = (fan: number, unit: Unit = 'fan', points = 0, count = 1): Cell => ({
  kind: 'item',
  unit,
  fan,
  points,
  count,
});

describe('the ≠ mark (lineDiffers)', () => {
  const ALL = ['hke', 'classic', 'hk-modern', 'hk-simple'] as const;
  const row = (hke: Cell | null, classic: Cell | null, modern: Cell | null, simple: Cell | null) => ({
    hke,
    classic,
    'hk-modern': modern,
    'hk-simple': simple,
  });
  const n = (value: number, unit?: Unit): Cell =>
    unit === undefined ? { kind: 'number', value, signed: false } : { kind: 'number', value, signed: false, unit };
  // The audit's line: "Pung of dragons 1 fan | 4 pts · ×2" must be marked.
  test.each<[string, ReturnType<typeof row>, readonly RuleSetId[], boolean]>([
    ['1 fan beside 4 pts · ×2', row(item(1), item(1, 'doublings', 4), item(1), item(1)), ALL, true],
    ['×2 beside 1 fan (same number, other unit)', row(item(1), item(1, 'doublings'), item(1), item(1)), ALL, true],
    ['1 fan everywhere', row(item(1), null, item(1), item(1)), ['hke', 'hk-modern', 'hk-simple'], false],
    [
      '1 fan beside 1 section point',
      row(item(1), null, item(1), item(1, 'section')),
      ['hke', 'hk-modern', 'hk-simple'],
      false,
    ],
    [
      '1 fan beside 2 section points',
      row(item(1), null, item(1), item(2, 'section')),
      ['hke', 'hk-modern', 'hk-simple'],
      true,
    ],
    [
      '6 fan beside 6 section points in total',
      row(n(6, 'fan'), null, n(6, 'fan'), n(6, 'section')),
      ['hke', 'hk-modern', 'hk-simple'],
      false,
    ],
    [
      '6 fan beside ×64 (6 doublings) in total',
      row(n(6, 'fan'), n(6, 'doublings'), null, null),
      ['hke', 'classic'],
      true,
    ],
    ['one count more', row(item(2, 'fan', 0, 2), null, item(2), null), ['hke', 'hk-modern'], true],
    ['present here, missing there', row(item(1), null, null, item(1)), ['hke', 'hk-modern', 'hk-simple'], true],
    ['missing only where the rule set could not score', row(item(1), null, null, null), ['hke'], false],
    ['a limit and 10 fan', row({ kind: 'limit' }, null, item(10), null), ['hke', 'hk-modern'], true],
    ['the same number everywhere', row(n(-8), n(-8), n(-8), n(-8)), ALL, false],
    ['a payment of 624 beside 24', row(n(24), n(624), n(24), n(24)), ALL, true],
    ['nothing anywhere', row(null, null, null, null), ALL, false],
  ])('%s', (_name, cells, scored, expected) => {
    expect(lineDiffers(cells, scored)).toBe(expected);
  });

  // The oracle reads the words: "N point(s)" of simplified HK is worth "N fan".
  const worth = (text: string | null): string | null => text?.replace(/^(\d+) points?\b/, '$1 fan') ?? null;

  test('a line differs exactly when two scored cells show a different worth (oracle: cellText)', () => {
    const cell = fc.oneof(
      fc.constant(null),
      fc
        .record({
          unit: fc.constantFrom<Unit>('fan', 'doublings', 'section'),
          // At least one: an item that counts nothing is never scored.
          fan: fc.integer({ min: 1, max: 3 }),
          points: fc.constantFrom(0, 2, 4),
          count: fc.integer({ min: 1, max: 2 }),
        })
        // Base points exist in classic only (the doublings unit).
        .map((x): Cell => ({ kind: 'item', ...x, points: x.unit === 'doublings' ? x.points : 0 })),
      fc.constant({ kind: 'limit' as const }),
    );
    fc.assert(
      fc.property(fc.tuple(cell, cell, cell, cell), ([a, b, c, d]) => {
        const cells = row(a, b, c, d);
        const shown = ALL.map((r) => worth(cellText(STRINGS, cells[r])));
        const expected = new Set(shown).size > 1;
        expect(lineDiffers(cells, ALL)).toBe(expected);
      }),
    );
  });
});
