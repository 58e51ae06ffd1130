// `mahjong sheet FILE.json [--json]`: a score sheet exported from the score sheet page
// (docs/score-sheet.md), added up by the engine: one line per hand, the totals, who is East
// next or why the evening ended, and who pays whom. With --json the same as one JSON object,
// {"players": [...], "evening": computeSheet(sheet)} (docs/score-sheet.md, "The CLI's JSON").
// A file that is missing, no JSON or no sheet is named with the problem; exit status 2.
import { readFileSync } from 'node:fs';
import { WIND_LETTERS } from '../engine/tiles.ts';
import { computeSheet, readSheetText, type Evening, type HandRow, type Sheet } from '../engine/sheet/index.ts';
import en from '../words/en.json' with { type: 'json' };
import { fill } from '../words/fill.ts';
import type { Messages } from '../words/messages.ts';
import { handErrorMessage, sheetErrorMessage } from '../words/sheet-messages.ts';
import { cliMessage } from './error-text.ts';
import { readFlags, type CliError } from './flags.ts';
import { errorJson } from './run.ts';

export const SHEET_USAGE = 'mahjong sheet FILE.json [--json]';

const m: Messages = en;
const say = (key: string, params: Record<string, string | number | undefined> = {}): string =>
  fill(m[key] ?? key, params);
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const wind = (w: number): string => say(`wind.${WIND_LETTERS[w]!}`);

function resultText(sheet: Sheet, row: HandRow): string {
  const h = sheet.hands[row.index]!;
  const name = (p: number) => sheet.players[p]!;
  if (row.main.error !== null)
    return `${say('cli.sheet.result.error')}: ${handErrorMessage(row.main.error, row.main.engine, m)}`;
  switch (h.kind) {
    case 'draw':
      return say('cli.sheet.result.draw');
    case 'false-mahjong':
      return say('cli.sheet.false-by', { player: name(h.caller) });
    case 'win': {
      const way = say(`cli.sheet.how.${h.win}`);
      const how = h.from === undefined ? way : say('cli.sheet.how-from', { how: way, from: name(h.from) });
      const worth = say('cli.sheet.worth', { points: row.main.points });
      const limitName = row.main.limitId === null ? undefined : m[`${sheet.main.rules}.limit.${row.main.limitId}`];
      const fan = row.main.limit
        ? [limitName, say('cli.sheet.limit')].filter((s) => s !== undefined).join(', ')
        : row.main.fan === null
          ? null
          : say('cli.sheet.fan-count', { fan: row.main.fan });
      const value = fan === null ? worth : `${fan}, ${worth}`;
      const wins = say('cli.sheet.wins', { player: name(h.winner), how, value });
      const liable = row.main.liable;
      return liable === null ? wins : `${wins}, ${say('cli.sheet.pays-for-all', { player: name(liable) })}`;
    }
    default: {
      const unknown: never = h;
      return unknown;
    }
  }
}

const amounts = (sheet: Sheet, values: readonly number[], sign: boolean): string =>
  sheet.players.map((p, i) => `${p} ${sign ? signed(values[i]!) : values[i]!}`).join(', ');

function endText(sheet: Sheet, e: Evening): string {
  if (e.end === null) {
    const n = e.next!;
    return say('cli.sheet.next', { hand: n.number, round: wind(n.round), east: sheet.players[n.east] });
  }
  const broke = e.totals.findIndex((t) => t < 0);
  return say(`cli.sheet.end.${e.end.why}`, { player: sheet.players[broke] });
}

/** The evening as text, one line per hand, then the totals, the end and the settlement. */
export function sheetText(sheet: Sheet, e: Evening): string {
  const lines = e.rows.map((row) =>
    say('cli.sheet.line', {
      hand: row.number,
      round: wind(row.round),
      east: sheet.players[row.east],
      result: resultText(sheet, row),
      payments: amounts(sheet, row.main.payments, true),
    }),
  );
  lines.push(`${say('cli.sheet.totals')}: ${amounts(sheet, e.totals, false)}`, endText(sheet, e));
  const pays = e.settlement.map((t) =>
    say('cli.sheet.pays', { from: sheet.players[t.from], to: sheet.players[t.to], amount: t.amount }),
  );
  lines.push(...(pays.length === 0 ? [say('cli.sheet.even')] : pays));
  if (e.second !== null && sheet.second !== null) {
    const rules = say(`rules.short.${sheet.second.rules}`);
    lines.push(
      `${say('cli.sheet.second', { rules, count: e.second.compared })} ${amounts(sheet, e.second.totals, false)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The sheet's file, read and checked; the error in words when it cannot be. */
function load(file: string): { ok: true; sheet: Sheet } | { ok: false; code: string; message: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    const reason = code === 'ENOENT' ? say('cli.sheet.missing') : code === 'EISDIR' ? say('cli.sheet.folder') : code;
    return { ok: false, code: 'unreadable', message: say('cli.sheet.unreadable', { file, reason }) };
  }
  const r = readSheetText(text);
  if (r.ok) return { ok: true, sheet: r.value };
  const why = sheetErrorMessage(r.error, m);
  const said = r.error.hand === undefined ? why : say('cli.sheet.in-hand', { hand: r.error.hand, text: why });
  return { ok: false, code: r.error.code, message: `${file}: ${said}` };
}

function refuse(json: boolean, error: { code: string; message: string }): number {
  if (json) process.stdout.write(`${JSON.stringify({ error })}\n`);
  process.stderr.write(`${error.message}\n`);
  return 2;
}

/** Runs the command; the exit status (2 for a bad file or bad flags). */
export function runSheet(argv: string[]): number {
  const flags = readFlags(argv, { json: { type: 'boolean' } }, true);
  if (!flags.ok) return badFlags(flags.error);
  const json = flags.value.values.json === true;
  const [file, ...more] = flags.value.positionals;
  if (file === undefined || more.length > 0)
    return refuse(json, { code: 'no-file', message: say('cli.sheet.no-file') });
  const loaded = load(file);
  if (!loaded.ok) return refuse(json, { code: loaded.code, message: loaded.message });
  const evening = computeSheet(loaded.sheet);
  process.stdout.write(
    json ? `${JSON.stringify({ players: loaded.sheet.players, evening })}\n` : sheetText(loaded.sheet, evening),
  );
  return 0;
}

function badFlags(error: CliError): number {
  process.stdout.write(`${JSON.stringify(errorJson(error))}\n`);
  process.stderr.write(`${cliMessage(error, en)}\nusage: ${SHEET_USAGE}\n`);
  return 2;
}
