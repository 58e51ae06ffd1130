// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { DEFAULT_LANG, LANGS } from './src/words/index.ts';

// The Preact renderer's browser half imports "@preact/signals" for islands given a signal as a
// prop. No island is, so the build hands it a stub (src/ui/no-signals.ts) and every island page
// ships 3 kB less.
/** @type {import('vite').Plugin} */
const noSignals = {
  name: 'fan-laak:no-signals',
  apply: 'build',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id === '@preact/signals' && importer?.includes('@astrojs/preact'))
      return fileURLToPath(new URL('./src/ui/no-signals.ts', import.meta.url));
    return null;
  },
};

// `site` is left unset on purpose: there is no production domain yet, and a made-up one would
// put wrong absolute URLs into every page. Base.astro emits canonical and hreflang-alternate
// links as soon as `site` is set here.
export default defineConfig({
  output: 'static',
  // Every page is a folder with index.html, so every internal link ends in "/"; the dev server
  // enforces the same so broken links show up before the build.
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [mdx(), preact()],
  i18n: {
    // The one language list (src/words/index.ts).
    locales: [...LANGS],
    defaultLocale: DEFAULT_LANG,
    routing: {
      // Both languages live under a prefix so every path has a mirrored twin (/de/x/ ↔ /en/x/).
      prefixDefaultLocale: true,
      // "/" is a real page (src/pages/index.astro) that lets the visitor choose; no server redirect.
      redirectToDefaultLocale: false,
    },
  },
  // The site must not contact another host; Astro's prefetch would only add a local script,
  // but we keep the JS budget small and leave it off.
  prefetch: false,
  vite: {
    plugins: [noSignals],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every island needs (Preact, the dynamic-import helper, the "solved" event)
            // in one chunk. Without this group, each new island that shares only part of it
            // (the compare page's) splits it into more small files that every lesson page then
            // loads: about 0.5 kB more per lesson page for nothing (scripts/budget-js.ts). The
            // engine-chunk loader sits beside the dynamic-import helper it wraps: on its own it
            // was one more file for every tool page.
            groups: [
              {
                name: 'runtime',
                test: /(node_modules[\\/]preact[\\/]|preload-helper|src[\\/]ui[\\/]solved|src[\\/]tools[\\/]shared[\\/]load-chunk)/,
              },
            ],
          },
        },
      },
    },
  },
});
