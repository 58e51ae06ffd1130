// `npm run --silent mahjong -- play --hands N --seed S [--min-fan N] [--dangerous-play]
// [--change-seats] [--bot beginner|careful|strong | --bots A,B,C,D]`: four computer players
// play N hands (game after game) and each hand's record is printed as one JSON line
// (docs/game-record.md). `--bots` names the bot of player 0–3; `--bot X` is four equal ones.
import { once } from 'node:events';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { fail, ok, type EngineError, type Result } from '../engine/index.ts';
import { BOT_LEVELS, makeBot, type BotLevel } from '../engine/game/bots/bot.ts';
import { handRecords } from '../engine/game/bots/driver.ts';
import type { GameOptions } from '../engine/game/types.ts';
import { errorMessage } from '../words/messages.ts';
import en from '../words/en.json' with { type: 'json' };
import { errorJson } from './run.ts';

export const PLAY_USAGE =
  'mahjong play --hands N --seed S [--min-fan N] [--dangerous-play] [--change-seats] [--bot beginner|careful|strong | --bots A,B,C,D]';

export interface PlayRequest {
  hands: number;
  seed: number;
  options: GameOptions;
  bot: BotLevel;
  /** The bot of each player 0–3 (four times `bot` unless `--bots` names them). */
  bots: BotLevel[];
}

const FLAGS = {
  hands: { type: 'string' },
  seed: { type: 'string' },
  'min-fan': { type: 'string' },
  'dangerous-play': { type: 'boolean' },
  'change-seats': { type: 'boolean' },
  bot: { type: 'string' },
  bots: { type: 'string' },
} as const;

/** `beginner,careful,strong,strong`: exactly four known levels. */
export function parseBots(v: string): Result<BotLevel[]> {
  const bots = v.split(',') as BotLevel[];
  if (bots.length !== 4 || !bots.every((b) => BOT_LEVELS.includes(b)))
    return fail({ code: 'bad-option', text: `--bots ${v}` });
  return ok(bots);
}

export const whole = (v: string | undefined, fallback: number, name: string, max: number): Result<number> => {
  const n = Number(v ?? fallback);
  return Number.isInteger(n) && n >= 0 && n <= max ? ok(n) : fail({ code: 'bad-option', text: `--${name} ${v}` });
};

/** The flags of a subcommand without positionals; an unknown or malformed flag is an error value. */
export function flagValues<O extends ParseArgsOptionsConfig>(argv: string[], options: O) {
  try {
    return ok(parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values);
  } catch (e) {
    // parseArgs reports unknown flags by throwing; the CLI answers with an error value.
    return fail({ code: 'bad-option', text: /'([^']+)'/.exec((e as Error).message)?.[1] ?? argv.join(' ') });
  }
}

export function parsePlay(argv: string[]): Result<PlayRequest> {
  const parsed = flagValues(argv, FLAGS);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const hands = whole(v.hands, 1, 'hands', 10_000_000);
  const seed = whole(v.seed, 1, 'seed', 0xffffffff);
  const minFan = whole(v['min-fan'], 0, 'min-fan', 64);
  for (const r of [hands, seed, minFan]) if (!r.ok) return r;
  if (!hands.ok || !seed.ok || !minFan.ok) return fail({ code: 'bad-option' });
  const bot = (v.bot ?? 'careful') as BotLevel;
  if (!BOT_LEVELS.includes(bot)) return fail({ code: 'bad-option', text: `--bot ${v.bot}` });
  if (v.bot !== undefined && v.bots !== undefined) return fail({ code: 'bad-option', text: '--bot with --bots' });
  const bots = v.bots === undefined ? ok([bot, bot, bot, bot]) : parseBots(v.bots);
  if (!bots.ok) return bots;
  const options: GameOptions = {
    minFan: minFan.value,
    dangerousPlay: !!v['dangerous-play'],
    changeSeats: !!v['change-seats'],
  };
  return ok({ hands: hands.value, seed: seed.value, options, bot, bots: bots.value });
}

function report(error: EngineError): number {
  process.stdout.write(`${JSON.stringify(errorJson(error))}\n`);
  process.stderr.write(`${errorMessage(error, en)}\nusage: ${PLAY_USAGE}\n`);
  return 2;
}

/** Runs the command; the exit status (2 for bad flags). */
export async function runPlay(argv: string[]): Promise<number> {
  const req = parsePlay(argv);
  if (!req.ok) return report(req.error);
  const bots = req.value.bots.map(makeBot);
  let block: string[] = [];
  const flush = async () => {
    if (block.length > 0 && !process.stdout.write(`${block.join('\n')}\n`)) await once(process.stdout, 'drain');
    block = [];
  };
  let n = 0;
  for (const r of req.value.hands > 0 ? handRecords(req.value.seed, req.value.options, bots) : []) {
    if (!r.ok) {
      // A computer player's move was refused: a bug, reported with the game's own code.
      await flush();
      process.stderr.write(`internal error: ${r.error.code}\n`);
      return 1;
    }
    block.push(JSON.stringify(r.value));
    if (++n === req.value.hands) break;
    if (n % 200 === 0) await flush();
  }
  await flush();
  return 0;
}
