// The evening as CSV (RFC 4180: comma-separated, CRLF line ends, a cell with a comma, a quote
// or a line break in double quotes, quotes doubled): one row per hand, headed in the reader's
// language (docs/score-sheet.md, "CSV"). A text cell that a spreadsheet would run as a formula
// (it starts with = + - @, a tab or a carriage return) gets a leading apostrophe; numbers are
// written as they are, so a payment of -16 stays a number.
import { RULE_SETS, type RuleSetId } from '../rules/types.ts';
import { WIN_KINDS, type WinKind } from '../situation.ts';
import { WIND_LETTERS } from '../tiles.ts';
import type { Evening, HandRow } from './evening.ts';
import type { Sheet } from './types.ts';

export type CsvResult = 'win' | 'draw' | 'false-mahjong' | 'error';

/** The words of the CSV in one language; `{player}` and `{rules}` are filled in. */
export interface CsvWords {
  hand: string;
  round: string;
  east: string;
  result: string;
  winner: string;
  how: string;
  from: string;
  fan: string;
  points: string;
  /** "{player} paid" */
  payment: string;
  /** "{player} total" */
  total: string;
  /** "{rules} points" */
  secondPoints: string;
  /** "{rules}: {player} total" */
  secondTotal: string;
  /** The last three headings: the limit hand, who paid for all, a false Mah-Jongg's penalty. */
  limit: string;
  liable: string;
  penalty: string;
  /** A limit hand's cell when its name is not known ("limit hand"). */
  limitHand: string;
  /** A limit hand's name under a rule set, when the dictionary has it. */
  limitName: (rules: RuleSetId, id: string) => string | null;
  /** East, South, West, North. */
  winds: readonly string[];
  results: Readonly<Record<CsvResult, string>>;
  ways: Readonly<Record<WinKind, string>>;
  rules: Readonly<Record<RuleSetId, string>>;
}

const RESULTS: readonly CsvResult[] = ['win', 'draw', 'false-mahjong', 'error'];

/** The CSV's words from a dictionary of the site's strings (`cli.sheet.*`, `wind.*`, `rules.short.*`). */
export function csvWords(m: Readonly<Record<string, string>>): CsvWords {
  const w = (key: string): string => m[key] ?? key;
  const table = <K extends string>(keys: readonly K[], prefix: string) =>
    Object.fromEntries(keys.map((k) => [k, w(`${prefix}${k}`)])) as Record<K, string>;
  return {
    hand: w('cli.sheet.hand'),
    round: w('cli.sheet.round'),
    east: w('cli.sheet.east'),
    result: w('cli.sheet.result'),
    winner: w('cli.sheet.winner'),
    how: w('cli.sheet.how'),
    from: w('cli.sheet.from'),
    fan: w('cli.sheet.fan'),
    points: w('cli.sheet.points'),
    payment: w('cli.sheet.payment'),
    total: w('cli.sheet.total'),
    secondPoints: w('cli.sheet.second-points'),
    secondTotal: w('cli.sheet.second-total'),
    limit: w('cli.sheet.limit-col'),
    liable: w('cli.sheet.liable-col'),
    penalty: w('cli.sheet.penalty-col'),
    limitHand: w('cli.sheet.limit'),
    limitName: (rules, id) => m[`${rules}.limit.${id}`] ?? null,
    winds: WIND_LETTERS.map((l) => w(`wind.${l}`)),
    results: table(RESULTS, 'cli.sheet.result.'),
    ways: table(WIN_KINDS, 'cli.sheet.how.'),
    rules: table(RULE_SETS, 'rules.short.'),
  };
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/** One cell: numbers as they are; text guarded against formulas, then quoted where needed. */
export function csvCell(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const text = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function resultOf(sheet: Sheet, row: HandRow): CsvResult {
  if (row.main.error !== null) return 'error';
  return sheet.hands[row.index]!.kind;
}

function handCells(sheet: Sheet, row: HandRow, w: CsvWords): (string | number | null)[] {
  const h = sheet.hands[row.index]!;
  const name = (p: number | undefined) => (p === undefined ? null : sheet.players[p]!);
  const winner = h.kind === 'win' ? h.winner : h.kind === 'false-mahjong' ? h.caller : undefined;
  const cells: (string | number | null)[] = [
    row.number,
    w.winds[row.round]!,
    name(row.east),
    w.results[resultOf(sheet, row)],
    name(winner),
    h.kind === 'win' ? w.ways[h.win] : null,
    h.kind === 'win' ? name(h.from) : null,
    row.main.limit ? null : row.main.fan,
    row.main.points,
    ...row.main.payments,
    ...row.main.totals,
  ];
  const s = row.second;
  if (sheet.second !== null) cells.push(...(s?.comparable ? [s.points, ...s.totals] : [null, null, null, null, null]));
  return [...cells, ...lastCells(sheet, row, w)];
}

/**
 * The columns added at the end of the row, so the ones before keep their places: the limit hand
 * (its name when known; the Fan cell is then empty), the player who paid for all, and a false
 * Mah-Jongg's penalty to each other player (under the main rule set).
 */
function lastCells(sheet: Sheet, row: HandRow, w: CsvWords): (string | number | null)[] {
  const m = row.main;
  const named = m.limitId === null ? null : w.limitName(sheet.main.rules, m.limitId);
  const limit = m.limit ? (named ?? w.limitHand) : null;
  const liable = m.liable === null ? null : sheet.players[m.liable]!;
  const h = sheet.hands[row.index]!;
  const penalty = h.kind === 'false-mahjong' && m.error === null ? penaltyEach(m.payments) : null;
  return [limit, liable, penalty];
}

/** What each other player received from a false Mah-Jongg's caller; null when not the same for all. */
export function penaltyEach(payments: readonly number[]): number | null {
  const received = payments.filter((p) => p > 0);
  return received.length > 0 && received.every((p) => p === received[0]) ? received[0]! : null;
}

export function sheetCsv(sheet: Sheet, evening: Evening, w: CsvWords): string {
  const header = [w.hand, w.round, w.east, w.result, w.winner, w.how, w.from, w.fan, w.points];
  header.push(...sheet.players.map((player) => fill(w.payment, { player })));
  header.push(...sheet.players.map((player) => fill(w.total, { player })));
  if (sheet.second !== null) {
    const rules = w.rules[sheet.second.rules];
    header.push(
      fill(w.secondPoints, { rules }),
      ...sheet.players.map((player) => fill(w.secondTotal, { rules, player })),
    );
  }
  header.push(w.limit, w.liable, w.penalty);
  const lines = [header, ...evening.rows.map((row) => handCells(sheet, row, w))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
