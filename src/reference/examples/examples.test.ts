// The reference pages promise that each example shows what it says: checked here and again
// when the pages are built.
import { describe, expect, test } from 'vitest';
import { HKE_LIMITS, HKE_PATTERNS } from '../../engine/index.ts';
import { FAN_EXAMPLES, LIMIT_GALLERY } from './examples.ts';
import { scoreExample } from './score-example.ts';

describe('limit-hand gallery', () => {
  test('has every HKE limit hand once', () => {
    expect(LIMIT_GALLERY.map((e) => e.id).sort()).toEqual([...HKE_LIMITS].sort());
  });
  test.each(LIMIT_GALLERY)('$id: the example is exactly that limit, the near miss is not', ({ id, example, near }) => {
    expect(scoreExample(example).score?.limits).toEqual([id]);
    const miss = scoreExample(near).score;
    expect(miss?.limits ?? []).not.toContain(id);
  });
});

describe('fan table examples', () => {
  test('cover every pattern', () => {
    expect(Object.keys(FAN_EXAMPLES).sort()).toEqual([...HKE_PATTERNS].sort());
  });
  test.each(Object.entries(FAN_EXAMPLES))('%s: the example scores the pattern and no limit', (id, ex) => {
    const s = scoreExample(ex).score!;
    expect(s.items.map((i) => i.id)).toContain(id);
    expect(s.limit).toBeNull();
  });
});
