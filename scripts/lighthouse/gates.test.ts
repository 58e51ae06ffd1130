import { describe, expect, test } from 'vitest';
import { best, figuresOf, GATES, median, normalisedTbt, passes, type Figures } from './gates.ts';

const run = (over: Partial<Figures>): Figures => ({
  performance: 0.9,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  tbt: 100,
  benchmarkIndex: 1000,
  cls: 0,
  bytes: 50_000,
  ...over,
});
const gate = (label: string) => GATES.find((g) => g.label === label)!;

describe('lighthouse gates', () => {
  test('blocking time is scaled to a host of benchmark index 1000', () => {
    expect(normalisedTbt({ tbt: 300, benchmarkIndex: 500 })).toBe(150);
    expect(normalisedTbt({ tbt: 300, benchmarkIndex: 2000 })).toBe(600);
  });

  test('the best run counts: the lowest time, the highest score', () => {
    const runs = [run({ tbt: 900 }), run({ tbt: 200, accessibility: 0.96 })];
    expect(best(gate('TBT@1000'), runs)).toBe(200);
    expect(best(gate('accessibility'), runs)).toBe(1);
    expect(passes(gate('TBT@1000'), 601)).toBe(false);
    expect(passes(gate('accessibility'), 0.99)).toBe(false);
  });

  test('the median of three runs is the middle one', () => {
    expect(median([98, 80, 90])).toBe(90);
    expect(median([1, 2])).toBe(1);
  });

  test('a result without an audit fails its gate', () => {
    const f = figuresOf({ categories: {}, audits: {}, environment: { benchmarkIndex: 1200 } });
    expect(GATES.filter((g) => passes(g, g.value(f)))).toEqual([]);
  });
});
