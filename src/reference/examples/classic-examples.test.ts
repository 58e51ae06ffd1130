// The classic reference page promises that each example shows what it says: every example is
// scored under `rules: 'classic'` and must produce its item or special hand.
import { describe, expect, test } from 'vitest';
import {
  CLASSIC_DOUBLINGS,
  CLASSIC_POINT_ITEMS,
  CLASSIC_SPECIALS,
  DEFAULT_SITUATION,
  parseHand,
  score,
  validateSituation,
  type Score,
} from '../../engine/index.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { CLASSIC_DOUBLING_EXAMPLES, CLASSIC_POINT_EXAMPLES, CLASSIC_SPECIAL_GALLERY } from './classic-examples.ts';
import type { Example } from './examples.ts';

/** The example's classic score; null when the hand is no complete hand (allowed for near misses). */
function classicScore(ex: Example): Score | null {
  const hand = parseHand(ex.hand);
  if (!hand.ok) throw new Error(`${ex.hand}: ${hand.error.code}`);
  const s = validateSituation({ ...DEFAULT_SITUATION, ...ex.situation }, hand.value);
  if (!s.ok) throw new Error(`${ex.hand}: ${s.error.code} ${s.error.reason ?? ''}`);
  const r = score(hand.value, s.value, { rules: 'classic' });
  if (r.ok) return r.value;
  if (r.error.code === 'not-complete-hand') return null;
  throw new Error(`${ex.hand}: ${r.error.code}`);
}

describe('classic base-point examples', () => {
  test('cover every item', () => {
    expect(Object.keys(CLASSIC_POINT_EXAMPLES).sort()).toEqual([...CLASSIC_POINT_ITEMS].sort());
  });
  test.each(Object.entries(CLASSIC_POINT_EXAMPLES))('%s: the example scores the item, no special hand', (id, ex) => {
    const s = classicScore(ex)!;
    expect(s.items.map((i) => i.id)).toContain(id);
    expect([s.legal, s.limit]).toEqual([true, null]);
  });
});

describe('classic doubling examples', () => {
  test('cover every doubling', () => {
    expect(Object.keys(CLASSIC_DOUBLING_EXAMPLES).sort()).toEqual([...CLASSIC_DOUBLINGS].sort());
  });
  test.each(Object.entries(CLASSIC_DOUBLING_EXAMPLES))(
    '%s: the example scores the doubling, no special hand',
    (id, ex) => {
      const s = classicScore(ex)!;
      expect(s.items.map((i) => i.id)).toContain(id);
      expect([s.legal, s.limit]).toEqual([true, null]);
    },
  );
});

describe('classic special-hand gallery', () => {
  test('has every special hand once', () => {
    expect(CLASSIC_SPECIAL_GALLERY.map((e) => e.id).sort()).toEqual([...CLASSIC_SPECIALS].sort());
  });
  test.each(CLASSIC_SPECIAL_GALLERY)(
    '$id: the example counts as that special hand, the near miss is not it',
    ({ id, example, near }) => {
      expect(classicScore(example)?.limit).toBe(id);
      expect(classicScore(near)?.limits ?? []).not.toContain(id);
    },
  );
});

describe('classic names', () => {
  const keys = [
    'classic.name',
    ...[...CLASSIC_POINT_ITEMS, ...CLASSIC_DOUBLINGS].flatMap((id) => [
      `classic.pattern.${id}`,
      `classic.pattern.${id}.desc`,
    ]),
    ...CLASSIC_SPECIALS.flatMap((id) => [`classic.limit.${id}`, `classic.limit.${id}.desc`]),
  ];
  test.each([
    ['de', de],
    ['en', en],
  ] as const)('every item and special hand has a name and a description in %s', (_, dict) => {
    const missing = keys.filter((k) => typeof (dict as Record<string, unknown>)[k] !== 'string');
    expect(missing).toEqual([]);
  });
});
