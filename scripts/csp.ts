// The build step that gives every page its Content-Security-Policy (scripts/site-check/csp.ts):
// an Astro integration (astro.config.mjs) that rewrites each HTML file of the finished build,
// hashing the inline scripts exactly as shipped. It runs on every `astro build`, before Pagefind
// indexes the pages and the service worker precaches them, so `npm run build` and `npm start`
// serve pages with their policy; the dev server, whose own inline scripts change on every edit,
// runs without one.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPolicy } from './site-check/csp.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Writes the policy into every page below `dist`; the number of pages. */
export function writePolicies(dist: string): number {
  const files = htmlFiles(dist);
  for (const file of files) writeFileSync(file, withPolicy(readFileSync(file, 'utf8'), file));
  return files.length;
}

export const cspIntegration = {
  name: 'fan-laak:csp',
  hooks: {
    'astro:build:done': ({ dir, logger }: { dir: URL; logger: { info: (m: string) => void } }) => {
      const n = writePolicies(fileURLToPath(dir));
      logger.info(`Content-Security-Policy written into ${n} pages`);
    },
  },
};
