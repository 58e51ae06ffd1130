#!/usr/bin/env node
// `npm run --silent mahjong -- waits|score|compare "<hand>" [flags]`; without a hand, one
// hand per line from standard input, one JSON line per hand. Exit status 2 when any input was bad.
import en from '../words/en.json' with { type: 'json' };
import { cliMessage } from './error-text.ts';
import type { CliError } from './flags.ts';
import { parseCli, type CliRequest } from './args.ts';
import { BlockWriter, lineBatches } from './batch.ts';
import { optionUsage } from './option-flags.ts';
import { ARENA_USAGE, runArenaCommand } from './arena.ts';
import { PLAY_USAGE, runPlay } from './play.ts';
import { runSheet, SHEET_USAGE } from './sheet.ts';
import { errorJson, runLine } from './run.ts';

const USAGE = `usage: mahjong waits "<13-tile hand>"
       mahjong score "<hand with +winning tile>" [--rules hke|classic|hk-modern|hk-simple] [situation] [options]
       mahjong compare "<hand with +winning tile>" [situation] [options]
       ${PLAY_USAGE}
       ${ARENA_USAGE}
       ${SHEET_USAGE}
situation: [--seat E|S|W|N] [--round E|S|W|N] [--self-draw] [--from E|S|W|N] [--kong-replacement]
           [--robbing-kong] [--last-tile] [--heaven] [--earth]
           [--liable E|S|W|N --liable-why third-dragon|fourth-set|kong-replacement]
options:   hke ${optionUsage('hke')}
           classic ${optionUsage('classic')}
           hk-modern ${optionUsage('hkModern')}
           hk-simple ${optionUsage('hkSimple')}
Without a hand, reads one hand per line from standard input.`;

const errorLine = (error: CliError, line?: number): string => {
  const json = errorJson(error);
  return JSON.stringify(line === undefined ? json : { ...json, line });
};
const errorText = (error: CliError, line?: number, rules?: string): string =>
  `${line === undefined ? '' : `line ${line}: `}${rules === undefined ? '' : `${rules}: `}${cliMessage(error, en)}\n`;

/** One hand: the line for standard output, what goes to standard error, and whether it was bad. */
function answer(req: CliRequest, raw: string, line?: number): { out: string; err: string; bad: boolean } {
  const r = runLine(req, raw);
  if (!r.ok) return { out: errorLine(r.error, line), err: errorText(r.error, line), bad: true };
  if (r.failed.length === 0) return { out: r.value, err: '', bad: false };
  // compare: a rule set failed where others scored; its {"error": …} is in the line already.
  return { out: r.value, err: r.failed.map((f) => errorText(f.error, line, f.rules)).join(''), bad: true };
}

// Standard input: lines arrive in chunks and leave in blocks (batch.ts). Standard error is
// written at once, in order among itself.
async function runLines(req: CliRequest): Promise<number> {
  let status = 0;
  let n = 0;
  const out = new BlockWriter(process.stdout);
  for await (const lines of lineBatches(process.stdin)) {
    for (const raw of lines) {
      n++;
      if (raw.trim() === '') continue;
      const a = answer(req, raw, n);
      out.line(a.out);
      if (a.bad) {
        process.stderr.write(a.err);
        status = 2;
      }
    }
    await out.flush();
  }
  await out.flush(true);
  return status;
}

async function main(argv: string[]): Promise<number> {
  // `play` has flags of its own and prints game records (play.ts).
  if (argv[0] === 'play' && !argv.includes('--help')) return runPlay(argv.slice(1));
  if (argv[0] === 'arena' && !argv.includes('--help')) return runArenaCommand(argv.slice(1));
  // `sheet` reads an exported score sheet (sheet.ts).
  if (argv[0] === 'sheet' && !argv.includes('--help')) return runSheet(argv.slice(1));
  if (argv.includes('--help') || argv.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const req = parseCli(argv);
  if (!req.ok) {
    process.stdout.write(`${errorLine(req.error)}\n`);
    process.stderr.write(`${errorText(req.error)}${USAGE}\n`);
    return 2;
  }
  if (req.value.hands.length === 0) return runLines(req.value);
  let status = 0;
  for (const h of req.value.hands) {
    const a = answer(req.value, h);
    process.stdout.write(`${a.out}\n`);
    if (a.bad) {
      process.stderr.write(a.err);
      status = 2;
    }
  }
  return status;
}

process.exitCode = await main(process.argv.slice(2));
