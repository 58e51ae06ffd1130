// `npm run bench:combine -- DIR`: the lines a bench run recorded in pieces (`npm run bench:bots
// -- --record DIR`, record.ts), each added up over its distinct deals and printed against its
// target as the bench prints it, with the seeds it covers.
import { readRecords } from './record.ts';
import { drawLabel, judgeDraws, judgeNet, lineText, netLines } from './targets.ts';
import { PLAYERS } from '../src/engine/game/bots/players.ts';

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: npm run bench:combine -- DIR');

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

/** The line with this label, for any player measured as the strong one, judged on `figures`. */
function judge(label: string, figures: number[]) {
  for (const p of PLAYERS) {
    if (label === drawLabel(p)) return judgeDraws(figures);
    const line = netLines(p).find((l) => l.label === label);
    if (line) return judgeNet(line, figures);
  }
  return null;
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
}
console.log(`\n${failed === 0 ? 'every target recorded here met' : `${failed} target(s) not met`}`);
