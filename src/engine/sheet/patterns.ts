// The patterns a quick entry may tick, per rule set: each pattern id with its fan from the rule
// set's own table, and its limit hands. Classic has no quick entry by patterns (its value is
// points and doublings, typed as points).
import { HKE_LIMITS } from '../rules/hke/limits.ts';
import { HKE_PATTERN_TABLE } from '../rules/hke/patterns.ts';
import { HK_MODERN_LIMIT_TABLE } from '../rules/hk-modern/limits.ts';
import type { HkModernOptions } from '../rules/hk-modern/options.ts';
import { HK_MODERN_DEFAULTS } from '../rules/hk-modern/options.ts';
import { HK_MODERN_PATTERN_TABLE } from '../rules/hk-modern/patterns.ts';
import { HK_SIMPLE_LIMITS } from '../rules/hk-simple/limits.ts';
import { HK_SIMPLE_TABLE } from '../rules/hk-simple/sections.ts';
import type { RuleSetId } from '../rules/types.ts';
import { isSelfDrawn, type Situation } from '../situation.ts';
import type { SheetRules } from './types.ts';

export interface Tickable {
  /** Fan of each pattern id. */
  fan: ReadonlyMap<string, number>;
  /** The limit hands' ids. */
  limits: ReadonlySet<string>;
}

const fanOf = (rows: readonly { id: string; fan: number }[]): Map<string, number> =>
  new Map(rows.map((r) => [r.id, r.fan]));

/** What can be ticked under `rules` (with its options: hk-modern's rows depend on them); null for classic. */
export function tickable(rules: SheetRules): Tickable | null {
  switch (rules.rules) {
    case 'hke':
      return { fan: fanOf(HKE_PATTERN_TABLE), limits: new Set(HKE_LIMITS) };
    case 'hk-modern': {
      const opts: HkModernOptions = { ...HK_MODERN_DEFAULTS, ...rules.options.hkModern };
      const on = (row: { on?: (o: HkModernOptions) => boolean }) => row.on?.(opts) ?? true;
      return {
        fan: fanOf(HK_MODERN_PATTERN_TABLE.filter(on)),
        limits: new Set(HK_MODERN_LIMIT_TABLE.filter(on).map((r) => r.id)),
      };
    }
    case 'hk-simple':
      return { fan: fanOf(HK_SIMPLE_TABLE), limits: new Set(HK_SIMPLE_LIMITS) };
    case 'classic':
      return null;
    default: {
      const unknown: never = rules.rules;
      return unknown;
    }
  }
}

/** How a hand was won, as far as the way-of-winning patterns depend on it. */
export type WayOfWinning = Pick<Situation, 'win' | 'lastTile' | 'heaven'>;

/**
 * The patterns that follow from how the hand was won (and the last-tile switch), as the rule
 * set's own table finds them: `governed` are never ticked by hand, `on` are the ones this way of
 * winning scores. A quick entry's stored ticks of governed patterns are ignored (computeSheet
 * sums `on` instead), so a tick cannot contradict the way of winning entered.
 */
export function wayPatterns(rules: RuleSetId, s: WayOfWinning): { governed: readonly string[]; on: string[] } {
  const selfDrawn = isSelfDrawn({ ...s, seat: 0, round: 0, earth: false }) || s.heaven;
  const when = (rows: [string, boolean][]) => ({
    governed: rows.map(([id]) => id),
    on: rows.flatMap(([id, yes]) => (yes ? [id] : [])),
  });
  switch (rules) {
    case 'hke':
      return when([
        ['self-draw', selfDrawn],
        ['last-tile-draw', s.lastTile && selfDrawn],
        ['last-tile-claim', s.lastTile && s.win === 'discard'],
        ['kong-replacement', s.win === 'kong-replacement'],
        ['robbing-kong', s.win === 'robbing-kong'],
      ]);
    case 'hk-modern':
      return when([
        ['self-draw', selfDrawn],
        ['last-tile-draw', s.lastTile && selfDrawn],
        ['kong-replacement', s.win === 'kong-replacement'],
        ['robbing-kong', s.win === 'robbing-kong'],
      ]);
    case 'hk-simple':
      return when([
        ['self-draw', s.win === 'self-draw'],
        ['kong-replacement', s.win === 'kong-replacement'],
      ]);
    case 'classic':
      return when([]);
    default: {
      const unknown: never = rules;
      return unknown;
    }
  }
}

/** Ticked patterns with the way-of-winning ones replaced by those that follow from `s`. */
export function withWay(rules: RuleSetId, s: WayOfWinning, ticked: readonly string[]): string[] {
  const way = wayPatterns(rules, s);
  return [...ticked.filter((id) => !way.governed.includes(id)), ...way.on];
}
