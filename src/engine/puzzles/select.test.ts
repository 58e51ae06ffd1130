import { describe, expect, test } from 'vitest';
import { LEVEL_BASE, TYPE_OFFSET } from './difficulty.ts';
import { dialWindow, DIALS, MAX_TRIES, selectPuzzle, themePuzzle, THEME_RULES, TYPICAL } from './select.ts';
import { THEMES } from './themes.ts';
import { PUZZLE_TYPES, type PuzzleType } from './types.ts';

describe('selection near the learner', () => {
  test('the windows: easier below, harder above, as-rated around the rating', () => {
    const [e, a, h] = DIALS.map((d) => dialWindow(1500, d));
    expect(a!.min).toBeLessThan(1500);
    expect(a!.max).toBeGreaterThan(1500);
    expect(e!.max).toBeLessThan(1500);
    expect(h!.min).toBeGreaterThan(1500);
  });

  // Learners of every rating whose window lies within the range the levels cover (from the
  // typical puzzle of level 1 to that of level 3), every dial, every type.
  const covered = (type: PuzzleType, centre: number): boolean =>
    centre >= LEVEL_BASE[1] + TYPE_OFFSET[type] + TYPICAL && centre <= LEVEL_BASE[3] + TYPE_OFFSET[type] + TYPICAL;
  const cases = PUZZLE_TYPES.flatMap((type) =>
    [1050, 1200, 1350, 1500, 1650, 1800, 1950].flatMap((learner) =>
      DIALS.filter((dial) => {
        const w = dialWindow(learner, dial);
        return covered(type, (w.min + w.max) / 2);
      }).map((dial) => [type, learner, dial] as const),
    ),
  );
  test.each(cases)('%s, learner %i, %s: served puzzles stay within the window', (type, learner, dial) => {
    const w = dialWindow(learner, dial);
    const seen = new Set<string>();
    let index = 0;
    let inside = 0;
    const served = 20;
    for (let n = 0; n < served; n++) {
      const r = selectPuzzle({ type, rules: 'hke', learner, dial, session: 7 + n, index, seen });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.inWindow).toBe(r.puzzle.rating >= w.min && r.puzzle.rating <= w.max);
      if (r.inWindow) inside++;
      seen.add(r.puzzle.id);
      index = r.next;
    }
    // The walk is capped at MAX_TRIES puzzles: nearly all served puzzles lie in the window.
    expect(inside / served, `${inside}/${served} in [${w.min}, ${w.max}]`).toBeGreaterThanOrEqual(0.95);
  });

  test("outside the levels' range the nearest puzzle is served and flagged", () => {
    const low = selectPuzzle({
      type: 'discard',
      rules: 'hke',
      learner: 600,
      dial: 'easier',
      session: 1,
      index: 0,
      seen: new Set(),
    });
    expect(low.ok && low.inWindow).toBe(false);
    expect(low.ok && low.puzzle.key.level).toBe(1);
    const high = selectPuzzle({
      type: 'fan',
      rules: 'hke',
      learner: 2600,
      dial: 'harder',
      session: 1,
      index: 0,
      seen: new Set(),
    });
    expect(high.ok && high.puzzle.key.level).toBe(3);
  });

  test('valid Mah-Jongg above level 1: mostly complete hands or shape failures', () => {
    const seen = new Set<string>();
    let index = 0;
    let shape = 0;
    let invalid = 0;
    for (let n = 0; n < 40; n++) {
      const r = selectPuzzle({ type: 'valid', rules: 'hke', learner: 1800, dial: 'as-rated', session: 5, index, seen });
      if (!r.ok || r.puzzle.type !== 'valid') break;
      expect(r.puzzle.key.level).toBeGreaterThan(1);
      if (!r.puzzle.answer.valid) {
        invalid++;
        if (r.puzzle.answer.reason === 'not-complete-hand') shape++;
      }
      seen.add(r.puzzle.id);
      index = r.next;
    }
    expect(invalid).toBeGreaterThan(10);
    expect(shape / invalid).toBeGreaterThanOrEqual(0.7);
  });

  test('a selection generates at most MAX_TRIES puzzles and never repeats a seen one', () => {
    const seen = new Set<string>();
    let index = 0;
    for (let n = 0; n < 30; n++) {
      const r = selectPuzzle({ type: 'fan', rules: 'hke', learner: 1600, dial: 'as-rated', session: 3, index, seen });
      if (!r.ok) break;
      expect(seen.has(r.puzzle.id)).toBe(false);
      expect(r.next - index).toBeLessThanOrEqual(4 * MAX_TRIES);
      seen.add(r.puzzle.id);
      index = r.next;
    }
  });

  test.each(THEMES)('practise this theme: %s gives puzzles tagged with it', (theme) => {
    const rules = THEME_RULES[theme]?.[0] ?? 'hke';
    const r = themePuzzle({ theme, rules, learner: 1500, session: 11, index: 0, seen: new Set() });
    expect(r.ok, theme).toBe(true);
    if (r.ok) expect(r.puzzle.themes).toContain(theme);
  });

  test("practise this theme: each kind's puzzles match the learner's rating for that kind, and the dial", () => {
    const byType = { fan: 1650, pay: 1700, valid: 1600 };
    for (const dial of DIALS) {
      let inside = 0;
      for (let session = 1; session <= 10; session++) {
        const r = themePuzzle({
          theme: 'self-draw',
          rules: 'hke',
          learner: 1100,
          byType,
          dial,
          session,
          index: 0,
          seen: new Set(),
        });
        if (!r.ok) throw new Error('exhausted');
        const w = dialWindow(byType[r.puzzle.type as keyof typeof byType], dial);
        expect(r.inWindow).toBe(r.puzzle.rating >= w.min && r.puzzle.rating <= w.max);
        if (r.inWindow) inside++;
      }
      expect(inside, dial).toBeGreaterThanOrEqual(8);
    }
  });
});
