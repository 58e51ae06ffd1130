// "Is this a valid Mah-Jongg?" since generator version 2: above level 1 most invalid hands fail
// by shape, not by counting; every spoilt hand is really no Mah-Jongg (the engine's
// decomposer and the slow oracle find no reading) and fails the way its variant says, checked
// by a brute-force split of its tiles; the feedback's nearest reading is found for nearly all.
import { describe, expect, test } from 'vitest';
import { decompose } from '../decompose.ts';
import { allTiles, tileCount, type Hand } from '../hand.ts';
import { oracleReadings } from '../oracle.ts';
import { RULE_SETS } from '../rules/types.ts';
import { countTiles, isHonour, isMajor, ORPHANS, type Tile } from '../tiles.ts';
import { FAILURE_KINDS } from '../puzzles/gen-valid.ts';
import { generatePuzzle, nearestReading, variantsOf, type Level, type ValidPuzzle } from '../puzzles/index.ts';

const SEEDS = 240;

/** Can the counts be split into exactly `sets` sets (pungs, chows) and `pairs` pairs? Slow and obvious. */
function splits(c: number[], sets: number, pairs: number): boolean {
  const t = c.findIndex((n) => n > 0);
  if (t < 0) return sets === 0 && pairs === 0;
  const tryTake = (tiles: Tile[], s: number, p: number): boolean => {
    if (s < 0 || p < 0) return false;
    const d = [...c];
    for (const x of tiles) d[x]!--;
    return d.every((n) => n >= 0) && splits(d, s, p);
  };
  const chow = !isHonour(t) && t % 9 <= 6 ? tryTake([t, t + 1, t + 2], sets - 1, pairs) : false;
  return tryTake([t, t, t], sets - 1, pairs) || tryTake([t, t], sets, pairs - 1) || chow;
}

const hidden = (h: Hand): number[] => {
  const c = countTiles(h.concealed);
  if (h.winning !== undefined) c[h.winning]!++;
  return c;
};
const without = (c: number[], tiles: Tile[]): number[] | null => {
  const d = [...c];
  for (const t of tiles) if (--d[t]! < 0) return null;
  return d;
};
const TILES = Array.from({ length: 34 }, (_, t) => t);

/** The oracle of each stated failure: what the variant promises about the hand's tiles. */
const FAILS: Record<string, (h: Hand) => boolean> = {
  // Four sets (with the declared ones) and two odd tiles: no pair.
  'no-pair': (h) =>
    TILES.some((a) =>
      TILES.some((b) => {
        const d = a < b ? without(hidden(h), [a, b]) : null;
        return d !== null && splits(d, 4 - h.melds.length, 0);
      }),
    ),
  // Three sets and a pair, plus three tiles of a suit that look like a chow and are none (1-2-4, 1-3-4).
  'broken-chow': (h) =>
    TILES.filter((t) => !isHonour(t) && t % 9 <= 5).some((t) =>
      [
        [t, t + 1, t + 3],
        [t, t + 2, t + 3],
      ].some((three) => {
        const d = without(hidden(h), three);
        return d !== null && splits(d, 3 - h.melds.length, 1);
      }),
    ),
  // Six pairs (four alike count as two) and two odd tiles.
  'pairs-short': (h) => {
    const c = hidden(h);
    return (
      h.melds.length === 0 && c.reduce((a, n) => a + Math.floor(n / 2), 0) === 6 && c.filter((n) => n % 2).length === 2
    );
  },
  // Terminals and honours, twelve or thirteen kinds of them, and one simple.
  'orphans-short': (h) => {
    const tiles = allTiles(h);
    const simples = tiles.filter((t) => !isMajor(t));
    return simples.length === 1 && new Set(tiles.filter(isMajor)).size >= 12;
  },
};
FAILS['no-pair-flush'] = FAILS['no-pair']!;
FAILS['broken-chow-flush'] = FAILS['broken-chow']!;

function puzzles(level: Level, rules: (typeof RULE_SETS)[number]): ValidPuzzle[] {
  return Array.from({ length: SEEDS }, (_, i) => {
    const p = generatePuzzle({ type: 'valid', level, rules, seed: (i * 2654435761) >>> 0 });
    if (p.type !== 'valid') throw new Error(p.type);
    return p;
  });
}

describe('"is this a valid Mah-Jongg?" fails by shape above level 1', () => {
  test.each(RULE_SETS.flatMap((rules) => ([2, 3] as const).map((level) => [level, rules] as const)))(
    'level %i, %s: at least 70 % of the invalid hands fail by shape',
    (level, rules) => {
      const invalid = puzzles(level, rules).filter((p) => !p.answer.valid);
      const shape = invalid.filter((p) => FAILURE_KINDS[p.answer.reason!] === 'shape');
      expect(invalid.length).toBeGreaterThan(SEEDS / 2);
      expect(shape.length / invalid.length).toBeGreaterThanOrEqual(0.7);
    },
  );

  test.each(RULE_SETS)('level 1, %s: the invalid hands still fail by counting', (rules) => {
    const invalid = puzzles(1, rules).filter((p) => !p.answer.valid);
    expect(invalid.length).toBeGreaterThan(SEEDS / 2);
    expect(invalid.every((p) => FAILURE_KINDS[p.answer.reason!] === 'count')).toBe(true);
  });

  test.each(([2, 3] as const).flatMap((level) => RULE_SETS.map((rules) => [level, rules] as const)))(
    'level %i, %s: each shape failure is no Mah-Jongg and fails as its variant says; the nearest reading is found',
    (level, rules) => {
      let shapes = 0;
      let near = 0;
      for (const p of puzzles(level, rules)) {
        if (p.answer.reason !== 'not-complete-hand') continue;
        shapes++;
        const h = p.hand;
        expect(tileCount(h), p.notation).toBe(14);
        expect(Math.max(...countTiles(allTiles(h)))).toBeLessThanOrEqual(4);
        expect(decompose(h), p.notation).toEqual([]);
        expect(oracleReadings(h), p.notation).toEqual([]);
        const fails = FAILS[p.variant];
        if (fails !== undefined) expect(fails(h), `${p.variant}: ${p.notation}`).toBe(true);
        if (nearestReading(p) !== null) near++;
      }
      expect(shapes).toBeGreaterThan(SEEDS / 3);
      expect(near / shapes).toBeGreaterThanOrEqual(0.9);
    },
  );

  test('the oracles can fail: a complete hand passes none of them, a hand of one suit short passes its own', () => {
    const complete: Hand = {
      concealed: [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31],
      melds: [],
      bonus: [],
      winning: 31,
    };
    for (const [name, fails] of Object.entries(FAILS)) expect(fails(complete), name).toBe(false);
    const noPair: Hand = { ...complete, winning: 33 };
    expect(FAILS['no-pair']!(noPair)).toBe(true);
    const gap: Hand = { ...complete, concealed: [0, 1, 3, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31] };
    expect(FAILS['broken-chow']!(gap)).toBe(true);
    const orphans: Hand = { concealed: [...ORPHANS.slice(0, 12), 1], melds: [], bonus: [], winning: 33 };
    expect(FAILS['orphans-short']!(orphans)).toBe(true);
  });

  test('every stated shape failure of version 2 has its oracle', () => {
    for (const level of [2, 3] as const) {
      const names = variantsOf({ type: 'valid', level, rules: 'hke' });
      const shapeNames = names.filter((n) => /no-pair|broken-chow|short/.test(n) && n !== 'kong-short');
      for (const n of shapeNames) expect(FAILS[n], n).toBeDefined();
    }
  });
});
