import { describe, expect, test } from 'vitest';
import { BUDGETS, budgetTable, growthLeft, hasHeadroom, misplacedChunks } from './budgets.ts';

const budgetOf = (path: string): string => BUDGETS.find((b) => b.test.test(path))!.label;

describe('budgets', () => {
  test('every page path falls to the budget of its type', () => {
    expect(budgetOf('/de/lessons/scoring/')).toBe('lesson');
    expect(budgetOf('/en/lessons/')).toBe('other');
    expect(budgetOf('/en/play/')).toBe('play');
    expect(budgetOf('/en/play/guided/')).toBe('guided');
    expect(budgetOf('/de/your-data/')).toBe('your data');
    expect(budgetOf('/de/rules/hke/')).toBe('reference');
    expect(budgetOf('/404.html')).toBe('other');
  });

  test('headroom is 10% of the page: size × 1.1 must fit in the budget', () => {
    expect(hasHeadroom(20_000, 22_000)).toBe(true);
    expect(hasHeadroom(20_001, 22_000)).toBe(false);
    expect(growthLeft(20_000, 25_000)).toBeCloseTo(0.25);
  });

  test('an engine chunk belongs to its pages, which must load it', () => {
    expect(misplacedChunks('/en/replay/', ['/_astro/replay-engine.Ab1.js'])).toEqual([]);
    expect(misplacedChunks('/en/replay/', [])).toEqual(['/en/replay/ does not load the replay engine chunk']);
    expect(misplacedChunks('/en/play/', ['/_astro/play-engine.x.js', '/_astro/guided-engine.y.js'])).toEqual([
      '/en/play/ loads the guided engine chunk',
    ]);
    expect(misplacedChunks('/de/lessons/scoring/', ['/_astro/engine.z.js'])).toEqual([
      '/de/lessons/scoring/ loads the engine chunk',
    ]);
  });

  test('the table marks a budget without its headroom', () => {
    const lines = budgetTable([
      { label: 'lesson', pages: 2, largest: 19_500, budget: 22_000 },
      { label: 'play', pages: 2, largest: 66_000, budget: 70_000 },
    ]);
    expect(lines.slice(2)).toEqual([
      '| lesson | 2 | 19.5 kB | 22.0 kB | 13% |',
      '| play | 2 | 66.0 kB | 70.0 kB | 6% ✗ |',
    ]);
  });
});
