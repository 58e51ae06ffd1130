// The rule sets' options as command-line flags, one row per flag. HKE keeps its two flags
// unprefixed (a public promise); the other rule sets' flags carry their rule set's name, so
// `compare` can take them all at once without ambiguity. Every option of every rule set has a
// flag (tested against the option records' defaults).
import type { ClassicOptions, HkeOptions, HkModernOptions, HkSimpleOptions } from '../engine/index.ts';
import type { Expected } from './flags.ts';

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
  /** What the flag takes, for the message of a bad value. */
  expected: Expected;
  /** Stores the flag's value; false when the value is not allowed. */
  apply: (options: RuleOptions, value: string | boolean) => boolean;
}

/**
 * The largest fan minimum a flag takes, for every rule set: two digits, what a game record and
 * a hand link carry (docs/game-record.md). HKE's points stop rising at 10 fan (docs/rules/hke.md,
 * "Points"), so a higher minimum only asks for more fan than any payment counts.
 */
export const MAX_MIN_FAN = 99;

/** A whole number from min to max (max null: no bound); a reader and what it takes. */
const whole = (min: number, max: number | null) => ({
  read: (v: string): number | undefined => {
    const n = v.trim() === '' ? NaN : Number(v);
    return Number.isInteger(n) && n >= min && (max === null || n <= max) ? n : undefined;
  },
  expected: { kind: 'whole', min, max } as const,
});
const fanMinimum = whole(0, MAX_MIN_FAN);
const positive = whole(1, null);
/** One of a closed list; numbers in the list match their digits. */
const oneOf = <T extends string | number>(...allowed: T[]) => ({
  read: (v: string): T | undefined => allowed.find((a) => String(a) === v),
  expected: { kind: 'one-of', values: allowed } as const,
});

function flag<R extends keyof RuleOptions, K extends keyof RuleOptions[R] & string>(
  rules: R,
  option: K,
  values: string,
  { read, expected }: { read: (v: string) => RuleOptions[R][K] | undefined; expected: Expected },
): OptionFlag {
  return {
    type: 'string',
    rules,
    option,
    values,
    expected,
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
    expected: { kind: 'none' },
    apply: (options, value) => {
      if (value === true) options[rules][option] = to;
      return true;
    },
  };
}

export const OPTION_FLAGS: Readonly<Record<string, OptionFlag>> = {
  'min-fan': flag('hke', 'minFan', 'N', fanMinimum),
  'dangerous-play': toggle('hke', 'dangerousPlay', true),
  'classic-limit': flag('classic', 'limit', 'N', positive),
  'classic-min-one-doubling': toggle('classic', 'minOneDoubling', true),
  'classic-nine-lanterns-with-chows': toggle('classic', 'nineLanternsWithChows', true),
  'modern-min-fan': flag('hkModern', 'minFan', 'N', fanMinimum),
  'modern-max-fan': flag('hkModern', 'maxFan', '8|10|13', oneOf(8, 10, 13)),
  'modern-payment': flag('hkModern', 'payment', 'full|half', oneOf('full', 'half')),
  'modern-no-bonus-tiles': toggle('hkModern', 'bonusTiles', false),
  'modern-eight-flowers': flag('hkModern', 'eightFlowers', '13|8', oneOf(13, 8)),
  'modern-little-four-winds': flag('hkModern', 'littleFourWinds', 'limit|6', oneOf<'limit' | 6>('limit', 6)),
  'modern-human-hand': flag('hkModern', 'humanHand', 'limit|3|none', oneOf<'limit' | 3 | 'none'>('limit', 3, 'none')),
  'simple-min-fan': flag('hkSimple', 'minFan', 'N', fanMinimum),
  'simple-no-dangerous-play': toggle('hkSimple', 'dangerousPlay', false),
};

/** `[--classic-limit N] [--modern-no-bonus-tiles] …` for the usage text. */
export const optionUsage = (rules: keyof RuleOptions): string =>
  Object.entries(OPTION_FLAGS)
    .filter(([, f]) => f.rules === rules)
    .map(([name, f]) => (f.type === 'boolean' ? `[--${name}]` : `[--${name} ${f.values}]`))
    .join(' ');
