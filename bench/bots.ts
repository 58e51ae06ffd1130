// `npm run bench:bots [-- --deals N] [--seed S] [--strong NAME] [--budget N|table] [--ref REV] [--only TEXT] [--record DIR]`:
// the computer players' targets (docs/bots.md, "The bench"; bench/targets.ts), each printed
// against its figure with the 95% interval, the deals and seeds it was measured on, and PASS or
// FAIL. Every figure comes from the duplicate arena (each deal played from every seat; the
// interval is over the distinct deals) on fresh deals: seeds from 100,000 on are for reports,
// seeds below 10,000 for tuning. The speed lines time the heuristic players against the same
// players of revision REV (default HEAD: today's against itself), alternately in this one
// process, so that the machine and its load are the same for both. `--only` runs the lines
// whose label contains TEXT. `strong` is the strong evaluation; with `--budget N` it searches
// (docs/bots.md, "The search") with N play-outs per decision, and with `--budget table` as the
// table's strong players do at the line's fan minimum (table-search.ts: at 3 fan, not without a
// minimum). `--record DIR` writes each deal's figure as it ends (record.ts), so that a run too
// long for one sitting can be played in pieces and added up (`npm run bench:combine -- DIR`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runArena } from '../src/engine/game/bots/arena.ts';
import { PLAYERS as ARENA_PLAYERS, type PlayerName as ArenaPlayer } from '../src/engine/game/bots/players.ts';
import { tableBudget } from '../src/engine/game/bots/table-search.ts';
import { recorder } from './record.ts';
import { drawLabel as drawLine, judgeDraws, judgeNet, lineText, mean, netLines } from './targets.ts';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '100000' },
    strong: { type: 'string', default: 'strong' },
    budget: { type: 'string' },
    ref: { type: 'string', default: 'HEAD' },
    only: { type: 'string', default: '' },
    record: { type: 'string' },
  },
});
const DEALS = Number(values.deals);
const SEED = Number(values.seed);
const STRONG = values.strong as ArenaPlayer;
const AS_TABLE = values.budget === 'table';
const BUDGET = values.budget === undefined || AS_TABLE ? undefined : Number(values.budget);
if (!Number.isInteger(DEALS) || DEALS < 2 || !Number.isInteger(SEED) || SEED < 0)
  throw new Error('--deals needs a whole number of at least 2, --seed a whole number');
// A deal's prevalent wind is its place in the run (arena.ts: round k mod 4), so a recorded seed
// is the same deal in every piece only when each piece starts at a multiple of 4.
if (values.record !== undefined && SEED % 4 !== 0)
  throw new Error("--record needs a --seed that is a multiple of 4: a deal's wind follows its place in the run");
if (BUDGET !== undefined && !(Number.isInteger(BUDGET) && BUDGET >= 0))
  throw new Error('--budget needs a whole number of play-outs, or "table"');
/** The searching player's play-outs per decision in a line at `minFan`. */
const budgetAt = (minFan: number): number | undefined => (AS_TABLE ? tableBudget('strong', minFan) : BUDGET);
if (!ARENA_PLAYERS.includes(STRONG)) throw new Error(`--strong: one of ${ARENA_PLAYERS.join(', ')}`);

const NET_LINES = netLines(STRONG);

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
  console.log(lineText({ pass, figure, target }, label, detail));
}

function arena(bots: ArenaPlayer[], minFan: number, perDeal?: (nets: readonly number[], draws: number) => void) {
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
const record = values.record === undefined ? null : recorder(values.record, playing);
for (const line of NET_LINES) {
  if (!chosen(line.label)) continue;
  const nets: number[] = [];
  const keep = record?.(line.label, SEED);
  const t0 = performance.now();
  const f = arena(line.bots, line.minFan, (n) => {
    nets.push(mean(line.side.map((i) => n[i]!)));
    keep?.(nets.at(-1)!);
  });
  const seconds = (performance.now() - t0) / 1000;
  const j = judgeNet(line, nets);
  print(j.pass, line.label, j.figure, j.target, `(${whole(f.hands)} hands, ${rate(f.hands / seconds)} hands/s)`);
}
const drawLabel = drawLine(STRONG);
if (chosen(drawLabel)) {
  const draws: number[] = [];
  const keep = record?.(drawLabel, SEED);
  const t0 = performance.now();
  const f = arena([STRONG, STRONG, STRONG, STRONG], 3, (_, d) => {
    draws.push(d);
    keep?.(d);
  });
  const seconds = (performance.now() - t0) / 1000;
  const j = judgeDraws(draws);
  print(
    j.pass,
    drawLabel,
    j.figure,
    j.target,
    `(${whole(f.deals)} hands: four alike play a deal alike from every seat; ${rate(f.deals / seconds)} hands/s)`,
  );
}

console.log(`\n${failed === 0 ? 'every target met' : `${failed} target(s) not met`}`);
