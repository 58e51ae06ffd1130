// The "rules compared" page: one row per rule difference between the four rule sets. The
// words live in one module per language (src/words/*/rules-compared.ts), typed against the
// row ids in src/words/shapes.ts, so a row missing in one language is a type error. Links are built here.
import type { RuleSetId } from '../../engine/index.ts';
import type { Lang } from '../../words/index.ts';
import type { ComparedRow } from '../../words/shapes.ts';
import { localePath } from '../../site/paths.ts';

/** The four rule sets in column order. */
export const COLUMNS: readonly RuleSetId[] = ['hke', 'classic', 'hk-modern', 'hk-simple'];

/** A section of a rule set's reference page (`/<lang>/rules/<id>/#<section>`). */
export type RuleSection = 'scoring' | 'special-hands' | 'points' | 'payments' | 'play' | 'options';

export interface RowSpec {
  /** The section of the other rule sets' reference pages that covers the row. */
  section: RuleSection;
  /** A hand to open on the compare page (notation), for the rows about scoring. */
  compare?: { hand: string; query?: string };
}

export const ROW_SPECS: Readonly<Record<ComparedRow, RowSpec>> = {
  tiles: { section: 'play' },
  wall: { section: 'play' },
  'dead-wall': { section: 'play' },
  dealing: { section: 'play' },
  claims: { section: 'play' },
  'two-mahjong': { section: 'play' },
  'last-discard': { section: 'play' },
  'robbing-kong': { section: 'play' },
  'hand-end': { section: 'play' },
  'dealer-win': { section: 'play' },
  'dealer-draw': { section: 'play' },
  'game-length': { section: 'play' },
  minimum: { section: 'scoring', compare: { hand: '123m456p789s234s5z +5z', query: 'seat=S&win=discard&from=E' } },
  maximum: { section: 'points', compare: { hand: '111z222z333z44z12m +3m', query: 'win=self-draw' } },
  scoring: { section: 'scoring', compare: { hand: '[555z] 123m456p789s5p +5p', query: 'seat=S&win=discard&from=W' } },
  'seven-pairs': { section: 'special-hands', compare: { hand: '1133m5577p22s115z +5z', query: 'win=self-draw' } },
  payments: { section: 'payments', compare: { hand: '[777z] 123m456p789s5p +5p', query: 'seat=S&win=discard&from=W' } },
  liability: { section: 'payments' },
  penalties: { section: 'payments' },
  options: { section: 'options' },
};

export const rulePagePath = (lang: Lang, rules: RuleSetId, section?: RuleSection): string =>
  `${localePath(lang, `rules/${rules}`)}${section ? `#${section}` : ''}`;

export const comparePath = (lang: Lang, spec: NonNullable<RowSpec['compare']>): string =>
  `${localePath(lang, 'compare')}?hand=${encodeURIComponent(spec.hand)}${spec.query ? `&${spec.query}` : ''}`;
