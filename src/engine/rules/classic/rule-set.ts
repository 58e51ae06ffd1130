// The classic (western) rules on one object (docs/rules/classic.md).
import type { RuleSetInfo } from '../kernel/rule-set.ts';
import { CLASSIC_DOUBLINGS } from './doublings.ts';
import { CLASSIC_DEFAULTS, classicFalseMahjongPenalty, type ClassicOptions } from './options.ts';
import { CLASSIC_POINT_ITEMS } from './points.ts';
import { scoreClassic } from './score.ts';
import { CLASSIC_SPECIALS } from './specials.ts';

export const CLASSIC_RULE_SET: RuleSetInfo<ClassicOptions> = {
  id: 'classic',
  optionsKey: 'classic',
  defaults: CLASSIC_DEFAULTS,
  // Base-point items first, then the doublings: the order a score lists them in.
  patterns: [...CLASSIC_POINT_ITEMS, ...CLASSIC_DOUBLINGS],
  limits: CLASSIC_SPECIALS,
  falseMahjongPenalty: classicFalseMahjongPenalty,
  score: scoreClassic,
};
