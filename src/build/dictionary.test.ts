// The widget strings: both languages in step, and every key the widgets and the engine's
// pattern tables need is present.
import { describe, expect, test } from 'vitest';
import { BLOCK_KINDS, SHAPES } from '../engine/decompose.ts';
import { HKE_LIMITS } from '../engine/rules/hke/limits.ts';
import { HKE_PATTERNS } from '../engine/rules/hke/patterns.ts';
import { WIND_LETTERS } from '../engine/tiles.ts';
import { FAN_KEYS } from '../lessons/fan-puzzle/strings.ts';
import { QUIZ_PREFIXES } from '../lessons/quiz/strings.ts';
import { WAIT_PREFIXES } from '../lessons/wait-puzzle/strings.ts';
import { LANGS } from '../words/index.ts';
import { PLAY_PREFIXES } from '../tools/play/strings.ts';
import { PRACTICE_PREFIXES } from '../tools/practice/strings.ts';
import { GUIDED_PREFIXES } from '../tools/guided/strings.ts';
import { REPLAY_PREFIXES } from '../tools/replay/strings.ts';
import { dictionaryKeys, pickKeys, pickStrings, template, text } from './dictionary.ts';

const placeholders = (s: string): string[] => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();

describe('widget dictionaries', () => {
  test('both languages have the same keys', () => {
    expect([...dictionaryKeys('en')].sort()).toEqual([...dictionaryKeys('de')].sort());
  });

  test('both languages use the same placeholders per key', () => {
    const mismatched = dictionaryKeys('de').filter(
      (k) => placeholders(template('de', k)).join() !== placeholders(template('en', k)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  test.each(LANGS)('no empty strings in %s', (lang) => {
    expect(dictionaryKeys(lang).filter((k) => template(lang, k).trim() === '')).toEqual([]);
  });

  test('German uses „…“ and no straight quotes; English no straight double quotes', () => {
    expect(dictionaryKeys('de').filter((k) => /["']/.test(template('de', k)))).toEqual([]);
    expect(dictionaryKeys('en').filter((k) => template('en', k).includes('"'))).toEqual([]);
  });

  test('every key an island asks for exists', () => {
    const wanted = [...FAN_KEYS];
    for (const lang of LANGS) expect(wanted.filter((k) => !dictionaryKeys(lang).includes(k))).toEqual([]);
  });

  test('every HKE pattern and limit has a name and an explanation', () => {
    const wanted = [
      ...HKE_PATTERNS.flatMap((id) => [`hke.pattern.${id}`, `hke.pattern.${id}.desc`]),
      ...HKE_LIMITS.flatMap((id) => [`hke.limit.${id}`, `hke.limit.${id}.desc`]),
      ...SHAPES.map((s) => `shape.${s}`),
      ...BLOCK_KINDS.map((b) => `block.${b}`),
      ...WIND_LETTERS.map((w) => `wind.${w}`),
    ];
    for (const lang of LANGS) expect(wanted.filter((k) => !dictionaryKeys(lang).includes(k))).toEqual([]);
  });

  test('a missing key names itself; placeholders are filled', () => {
    expect(() => template('de', 'wait.nope')).toThrow(/wait\.nope/);
    expect(text('en', 'fan.total', { fan: 7 })).toBe('Total: 7 fan');
  });

  test('an island takes its namespaces whole, and nothing outside them', () => {
    const wind = pickStrings('en', 'wind.');
    expect(wind).toEqual({ 'wind.E': 'East', 'wind.S': 'South', 'wind.W': 'West', 'wind.N': 'North' });
    const two = pickStrings('de', 'wind.', 'block.tag.');
    expect(Object.keys(two).sort()).toEqual(
      [...Object.keys(wind), ...dictionaryKeys('de').filter((k) => k.startsWith('block.tag.'))].sort(),
    );
    expect(() => pickStrings('de', 'nothing.')).toThrow(/nothing\./);
    expect(pickKeys('en', ['wind.E', 'fan.total'])).toEqual({
      'wind.E': 'East',
      'fan.total': template('en', 'fan.total'),
    });
  });

  const islands: readonly (readonly string[])[] = [
    PLAY_PREFIXES,
    PRACTICE_PREFIXES,
    GUIDED_PREFIXES,
    REPLAY_PREFIXES,
    WAIT_PREFIXES,
    QUIZ_PREFIXES,
  ];
  test.each(islands.map((p) => [p.join(' '), p] as const))(
    'no island takes what its page prints (%s): that is under page.',
    (_, prefixes) => {
      const picked = Object.keys(pickStrings('en', ...prefixes));
      expect(picked.filter((k) => /^[a-z]+\.(title|description|intro|noscript|challenge)$/.test(k))).toEqual([]);
    },
  );
});
