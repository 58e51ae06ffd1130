// The hk-modern reference examples show what they say: each scores its pattern or limit
// hand under `score(…, { rules: 'hk-modern' })`, as a legal win.
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SITUATION,
  HK_MODERN_LIMITS,
  HK_MODERN_NOT_REPRESENTABLE,
  HK_MODERN_PATTERNS,
  parseHand,
  score,
  validateSituation,
  type Score,
} from '../../engine/index.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { HK_MODERN_FAN_EXAMPLES, HK_MODERN_LIMIT_GALLERY, type HkModernExample } from './hk-modern-examples.ts';

/** The score, or null when the hand is no complete hand (allowed for near misses only). */
function scoreExample(ex: HkModernExample): Score | null {
  const hand = parseHand(ex.hand);
  if (!hand.ok) throw new Error(`example ${ex.hand}: ${hand.error.code}`);
  const s = validateSituation({ ...DEFAULT_SITUATION, ...ex.situation }, hand.value);
  if (!s.ok) throw new Error(`example ${ex.hand}: ${s.error.reason}`);
  const r = score(hand.value, s.value, { rules: 'hk-modern', hkModern: ex.options });
  if (r.ok) return r.value;
  if (r.error.code === 'not-complete-hand') return null;
  throw new Error(`example ${ex.hand}: ${r.error.code}`);
}

const representable = (id: string) => !(HK_MODERN_NOT_REPRESENTABLE as readonly string[]).includes(id);

describe('hk-modern fan examples', () => {
  test('cover every pattern a hand can show', () => {
    expect(Object.keys(HK_MODERN_FAN_EXAMPLES).sort()).toEqual(HK_MODERN_PATTERNS.filter(representable).sort());
  });
  test.each(Object.entries(HK_MODERN_FAN_EXAMPLES))(
    '%s: the example is a legal win with that pattern and no limit',
    (id, ex) => {
      const s = scoreExample(ex)!;
      expect(s.items.map((i) => i.id)).toContain(id);
      expect(s.legal).toBe(true);
      expect(s.limit).toBeNull();
    },
  );
});

describe('hk-modern limit gallery', () => {
  test('has every limit hand a hand can show, once', () => {
    expect(HK_MODERN_LIMIT_GALLERY.map((e) => e.id).sort()).toEqual(HK_MODERN_LIMITS.filter(representable).sort());
  });
  test.each(HK_MODERN_LIMIT_GALLERY)(
    '$id: the example is exactly that limit, the near miss is not',
    ({ id, example, near }) => {
      const hit = scoreExample(example)!;
      expect(hit.limits).toEqual([id]);
      expect(hit.legal).toBe(true);
      expect(scoreExample(near)?.limits ?? []).not.toContain(id);
    },
  );
});

describe('hk-modern names and explanations', () => {
  const keys = [
    'hk-modern.name',
    ...HK_MODERN_PATTERNS.flatMap((id) => [`hk-modern.pattern.${id}`, `hk-modern.pattern.${id}.desc`]),
    ...HK_MODERN_LIMITS.flatMap((id) => [`hk-modern.limit.${id}`, `hk-modern.limit.${id}.desc`]),
  ];
  test.each([
    ['de', de as Record<string, string>],
    ['en', en as Record<string, string>],
  ])('%s has a name and an explanation for every item and limit hand', (_, dict) => {
    expect(keys.filter((k) => !dict[k])).toEqual([]);
  });
});
