// The limit-hand gallery: every HKE limit hand, then the special hands of the other rule sets
// that HKE does not have, each with an example, a near miss, and what the example is worth
// under all four rule sets. Everything is scored while the page is built; a wrong example stops
// the build (gallery.test.ts checks the same in npm test).
import {
  CLASSIC_SPECIALS,
  HKE_LIMITS,
  HK_MODERN_LIMITS,
  HK_SIMPLE_LIMITS,
  RULE_SETS,
  type RuleSetId,
  type Score,
  type Situation,
} from '../../engine/index.ts';
import { CLASSIC_SPECIAL_GALLERY } from '../examples/classic-examples.ts';
import { LIMIT_GALLERY } from '../examples/examples.ts';
import { HK_MODERN_LIMIT_GALLERY, type HkModernExample } from '../examples/hk-modern-examples.ts';
import { missesLimit, shown, showsLimit, type Shown } from '../rule-pages/check.ts';
import type { RuleOptions } from '../examples/score-example.ts';

/** The rule sets whose limit hands have a gallery entry of their own. */
export type GalleryRules = 'hke' | 'classic' | 'hk-modern';

export interface GalleryEntry {
  /** The rule set the hand belongs to: its name, description and near-miss verdict. */
  rules: GalleryRules;
  id: string;
  example: HkModernExample;
  near: HkModernExample;
}

/** Each rule set's limit or special hands, by id (ids mean the same hand across rule sets). */
export const LIMITS_OF: Readonly<Record<RuleSetId, readonly string[]>> = {
  hke: HKE_LIMITS,
  classic: CLASSIC_SPECIALS,
  'hk-modern': HK_MODERN_LIMITS,
  'hk-simple': HK_SIMPLE_LIMITS,
};

const inHke = (id: string): boolean => LIMITS_OF.hke.includes(id);

/** HKE's limit hands, then classic's special hands HKE lacks, then modern HK's (eight flowers). */
export const GALLERY: readonly GalleryEntry[] = [
  ...LIMIT_GALLERY.map((e) => ({ rules: 'hke' as const, ...e })),
  ...CLASSIC_SPECIAL_GALLERY.filter((e) => !inHke(e.id)).map((e) => ({ rules: 'classic' as const, ...e })),
  ...HK_MODERN_LIMIT_GALLERY.filter((e) => !inHke(e.id) && !LIMITS_OF.classic.includes(e.id)).map((e) => ({
    rules: 'hk-modern' as const,
    ...e,
  })),
];

export interface GalleryItem {
  entry: GalleryEntry;
  /** The example under its own rule set. */
  example: Shown;
  /** The near miss under its own rule set; its score is null when it is no complete hand. */
  near: { situation: Situation; score: Score | null };
  /** The example under each rule set, in column order (its own included). */
  under: { rules: RuleSetId; score: Score }[];
}

const optionsFor = (ex: HkModernExample, rules: RuleSetId): RuleOptions =>
  rules === 'hk-modern' && ex.options ? { hkModern: ex.options } : {};

/**
 * The example is exactly its hand under its own rule set (classic: the special hand that counts;
 * heavenly twins are earthly twins too), the near miss is not; under every rule set the example
 * is a complete hand, and a rule set that has a hand of the same id must count it there too.
 */
export function galleryItem(entry: GalleryEntry): GalleryItem {
  const where = `Limit gallery, ${entry.id}`;
  const own = entry.rules;
  const example = showsLimit(where, entry.id, entry.example, own, optionsFor(entry.example, own), own !== 'classic');
  const near = missesLimit(where, entry.id, entry.near, own, optionsFor(entry.near, own));
  const under = RULE_SETS.map((rules) => {
    const score =
      rules === own
        ? example.score
        : shown(`${where} under ${rules}`, entry.example, rules, optionsFor(entry.example, rules)).score;
    if (LIMITS_OF[rules].includes(entry.id) && !score.limits.includes(entry.id)) {
      throw new Error(
        `${where}: ${rules} has this hand too, but the example ${entry.example.hand} is not it there (${JSON.stringify(score.limits)}).`,
      );
    }
    return { rules, score };
  });
  return { entry, example, near, under };
}
