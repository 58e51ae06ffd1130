// The words of the rule pages, English. German twin: ../../de/rule-pages/index.ts.
import type { RulePagesText } from '../../rule-pages-text.ts';
import { CLASSIC } from './classic.ts';
import { HKE } from './hke.ts';
import { HK_MODERN } from './hk-modern.ts';
import { HK_SIMPLE } from './hk-simple.ts';

export const RULE_PAGES: RulePagesText = {
  hke: HKE,
  classic: CLASSIC,
  'hk-modern': HK_MODERN,
  'hk-simple': HK_SIMPLE,
  index: {
    intro:
      'HKE is the rule set this site teaches. Three others help you compare: each page lists its patterns and special hands with an example checked by the rules engine, its points, who pays what, how play differs, its options and where we had to decide.',
  },
};
