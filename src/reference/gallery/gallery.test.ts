// The limit-hand gallery promises, for every entry: the example is exactly its hand under its
// own rule set, the near miss is not, and the example is a complete hand under all four rule
// sets, counted as that hand wherever a rule set has it. The page runs the same checks.
import { describe, expect, test } from 'vitest';
import {
  CLASSIC_SPECIALS,
  HKE_LIMITS,
  HK_MODERN_LIMITS,
  HK_MODERN_NOT_REPRESENTABLE,
  RULE_SETS,
} from '../../engine/index.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { GALLERY, LIMITS_OF, galleryItem } from './gallery.ts';

const ids = (rules: string) => GALLERY.filter((e) => e.rules === rules).map((e) => e.id);

describe('limit-hand gallery entries', () => {
  test('every HKE limit hand, then each classic special hand HKE lacks, then modern HK’s eight flowers', () => {
    expect([...ids('hke')].sort()).toEqual([...HKE_LIMITS].sort());
    expect([...ids('classic')].sort()).toEqual(
      CLASSIC_SPECIALS.filter((id) => !(HKE_LIMITS as readonly string[]).includes(id)).sort(),
    );
    const elsewhere: readonly string[] = [...HKE_LIMITS, ...CLASSIC_SPECIALS, ...HK_MODERN_NOT_REPRESENTABLE];
    const modernOnly = HK_MODERN_LIMITS.filter((id) => !elsewhere.includes(id));
    expect(ids('hk-modern')).toEqual(modernOnly);
    expect(new Set(GALLERY.map((e) => e.id)).size).toBe(GALLERY.length);
  });

  test.each(GALLERY.map((e) => [e.id, e] as const))(
    '%s: exactly its hand, a near miss that is not, worth shown under every rule set',
    (id, entry) => {
      const item = galleryItem(entry);
      expect(item.example.score.limit).toBe(id);
      if (entry.rules !== 'classic') expect(item.example.score.limits).toEqual([id]);
      expect(item.near.score?.limits ?? []).not.toContain(id);
      expect(item.under.map((u) => u.rules)).toEqual([...RULE_SETS]);
      for (const { rules, score } of item.under) {
        if (LIMITS_OF[rules].includes(id)) expect(score.limits).toContain(id);
      }
    },
  );

  test.each([
    ['de', de as Record<string, string>],
    ['en', en as Record<string, string>],
  ])('%s explains every near miss', (_, dict) => {
    expect(GALLERY.map((e) => `gallery.near.${e.id}`).filter((k) => !dict[k])).toEqual([]);
  });
});
