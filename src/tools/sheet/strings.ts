// The score sheet's words: every key under `sheet.` plus the winds and the rule sets' names,
// picked at build time (strings.build.ts) and handed to the island as props.
import type { KeysUnder } from '../../words/index.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import type { WindLetter } from '../../engine/tiles.ts';

export const SHEET_PREFIX = 'sheet.';

/** The few keys from other namespaces the sheet names things with. */
export const SHEET_SHARED_KEYS = [
  'wind.E',
  'wind.S',
  'wind.W',
  'wind.N',
  'rules.short.hke',
  'rules.short.classic',
  'rules.short.hk-modern',
  'rules.short.hk-simple',
  'rules.long.hke',
  'rules.long.classic',
  'rules.long.hk-modern',
  'rules.long.hk-simple',
  // The CSV's headings and words (src/engine/sheet/csv.ts csvWords).
  'cli.sheet.hand',
  'cli.sheet.round',
  'cli.sheet.east',
  'cli.sheet.result',
  'cli.sheet.winner',
  'cli.sheet.how',
  'cli.sheet.from',
  'cli.sheet.fan',
  'cli.sheet.points',
  'cli.sheet.payment',
  'cli.sheet.total',
  'cli.sheet.second-points',
  'cli.sheet.second-total',
  'cli.sheet.limit-col',
  'cli.sheet.liable-col',
  'cli.sheet.penalty-col',
  'cli.sheet.limit',
  'cli.sheet.result.win',
  'cli.sheet.result.draw',
  'cli.sheet.result.false-mahjong',
  'cli.sheet.result.error',
  'cli.sheet.how.discard',
  'cli.sheet.how.self-draw',
  'cli.sheet.how.kong-replacement',
  'cli.sheet.how.robbing-kong',
] as const;

export type SheetKey = KeysUnder<typeof SHEET_PREFIX> | (typeof SHEET_SHARED_KEYS)[number];
/** The sheet's words; strings.build.ts adds the limit hands' names of every rule set (`hke.limit.<id>`, …). */
export type SheetStrings = Readonly<Record<SheetKey, string>>;

/** A limit hand's name under a rule set, when the words have it. */
export const limitName = (t: SheetStrings, r: RuleSetId, id: string): string | null =>
  (t as Readonly<Record<string, string | undefined>>)[`${r}.limit.${id}`] ?? null;

export const windWord = (t: SheetStrings, w: WindLetter): string => t[`wind.${w}`];
export const rulesWord = (t: SheetStrings, r: RuleSetId, form: 'short' | 'long' = 'short'): string =>
  t[`rules.${form}.${r}`];
/** The rule set as the sentences need it: "under the classic rules", "nach den klassischen Regeln". */
export const rulesUnder = (t: SheetStrings, r: RuleSetId): string => t[`sheet.under.${r}`];

/** A total as the sheet shows it: "48", "−16" (a real minus sign, as the payments have). */
export const amount = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/** A signed amount as the sheet shows it: "+48", "−16" (a real minus sign), "0". */
export const signedAmount = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
