// Public API of the Fan & Laak rules engine. Pure TypeScript: no DOM, no I/O.
export * from './tiles.ts';
export * from './errors.ts';
export * from './hand.ts';
export { parseHand, parseFragment, makeHand, makeTiles, makeMeld, validateHand } from './notation/hand-notation.ts';
export { MAX_INPUT_LENGTH } from './notation/scan.ts';
export * from './decompose.ts';
export * from './waits.ts';
export * from './situation.ts';
export * from './notation/situation-notation.ts';
export * from './rules/types.ts';
export { score, type ScoreOptions } from './rules/score.ts';
export { ruleSet, type RuleSet } from './rules/rule-sets.ts';
export type { RuleSetInfo, OptionsKey } from './rules/kernel/rule-set.ts';
export { HKE_PATTERNS, HKE_PATTERN_TABLE, type HkePatternId } from './rules/hke/patterns.ts';
export { HKE_LIMITS, HKE_LIMIT_TABLE, type HkeLimitId } from './rules/hke/limits.ts';
export { HKE_DEFAULTS, FALSE_MAHJONG_PENALTY, type HkeOptions } from './rules/hke/options.ts';
export { hkePoints, HKE_POINTS_TABLE, HKE_LIMIT_POINTS } from './rules/hke/points.ts';
export * from './random.ts';
export { CLASSIC_DEFAULTS, classicFalseMahjongPenalty, type ClassicOptions } from './rules/classic/options.ts';
export { CLASSIC_POINT_ITEMS, CLASSIC_POINT_TABLE, type ClassicPointId } from './rules/classic/points.ts';
export { CLASSIC_DOUBLINGS, CLASSIC_DOUBLING_TABLE, type ClassicDoublingId } from './rules/classic/doublings.ts';
export {
  CLASSIC_SPECIALS,
  CLASSIC_SPECIAL_TABLE,
  CLASSIC_SPECIAL_CLASSES,
  classicSpecialValue,
  type ClassicSpecialId,
  type ClassicSpecialClass,
} from './rules/classic/specials.ts';
export { classicPayments } from './rules/classic/payments.ts';
export { HK_MODERN_DEFAULTS, HK_MODERN_LIMIT_FAN, type HkModernOptions } from './rules/hk-modern/options.ts';
export {
  HK_MODERN_PATTERNS,
  HK_MODERN_PATTERN_TABLE,
  HK_MODERN_NOT_REPRESENTABLE,
  HK_MODERN_INSTANT,
  type HkModernPatternId,
} from './rules/hk-modern/patterns.ts';
export { HK_MODERN_LIMITS, HK_MODERN_LIMIT_TABLE, type HkModernLimitId } from './rules/hk-modern/limits.ts';
export { hkModernValue, HK_MODERN_HALF_SPICY } from './rules/hk-modern/points.ts';
export { hkModernPayments } from './rules/hk-modern/payments.ts';
export {
  HK_SIMPLE_DEFAULTS,
  HK_SIMPLE_FALSE_MAHJONG_PENALTY,
  type HkSimpleOptions,
} from './rules/hk-simple/options.ts';
export {
  HK_SIMPLE_SECTIONS,
  HK_SIMPLE_PATTERNS,
  HK_SIMPLE_TABLE,
  SEVEN_PAIRS_SECTIONS,
  type HkSimpleSection,
  type HkSimplePatternId,
} from './rules/hk-simple/sections.ts';
export { HK_SIMPLE_LIMITS, HK_SIMPLE_LIMIT_TABLE, type HkSimpleLimitId } from './rules/hk-simple/limits.ts';
export { hkSimplePoints, HK_SIMPLE_POINTS_TABLE, HK_SIMPLE_LIMIT_POINTS } from './rules/hk-simple/points.ts';
export { hkSimplePayments } from './rules/hk-simple/payments.ts';
export { bestScore } from './rules/kernel/best.ts';
// Generated puzzles: the types here; the functions (generatePuzzle, the judges, the key codec)
// from './puzzles/index.ts', so that the browser's engine chunk, which re-exports this file
// whole, does not grow by the puzzle generators and the table engine they use (docs/puzzles.md).
export type * from './puzzles/types.ts';
export type {
  PuzzleKind,
  NextPuzzle,
  KeyResult,
  PuzzleKeyError,
  WaitsFeedback,
  FanFeedback,
  PayFeedback,
  ValidFeedback,
  DiscardFeedback,
} from './puzzles/index.ts';
// The score sheet of a club evening (docs/score-sheet.md): the types here; the functions
// (readSheet, computeSheet, settlement, sheetCsv, emptySheet) from './sheet/index.ts', for the
// same reason as the puzzles.
export type * from './sheet/index.ts';
