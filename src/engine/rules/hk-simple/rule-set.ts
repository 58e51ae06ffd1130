// The simplified Hong Kong rules on one object (docs/rules/hk-simple.md).
import type { RuleSetInfo } from '../kernel/rule-set.ts';
import { HK_SIMPLE_LIMITS } from './limits.ts';
import { HK_SIMPLE_DEFAULTS, HK_SIMPLE_FALSE_MAHJONG_PENALTY, type HkSimpleOptions } from './options.ts';
import { HK_SIMPLE_PATTERNS } from './sections.ts';
import { scoreHkSimple } from './score.ts';

export const HK_SIMPLE_RULE_SET: RuleSetInfo<HkSimpleOptions> = {
  id: 'hk-simple',
  optionsKey: 'hkSimple',
  defaults: HK_SIMPLE_DEFAULTS,
  patterns: HK_SIMPLE_PATTERNS,
  limits: HK_SIMPLE_LIMITS,
  falseMahjongPenalty: () => HK_SIMPLE_FALSE_MAHJONG_PENALTY,
  score: scoreHkSimple,
};
