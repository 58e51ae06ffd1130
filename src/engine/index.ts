// Public API of the Fan & Laak rules engine. Pure TypeScript: no DOM, no I/O.
export * from './tiles.ts';
export * from './errors.ts';
export * from './hand.ts';
export { parseHand, parseFragment, makeHand, makeTiles, makeMeld, validateHand } from './notation/hand-notation.ts';
export { MAX_INPUT_LENGTH } from './notation/scan.ts';
export * from './decompose.ts';
export * from './waits.ts';
export * from './situation.ts';
export * from './rules/types.ts';
export { score, type ScoreOptions } from './rules/score.ts';
export { HKE_PATTERNS, HKE_PATTERN_TABLE, type HkePatternId } from './rules/hke/patterns.ts';
export { HKE_LIMITS, HKE_LIMIT_TABLE, type HkeLimitId } from './rules/hke/limits.ts';
export { HKE_DEFAULTS, FALSE_MAHJONG_PENALTY, type HkeOptions } from './rules/hke/options.ts';
export { hkePoints, HKE_POINTS_TABLE, HKE_LIMIT_POINTS } from './rules/hke/points.ts';
export * from './random.ts';
