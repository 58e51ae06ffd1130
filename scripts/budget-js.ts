// `node scripts/budget-js.ts [dist]`: prints the JavaScript each built page ships (gzip)
// and fails when a page is over its budget. Budgets are stated in the README.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageBundle } from './budget/js.ts';

// Budgets in gzipped bytes, first match wins. Lazily loaded files (dynamic import) count too.
const BUDGETS: { label: string; test: RegExp; bytes: number }[] = [
  { label: 'lesson', test: /^\/(de|en)\/lessons\/[^/]+\/$/, bytes: 40_000 },
  // The hand editor and the four-column table, plus the engine it loads on demand.
  { label: 'compare', test: /^\/(de|en)\/compare\/$/, bytes: 50_000 },
  { label: 'reference', test: /^\/(de|en)\/(limit-hands|fan-table|notation|glossary)\/$/, bytes: 40_000 },
  { label: 'other', test: /./, bytes: 60_000 },
];

// The rules engine's browser chunk (src/widgets/shared/engine.ts) and the pages allowed to load it.
const ENGINE_CHUNK = /^\/_astro\/engine\.[\w-]+\.js$/;
const ENGINE_PAGES = /^\/(de|en)\/compare\/$/;

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
  if (engine !== ENGINE_PAGES.test(path)) engineMisplaced.push(`${path} ${engine ? 'loads' : 'does not load'} the engine chunk`);
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
// Only the pages that score in the browser may load the engine; they must (else the chunk was renamed).
for (const m of engineMisplaced) console.error(`budget-js: ${m}.`);
if (over) console.error(`budget-js: ${over} page(s) over budget.`);
if (over || engineMisplaced.length) process.exit(1);
console.log('budget-js: the engine chunk is loaded by the compare pages only.');
