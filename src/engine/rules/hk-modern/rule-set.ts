// The modern Hong Kong rules on one object (docs/rules/hk-modern.md).
import type { RuleSetInfo } from '../kernel/rule-set.ts';
import { HK_MODERN_LIMITS } from './limits.ts';
import { HK_MODERN_DEFAULTS, hkModernFalseWinPenalty, type HkModernOptions } from './options.ts';
import { HK_MODERN_PATTERNS } from './patterns.ts';
import { scoreHkModern } from './score.ts';

export const HK_MODERN_RULE_SET: RuleSetInfo<HkModernOptions> = {
  id: 'hk-modern',
  optionsKey: 'hkModern',
  defaults: HK_MODERN_DEFAULTS,
  patterns: HK_MODERN_PATTERNS,
  limits: HK_MODERN_LIMITS,
  falseMahjongPenalty: hkModernFalseWinPenalty,
  score: scoreHkModern,
};
