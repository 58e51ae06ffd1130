// `node scripts/sw.ts [dist]`: writes dist/sw.js, the service worker that keeps the whole site
// for offline use (Workbox's generateSW; settings in scripts/sw/config.ts). The last step of
// `npm run build`, after Pagefind, so the search index is precached too. Prints what the
// worker precaches: files, bytes on disk and about what a first visit downloads (gzip).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateSW, getManifest } from 'workbox-build';
import { precacheOptions, swOptions } from './sw/config.ts';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`sw: ${dist}/index.html not found – run "astro build" first.`);
  process.exit(2);
}

const result = await generateSW(swOptions(dist));
// A warning means a file was left out (too big, say): that page would break offline.
for (const warning of result.warnings) console.error(`sw: ${warning}`);
if (result.warnings.length) process.exit(1);

// Text is served gzipped; Pagefind's index files and PNGs are compressed already.
const TEXT = /\.(html|js|css|svg|json|webmanifest)$/;
const fileOf = (url: string): string => (url.endsWith('/') ? `${url}index.html` : url);
// generateSW reports counts only; the same settings list the files.
const { manifestEntries } = await getManifest(precacheOptions(dist));
let gzipBytes = 0;
for (const { url } of manifestEntries) {
  const bytes = readFileSync(join(dist, fileOf(url)));
  gzipBytes += TEXT.test(fileOf(url)) ? gzipSync(bytes).length : bytes.length;
}
const mb = (n: number): string => `${(n / 1e6).toFixed(2)} MB`;
console.log(
  `sw: ${dist}/sw.js precaches ${result.count} files, ${mb(result.size)} (about ${mb(gzipBytes)} to download, gzip).`,
);
