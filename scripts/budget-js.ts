// `node scripts/budget-js.ts [dist]`: the JavaScript each built page ships (gzip), against the
// budgets in scripts/budget/budgets.ts (policy: docs/budgets.md). Fails when a page is over its
// budget, when a budget has less than 10% headroom left, or when an engine chunk is loaded by a
// page other than its own. Ends with the budgets as the Markdown table docs/budgets.md shows.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, budgetTable, hasHeadroom, misplacedChunks, SW_BUDGET, type BudgetRow } from './budget/budgets.ts';
import { pageBundle } from './budget/js.ts';

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
const kb = (n: number): string => `${(n / 1000).toFixed(1)} kB`;

const problems: string[] = [];
const pages = html.sort().map((file) => {
  const path = `/${file.replace(/index\.html$/, '')}`;
  const { total, files, lazy } = pageBundle(readFileSync(join(dist, file), 'utf8'), read);
  const budget = BUDGETS.find((b) => b.test.test(path))!;
  problems.push(...misplacedChunks(path, files.keys()));
  const lazyBytes = [...lazy].reduce((sum, f) => sum + files.get(f)!, 0);
  return { path, total, lazyBytes, budget };
});
for (const p of pages) {
  const lazyNote = p.lazyBytes ? `  (${kb(p.lazyBytes)} of it on demand)` : '';
  const over = p.total > p.budget.bytes;
  if (over) problems.push(`${p.path} is over its budget (${kb(p.total)} of ${kb(p.budget.bytes)})`);
  console.log(`${kb(p.total).padStart(9)}  ${over ? '✗ over' : '      '}  ${p.path}${lazyNote}`);
}

const rows: BudgetRow[] = [];
for (const b of BUDGETS) {
  const mine = pages.filter((p) => p.budget === b);
  if (mine.length)
    rows.push({ label: b.label, pages: mine.length, largest: Math.max(...mine.map((p) => p.total)), budget: b.bytes });
}
// The script that registers the service worker is inline on every page and counted there.
const sw = read('sw.js');
if (sw === undefined) problems.push('/sw.js was not built');
else {
  const bytes = gzipSync(sw, { level: 9 }).length;
  if (bytes > SW_BUDGET.bytes) problems.push(`/sw.js is over its budget (${kb(bytes)} of ${kb(SW_BUDGET.bytes)})`);
  rows.push({ label: SW_BUDGET.label, pages: 1, largest: bytes, budget: SW_BUDGET.bytes });
}
for (const r of rows) {
  // A budget already exceeded is told above, page by page.
  if (r.largest <= r.budget && !hasHeadroom(r.largest, r.budget))
    problems.push(`${r.label}: ${kb(r.largest)} of ${kb(r.budget)} leaves less than 10% headroom (docs/budgets.md)`);
}

console.log('');
for (const line of budgetTable(rows)) console.log(line);
for (const p of problems) console.error(`budget-js: ${p}.`);
if (problems.length) process.exit(1);
console.log(
  'budget-js: every page within its budget, every budget with 10% headroom, engine chunks where they belong.',
);
