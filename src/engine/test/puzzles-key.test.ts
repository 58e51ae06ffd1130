// The share-link codec and the seeds: keys round-trip, every malformed key is an error value
// with its code (never a throw), daily seeds depend on the date alone.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RULE_SETS } from '../index.ts';
import {
  GENERATOR_VERSION,
  LEVELS,
  PUZZLE_KEY_ERRORS,
  PUZZLE_TYPES,
  dailyKey,
  dailySeed,
  generatePuzzle,
  hashText,
  isDate,
  makePuzzleKey,
  makeSeed,
  parsePuzzleKey,
  parseSeed,
  puzzleKey,
  sessionSeed,
  usesRules,
  type PuzzleKey,
} from '../puzzles/index.ts';

const arbKey: fc.Arbitrary<PuzzleKey> = fc
  .record({
    type: fc.constantFrom(...PUZZLE_TYPES),
    level: fc.constantFrom(...LEVELS),
    rules: fc.constantFrom(...RULE_SETS),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
  })
  .map((k) => (usesRules(k.type) ? k : { ...k, rules: 'hke' as const }));

describe('makePuzzleKey / parsePuzzleKey', () => {
  test('examples', () => {
    expect(makePuzzleKey({ type: 'fan', level: 2, rules: 'hk-modern', seed: 35 })).toBe(`${GENERATOR_VERSION}f2m-z`);
    expect(makePuzzleKey({ type: 'discard', level: 3, rules: 'hke', seed: 0xffffffff })).toBe('2d3e-1z141z3');
    expect(parsePuzzleKey('  2w1e-0 ')).toEqual({
      ok: true,
      value: { type: 'waits', level: 1, rules: 'hke', seed: 0 },
    });
  });

  test('a key of an older version this code still generates keeps its version, both ways', () => {
    expect(GENERATOR_VERSION).toBe(2);
    const old = { type: 'valid', level: 2, rules: 'hke', seed: 1, version: 1 } as const;
    expect(parsePuzzleKey('1v2e-1')).toStrictEqual({ ok: true, value: old });
    expect(makePuzzleKey(old)).toBe('1v2e-1');
    // The current version stays implicit: parsing its key gives no version field at all.
    expect(parsePuzzleKey('2v2e-1')).toStrictEqual({
      ok: true,
      value: { type: 'valid', level: 2, rules: 'hke', seed: 1 },
    });
    expect(makePuzzleKey({ ...old, version: 2 })).toBe('2v2e-1');
  });

  test('round trip: key → text → key, and text → key → text', () => {
    fc.assert(
      fc.property(arbKey, (k) => {
        const text = makePuzzleKey(k);
        expect(text).toMatch(/^[0-9a-z-]{6,16}$/);
        const back = parsePuzzleKey(text);
        expect(back).toEqual({ ok: true, value: k });
        if (back.ok) expect(makePuzzleKey(back.value)).toBe(text);
      }),
    );
  });

  test.each<[string, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1f2e-' + 'a'.repeat(40), 'too-long'],
    ['1f2e', 'bad-format'],
    ['1F2E-1', 'bad-format'],
    ['1f2e-1&x=<b>', 'bad-format'],
    ['1f2e--1', 'bad-format'],
    ['3f2e-1', 'old-version'],
    ['0f2e-1', 'old-version'],
    ['12f2e-1', 'old-version'],
    ['1x2e-1', 'unknown-type'],
    ['1f4e-1', 'unknown-level'],
    ['1f0e-1', 'unknown-level'],
    ['1f2x-1', 'unknown-rules'],
    ['1w2m-1', 'rules-not-used'],
    ['1d1c-1', 'rules-not-used'],
    ['1f2e-01', 'bad-seed'],
    ['1f2e-1z141z4', 'bad-seed'], // 2³²
    ['1f2e-zzzzzzzz', 'bad-seed'],
  ])('%j → %s', (text, code) => {
    expect(parsePuzzleKey(text)).toEqual({ ok: false, error: { code } });
  });

  test('every error code is reachable (the table above names them all)', () => {
    expect([...PUZZLE_KEY_ERRORS].sort()).toEqual(
      [
        'empty',
        'too-long',
        'bad-format',
        'old-version',
        'unknown-type',
        'unknown-level',
        'unknown-rules',
        'rules-not-used',
        'bad-seed',
      ].sort(),
    );
  });

  test('fuzzed and tampered keys never throw; whatever parses gives a puzzle', () => {
    const tampered = fc
      .tuple(arbKey, fc.nat(), fc.string({ maxLength: 3 }), fc.nat({ max: 3 }))
      .map(([k, at, s, cut]) => {
        const t = makePuzzleKey(k);
        const i = at % (t.length + 1);
        return t.slice(0, i) + s + t.slice(i + cut);
      });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), tampered, fc.anything()), (input) => {
        const r = parsePuzzleKey(input);
        if (r.ok) {
          expect(parsePuzzleKey(makePuzzleKey(r.value))).toEqual(r);
          expect(generatePuzzle(r.value).key).toEqual(r.value);
        } else expect(PUZZLE_KEY_ERRORS).toContain(r.error.code);
      }),
      { numRuns: 300 },
    );
  });

  test('puzzleKey checks fields given one by one', () => {
    expect(puzzleKey('pay', 3, 'classic', 7)).toEqual({
      ok: true,
      value: { type: 'pay', level: 3, rules: 'classic', seed: 7 },
    });
    expect(puzzleKey('pay', 3, 'classic', -1)).toMatchObject({ error: { code: 'bad-seed' } });
    expect(puzzleKey('pay', 3, 'classic', 1.5)).toMatchObject({ error: { code: 'bad-seed' } });
    expect(puzzleKey('pay', 4 as 3, 'classic', 1)).toMatchObject({ error: { code: 'unknown-level' } });
    expect(puzzleKey('waits', 1, 'classic', 1)).toMatchObject({ error: { code: 'rules-not-used' } });
    expect(puzzleKey('chess' as 'pay', 1, 'hke', 1)).toMatchObject({ error: { code: 'unknown-type' } });
  });
});

describe('seeds', () => {
  test('makeSeed / parseSeed round-trip over the whole range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        expect(parseSeed(makeSeed(n))).toBe(n);
      }),
    );
    expect(['', '-1', '+1', '00', 'A', '1.5', '1z141z4'].map(parseSeed)).toEqual(new Array(7).fill(undefined));
  });

  test.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-1-01', false],
    ['24-01-01', false],
    ['2024-01-01T00:00', false],
  ])('isDate(%s) = %s', (text, ok) => {
    expect(isDate(text)).toBe(ok);
    expect(dailySeed(text) !== undefined).toBe(ok);
  });

  test('the daily seed depends on the date alone; a year of days gives distinct seeds and every type', () => {
    const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
    const seeds = days.map((d) => dailySeed(d)!);
    expect(new Set(seeds).size).toBe(days.length);
    expect(dailySeed('2025-06-01')).toBe(hashText('daily:2025-06-01'));
    expect(new Set(days.slice(0, 5).map((d) => dailyKey(d)!.type)).size).toBe(5);
    expect(dailyKey('2025-06-01', 'pay')).toEqual({
      type: 'pay',
      level: 2,
      rules: 'hke',
      seed: dailySeed('2025-06-01'),
    });
    expect(dailyKey('2025-02-30')).toBeUndefined();
  });

  test('session seeds: unrelated for neighbouring indices and sessions', () => {
    const seen = new Set<number>();
    for (const s of [0, 1, 2]) for (let i = 0; i < 5000; i++) seen.add(sessionSeed(s, i));
    expect(seen.size).toBe(15000);
  });
});
