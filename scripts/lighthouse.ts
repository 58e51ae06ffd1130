// `node scripts/lighthouse.ts [dist]`: Lighthouse (mobile emulation, its default) on every page
// type of the built site, mixing both languages. Gates on figures that do not scale with the
// host (scripts/lighthouse/gates.ts: blocking time normalised by Lighthouse's benchmark of the
// host, layout shift, bytes, and the accessibility, best-practices and SEO scores) and prints
// the performance score beside them. Needs a build (npm run build) and a Chromium (CHROME_PATH).
//   LIGHTHOUSE_PORT  another port when several checkouts run this on one machine
//   LIGHTHOUSE_PAGES comma-separated paths instead of the list below
//   LIGHTHOUSE_RUNS  runs per page, all of them (default: up to 5, until every gate passes)
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { best, figuresOf, GATES, median, normalisedTbt, passes, type Figures } from './lighthouse/gates.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4331);
const DIST = process.argv[2] ?? 'dist';
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/de/lessons/waiting/',
  '/en/lessons/scoring/',
  '/de/limit-hands/',
  '/en/limit-hands/',
  '/en/calculator/',
  '/de/compare/',
  '/en/play/',
  '/de/practice/',
  '/en/rules/hke/',
  '/en/rules-compared/',
  '/de/search/',
  '/de/replay/',
  '/en/replay/',
  '/en/play/guided/',
  '/de/your-data/',
  '/de/score-sheet/',
];
// A busy host slows some runs after Lighthouse has benchmarked it; one quiet run in five shows
// what the page costs.
const MAX_RUNS = 5;
const FIXED_RUNS = process.env.LIGHTHOUSE_RUNS === undefined ? undefined : Number(process.env.LIGHTHOUSE_RUNS);

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

const allPass = (runs: readonly Figures[]): boolean => GATES.every((g) => passes(g, best(g, runs)));

const server = spawn(process.execPath, ['scripts/serve.ts', String(PORT), DIST], { stdio: 'ignore' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = 0;
try {
  await waitFor(`http://127.0.0.1:${PORT}/de/`);
  for (const page of PAGES) {
    // A page keeps the best figure per gate over its runs.
    const runs: Figures[] = [];
    while (
      FIXED_RUNS === undefined ? runs.length < MAX_RUNS && !(runs.length && allPass(runs)) : runs.length < FIXED_RUNS
    ) {
      const result = await lighthouse(`http://127.0.0.1:${PORT}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (result === undefined) throw new Error(`Lighthouse returned nothing for ${page}`);
      runs.push(figuresOf(result.lhr));
    }
    const gates = GATES.map((g) => {
      const value = best(g, runs);
      if (!passes(g, value)) failed++;
      return `${g.label} ${g.format(value)}${passes(g, value) ? '' : ` ✗ (${g.higherIsBetter ? 'min' : 'max'} ${g.format(g.limit)})`}`;
    });
    const perf = runs.map((r) => Math.round(r.performance * 100));
    const tbt = runs.map((r) => `${Math.round(r.tbt)}@${Math.round(r.benchmarkIndex)}`);
    console.log(`lighthouse ${page.padEnd(22)} ${gates.join(' · ')}`);
    console.log(
      `           ${''.padEnd(22)} performance best ${Math.max(...perf)}, median ${median(perf)} of ${runs.length} ` +
        `(not gated) · TBT ms@benchmark index ${tbt.join(' ')} · TBT@1000 median ${Math.round(median(runs.map(normalisedTbt)))} ms`,
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}
if (failed) {
  console.error(`lighthouse: ${failed} figure(s) outside their gate.`);
  process.exit(1);
}
