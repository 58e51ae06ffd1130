// What a rule set's reference page shows, without words: its score tables with one checked
// example per row, its special hands, seven pairs and a worked payment example, all scored by
// the engine while the page is built. The page (src/pages/[lang]/rules/[id].astro) adds the
// words; rule-pages.test.ts builds every model, so a bad example fails `npm test` as well.
import {
  CLASSIC_DEFAULTS,
  FALSE_MAHJONG_PENALTY,
  HK_MODERN_DEFAULTS,
  HK_SIMPLE_FALSE_MAHJONG_PENALTY,
  classicFalseMahjongPenalty,
  hkModernValue,
  type RuleSetId,
} from '../../engine/index.ts';
import { FAN_EXAMPLES, type SituationPatch } from '../examples/examples.ts';
import { shown, type Shown } from './check.ts';
import { classicTables, hkeTables, hkModernTables, hkSimpleTables } from './tables.ts';
import type { RuleTables } from './types.ts';

/** The anchors every rule page has; the rules-compared page links to the first six. */
export const RULE_PAGE_SECTIONS = [
  'scoring',
  'special-hands',
  'points',
  'payments',
  'play',
  'options',
  'decisions',
] as const;
export type RulePageSection = (typeof RULE_PAGE_SECTIONS)[number];

export interface RulePageModel extends RuleTables {
  rules: RuleSetId;
  /** The same seven pairs under this rule set: a pattern, a special hand or no win. */
  sevenPairs: Shown;
  /** One hand won four ways, with who pays what. */
  payments: Shown[];
}

/** The hand of the payment example: a legal win under every rule set, whoever wins how. */
export const PAYMENT_HAND = '123m456m789m11z55m +5m';

/** South wins on West's discard, South self-draws, East wins on North's discard, East self-draws. */
export const PAYMENT_SITUATIONS: readonly SituationPatch[] = [
  { seat: 1, from: 2 },
  { seat: 1, win: 'self-draw' },
  { seat: 0, from: 3 },
  { seat: 0, win: 'self-draw' },
];

/** What a false Mah-Jongg costs the caller, to each other player, under the default options. */
export function falseMahjongPenalty(rules: RuleSetId): number {
  switch (rules) {
    case 'hke':
      return FALSE_MAHJONG_PENALTY;
    case 'classic':
      return classicFalseMahjongPenalty(CLASSIC_DEFAULTS);
    case 'hk-modern':
      // The caller pays each other player the value of a hand at the cap.
      return hkModernValue(HK_MODERN_DEFAULTS.maxFan, HK_MODERN_DEFAULTS.payment);
    case 'hk-simple':
      return HK_SIMPLE_FALSE_MAHJONG_PENALTY;
    default: {
      const never: never = rules;
      return never;
    }
  }
}

function tablesOf(rules: RuleSetId, where: string): RuleTables {
  switch (rules) {
    case 'hke':
      return hkeTables(where);
    case 'classic':
      return classicTables(where);
    case 'hk-modern':
      return hkModernTables(where);
    case 'hk-simple':
      return hkSimpleTables(where);
    default: {
      const never: never = rules;
      return never;
    }
  }
}

export function rulePageModel(rules: RuleSetId): RulePageModel {
  const where = `Rule page /rules/${rules}/`;
  const payments = PAYMENT_SITUATIONS.map((situation) => {
    const s = shown(`${where} payments`, { hand: PAYMENT_HAND, situation }, rules);
    if (!s.score.legal) throw new Error(`${where}: the payment example ${PAYMENT_HAND} is no win under ${rules}.`);
    return s;
  });
  return {
    rules,
    ...tablesOf(rules, where),
    sevenPairs: shown(`${where} seven pairs`, FAN_EXAMPLES['seven-pairs'], rules),
    payments,
  };
}

export interface PointRange {
  from: number;
  /** The last fan (or sheet total) of the range; null for "and more". */
  to: number | null;
  points: number;
}

/** A fan → points table (highest first, as the engine keeps it) as ascending ranges: 4–6 → 16. */
export function pointRanges(table: readonly { minFan: number; points: number }[]): PointRange[] {
  const up = [...table].sort((a, b) => a.minFan - b.minFan);
  return up.map((r, i) => ({ from: r.minFan, to: i + 1 < up.length ? up[i + 1]!.minFan - 1 : null, points: r.points }));
}
