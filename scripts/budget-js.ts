// `node scripts/budget-js.ts [dist]`: prints the JavaScript each built page ships (gzip)
// and fails when a page is over its budget. Budgets are stated in the README.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageBundle } from './budget/js.ts';

// Budgets in gzipped bytes, first match wins. Lazily loaded files (dynamic import) count too.
const BUDGETS: { label: string; test: RegExp; bytes: number }[] = [
  { label: 'lesson', test: /^\/(de|en)\/lessons\/[^/]+\/$/, bytes: 40_000 },
  // The hand editor and the four-column table, plus the engine it loads on demand.
  { label: 'compare', test: /^\/(de|en)\/compare\/$/, bytes: 50_000 },
  // The hand editor, HKE's breakdown and the compare table, plus the engine on demand.
  { label: 'calculator', test: /^\/(de|en)\/calculator\/$/, bytes: 55_000 },
  // The table and the breakdown, plus the table engine (rules, computer players, scoring) on demand;
  // raised from 55 kB for the teaching table (saved games, history, keys, coach, review: 57 kB
  // before the strong computer player's evaluation joins the table engine), then from 65 kB for
  // the computer players' win chances calibrated by self-play (bots/odds-table.ts) and the advice
  // worked out ahead while the browser is idle (65.3 kB, 37.6 kB of it on demand), then from
  // 68 kB for the deal-in cost table by what each opponent threw (issue 14; 450 numbers per fan
  // minimum, stored as whole ten-thousandths of a point: 68.8 kB, 41 kB of it on demand), then
  // from 69.5 kB so that choices made in the setup form before its script runs are kept (69.6 kB).
  { label: 'play', test: /^\/(de|en)\/play\/$/, bytes: 70_000 },
  // The replay viewer, plus the table engine (replaying a record is playing it again) on demand.
  // Raised from 50 kB for the learner's decisions (issue 15: "jump to the review's moments"): the
  // review judges them with the strong computer player's evaluation, which joins the replay's
  // engine chunk, and the decisions are told with the table review's sentences (52.5 kB); then
  // from 56 kB for the deal-in cost table the review's "risky" reads (issue 14: 56.6 kB).
  { label: 'replay', test: /^\/(de|en)\/replay\/$/, bytes: 57_500 },
  // The guided first hand: its script and table, plus the table engine on demand (raised from
  // 50 kB with the table engine's deal-in cost table: 50.2 kB).
  { label: 'guided', test: /^\/(de|en)\/play\/guided\/$/, bytes: 51_500 },
  // The puzzle stream, progress and chart, plus the puzzle generators and judges on demand.
  // Raised from 60 kB for issue 16: the FSRS scheduler (ts-fsrs, about 7 kB) and the learner
  // rating, puzzle ratings, themes, selection and explanations (about 6 kB), with room for the
  // views that show them (dashboard, ladder, item-by-item answers).
  { label: 'practice', test: /^\/(de|en)\/practice\/$/, bytes: 75_000 },
  {
    label: 'reference',
    test: /^\/(de|en)\/(limit-hands|fan-table|notation|glossary|rules(\/[^/]+)?)\/$/,
    bytes: 40_000,
  },
  { label: 'other', test: /./, bytes: 60_000 },
];

// The rules engine's browser chunk (src/tools/shared/engine.ts) and the pages allowed to load it.
const ENGINE_CHUNK = /^\/_astro\/engine\.[\w-]+\.js$/;
const ENGINE_PAGES = /^\/(de|en)\/(compare|calculator)\/$/;
// The table engine's chunk (src/tools/play/play-engine.ts): the play pages only.
const PLAY_CHUNK = /^\/_astro\/play-engine\.[\w-]+\.js$/;
const PLAY_PAGES = /^\/(de|en)\/play\/$/;
// The puzzle generators' chunk (src/tools/practice/puzzle-engine.ts): the practice pages only.
const PUZZLE_CHUNK = /^\/_astro\/puzzle-engine\.[\w-]+\.js$/;
const PUZZLE_PAGES = /^\/(de|en)\/practice\/$/;

const dist = process.argv[2] ?? 'dist';
if (!existsSync(dist)) {
  console.error(`budget-js: ${dist}/ not found – run "npm run build" first.`);
  process.exit(2);
}
const html: string[] = [];
const walk = (dir: string): void => {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (name.endsWith('.html')) html.push(relative(dist, full).split(sep).join('/'));
  }
};
walk(dist);

const read = (path: string): string | undefined => {
  const file = join(dist, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

let over = 0;
const engineMisplaced: string[] = [];
const rows = html.sort().map((file) => {
  const path = `/${file.replace(/index\.html$/, '')}`;
  const { total, files, lazy } = pageBundle(readFileSync(join(dist, file), 'utf8'), read);
  const budget = BUDGETS.find((b) => b.test.test(path))!;
  if (total > budget.bytes) over++;
  const engine = [...files.keys()].some((f) => ENGINE_CHUNK.test(f));
  if (engine !== ENGINE_PAGES.test(path))
    engineMisplaced.push(`${path} ${engine ? 'loads' : 'does not load'} the engine chunk`);
  const table = [...files.keys()].some((f) => PLAY_CHUNK.test(f));
  if (table !== PLAY_PAGES.test(path))
    engineMisplaced.push(`${path} ${table ? 'loads' : 'does not load'} the table engine chunk`);
  const puzzles = [...files.keys()].some((f) => PUZZLE_CHUNK.test(f));
  if (puzzles !== PUZZLE_PAGES.test(path))
    engineMisplaced.push(`${path} ${puzzles ? 'loads' : 'does not load'} the puzzle engine chunk`);
  const lazyBytes = [...lazy].reduce((sum, f) => sum + files.get(f)!, 0);
  return { path, total, lazyBytes, budget };
});
const kb = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
for (const r of rows) {
  const lazyNote = r.lazyBytes ? `  (${kb(r.lazyBytes)} of it on demand)` : '';
  console.log(`${kb(r.total).padStart(9)}  ${r.total > r.budget.bytes ? '✗ over' : '      '}  ${r.path}${lazyNote}`);
}
for (const b of BUDGETS) {
  const mine = rows.filter((r) => r.budget === b);
  if (!mine.length) continue;
  const max = Math.max(...mine.map((r) => r.total));
  console.log(`budget-js: ${b.label} pages: ${mine.length}, largest ${kb(max)} of ${kb(b.bytes)} (gzip)`);
}
// The service worker (scripts/sw.ts) is fetched once per visitor, not by each page; the script
// that registers it is inline on every page and counted there.
const SW_BYTES = 15_000;
const sw = read('sw.js');
const swBytes = sw === undefined ? 0 : gzipSync(sw, { level: 9 }).length;
if (swBytes > SW_BYTES) over++;
console.log(
  `budget-js: service worker /sw.js ${sw === undefined ? 'not built' : kb(swBytes)} of ${kb(SW_BYTES)} (gzip, once per visitor)`,
);
// Only the pages that score in the browser may load the engine; they must (else the chunk was renamed).
for (const m of engineMisplaced) console.error(`budget-js: ${m}.`);
if (over) console.error(`budget-js: ${over} page(s) over budget.`);
if (over || engineMisplaced.length) process.exit(1);
console.log('budget-js: the engine chunk is loaded by the compare and calculator pages only.');
console.log('budget-js: the table engine chunk is loaded by the play pages only.');
console.log('budget-js: the puzzle engine chunk is loaded by the practice pages only.');
