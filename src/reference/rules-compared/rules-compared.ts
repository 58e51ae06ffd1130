// The "rules compared" page: one row per rule difference between the four rule sets. The
// words live in one module per language (src/words/*/rules-compared.ts), typed against the
// row ids in src/words/shapes.ts, so a row missing in one language is a type error. Links are built here.
import type { RuleSetId } from '../../engine/index.ts';
import type { Lang } from '../../words/index.ts';
import { COMPARED_ROWS, ROW_GROUPS, type ComparedRow, type RowGroup } from '../../words/shapes.ts';
import { localePath } from '../../site/paths.ts';

/** The four rule sets in column order. */
export const COLUMNS: readonly RuleSetId[] = ['hke', 'classic', 'hk-modern', 'hk-simple'];

/** A section of a rule set's reference page (`/<lang>/rules/<id>/#<section>`). */
export type RuleSection = 'scoring' | 'special-hands' | 'points' | 'payments' | 'play' | 'options';

export interface RowSpec {
  /** The group the row belongs to (its heading and jump link on the page). */
  group: RowGroup;
  /** The section of the other rule sets' reference pages that covers the row. */
  section: RuleSection;
  /** A hand to open on the compare page (notation), for the rows about scoring. */
  compare?: { hand: string; query?: string };
}

export const ROW_SPECS: Readonly<Record<ComparedRow, RowSpec>> = {
  tiles: { group: 'setup', section: 'play' },
  wall: { group: 'setup', section: 'play' },
  'dead-wall': { group: 'setup', section: 'play' },
  dealing: { group: 'setup', section: 'play' },
  claims: { group: 'play', section: 'play' },
  'passed-discard': { group: 'play', section: 'play' },
  'two-mahjong': { group: 'play', section: 'play' },
  'last-discard': { group: 'play', section: 'play' },
  discards: { group: 'play', section: 'play' },
  'concealed-kong': { group: 'play', section: 'play' },
  'robbing-kong': { group: 'play', section: 'play' },
  'ready-hand': { group: 'play', section: 'play' },
  'hand-end': { group: 'play', section: 'play' },
  'dealer-win': { group: 'dealer', section: 'play' },
  'dealer-draw': { group: 'dealer', section: 'play' },
  'game-length': { group: 'dealer', section: 'play' },
  minimum: {
    group: 'scoring',
    section: 'scoring',
    compare: { hand: '123m456p789s234s5z +5z', query: 'seat=S&win=discard&from=E' },
  },
  maximum: { group: 'scoring', section: 'points', compare: { hand: '111z222z333z44z12m +3m', query: 'win=self-draw' } },
  scoring: {
    group: 'scoring',
    section: 'scoring',
    compare: { hand: '[555z] 123m456p789s5p +5p', query: 'seat=S&win=discard&from=W' },
  },
  'seven-pairs': {
    group: 'scoring',
    section: 'special-hands',
    compare: { hand: '1133m5577p22s115z +5z', query: 'win=self-draw' },
  },
  payments: {
    group: 'payments',
    section: 'payments',
    compare: { hand: '[777z] 123m456p789s5p +5p', query: 'seat=S&win=discard&from=W' },
  },
  liability: { group: 'payments', section: 'payments' },
  penalties: { group: 'payments', section: 'payments' },
  options: { group: 'options', section: 'options' },
};

/** The rows of each group in page order: the page's group headings and jump links. */
export const rowsByGroup = (): { group: RowGroup; rows: ComparedRow[] }[] =>
  ROW_GROUPS.map((group) => ({ group, rows: COMPARED_ROWS.filter((id) => ROW_SPECS[id].group === group) }));

export const rulePagePath = (lang: Lang, rules: RuleSetId, section?: RuleSection): string =>
  `${localePath(lang, `rules/${rules}`)}${section ? `#${section}` : ''}`;

export const comparePath = (lang: Lang, spec: NonNullable<RowSpec['compare']>): string =>
  `${localePath(lang, 'compare')}?hand=${encodeURIComponent(spec.hand)}${spec.query ? `&${spec.query}` : ''}`;
