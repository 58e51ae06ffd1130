// The options a sheet may agree for a rule set: every option of every rule set with the values
// it can take (the same values as the CLI's flags, docs/cli.md). A field of another rule set is
// not read (`SheetRules.options`: only the field of `rules`).
import type { ClassicOptions } from '../rules/classic/options.ts';
import type { HkeOptions } from '../rules/hke/options.ts';
import type { HkModernOptions } from '../rules/hk-modern/options.ts';
import type { HkSimpleOptions } from '../rules/hk-simple/options.ts';
import type { OptionsKey } from '../rules/kernel/rule-set.ts';

type Check = (v: unknown) => boolean;

/** The largest fan minimum: two digits, as a game record and the CLI take it. */
export const MAX_MIN_FAN = 99;

const whole =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
const yesNo: Check = (v) => typeof v === 'boolean';
const fanMinimum = whole(0, MAX_MIN_FAN);

const HKE: Record<keyof HkeOptions, Check> = { minFan: fanMinimum, dangerousPlay: yesNo };
const CLASSIC: Record<keyof ClassicOptions, Check> = {
  limit: whole(1, Number.MAX_SAFE_INTEGER),
  minOneDoubling: yesNo,
  nineLanternsWithChows: yesNo,
};
const HK_MODERN: Record<keyof HkModernOptions, Check> = {
  minFan: fanMinimum,
  maxFan: oneOf(8, 10, 13),
  payment: oneOf('full', 'half'),
  bonusTiles: yesNo,
  eightFlowers: oneOf(13, 8),
  littleFourWinds: oneOf('limit', 6),
  humanHand: oneOf('limit', 3, 'none'),
};
const HK_SIMPLE: Record<keyof HkSimpleOptions, Check> = { minFan: fanMinimum, dangerousPlay: yesNo };

const CHECKS: Record<OptionsKey, Record<string, Check>> = {
  hke: HKE,
  classic: CLASSIC,
  hkModern: HK_MODERN,
  hkSimple: HK_SIMPLE,
};

/** The first option of `given` that the rule set does not have or cannot take, or null when all are fine. */
export function badOption(key: OptionsKey, given: Record<string, unknown>): string | null {
  const checks = CHECKS[key];
  return Object.keys(given).find((name) => !Object.hasOwn(checks, name) || !checks[name]!(given[name])) ?? null;
}
