// `npm run bench:bots [-- --deals N] [--seed S] [--strong NAME] [--budget N|table] [--ref REV] [--only TEXT]`:
// the computer players' targets (docs/bots.md, "The bench"), each printed against its figure
// with the 95% interval, the deals and seeds it was measured on, and PASS or FAIL. Every figure
// comes from the duplicate arena (each deal played from every seat; the interval is over the
// distinct deals) on fresh deals: seeds from 100,000 on are for reports, seeds below 10,000 for
// tuning. The speed lines time the heuristic players against the same players of revision REV
// (default HEAD: today's against itself), alternately in this one process, so that the machine
// and its load are the same for both. `--only` runs the lines whose label contains TEXT.
// `strong` is the strong evaluation; with `--budget N` it searches (docs/bots.md, "The
// search") with N play-outs per decision, and with `--budget table` as the table's strong
// players do at the line's fan minimum (table-search.ts: at 3 fan, not without a minimum).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runArena } from '../src/engine/game/bots/arena.ts';
import { PLAYERS as ARENA_PLAYERS, type PlayerName as ArenaPlayer } from '../src/engine/game/bots/players.ts';
import { tableBudget } from '../src/engine/game/bots/table-search.ts';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '100000' },
    strong: { type: 'string', default: 'strong' },
    budget: { type: 'string' },
    ref: { type: 'string', default: 'HEAD' },
    only: { type: 'string', default: '' },
  },
});
const DEALS = Number(values.deals);
const SEED = Number(values.seed);
const STRONG = values.strong as ArenaPlayer;
const AS_TABLE = values.budget === 'table';
const BUDGET = values.budget === undefined || AS_TABLE ? undefined : Number(values.budget);
if (!Number.isInteger(DEALS) || DEALS < 2 || !Number.isInteger(SEED) || SEED < 0)
  throw new Error('--deals needs a whole number of at least 2, --seed a whole number');
if (BUDGET !== undefined && !(Number.isInteger(BUDGET) && BUDGET >= 0))
  throw new Error('--budget needs a whole number of play-outs, or "table"');
/** The searching player's play-outs per decision in a line at `minFan`. */
const budgetAt = (minFan: number): number | undefined => (AS_TABLE ? tableBudget('strong', minFan) : BUDGET);
if (!ARENA_PLAYERS.includes(STRONG)) throw new Error(`--strong: one of ${ARENA_PLAYERS.join(', ')}`);

interface NetLine {
  label: string;
  bots: ArenaPlayer[];
  minFan: number;
  /** The entries whose mean net points a hand is the figure. */
  side: number[];
  /** The figure must reach this, and its interval lie above zero. */
  atLeast: number;
}

const S = STRONG;
const NET_LINES: NetLine[] = [
  {
    label: `${S} among 3 greedy, no minimum`,
    bots: [S, 'greedy', 'greedy', 'greedy'],
    minFan: 0,
    side: [0],
    atLeast: 2,
  },
  {
    label: `${S} among 3 planner, 3 fan`,
    bots: [S, 'planner', 'planner', 'planner'],
    minFan: 3,
    side: [0],
    atLeast: 3,
  },
  { label: `2 ${S} vs 2 greedy, no minimum`, bots: [S, S, 'greedy', 'greedy'], minFan: 0, side: [0, 1], atLeast: 1 },
  { label: `2 ${S} vs 2 planner, 3 fan`, bots: [S, S, 'planner', 'planner'], minFan: 3, side: [0, 1], atLeast: 1 },
  {
    label: `${S} among 3 careful, no minimum`,
    bots: [S, 'careful', 'careful', 'careful'],
    minFan: 0,
    side: [0],
    atLeast: 1.5,
  },
  {
    label: `${S} among 3 careful, 3 fan`,
    bots: [S, 'careful', 'careful', 'careful'],
    minFan: 3,
    side: [0],
    atLeast: 4,
  },
  {
    label: 'careful among 3 beginner, no minimum',
    bots: ['careful', 'beginner', 'beginner', 'beginner'],
    minFan: 0,
    side: [0],
    atLeast: 0.5,
  },
  {
    label: 'careful among 3 beginner, 3 fan',
    bots: ['careful', 'beginner', 'beginner', 'beginner'],
    minFan: 3,
    side: [0],
    atLeast: 0,
  },
];
/** Four strong players at 3 fan end at most this share of hands in a draw game. */
const DRAWS_AT_MOST = 0.2;

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const half = (xs: readonly number[]): number => {
  const m = mean(xs);
  return 1.96 * Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
};
const signed = (x: number, digits = 2): string => (x >= 0 ? '+' : '') + x.toFixed(digits);
const whole = (x: number): string => Math.round(x).toLocaleString('en');
/** Hands a second: whole numbers, two decimals below 10 (a searching player). */
const rate = (x: number): string => (x >= 10 ? whole(x) : x.toFixed(2));
const seeds = `seeds ${SEED}–${SEED + DEALS - 1}`;
const note =
  SEED >= 100_000
    ? ''
    : SEED < 10_000
      ? ' (tuning seeds: not a report)'
      : ' (seeds neither for tuning nor for reports)';
const chosen = (label: string): boolean => values.only === '' || label.includes(values.only);
let failed = 0;

function print(pass: boolean, label: string, figure: string, target: string, detail: string): void {
  if (!pass) failed++;
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${label.padEnd(46)} ${figure.padEnd(24)} ${target.padEnd(36)} ${detail}`);
}

function arena(bots: ArenaPlayer[], minFan: number, perDeal?: (nets: readonly number[]) => void) {
  const r = runArena({ bots, games: DEALS, seed: SEED, options: { minFan }, perDeal, budget: budgetAt(minFan) });
  if (!r.ok) throw new Error(`a computer player's move was refused: ${r.error.code}`);
  return r.value;
}

const playing = AS_TABLE
  ? `strong as at the table (searching with ${tableBudget('strong', 3)} play-outs a decision at 3 fan, the evaluation alone with no minimum)`
  : BUDGET === undefined || BUDGET === 0
    ? 'strong: the evaluation alone'
    : `strong searching with ${BUDGET} play-outs a decision`;
console.log(
  `Computer players against their targets: ${DEALS.toLocaleString('en')} deals per line, ${seeds}${note}; ${playing}\n`,
);
// Speed: hands played per second of CPU time by four players of a level, this tree's code
// against revision REV's (its src/engine unpacked to a temporary folder), alternately.
const SPEED_HANDS = 300;
const ROUNDS = 9;
type Player = (view: unknown, legal: readonly unknown[]) => unknown;
interface Engine {
  makeBot: (level: string) => Player;
  playHands: (seed: number, hands: number, options: object, bots: Player[], out: (r: unknown) => void) => unknown;
}
async function engineAt(root: string): Promise<Engine> {
  const { makeBot } = (await import(join(root, 'src/engine/game/bots/bot.ts'))) as Engine;
  const { playHands } = (await import(join(root, 'src/engine/game/bots/driver.ts'))) as Engine;
  return { makeBot, playHands };
}
function cpuRate(e: Engine, level: string): number {
  const bots = [0, 1, 2, 3].map(() => e.makeBot(level));
  const before = process.cpuUsage();
  e.playHands(42, SPEED_HANDS, {}, bots, () => {});
  const used = process.cpuUsage(before);
  return SPEED_HANDS / ((used.user + used.system) / 1e6);
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const speedLabels = ['careful', 'strong'].map((level) => ({ level, label: `speed: ${level} against ${values.ref}` }));
if (speedLabels.some((s) => chosen(s.label))) {
  const repo = new URL('..', import.meta.url).pathname;
  const rev = execFileSync('git', ['rev-parse', '--short', values.ref], { cwd: repo, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'fan-laak-bench-ref-'));
  try {
    const archive = execFileSync('git', ['archive', rev, 'src/engine'], { cwd: repo, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    const ref = await engineAt(dir);
    const now = await engineAt(repo);
    for (const { level, label } of speedLabels) {
      if (!chosen(label)) continue;
      // Warm-up, alike for both: JIT and the shanten tables (before the arena warms this tree's).
      for (let r = 0; r < 2; r++) [ref, now].forEach((e) => cpuRate(e, level));
      const [a, b]: [number[], number[]] = [[], []];
      // In turn, each first every other round: neither gains from going first.
      for (let r = 0; r < ROUNDS; r++) {
        if (r % 2 === 0) a.push(cpuRate(ref, level));
        b.push(cpuRate(now, level));
        if (r % 2 === 1) a.push(cpuRate(ref, level));
      }
      const ratio = median(b) / median(a);
      print(
        ratio >= 0.9,
        `speed: ${level} (${rev} is the reference)`,
        `${whole(median(b))} hands/s`,
        `target at least 0.9 × ${whole(median(a))} hands/s`,
        `(ratio ${ratio.toFixed(2)}; ${SPEED_HANDS} hands, seed 42, CPU time, median of ${ROUNDS})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (speedLabels.some((s) => chosen(s.label))) console.log('');
for (const line of NET_LINES) {
  if (!chosen(line.label)) continue;
  const nets: number[] = [];
  const t0 = performance.now();
  const f = arena(line.bots, line.minFan, (n) => nets.push(mean(line.side.map((i) => n[i]!))));
  const seconds = (performance.now() - t0) / 1000;
  const [m, h] = [mean(nets), half(nets)];
  print(
    m >= line.atLeast && m - h > 0,
    line.label,
    `${signed(m)} ± ${h.toFixed(2)} a hand`,
    line.atLeast > 0 ? `target ${signed(line.atLeast, 1)}, interval above 0` : 'target: interval above 0',
    `(${whole(f.hands)} hands, ${rate(f.hands / seconds)} hands/s)`,
  );
}
const drawLabel = `4 ${S}, 3 fan: draw games`;
if (chosen(drawLabel)) {
  const t0 = performance.now();
  const f = arena([S, S, S, S], 3);
  const seconds = (performance.now() - t0) / 1000;
  print(
    f.drawGames <= DRAWS_AT_MOST,
    drawLabel,
    `${(100 * f.drawGames).toFixed(1)}% ± ${(100 * f.drawInterval).toFixed(1)}`,
    `target at most ${100 * DRAWS_AT_MOST}%`,
    `(${whole(f.deals)} hands: four alike play a deal alike from every seat; ${rate(f.deals / seconds)} hands/s)`,
  );
}

console.log(`\n${failed === 0 ? 'every target met' : `${failed} target(s) not met`}`);
