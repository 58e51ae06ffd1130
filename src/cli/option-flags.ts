// The rule sets' options as command-line flags, one row per flag. HKE keeps its two flags
// unprefixed (a public promise); the other rule sets' flags carry their rule set's name, so
// `compare` can take them all at once without ambiguity. Every option of every rule set has a
// flag (tested against the option records' defaults).
import type { ClassicOptions, HkeOptions, HkModernOptions, HkSimpleOptions } from '../engine/index.ts';

export interface RuleOptions {
  hke: Partial<HkeOptions>;
  classic: Partial<ClassicOptions>;
  hkModern: Partial<HkModernOptions>;
  hkSimple: Partial<HkSimpleOptions>;
}

export interface OptionFlag {
  type: 'string' | 'boolean';
  /** Which rule set and option the flag sets, for the docs and the coverage test. */
  rules: keyof RuleOptions;
  option: string;
  /** Allowed values, for the usage text (string flags). */
  values: string;
  /** Stores the flag's value; false when the value is not allowed. */
  apply: (options: RuleOptions, value: string | boolean) => boolean;
}

// A whole number ≥ 0, read as HKE's --min-fan always was.
const count = (v: string): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};
const positive = (v: string): number | undefined => {
  const n = count(v);
  return n !== undefined && n > 0 ? n : undefined;
};
/** One of a closed list; numbers in the list match their digits. */
const oneOf =
  <T extends string | number>(...allowed: T[]) =>
  (v: string): T | undefined =>
    allowed.find((a) => String(a) === v);

function flag<R extends keyof RuleOptions, K extends keyof RuleOptions[R] & string>(
  rules: R,
  option: K,
  values: string,
  read: (v: string) => RuleOptions[R][K] | undefined,
): OptionFlag {
  return {
    type: 'string',
    rules,
    option,
    values,
    apply: (options, value) => {
      const parsed = read(String(value));
      if (parsed === undefined) return false;
      options[rules][option] = parsed;
      return true;
    },
  };
}

/** A flag that sets a boolean option to `to` (flags name the change from the default). */
function toggle<R extends keyof RuleOptions, K extends keyof RuleOptions[R] & string>(
  rules: R,
  option: K,
  to: RuleOptions[R][K] & boolean,
): OptionFlag {
  return {
    type: 'boolean',
    rules,
    option,
    values: '',
    apply: (options, value) => {
      if (value === true) options[rules][option] = to;
      return true;
    },
  };
}

export const OPTION_FLAGS: Readonly<Record<string, OptionFlag>> = {
  'min-fan': flag('hke', 'minFan', 'N', count),
  'dangerous-play': toggle('hke', 'dangerousPlay', true),
  'classic-limit': flag('classic', 'limit', 'N', positive),
  'classic-min-one-doubling': toggle('classic', 'minOneDoubling', true),
  'classic-nine-lanterns-with-chows': toggle('classic', 'nineLanternsWithChows', true),
  'modern-min-fan': flag('hkModern', 'minFan', 'N', count),
  'modern-max-fan': flag('hkModern', 'maxFan', '8|10|13', oneOf(8, 10, 13)),
  'modern-payment': flag('hkModern', 'payment', 'full|half', oneOf('full', 'half')),
  'modern-no-bonus-tiles': toggle('hkModern', 'bonusTiles', false),
  'modern-eight-flowers': flag('hkModern', 'eightFlowers', '13|8', oneOf(13, 8)),
  'modern-little-four-winds': flag('hkModern', 'littleFourWinds', 'limit|6', oneOf<'limit' | 6>('limit', 6)),
  'modern-human-hand': flag('hkModern', 'humanHand', 'limit|3|none', oneOf<'limit' | 3 | 'none'>('limit', 3, 'none')),
  'simple-min-fan': flag('hkSimple', 'minFan', 'N', count),
  'simple-no-dangerous-play': toggle('hkSimple', 'dangerousPlay', false),
};

/** `[--classic-limit N] [--modern-no-bonus-tiles] …` for the usage text. */
export const optionUsage = (rules: keyof RuleOptions): string =>
  Object.entries(OPTION_FLAGS)
    .filter(([, f]) => f.rules === rules)
    .map(([name, f]) => (f.type === 'boolean' ? `[--${name}]` : `[--${name} ${f.values}]`))
    .join(' ');
