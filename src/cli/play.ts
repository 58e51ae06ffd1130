// `npm run --silent mahjong -- play --hands N --seed S [--min-fan N] [--dangerous-play]
// [--change-seats] [--bot beginner|careful|strong|heuristic | --bots A,B,C,D] [--budget N]`:
// four computer players play N hands (game after game) and each hand's record is printed as
// one JSON line (docs/game-record.md). `--bots` names the bot of player 0–3 (a level,
// `heuristic`, or one of the arena's yardsticks: docs/bots.md); `--bot X` is four equal ones;
// `--budget N` makes `strong` search with N play-outs per decision. With a `strong` player at
// the table, a last line on standard error gives the hands a second and its play-outs a decision.
import { once } from 'node:events';
import { fail, ok } from '../engine/index.ts';
import { handRecords } from '../engine/game/bots/driver.ts';
import { DEFAULT_BUDGET, makePlayer, PLAYERS, type PlayerName } from '../engine/game/bots/players.ts';
import type { GameOptions } from '../engine/game/types.ts';
import en from '../words/en.json' with { type: 'json' };
import { cliMessage } from './error-text.ts';
import { badValue, readFlags, whole, type CliError, type CliResult } from './flags.ts';
import { MAX_MIN_FAN } from './option-flags.ts';
import { errorJson } from './run.ts';

export const PLAY_USAGE =
  'mahjong play --hands N --seed S [--min-fan N] [--dangerous-play] [--change-seats] [--bot beginner|careful|strong|heuristic | --bots A,B,C,D] [--budget N]';

export interface PlayRequest {
  hands: number;
  seed: number;
  options: GameOptions;
  bot: PlayerName;
  /** The bot of each player 0–3 (four times `bot` unless `--bots` names them). */
  bots: PlayerName[];
  /** Play-outs per decision of the searching (strong) player; undefined: its default. */
  budget?: number;
}

const FLAGS = {
  hands: { type: 'string' },
  seed: { type: 'string' },
  'min-fan': { type: 'string' },
  'dangerous-play': { type: 'boolean' },
  'change-seats': { type: 'boolean' },
  bot: { type: 'string' },
  bots: { type: 'string' },
  budget: { type: 'string' },
} as const;

/** `beginner,careful,strong,greedy`: exactly four known players (levels, heuristic, yardsticks). */
export function parseBots(v: string): CliResult<PlayerName[]> {
  const bots = v.split(',') as PlayerName[];
  if (bots.length !== 4 || !bots.every((b) => PLAYERS.includes(b)))
    return badValue('--bots', v, { kind: 'four-of', values: PLAYERS });
  return ok(bots);
}

/** The most play-outs a searching player may spend on one decision. */
export const MAX_BUDGET = 100_000;

/** `--budget N`: the searching player's play-outs per decision, or undefined for its default. */
export function parseBudget(v: string | undefined): CliResult<number | undefined> {
  if (v === undefined) return ok(undefined);
  const b = whole(v, 0, '--budget', 0, MAX_BUDGET);
  return b.ok ? ok(b.value) : b;
}

/** The most hands or games one run plays. */
export const MAX_RUN = 10_000_000;
/** Seeds are 32-bit, as the table engine's generator takes them. */
export const MAX_SEED = 0xffffffff;

export function parsePlay(argv: string[]): CliResult<PlayRequest> {
  const parsed = readFlags(argv, FLAGS, false);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const hands = whole(v.hands, 1, '--hands', 0, MAX_RUN);
  const seed = whole(v.seed, 1, '--seed', 0, MAX_SEED);
  const minFan = whole(v['min-fan'], 0, '--min-fan', 0, MAX_MIN_FAN);
  for (const r of [hands, seed, minFan]) if (!r.ok) return r;
  if (!hands.ok || !seed.ok || !minFan.ok) return fail({ code: 'bad-option' });
  const bot = (v.bot ?? 'careful') as PlayerName;
  if (!PLAYERS.includes(bot)) return badValue('--bot', String(v.bot), { kind: 'one-of', values: PLAYERS });
  const budget = parseBudget(v.budget);
  if (!budget.ok) return budget;
  if (v.bot !== undefined && v.bots !== undefined) return fail({ code: 'bad-option', text: '--bot with --bots' });
  const bots = v.bots === undefined ? ok([bot, bot, bot, bot]) : parseBots(v.bots);
  if (!bots.ok) return bots;
  const options: GameOptions = {
    minFan: minFan.value,
    dangerousPlay: !!v['dangerous-play'],
    changeSeats: !!v['change-seats'],
  };
  return ok({ hands: hands.value, seed: seed.value, options, bot, bots: bots.value, budget: budget.value });
}

export interface PlaySpeed {
  hands: number;
  seconds: number;
  /** The strong players' decisions with a choice, and the play-outs spent on them. */
  decisions: number;
  playouts: number;
  budget: number;
}

/** The line a run with a strong player ends with on standard error. */
export function speedLine(f: PlaySpeed): string {
  const rate = f.seconds > 0 ? (f.hands / f.seconds).toFixed(f.hands / f.seconds >= 100 ? 0 : 2) : '–';
  const each = f.playouts > 0 ? `${(f.playouts / f.decisions).toFixed(1)} play-outs a decision` : 'no play-outs';
  const how = f.budget > 0 ? `searching with a budget of ${f.budget}` : 'the evaluation alone';
  return `strong (${how}): ${f.hands} hands in ${f.seconds.toFixed(1)} s, ${rate} hands a second; ${f.decisions} decisions with a choice, ${each}\n`;
}

function report(error: CliError): number {
  process.stdout.write(`${JSON.stringify(errorJson(error))}\n`);
  process.stderr.write(`${cliMessage(error, en)}\nusage: ${PLAY_USAGE}\n`);
  return 2;
}

/** Runs the command; the exit status (2 for bad flags). */
export async function runPlay(argv: string[]): Promise<number> {
  const req = parsePlay(argv);
  if (!req.ok) return report(req.error);
  const speed: PlaySpeed = {
    hands: 0,
    seconds: 0,
    decisions: 0,
    playouts: 0,
    budget: req.value.budget ?? DEFAULT_BUDGET,
  };
  const seen = (playouts: number) => {
    speed.decisions++;
    speed.playouts += playouts;
  };
  const bots = req.value.bots.map((b) => makePlayer(b, { budget: req.value.budget, seen }));
  const started = performance.now();
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
  if (req.value.bots.includes('strong')) {
    speed.hands = n;
    speed.seconds = (performance.now() - started) / 1000;
    process.stderr.write(speedLine(speed));
  }
  return 0;
}
