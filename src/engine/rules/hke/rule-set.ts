// HKE on one object: the DMJL's "Hongkong Easy" (docs/rules/hke.md).
import type { RuleSetInfo } from '../kernel/rule-set.ts';
import { HKE_LIMITS } from './limits.ts';
import { FALSE_MAHJONG_PENALTY, HKE_DEFAULTS, type HkeOptions } from './options.ts';
import { HKE_PATTERNS } from './patterns.ts';
import { scoreHke } from './score.ts';

export const HKE_RULE_SET: RuleSetInfo<HkeOptions> = {
  id: 'hke',
  optionsKey: 'hke',
  defaults: HKE_DEFAULTS,
  patterns: HKE_PATTERNS,
  limits: HKE_LIMITS,
  falseMahjongPenalty: () => FALSE_MAHJONG_PENALTY,
  score: scoreHke,
};
