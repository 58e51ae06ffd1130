// `npm run bench:combine -- DIR [--against OTHER]`: the lines a bench run recorded in pieces
// (`npm run bench:bots -- --record DIR`, record.ts), each added up over its distinct deals and
// printed against its target as the bench prints it, with the seeds it covers. With `--against
// OTHER`, a second record of the same pieces (another player measured, such as the evaluation
// alone against the searching player): each line recorded in both also prints the paired
// difference, DIR less OTHER, over the deals both hold.
import { parseArgs } from 'node:util';
import { pairedDifferences, readRecords } from './record.ts';
import { drawLabel, half, judgeDraws, judgeNet, lineText, mean, netLines, signed } from './targets.ts';
import { PLAYERS } from '../src/engine/game/bots/players.ts';

const { values, positionals } = parseArgs({ options: { against: { type: 'string' } }, allowPositionals: true });
const dir = positionals[0];
if (dir === undefined || positionals.length > 1)
  throw new Error('usage: npm run bench:combine -- DIR [--against OTHER]');
const others = values.against === undefined ? [] : readRecords(values.against);

/** "104,000–104,811" for a run of consecutive seeds, runs joined by commas. */
function seedRuns(seeds: number[]): string {
  const runs: [number, number][] = [];
  for (const s of seeds.sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && s === last[1] + 1) last[1] = s;
    else runs.push([s, s]);
  }
  const n = (x: number) => x.toLocaleString('en');
  return runs.map(([a, b]) => (a === b ? n(a) : `${n(a)}–${n(b)}`)).join(', ');
}

/** Is this the draw-game line, for any player measured as the strong one? */
const isDrawLine = (label: string): boolean => PLAYERS.some((p) => label === drawLabel(p));

/** The line with this label, for any player measured as the strong one, judged on `figures`. */
function judge(label: string, figures: number[]) {
  if (isDrawLine(label)) return judgeDraws(figures);
  const line = PLAYERS.flatMap((p) => netLines(p)).find((l) => l.label === label);
  return line ? judgeNet(line, figures) : null;
}

/** A paired difference with its 95% interval: points a hand, or percentage points of draw games. */
function pairedText(label: string, d: number[]): string {
  const draws = isDrawLine(label);
  const [m, h] = draws ? [100 * mean(d), 100 * half(d)] : [mean(d), half(d)];
  const digits = draws ? 1 : 2;
  const unit = draws ? 'percentage points of draw games' : 'points a hand';
  return `${signed(m, digits)} ± ${h.toFixed(digits)} ${unit} (${d.length.toLocaleString('en')} deals both recorded)`;
}

let failed = 0;
for (const r of readRecords(dir)) {
  const figures = [...r.bySeed.values()];
  if (figures.length < 2) continue;
  const judged = judge(r.label, figures);
  if (judged === null) {
    console.log(`?     ${r.label}: not a line of the bench`);
    continue;
  }
  if (!judged.pass) failed++;
  const seeds = `seeds ${seedRuns([...r.bySeed.keys()])}`;
  console.log(lineText(judged, r.label, `(${figures.length.toLocaleString('en')} deals, ${seeds}; ${r.player})`));
  const other = others.find((o) => o.label === r.label);
  const d = other === undefined ? [] : pairedDifferences(r.bySeed, other.bySeed);
  if (other !== undefined && d.length >= 2)
    console.log(`      paired, less ${other.player}: ${pairedText(r.label, d)}`);
}
console.log(`\n${failed === 0 ? 'every target recorded here met' : `${failed} target(s) not met`}`);
