// Checks the built site in dist/ (run after `npm run build`):
//   node scripts/check-site.ts [dist]
// Fails on pages without their twin in the other language, dead internal links and anchors,
// links into the other language other than the language switch, a wrong <html lang>, and
// anything loaded from another host; and a missing or incomplete web app manifest or service
// worker (a page it does not precache); and a page without its Content-Security-Policy and
// referrer <meta>, or with an inline script whose hash its policy lacks. The rules are in
// scripts/site-check/rules.ts, app.ts and csp.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { appProblems } from './site-check/app.ts';
import { cspProblems } from './site-check/csp.ts';
import { checkSite, type Page } from './site-check/rules.ts';

function listFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}

/** `de/lessons/tiles/index.html` is served as `/de/lessons/tiles/`, `404.html` as `/404.html`. */
function pagePath(file: string): string {
  return file === 'index.html'
    ? '/'
    : file.endsWith('/index.html')
      ? `/${file.slice(0, -'index.html'.length)}`
      : `/${file}`;
}

const dist = process.argv[2] ?? 'dist';
let files: string[];
try {
  files = listFiles(dist);
} catch {
  console.error(`check-site: cannot read ${dist}/ – run "npm run build" first.`);
  process.exit(2);
}

const pages: Page[] = files
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ path: pagePath(file), html: readFileSync(join(dist, file), 'utf8') }));
const stylesheets = files
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, text: readFileSync(join(dist, file), 'utf8') }));

const report = checkSite({ pages, files: new Set(files), stylesheets });
const readIfThere = (file: string): string | undefined =>
  existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : undefined;
report.problems.push(
  ...appProblems({
    pages,
    files: new Set(files),
    manifest: readIfThere('manifest.webmanifest'),
    sw: readIfThere('sw.js'),
  }),
);
report.problems.push(...pages.flatMap(cspProblems));
for (const problem of report.problems) console.error(`✗ ${problem}`);
const summary = `check-site: ${report.pages} pages, ${report.links} links checked`;
if (report.problems.length > 0) {
  console.error(`${summary}, ${report.problems.length} problem(s).`);
  process.exit(1);
}
console.log(`${summary}, no problems.`);
