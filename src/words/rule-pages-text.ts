// The words of the rule pages, one module per language (src/words/*/rule-pages/), typed here
// against each rule set's options so a missing option or rule set is a type error. Numbers
// that the engine knows (defaults, penalties) arrive as arguments instead of being typed in.
import type { ClassicOptions, HkModernOptions, HkSimpleOptions, HkeOptions } from '../engine/index.ts';

export interface OptionText {
  name: string;
  desc: string;
  /** Words for a value, keyed by the value as a string ("13" → "a limit hand"); else it is shown as is. */
  values?: Readonly<Record<string, string>>;
}

/** Figures the words may quote, computed from the engine. */
export interface Facts<O> {
  defaults: O;
  /** A false Mah-Jongg: what the caller pays each other player. */
  penalty: number;
}

export interface RuleText<O> {
  /** One line for the list of rule sets. */
  summary: string;
  /** What the rule set is and where it comes from. */
  intro: string;
  /** How a hand is scored, paragraph by paragraph. */
  scoring: (f: Facts<O>) => readonly string[];
  /** Before the list of limit, special or maximum hands. */
  specials: string;
  /** What seven pairs are here, beside its example. */
  sevenPairs: string;
  /** Beside the points table. */
  points: (f: Facts<O>) => readonly string[];
  /** Who pays what, one point per item. */
  payments: (f: Facts<O>) => readonly string[];
  options: Readonly<Record<keyof O, OptionText>>;
  /** Where the source is silent or contradicts itself, and what we do. */
  decisions: readonly string[];
  /** Why some patterns of the source have no example (hk-modern). */
  notShown?: string;
}

export interface RulePagesText {
  hke: RuleText<HkeOptions>;
  classic: RuleText<ClassicOptions>;
  'hk-modern': RuleText<HkModernOptions>;
  'hk-simple': RuleText<HkSimpleOptions>;
  /** The list of rule sets (/rules/). */
  index: { intro: string };
}

/** A rule set's words with the engine's figures filled in: what a page shows. */
export interface PageWords {
  summary: string;
  intro: string;
  scoring: readonly string[];
  specials: string;
  sevenPairs: string;
  points: readonly string[];
  payments: readonly string[];
  /** By option name. */
  options: Readonly<Record<string, OptionText | undefined>>;
  decisions: readonly string[];
  notShown?: string;
}

export function fillWords<O>(text: RuleText<O>, facts: Facts<O>): PageWords {
  return {
    ...text,
    scoring: text.scoring(facts),
    points: text.points(facts),
    payments: text.payments(facts),
    options: text.options as Readonly<Record<string, OptionText>>,
  };
}

/** The words for an option's value: the prose's own, else on/off for a switch, else the value. */
export function optionValue(option: OptionText, value: unknown, on: string, off: string): string {
  const own = option.values?.[String(value)];
  if (own !== undefined) return own;
  if (typeof value === 'boolean') return value ? on : off;
  return String(value);
}
