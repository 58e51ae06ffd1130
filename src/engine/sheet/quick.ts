// A hand entered without tiles (quick entry): its value under the main rule set and who pays
// it, through the rule set's own points table and payment function, as the engine pays a
// hand by tiles. The entry is trusted as the players agreed it; only the agreed fan minimum
// is checked, since the rule set makes a hand below it no win.
import { classicPayments } from '../rules/classic/payments.ts';
import { hkePayments } from '../rules/hke/dangerous.ts';
import { HKE_DEFAULTS } from '../rules/hke/options.ts';
import { hkePoints } from '../rules/hke/points.ts';
import { HK_MODERN_DEFAULTS } from '../rules/hk-modern/options.ts';
import { hkModernPayments } from '../rules/hk-modern/payments.ts';
import { hkModernValue } from '../rules/hk-modern/points.ts';
import { HK_SIMPLE_DEFAULTS } from '../rules/hk-simple/options.ts';
import { hkSimplePayments, liablePayments } from '../rules/hk-simple/payments.ts';
import { HK_SIMPLE_LIMIT_POINTS, hkSimplePoints } from '../rules/hk-simple/points.ts';
import type { Payments } from '../rules/types.ts';
import { isSelfDrawn, type Situation } from '../situation.ts';
import type { Wind } from '../tiles.ts';
import { tickable } from './patterns.ts';
import type { HandValue, SheetRules } from './types.ts';

export type QuickValue = Exclude<HandValue, { by: 'tiles' }>;

export interface Valued {
  fan: number | null;
  limit: boolean;
  limitId: string | null;
}

/** The fan and limit of a quick entry, as far as it says them. */
export function valued(rules: SheetRules, v: QuickValue): Valued {
  switch (v.by) {
    case 'patterns': {
      const t = tickable(rules);
      const limitId = v.patterns.find((id) => t?.limits.has(id)) ?? null;
      const fan = v.patterns.reduce((sum, id) => sum + (t?.fan.get(id) ?? 0), 0);
      return { fan, limit: limitId !== null, limitId };
    }
    case 'fan':
      return { fan: v.fan, limit: v.limit, limitId: null };
    case 'points':
      return { fan: null, limit: false, limitId: null };
    default: {
      const unknown: never = v;
      return unknown;
    }
  }
}

/** The agreed fan minimum of the rule set (classic: none a quick entry can check). */
function minFan(rules: SheetRules): number {
  const o = rules.options;
  switch (rules.rules) {
    case 'hke':
      return { ...HKE_DEFAULTS, ...o.hke }.minFan;
    case 'hk-modern':
      return { ...HK_MODERN_DEFAULTS, ...o.hkModern }.minFan;
    case 'hk-simple':
      return { ...HK_SIMPLE_DEFAULTS, ...o.hkSimple }.minFan;
    case 'classic':
      return 0;
    default: {
      const unknown: never = rules.rules;
      return unknown;
    }
  }
}

/** False when the entry names fan below the agreed minimum (and no limit): no win under the rules. */
export const isWin = (rules: SheetRules, v: Valued): boolean => v.limit || v.fan === null || v.fan >= minFan(rules);

/** The hand's value (`Score.points`) from the entry: typed, or from the fan by the rule set's table. */
export function pointsOf(rules: SheetRules, value: QuickValue, v: Valued): number {
  if (value.by === 'points') return value.points;
  const fan = v.fan ?? 0;
  switch (rules.rules) {
    case 'hke':
      return hkePoints(fan, v.limit);
    case 'hk-modern': {
      const o = { ...HK_MODERN_DEFAULTS, ...rules.options.hkModern };
      return hkModernValue(v.limit ? o.maxFan : Math.min(fan, o.maxFan), o.payment);
    }
    case 'hk-simple':
      return hkSimplePoints(fan, v.limit);
    case 'classic':
      return 0; // readSheet refuses fan and patterns for classic
    default: {
      const unknown: never = rules.rules;
      return unknown;
    }
  }
}

/**
 * Who pays whom for a win worth `points`. `liable` is the player the entry names as liable;
 * each rule set applies it as it would to a hand by tiles that shows the liable case.
 */
export function quickPayments(
  rules: SheetRules,
  s: Situation,
  points: number,
  limit: boolean,
  liable: Wind | null,
): { payments: Payments; liable: Wind | null } {
  switch (rules.rules) {
    case 'hke': {
      const l = { ...HKE_DEFAULTS, ...rules.options.hke }.dangerousPlay ? liable : null;
      return { payments: hkePayments(s, points, l), liable: l };
    }
    case 'hk-modern': {
      // The source makes a player liable for a self-drawn win only; on a discard the discarder pays.
      const l = isSelfDrawn(s) ? liable : null;
      return { payments: hkModernPayments(s, points, l), liable: l };
    }
    case 'hk-simple': {
      const maximum = limit || points === HK_SIMPLE_LIMIT_POINTS;
      const normal = hkSimplePayments(s, points, maximum);
      const l = { ...HK_SIMPLE_DEFAULTS, ...rules.options.hkSimple }.dangerousPlay ? liable : null;
      return { payments: l === null ? normal : liablePayments(s, normal, l), liable: l };
    }
    case 'classic':
      return { payments: classicPayments(s, points), liable: null };
    default: {
      const unknown: never = rules.rules;
      return unknown;
    }
  }
}
