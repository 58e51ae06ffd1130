// `node scripts/budget-js.ts [dist]`: prints the JavaScript each built page ships (gzip)
// and fails when a page is over its budget. Budgets are stated in the README.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageBundle } from './budget/js.ts';

// Budgets in gzipped bytes, first match wins.
const BUDGETS: { label: string; test: RegExp; bytes: number }[] = [
  { label: 'lesson', test: /^\/(de|en)\/lessons\/[^/]+\/$/, bytes: 40_000 },
  { label: 'reference', test: /^\/(de|en)\/(limit-hands|fan-table|notation|glossary)\/$/, bytes: 40_000 },
  { label: 'other', test: /./, bytes: 60_000 },
];

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
const rows = html.sort().map((file) => {
  const path = `/${file.replace(/index\.html$/, '')}`;
  const { total } = pageBundle(readFileSync(join(dist, file), 'utf8'), read);
  const budget = BUDGETS.find((b) => b.test.test(path))!;
  if (total > budget.bytes) over++;
  return { path, total, budget };
});
const kb = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
for (const r of rows) console.log(`${kb(r.total).padStart(9)}  ${r.total > r.budget.bytes ? '✗ over' : '      '}  ${r.path}`);
for (const b of BUDGETS) {
  const mine = rows.filter((r) => r.budget === b);
  if (!mine.length) continue;
  const max = Math.max(...mine.map((r) => r.total));
  console.log(`budget-js: ${b.label} pages: ${mine.length}, largest ${kb(max)} of ${kb(b.bytes)} (gzip)`);
}
if (over) {
  console.error(`budget-js: ${over} page(s) over budget.`);
  process.exit(1);
}
