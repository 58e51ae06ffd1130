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
