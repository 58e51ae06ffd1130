// The words of a comparison: fixed strings (COMPARE_KEYS) plus the names of every rule set's
// patterns and limit hands, looked up by id. A name a rule set does not have yet shows its id,
// so a missing string never breaks the page (the dictionary test makes sure none is missing).
import { fill } from '../../words/fill.ts';
import { errorMessage, type Messages } from '../../words/messages.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import type { Cell, Comparison, GroupId, Line, Unit } from './model.ts';

export const COMPARE_KEYS = [
  'compare.tableLabel',
  'compare.legend',
  'compare.classicPayments',
  'compare.group.limits',
  'compare.group.patterns',
  'compare.group.base',
  'compare.group.totals',
  'compare.group.payments',
  'compare.line.result',
  'compare.line.fan',
  'compare.line.base-total',
  'compare.line.points',
  'compare.line.uncapped',
  'compare.pay.winner',
  'compare.pay.discarder',
  'compare.pay.robbed',
  'compare.cell.fan',
  'compare.cell.doublings',
  'compare.cell.points',
  'compare.cell.section',
  'compare.cell.section.one',
  'compare.cell.count',
  'compare.cell.limit',
  'compare.cell.none',
  'compare.result.win',
  'compare.result.noWin',
  'compare.reason.below-minimum',
  'compare.reason.not-a-pattern-of-this-rule-set',
  'compare.penalty.false-mahjong',
  'compare.liable',
  'compare.differs',
  'compare.abbr.hke',
  'compare.abbr.classic',
  'compare.abbr.hk-modern',
  'compare.abbr.hk-simple',
  'wind.E',
  'wind.S',
  'wind.W',
  'wind.N',
] as const;
export type CompareKey = (typeof COMPARE_KEYS)[number];

/** Everything the table says: fixed strings, names by key, and engine messages for columns that fail. */
export interface CompareStrings {
  t: Record<CompareKey, string>;
  /** `rules.short.<id>`, `rules.long.<id>`, `<rules>.pattern.<id>`, `<rules>.limit.<id>`. */
  names: Readonly<Record<string, string>>;
  /** `error.*` and `situation.*`, for errorMessage. */
  messages: Messages;
}

/** The keys of `names` a dictionary has, for the build to pick. */
export const isNameKey = (key: string): boolean =>
  /^(rules\.(short|long)\.[a-z-]+|(hke|classic|hk-modern|hk-simple)\.(pattern|limit)\.[a-z0-9-]+)$/.test(key);
export const isMessageKey = (key: string): boolean => /^(error|situation)\.[a-z-]+$/.test(key);

export const rulesName = (s: CompareStrings, rules: RuleSetId, form: 'short' | 'long' = 'short'): string =>
  s.names[`rules.${form}.${rules}`] ?? rules;

/** The rule set's name shortened to fit a phone's column ("Vereinf. HK"); the view keeps the full
 * name for screen readers. */
export const rulesAbbr = (s: CompareStrings, rules: RuleSetId): string => s.t[`compare.abbr.${rules}`];

const GROUP_KEY: Record<Exclude<GroupId, 'result'>, CompareKey> = {
  limits: 'compare.group.limits',
  patterns: 'compare.group.patterns',
  base: 'compare.group.base',
  totals: 'compare.group.totals',
  payments: 'compare.group.payments',
};

export const groupTitle = (s: CompareStrings, id: GroupId): string | null =>
  id === 'result' ? null : s.t[GROUP_KEY[id]];

const wind = (s: CompareStrings, w: WindLetter): string => s.t[`wind.${w}`];

/** The name of an item or limit: from the first rule set (in column order) that scores it and names it. */
function itemName(s: CompareStrings, c: Comparison, line: Line): string {
  const kind = line.kind === 'limit' ? 'limit' : 'pattern';
  const having = c.rules.filter((r) => line.cells[r] !== null);
  for (const r of [...having, ...c.rules]) {
    const name = s.names[`${r}.${kind}.${line.id}`];
    if (name !== undefined) return name;
  }
  return line.id;
}

export function lineLabel(s: CompareStrings, c: Comparison, line: Line): string {
  switch (line.kind) {
    case 'limit':
    case 'pattern':
    case 'base':
      return itemName(s, c, line);
    case 'payment': {
      const w = line.id as WindLetter;
      if (w === c.seat) return fill(s.t['compare.pay.winner'], { wind: wind(s, w) });
      if (w === c.from)
        return fill(s.t[c.win === 'robbing-kong' ? 'compare.pay.robbed' : 'compare.pay.discarder'], {
          wind: wind(s, w),
        });
      return wind(s, w);
    }
    case 'result':
    case 'fan':
    case 'base-total':
    case 'points':
    case 'uncapped':
      return s.t[`compare.line.${line.kind}`];
  }
}

/** A payment with its sign: "+24", "−8" (typographic minus), "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A number in a rule set's own unit: "3 fan", "×8" (three doublings), "1 point". */
function inUnit(s: CompareStrings, unit: Unit, n: number): string {
  switch (unit) {
    case 'fan':
      return fill(s.t['compare.cell.fan'], { fan: n });
    case 'doublings':
      return fill(s.t['compare.cell.doublings'], { factor: 2 ** n });
    case 'section':
      return n === 1 ? s.t['compare.cell.section.one'] : fill(s.t['compare.cell.section'], { points: n });
  }
}

/** An item: fan or section points, or classic's base points and doublings ("4 pts · ×2"). */
function itemText(s: CompareStrings, cell: Extract<Cell, { kind: 'item' }>): string {
  const parts: string[] = [];
  if (cell.unit !== 'doublings') parts.push(inUnit(s, cell.unit, cell.fan));
  else {
    if (cell.points > 0 || cell.fan === 0) parts.push(fill(s.t['compare.cell.points'], { points: cell.points }));
    if (cell.fan > 0) parts.push(inUnit(s, 'doublings', cell.fan));
  }
  if (cell.count > 1) parts.push(fill(s.t['compare.cell.count'], { count: cell.count }));
  return parts.join(' · ');
}

/** What a cell says, in words; null for an empty cell (the view draws a dash). */
export function cellText(s: CompareStrings, cell: Cell | null): string | null {
  if (cell === null) return null;
  switch (cell.kind) {
    case 'item':
      return itemText(s, cell);
    case 'limit':
      return s.t['compare.cell.limit'];
    case 'number':
      if (cell.unit !== undefined) return inUnit(s, cell.unit, cell.value);
      return cell.signed ? signed(cell.value) : String(cell.value);
    case 'result': {
      if (cell.legal)
        return cell.liable
          ? `${s.t['compare.result.win']} · ${fill(s.t['compare.liable'], { wind: wind(s, cell.liable) })}`
          : s.t['compare.result.win'];
      const parts = [s.t['compare.result.noWin']];
      if (cell.reason) parts.push(s.t[`compare.reason.${cell.reason}`]);
      if (cell.penalty) parts.push(s.t[`compare.penalty.${cell.penalty}`]);
      return parts.join(' · ');
    }
    case 'error':
      return errorMessage(cell.error, s.messages);
  }
}
