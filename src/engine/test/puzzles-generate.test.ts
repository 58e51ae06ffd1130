// Generated puzzles: every one valid with the engine's answer (recomputed independently in
// puzzles-helpers.ts), the same key always the same puzzle, no repeat within a session, every
// variant buildable, every HKE pattern and limit hand covered by a level-3 session.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HKE_LIMITS, HKE_PATTERNS, RULE_SETS, score } from '../index.ts';
import {
  LEVELS,
  PUZZLE_TYPES,
  generatePuzzle,
  nextPuzzle,
  sessionKey,
  sessionPuzzles,
  usesRules,
  variantsOf,
  type PuzzleKind,
  type PuzzleType,
} from '../puzzles/index.ts';
import { checkPuzzle } from './puzzles-helpers.ts';

const rulesOf = (type: PuzzleType) => (usesRules(type) ? RULE_SETS : (['hke'] as const));
const KINDS: PuzzleKind[] = PUZZLE_TYPES.flatMap((type) =>
  LEVELS.flatMap((level) => rulesOf(type).map((rules) => ({ type, level, rules }))),
);
const name = (k: PuzzleKind): string => `${k.type} level ${k.level} ${k.rules}`;

describe('every generated puzzle is valid and its answer is the engine’s', () => {
  test.each(PUZZLE_TYPES)('%s (random seeds, levels and rule sets)', (type) => {
    const kinds = KINDS.filter((k) => k.type === type);
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 0, max: 0xffffffff }), (kind, seed) => {
        const p = generatePuzzle({ ...kind, seed });
        expect(p.key).toEqual({ ...kind, seed });
        checkPuzzle(p);
      }),
      { numRuns: type === 'waits' ? 80 : 150 },
    );
  });

  test('the largest seed and seed 0 work for every kind', () => {
    for (const k of KINDS) for (const seed of [0, 0xffffffff]) checkPuzzle(generatePuzzle({ ...k, seed }));
  });
});

describe('determinism', () => {
  test.each(KINDS.map((k) => [name(k), k] as const))('%s: same key, same puzzle; plain JSON data', (_, kind) => {
    for (const seed of [1, 77, 123456789]) {
      const a = generatePuzzle({ ...kind, seed });
      expect(generatePuzzle({ ...kind, seed })).toEqual(a);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    }
  });

  test('a rule set given to a type without one is ignored', () => {
    const a = generatePuzzle({ type: 'waits', level: 2, rules: 'classic', seed: 5 });
    expect(a).toEqual(generatePuzzle({ type: 'waits', level: 2, rules: 'hke', seed: 5 }));
    expect(a.key.rules).toBe('hke');
  });
});

describe('every variant builds as itself (no fallback)', () => {
  test.each(KINDS.map((k) => [name(k), k] as const))('%s', (_, kind) => {
    const variants = variantsOf(kind);
    expect(new Set(variants).size).toBe(variants.length);
    for (let v = 0; v < variants.length; v++) {
      for (const base of [0, 999_999]) {
        const p = generatePuzzle({ ...kind, seed: base * variants.length + v });
        expect(p.variant).toBe(variants[v]);
      }
    }
  });
});

describe('sessions', () => {
  test.each(PUZZLE_TYPES.flatMap((type) => LEVELS.map((level) => [type, level] as const)))(
    '%s level %i: 200 puzzles, no repeat',
    (type, level) => {
      const ps = sessionPuzzles({ type, level, rules: 'hke' }, 2024, 200);
      expect(ps).toHaveLength(200);
      expect(new Set(ps.map((p) => p.id)).size).toBe(200);
    },
  );

  test('each run of n session keys (n variants) holds every variant once; the key reproduces the puzzle', () => {
    for (const kind of KINDS.filter((k) => k.rules === 'hke' || k.rules === 'hk-modern')) {
      const n = variantsOf(kind).length;
      for (const cycle of [0, 3]) {
        const keys = Array.from({ length: n }, (_, i) => sessionKey(kind, 99, cycle * n + i));
        expect(new Set(keys.map((k) => k.seed % n)).size).toBe(n);
      }
    }
  });

  test('nextPuzzle skips what was seen and says where to go on', () => {
    const kind: PuzzleKind = { type: 'fan', level: 1, rules: 'hke' };
    const first = nextPuzzle(kind, 5, 0, new Set());
    if (!first.ok) throw new Error('no puzzle');
    expect(first.next).toBe(1);
    const again = nextPuzzle(kind, 5, 0, new Set([first.puzzle.id]));
    expect(again.ok && again.puzzle.id).not.toBe(first.puzzle.id);
    expect(again.ok && again.next).toBe(2);
  });

  test('a stored counter or session that is no number starts over instead of throwing', () => {
    const kind: PuzzleKind = { type: 'pay', level: 2, rules: 'hke' };
    for (const index of [-1, Number.NaN, 1.5, Number.POSITIVE_INFINITY]) {
      expect(sessionKey(kind, 3, index)).toEqual(sessionKey(kind, 3, 0));
      expect(nextPuzzle(kind, Number.NaN, index, new Set())).toMatchObject({ ok: true, next: 1 });
    }
  });

  test('nextPuzzle gives up (an error value) when everything was seen', () => {
    const kind: PuzzleKind = { type: 'waits', level: 1, rules: 'hke' };
    const all = new Set(Array.from({ length: 64 }, (_, i) => generatePuzzle(sessionKey(kind, 8, i)).id));
    expect(nextPuzzle(kind, 8, 0, all)).toEqual({ ok: false, error: { code: 'exhausted' } });
  });
});

describe('coverage of "how many fan?"', () => {
  test.each(RULE_SETS)('one cycle of a level-3 session (%s) shows every HKE pattern and limit hand', (rules) => {
    const kind: PuzzleKind = { type: 'fan', level: 3, rules };
    const n = variantsOf(kind).length;
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      const p = generatePuzzle(sessionKey(kind, 31, i));
      if (p.type !== 'fan') throw new Error(p.type);
      const hke = score(p.hand, p.situation, { rules: 'hke' });
      if (!hke.ok) throw new Error(p.notation);
      for (const id of [...hke.value.items.map((x) => x.id), ...hke.value.limits]) seen.add(id);
    }
    // hk-modern has no seven pairs: there, that one pattern cannot be asked.
    const wanted = [...HKE_PATTERNS, ...HKE_LIMITS].filter((id) => !(rules === 'hk-modern' && id === 'seven-pairs'));
    expect(wanted.filter((id) => !seen.has(id))).toEqual([]);
  });

  test('level 3 has a near miss of every limit hand that can be missed narrowly', () => {
    const near = variantsOf({ type: 'fan', level: 3, rules: 'hke' }).filter((v) => v.startsWith('near:'));
    const missable = HKE_LIMITS.filter((id) => !['thirteen-orphans', 'heaven', 'earth'].includes(id));
    expect(missable.filter((id) => !near.includes(`near:${id}`))).toEqual([]);
  });
});
