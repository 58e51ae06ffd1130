// `npm run --silent mahjong -- arena --bots A,B,C,D --games N --seed S [--min-fan N]
// [--dangerous-play] [--budget N] [--json]`: the duplicate arena (src/engine/game/bots/arena.ts). Each deal
// is played once per rotation of the bots over the seats; per bot it prints win %, deal-in %,
// self-draw share, mean fan and points of its wins, net points per hand with a 95% interval,
// and the draw-game rate with its interval (both over the distinct deals). The bots are
// levels, `heuristic` or yardsticks (greedy, planner: docs/bots.md). Text by default, one JSON
// object with --json. `--budget N` makes `strong` search with N play-outs per decision.
import { fail, ok } from '../engine/index.ts';
import { runArena, type ArenaFigures, type ArenaRequest } from '../engine/game/bots/arena.ts';
import en from '../words/en.json' with { type: 'json' };
import { cliMessage } from './error-text.ts';
import { readFlags, whole, type CliError, type CliResult } from './flags.ts';
import { MAX_MIN_FAN } from './option-flags.ts';
import { MAX_RUN, MAX_SEED, parseBots, parseBudget } from './play.ts';
import { errorJson } from './run.ts';

export const ARENA_USAGE =
  'mahjong arena --bots A,B,C,D --games N --seed S [--min-fan N] [--dangerous-play] [--budget N] [--json]';

const FLAGS = {
  bots: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'min-fan': { type: 'string' },
  'dangerous-play': { type: 'boolean' },
  json: { type: 'boolean' },
  budget: { type: 'string' },
} as const;

export interface ArenaCommand extends ArenaRequest {
  json: boolean;
}

export function parseArena(argv: string[]): CliResult<ArenaCommand> {
  const parsed = readFlags(argv, FLAGS, false);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const bots = parseBots(v.bots ?? 'careful,careful,careful,careful');
  const games = whole(v.games, 100, '--games', 0, MAX_RUN);
  const seed = whole(v.seed, 1, '--seed', 0, MAX_SEED);
  const minFan = whole(v['min-fan'], 0, '--min-fan', 0, MAX_MIN_FAN);
  const budget = parseBudget(v.budget);
  if (!bots.ok) return bots;
  if (!budget.ok) return budget;
  for (const r of [games, seed, minFan]) if (!r.ok) return r;
  if (!games.ok || !seed.ok || !minFan.ok) return fail({ code: 'bad-option' });
  return ok({
    bots: bots.value,
    games: games.value,
    seed: seed.value,
    options: { minFan: minFan.value, dangerousPlay: !!v['dangerous-play'] },
    json: !!v.json,
    ...(budget.value === undefined ? {} : { budget: budget.value }),
  });
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`.padStart(7);

/** The figures as a table, one line per bot. */
export function arenaText(f: ArenaFigures): string {
  const head = `${'player'.padEnd(12)} ${'win'.padStart(7)} ${'deal-in'.padStart(7)} ${'self-draw'.padStart(9)} ${'fan'.padStart(5)} ${'points'.padStart(6)}   net points per hand (95%)`;
  const lines = f.bots.map(
    (b, i) =>
      `${`${i} ${b.bot}`.padEnd(12)} ${pct(b.win)} ${pct(b.dealIn)} ${pct(b.selfDraw).padStart(9)} ${b.meanFan.toFixed(2).padStart(5)} ${b.meanPoints.toFixed(1).padStart(6)}   ${(b.net >= 0 ? '+' : '') + b.net.toFixed(2)} ± ${b.netInterval.toFixed(2)}`,
  );
  const draws = `draw games ${pct(f.drawGames).trim()} ± ${(f.drawInterval * 100).toFixed(1)}`;
  return `${f.hands} hands, ${draws} (intervals over ${f.deals} deals)\n${head}\n${lines.join('\n')}\n`;
}

function report(error: CliError): number {
  process.stdout.write(`${JSON.stringify(errorJson(error))}\n`);
  process.stderr.write(`${cliMessage(error, en)}\nusage: ${ARENA_USAGE}\n`);
  return 2;
}

export function runArenaCommand(argv: string[]): number {
  const req = parseArena(argv);
  if (!req.ok) return report(req.error);
  const r = runArena(req.value);
  if (!r.ok) {
    // A computer player's move was refused: a bug, reported with the game's own code.
    process.stderr.write(`internal error: ${r.error.code}\n`);
    return 1;
  }
  process.stdout.write(req.value.json ? `${JSON.stringify(r.value)}\n` : arenaText(r.value));
  return 0;
}
