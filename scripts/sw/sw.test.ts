import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSW, getManifest, type RuntimeCaching } from 'workbox-build';
import { OFFLINE_FALLBACK, pageUrl, precacheOptions, swOptions } from './config.ts';

// A small built site with the kinds of files dist/ holds, kept and left out alike.
const KEPT = [
  'index.html',
  '404.html',
  'de/index.html',
  'de/lessons/tiles/index.html',
  'en/lessons/tiles/index.html',
  'en/calculator/index.html',
  'de/practice/index.html',
  'en/compare/index.html',
  'en/play/index.html',
  'tiles.svg',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  '_astro/WaitPuzzle.D00EHZlq.js',
  '_astro/engine.BfO2RVtB.js',
  '_astro/_slug_.BzbbrMhJ.css',
  'pagefind/pagefind.js',
  'pagefind/pagefind-ui.js',
  'pagefind/pagefind-ui.css',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
  'pagefind/pagefind.en_5ee6bc1193.pf_meta',
  'pagefind/wasm.en.pagefind',
  'pagefind/index/en_404e625.pf_index',
  'pagefind/fragment/en_1a2b3c.pf_fragment',
];
const LEFT_OUT = [
  'sw.js',
  'workbox-4b126c97.js',
  '_astro/engine.BfO2RVtB.js.map',
  'pagefind/pagefind-component-ui.js',
  'pagefind/pagefind-modular-ui.css',
  'pagefind/pagefind-highlight.js',
  'pagefind/wasm.unknown.pagefind',
];

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'fanlaak-sw-'));
  for (const file of [...KEPT, ...LEFT_OUT]) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), `contents of ${file}`);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('pageUrl', () => {
  test.each([
    ['index.html', '/'],
    ['de/lessons/tiles/index.html', '/de/lessons/tiles/'],
    ['404.html', '/404.html'],
    ['tiles.svg', '/tiles.svg'],
    ['_astro/x.1.js', '/_astro/x.1.js'],
  ])('%s → %s', (file, url) => expect(pageUrl(file)).toBe(url));
});

describe('the precache list', () => {
  test('holds every page under the address it is linked by, the tile sprite, icons and the search', async () => {
    const { manifestEntries, warnings } = await getManifest(precacheOptions(dist));
    expect(warnings).toEqual([]);
    const urls = manifestEntries.map((entry) => entry.url).sort();
    expect(urls).toEqual(KEPT.map(pageUrl).sort());
    expect(urls).toEqual(
      expect.arrayContaining([
        '/en/calculator/',
        '/de/practice/',
        '/de/lessons/tiles/',
        '/tiles.svg',
        OFFLINE_FALLBACK,
      ]),
    );
  });

  test('leaves out the worker, source maps and the parts of Pagefind the site never loads', async () => {
    const { manifestEntries } = await getManifest(precacheOptions(dist));
    const urls = new Set(manifestEntries.map((entry) => entry.url));
    for (const file of LEFT_OUT) expect(urls.has(pageUrl(file)), file).toBe(false);
  });

  test("Astro's hashed files need no revision; every other file has one", async () => {
    const { manifestEntries } = await getManifest(precacheOptions(dist));
    for (const entry of manifestEntries) {
      if (entry.url.startsWith('/_astro/')) expect(entry.revision, entry.url).toBeNull();
      else expect(entry.revision, entry.url).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});

describe('the worker settings', () => {
  const options = swOptions('dist');
  const [navigation, rest] = options.runtimeCaching as [RuntimeCaching, RuntimeCaching];
  type Match = Exclude<RuntimeCaching['urlPattern'], string | RegExp>;
  const matches = (route: RuntimeCaching, args: { mode: string; sameOrigin: boolean }): unknown =>
    (route.urlPattern as Match)({ request: { mode: args.mode }, sameOrigin: args.sameOrigin } as never);

  test('a share link is the cached page: every query parameter is ignored', () => {
    const ignored = options.ignoreURLParametersMatching ?? [];
    for (const name of ['hand', 'seat', 'win', 'from', 'q', 'ts', 'seed'])
      expect(
        ignored.some((re) => re.test(name)),
        name,
      ).toBe(true);
  });

  test('an unknown page asks the network, and offline gets the cached 404 page', () => {
    expect(matches(navigation, { mode: 'navigate', sameOrigin: true })).toBe(true);
    expect(matches(navigation, { mode: 'cors', sameOrigin: true })).toBe(false);
    expect(navigation.handler).toBe('NetworkOnly');
    expect(navigation.options?.precacheFallback?.fallbackURL).toBe(OFFLINE_FALLBACK);
  });

  test('other files of this site are kept at run time, other hosts are left alone', () => {
    expect(matches(rest, { mode: 'cors', sameOrigin: true })).toBe(true);
    expect(matches(rest, { mode: 'cors', sameOrigin: false })).toBe(false);
  });

  test('a new version waits for the reload the visitor chooses', () => {
    expect(options.skipWaiting).toBe(false);
    expect(options.clientsClaim).toBe(true);
  });
});

test('generateSW writes one self-contained sw.js that precaches the pages', async () => {
  const result = await generateSW(swOptions(dist));
  expect(result.warnings).toEqual([]);
  expect(result.filePaths.map((path) => path.slice(dist.length + 1))).toEqual(['sw.js']);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  expect(sw).not.toContain('importScripts');
  for (const url of ['/en/calculator/', '/de/lessons/tiles/', '/tiles.svg', OFFLINE_FALLBACK])
    expect(sw).toContain(`url:"${url}"`);
  // The reload button of the update notice (Head.astro) sends this message.
  expect(sw).toContain('SKIP_WAITING');
}, 60_000);
