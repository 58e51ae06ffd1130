// The ≠ mark: a line differs when its cells do not read the same in every rule set that scores
// the hand (classic's points and doublings included: "4 pts · ×2" beside "1 fan" is marked, as
// a learner reading across the line expects). A table of lines, and the words as an oracle.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { compareStrings } from './data.build.ts';
import { lineDiffers, type Cell } from './model.ts';
import { cellText } from './strings.ts';

const STRINGS = compareStrings('en');
const item = (fan: number, unit: 'fan' | 'doublings' = 'fan', points = 0, count = 1): Cell => ({
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
  const n = (value: number): Cell => ({ kind: 'number', value, signed: false });
  // The audit's line: "Pung of dragons 1 fan | 4 pts · ×2" must be marked.
  test.each<[string, ReturnType<typeof row>, readonly RuleSetId[], boolean]>([
    ['1 fan beside 4 pts · ×2', row(item(1), item(1, 'doublings', 4), item(1), item(1)), ALL, true],
    ['×2 beside 1 fan (same number, other unit)', row(item(1), item(1, 'doublings'), item(1), item(1)), ALL, true],
    ['1 fan everywhere', row(item(1), null, item(1), item(1)), ['hke', 'hk-modern', 'hk-simple'], false],
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

  test('a line differs exactly when two scored cells show different text (oracle: cellText)', () => {
    const cell = fc.oneof(
      fc.constant(null),
      fc.record({
        kind: fc.constant('item' as const),
        unit: fc.constantFrom('fan' as const, 'doublings' as const),
        // At least one: an item that counts nothing is never scored (and would read "0 fan" in either unit).
        fan: fc.integer({ min: 1, max: 3 }),
        points: fc.constantFrom(0, 2, 4),
        count: fc.integer({ min: 1, max: 2 }),
      }),
      fc.constant({ kind: 'limit' as const }),
    );
    fc.assert(
      fc.property(fc.tuple(cell, cell, cell, cell), ([a, b, c, d]) => {
        const cells = row(a, b, c, d);
        const shown = ALL.map((r) => cellText(STRINGS, cells[r]));
        const expected = new Set(shown).size > 1;
        expect(lineDiffers(cells, ALL)).toBe(expected);
      }),
    );
  });
});
