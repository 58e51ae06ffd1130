// The simplified Hong Kong reference page promises that each example shows what it says:
// every example is scored by the engine under `hk-simple` and checked for membership only.
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SITUATION,
  HK_SIMPLE_LIMITS,
  HK_SIMPLE_PATTERNS,
  HK_SIMPLE_SECTIONS,
  HK_SIMPLE_TABLE,
  parseHand,
  score,
  validateSituation,
  type Score,
} from '../../engine/index.ts';
import type { Example } from './examples.ts';
import { HK_SIMPLE_EXAMPLES, HK_SIMPLE_LIMIT_EXAMPLES, HK_SIMPLE_MAXIMUM_EXAMPLE } from './hk-simple-examples.ts';

function scoreSimple(ex: Example): Score {
  const hand = parseHand(ex.hand);
  if (!hand.ok) throw new Error(`${ex.hand}: ${hand.error.code}`);
  const s = validateSituation({ ...DEFAULT_SITUATION, ...ex.situation }, hand.value);
  if (!s.ok) throw new Error(`${ex.hand}: ${s.error.reason ?? s.error.code}`);
  const r = score(hand.value, s.value, { rules: 'hk-simple' });
  if (!r.ok) throw new Error(`${ex.hand}: ${r.error.code}`);
  return r.value;
}

describe('hk-simple score sheet examples', () => {
  test('cover every line', () => {
    expect(Object.keys(HK_SIMPLE_EXAMPLES).sort()).toEqual([...HK_SIMPLE_PATTERNS].sort());
  });
  test('every section a–h has lines to show', () => {
    for (const s of HK_SIMPLE_SECTIONS) expect(HK_SIMPLE_TABLE.some((r) => r.section === s)).toBe(true);
  });
  test.each(Object.entries(HK_SIMPLE_EXAMPLES))('%s: the example scores that line and is no maximum hand', (id, ex) => {
    const s = scoreSimple(ex);
    expect(s.items.map((i) => i.id)).toContain(id);
    expect(s.limit).toBeNull();
  });
});

describe('hk-simple maximum-hand examples', () => {
  test('have every maximum hand once', () => {
    expect(HK_SIMPLE_LIMIT_EXAMPLES.map((e) => e.id).sort()).toEqual([...HK_SIMPLE_LIMITS].sort());
  });
  test.each(HK_SIMPLE_LIMIT_EXAMPLES)(
    '$id: the example is exactly that hand, the near miss is not',
    ({ id, example, near }) => {
      expect(scoreSimple(example).limits).toEqual([id]);
      expect(scoreSimple(near).limits).not.toContain(id);
    },
  );
  test('the maximum-score example reaches the source figure it illustrates', () => {
    // Not an answer typed in: the source states the theoretical maximum, 23 (docs/rules/hk-simple.md).
    expect(scoreSimple(HK_SIMPLE_MAXIMUM_EXAMPLE).fan).toBe(23);
  });
});
