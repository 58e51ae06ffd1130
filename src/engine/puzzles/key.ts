// The puzzle key in a share link: `2f2m-k3x9q1` is generator version 2, "how many fan?",
// level 2, modern Hong Kong rules, seed k3x9q1 (base 36). `parsePuzzleKey` never throws: a
// tampered or foreign key is an error value with a stable code. Keys of an older generator
// version that this code still generates parse with their version, so an old share link or a
// stored review card opens the same puzzle it always did (generate.ts dispatches on it).
import { RULE_SETS, type RuleSetId } from '../rules/types.ts';
import { dailySeed, dayNumber, makeSeed, parseSeed } from './seed.ts';
import {
  GENERATOR_VERSIONS,
  LEVELS,
  PUZZLE_TYPES,
  RULED_TYPES,
  type GeneratorVersion,
  type Level,
  type PuzzleKey,
  type PuzzleType,
} from './types.ts';
import type { Result } from '../errors.ts';

/**
 * The version new keys are made with. Bumped whenever a change to a generator would turn a key
 * into a different puzzle; the old version's generation is kept (GENERATOR_VERSIONS), so its
 * keys keep giving their puzzles. History in docs/puzzles.md ("Versions").
 */
export const GENERATOR_VERSION: GeneratorVersion = 2;

/** The version a key was made with: absent means the current one. */
export const versionOf = (k: Pick<PuzzleKey, 'version'>): GeneratorVersion => k.version ?? GENERATOR_VERSION;

const TYPE_CODES: Record<PuzzleType, string> = { waits: 'w', fan: 'f', pay: 'p', valid: 'v', discard: 'd' };
const RULES_CODES: Record<RuleSetId, string> = { hke: 'e', classic: 'c', 'hk-modern': 'm', 'hk-simple': 's' };

export const PUZZLE_KEY_ERRORS = [
  'empty', // nothing (after trimming)
  'too-long', // longer than any key; not looked at further
  'bad-format', // not version, type, level, rules, `-`, seed
  'old-version', // made by a generator version this code does not generate (none yet, or a future one)
  'unknown-type',
  'unknown-level',
  'unknown-rules',
  'rules-not-used', // a rule set other than hke for a type that has none
  'bad-seed', // not a canonical base-36 number below 2³²
] as const;
export type PuzzleKeyError = (typeof PUZZLE_KEY_ERRORS)[number];

export type KeyResult = Result<PuzzleKey, { code: PuzzleKeyError }>;

const MAX_KEY_LENGTH = 32;
const SHAPE = /^(\d+)([a-z])(\d+)([a-z])-([0-9a-z]+)$/;
const error = (code: PuzzleKeyError): KeyResult => ({ ok: false, error: { code } });
const lookup = <K extends string>(codes: Record<K, string>, c: string): K | undefined =>
  (Object.keys(codes) as K[]).find((k) => codes[k] === c);

export const usesRules = (type: PuzzleType): boolean => RULED_TYPES.includes(type);

export const makePuzzleKey = (k: PuzzleKey): string =>
  `${versionOf(k)}${TYPE_CODES[k.type]}${k.level}${RULES_CODES[k.rules]}-${makeSeed(k.seed)}`;

export function parsePuzzleKey(input: unknown): KeyResult {
  if (typeof input !== 'string') return error('bad-format');
  const text = input.trim();
  if (text === '') return error('empty');
  if (text.length > MAX_KEY_LENGTH) return error('too-long');
  const m = SHAPE.exec(text);
  if (!m) return error('bad-format');
  const version = GENERATOR_VERSIONS.find((v) => String(v) === m[1]);
  if (version === undefined) return error('old-version');
  const type = lookup(TYPE_CODES, m[2]!);
  if (type === undefined) return error('unknown-type');
  const level = LEVELS.find((l) => String(l) === m[3]);
  if (level === undefined) return error('unknown-level');
  const rules = lookup(RULES_CODES, m[4]!);
  if (rules === undefined) return error('unknown-rules');
  if (!usesRules(type) && rules !== 'hke') return error('rules-not-used');
  const seed = parseSeed(m[5]!);
  if (seed === undefined) return error('bad-seed');
  // The current version stays implicit, so a key of it equals one built from a page's controls.
  const value: PuzzleKey = { type, level, rules, seed };
  return { ok: true, value: version === GENERATOR_VERSION ? value : { ...value, version } };
}

/** A key checked field by field, for keys built from a page's controls. */
export function puzzleKey(type: PuzzleType, level: Level, rules: RuleSetId, seed: number): KeyResult {
  if (!PUZZLE_TYPES.includes(type)) return error('unknown-type');
  if (!LEVELS.includes(level)) return error('unknown-level');
  if (!RULE_SETS.includes(rules)) return error('unknown-rules');
  if (!usesRules(type) && rules !== 'hke') return error('rules-not-used');
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) return error('bad-seed');
  return { ok: true, value: { type, level, rules, seed } };
}

/**
 * The daily puzzle of `date` (`YYYY-MM-DD`): the same for everyone. The type rotates with the
 * day (unless given), level 2, HKE. Undefined for a date that does not exist.
 */
export function dailyKey(date: string, type?: PuzzleType): PuzzleKey | undefined {
  const seed = dailySeed(date);
  if (seed === undefined) return undefined;
  const t = type ?? PUZZLE_TYPES[((dayNumber(date) % 5) + 5) % 5]!;
  return { type: t, level: 2, rules: 'hke', seed };
}
