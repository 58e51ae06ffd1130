#!/usr/bin/env node
// `npm run --silent mahjong -- waits|score "<hand>" [flags]`; without a hand, one hand per
// line from standard input, one JSON line per hand. Exit status 2 when any input was bad.
import { createInterface } from 'node:readline';
import { errorMessage } from '../i18n/engine-errors.ts';
import en from '../i18n/en.json' with { type: 'json' };
import { parseCli, type CliRequest } from './args.ts';
import { errorJson, runOne } from './run.ts';
import type { EngineError } from '../engine/index.ts';

const USAGE = `usage: mahjong waits "<13-tile hand>"
       mahjong score "<hand with +winning tile>" [--rules hke] [--seat E|S|W|N] [--round E|S|W|N]
             [--self-draw] [--from E|S|W|N] [--kong-replacement] [--robbing-kong] [--last-tile]
             [--heaven] [--earth] [--min-fan N] [--dangerous-play]
Without a hand, reads one hand per line from standard input.`;

function report(error: EngineError, line?: number): void {
  const json = errorJson(error);
  process.stdout.write(`${JSON.stringify(line === undefined ? json : { ...json, line })}\n`);
  process.stderr.write(`${line === undefined ? '' : `line ${line}: `}${errorMessage(error, en)}\n`);
}

async function runLines(req: CliRequest): Promise<number> {
  let status = 0;
  let n = 0;
  for await (const raw of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    n++;
    if (raw.trim() === '') continue;
    const r = runOne(req, raw);
    if (r.ok) process.stdout.write(`${JSON.stringify(r.value)}\n`);
    else {
      report(r.error, n);
      status = 2;
    }
  }
  return status;
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const req = parseCli(argv);
  if (!req.ok) {
    report(req.error);
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (req.value.hands.length === 0) return runLines(req.value);
  let status = 0;
  for (const h of req.value.hands) {
    const r = runOne(req.value, h);
    if (r.ok) process.stdout.write(`${JSON.stringify(r.value)}\n`);
    else {
      report(r.error);
      status = 2;
    }
  }
  return status;
}

process.exitCode = await main(process.argv.slice(2));
