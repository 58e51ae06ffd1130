import { describe, expect, test } from 'vitest';
import { RULE_SETS } from '../rules/types.ts';
import { assessPuzzle, RATING_MAX, RATING_MIN } from './difficulty.ts';
import { generatePuzzle } from './generate.ts';
import { THEME_TYPES } from './theme-types.ts';
import { THEMES, isTheme, type Theme } from './themes.ts';
import { LEVELS, PUZZLE_TYPES, RULED_TYPES } from './types.ts';

const SEEDS = 60;

describe('difficulty and themes of generated puzzles', () => {
  const seen = new Map<string, Set<Theme>>();
  test.each(PUZZLE_TYPES.flatMap((type) => LEVELS.map((level) => [type, level] as const)))(
    'every %s puzzle of level %i, under every rule set it uses, has a rating in range and a theme',
    (type, level) => {
      const rules = RULED_TYPES.includes(type) ? RULE_SETS : (['hke'] as const);
      for (const r of rules)
        for (let seed = 0; seed < SEEDS; seed++) {
          const p = generatePuzzle({ type, level, rules: r, seed: seed * 2654435761 });
          expect(Number.isInteger(p.rating)).toBe(true);
          expect(p.rating).toBeGreaterThanOrEqual(RATING_MIN);
          expect(p.rating).toBeLessThanOrEqual(RATING_MAX);
          expect(p.themes.length).toBeGreaterThan(0);
          for (const t of p.themes) expect(isTheme(t)).toBe(true);
          expect(assessPuzzle(p)).toMatchObject({ rating: p.rating, themes: p.themes });
          const s = seen.get(type) ?? new Set<Theme>();
          p.themes.forEach((t) => s.add(t));
          seen.set(type, s);
        }
    },
  );

  test('each type tags only themes listed for it, and every theme is reached by some type', () => {
    const reached = new Set<Theme>();
    for (const [type, themes] of seen)
      for (const t of themes) {
        expect(THEME_TYPES[t], `${type} tags ${t}`).toContain(type);
        reached.add(t);
      }
    expect(THEMES.filter((t) => !reached.has(t))).toEqual([]);
  });

  test('on average, higher levels are rated higher for every type', () => {
    for (const type of PUZZLE_TYPES) {
      const mean = (level: 1 | 2 | 3): number => {
        let sum = 0;
        for (let seed = 0; seed < 30; seed++) sum += generatePuzzle({ type, level, rules: 'hke', seed }).rating;
        return sum / 30;
      };
      expect(mean(2), type).toBeGreaterThan(mean(1));
      expect(mean(3), type).toBeGreaterThan(mean(2));
    }
  });

  test('the factors explain the rating: base plus factors, clamped', () => {
    const p = generatePuzzle({ type: 'waits', level: 3, rules: 'hke', seed: 5 });
    const a = assessPuzzle(p);
    const sum = a.factors.reduce((s, f) => s + f.points, 0);
    expect(a.rating).toBe(Math.round(Math.min(RATING_MAX, Math.max(RATING_MIN, sum))));
  });
});
