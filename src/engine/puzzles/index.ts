// Generated puzzles: keys and seeds, generators, judges (docs/puzzles.md).
export * from './types.ts';
export {
  GENERATOR_VERSION,
  versionOf,
  PUZZLE_KEY_ERRORS,
  makePuzzleKey,
  parsePuzzleKey,
  puzzleKey,
  dailyKey,
  usesRules,
  type KeyResult,
  type PuzzleKeyError,
} from './key.ts';
export { hashText, sessionSeed, makeSeed, parseSeed, isDate, dailySeed, MAX_SEED } from './seed.ts';
export {
  generatePuzzle,
  variantsOf,
  sessionKey,
  nextPuzzle,
  sessionPuzzles,
  MAX_SKIPS,
  type PuzzleKind,
  type NextPuzzle,
} from './generate.ts';
export { discardReason } from './gen-discard.ts';
export { verdict as validVerdict } from './gen-valid.ts';
export * from './judge.ts';
export * from './glicko.ts';
export * from './themes.ts';
export {
  assessPuzzle,
  LEVEL_BASE,
  TYPE_OFFSET,
  RATING_MIN,
  RATING_MAX,
  type Assessment,
  type Factor,
} from './difficulty.ts';
export * from './select.ts';
export * from './ladder.ts';
export * from './explain.ts';
export * from './fan-items.ts';
export * from './theme-types.ts';
