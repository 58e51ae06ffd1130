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
    row.main.fan,
    row.main.points,
    ...row.main.payments,
    ...row.main.totals,
  ];
  if (sheet.second === null) return cells;
  const s = row.second;
  return s?.comparable ? [...cells, s.points, ...s.totals] : [...cells, null, null, null, null, null];
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
  const lines = [header, ...evening.rows.map((row) => handCells(sheet, row, w))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
