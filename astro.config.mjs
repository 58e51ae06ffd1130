// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { DEFAULT_LANG, LANGS } from './src/words/index.ts';
import { cspIntegration } from './scripts/csp.ts';

// The Preact renderer's browser half loads "@preact/signals" with import() for islands given a
// signal as a prop, and turns the props into signals in a block of its own. No island is, so the
// build replaces that block with a call to a stub that throws (src/ui/no-signals.ts): every island
// page ships 3.2 kB less, and a page whose islands load nothing on demand (the lessons) needs no
// dynamic-import helper either. The block runs from SIGNALS_BLOCK to SIGNALS_END in
// @astrojs/preact's dist/client.js; the build fails when a new version changes it.
const NO_SIGNALS = fileURLToPath(new URL('./src/ui/no-signals.ts', import.meta.url));
const SIGNALS_IMPORT = 'await import("@preact/signals")';
const SIGNALS_BLOCK = 'if (signalsRaw) {';
const SIGNALS_END = 'const child = h(';
/** @type {import('vite').Plugin} */
const noSignals = {
  name: 'fan-laak:no-signals',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/@astrojs[\\/]preact[\\/]dist[\\/]client\.js$/.test(id)) return null;
    const start = code.indexOf(SIGNALS_BLOCK);
    const end = code.indexOf(SIGNALS_END, start);
    if (start < 0 || end < 0 || !code.slice(start, end).includes(SIGNALS_IMPORT)) {
      throw new Error(`${id}: the signals block ("${SIGNALS_BLOCK}" … "${SIGNALS_END}") not found (astro.config.mjs)`);
    }
    const stub = `if (signalsRaw) signal();\n  `;
    return `import { signal } from ${JSON.stringify(NO_SIGNALS)};\n${code.slice(0, start)}${stub}${code.slice(end)}`;
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
  // cspIntegration: every built page gets its Content-Security-Policy <meta> (scripts/csp.ts).
  integrations: [mdx(), preact(), cspIntegration],
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
            // Fewer, larger files: each file is compressed on its own, so a page that loads ten
            // small ones pays about 0.3 kB each that one file would not (scripts/budget-js.ts).
            // Groups are taken in order; a module goes to the first that matches, with what it
            // imports that no earlier group took. What every island needs: Preact and its
            // renderer, fill(), "solved".
            groups: [
              // What the islands and the page's progress share, small and without imports: the
              // browser storage, its backups, the storage notice every page runs, and the names of
              // the "solved" events.
              { name: 'shared', test: /src[\\/]ui[\\/](storage(-backup|-notice)?|solved-events)\./ },
              // A learner's progress, which the lessons list reads too.
              {
                name: 'progress',
                test: /src[\\/]site[\\/]progress\./,
              },
              {
                name: 'runtime',
                test: /(node_modules[\\/](preact|@astrojs[\\/]preact[\\/]dist[\\/](client|static-html))[\\/.]|src[\\/]ui[\\/](solved|no-signals)|src[\\/]words[\\/]fill\.)/,
              },
              // What draws tiles, for every page that shows them (lessons and tools).
              {
                name: 'tiles',
                test: /src[\\/](ui[\\/](tiles[\\/](TileFace|layout|codes|use|viewbox)|roving)|engine[\\/]tile-code)\./,
              },
              // What only the tools use to draw and name tiles: the tile view with both languages'
              // tile names and the rest of the tile vocabulary. The lesson widgets get the names of
              // the page's language from the build instead (TileFace).
              {
                name: 'tool-tiles',
                test: /src[\\/](ui[\\/]tiles[\\/]TileView|words[\\/]tile-names|engine[\\/]tiles)\./,
              },
              // The puzzle parts lessons and practice share, and the breakdown lessons and the
              // table share: apart, so that neither tool loads the lessons' chunk below.
              {
                name: 'puzzle-parts',
                test: /src[\\/](lessons[\\/]wait-puzzle[\\/](Picker|picker-codes)|engine[\\/]puzzles[\\/](judge-(waits|pay|fan)|answer-text))\./,
              },
              {
                name: 'breakdown',
                test: /src[\\/](lessons[\\/]fan-puzzle[\\/][Bb]reakdown|ui[\\/]Blocks)\./,
              },
              // The lesson widgets and the lesson's read mark: one file for a learner going from lesson
              // to lesson.
              {
                name: 'lessons',
                test: /src[\\/](lessons[\\/](quiz|fan-puzzle|wait-puzzle)[\\/]|site[\\/]components[\\/]ReadMark)/,
              },
            ],
          },
        },
      },
    },
  },
});
