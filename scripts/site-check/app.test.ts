import { describe, expect, test } from 'vitest';
import { appProblems, precachedUrls, type AppInput } from './app.ts';

// As the build writes it: minified, with backticks.
const HEAD =
  '<link rel="manifest" href="/manifest.webmanifest"><script type="module">navigator.serviceWorker.register(`/sw.js`)</script>';
const page = (path: string, head = HEAD) => ({
  path,
  html: `<!doctype html><html lang="en"><head>${head}</head><body></body></html>`,
});

const MANIFEST = {
  name: 'Fan & Laak',
  short_name: 'Fan & Laak',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#fbfaf7',
  theme_color: '#0b6e4f',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
const SW = 'precacheAndRoute([{url:"/",revision:"a"},{url:"/en/",revision:"b"},{url:"/_astro/x.js",revision:null}],{})';
const FILES = [
  'index.html',
  'en/index.html',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'sw.js',
  'manifest.webmanifest',
];

function input(over: Partial<AppInput> = {}): AppInput {
  return {
    pages: [page('/'), page('/en/')],
    files: new Set(FILES),
    manifest: JSON.stringify(MANIFEST),
    sw: SW,
    ...over,
  };
}

test('reads the precached URLs from the generated worker', () => {
  expect([...precachedUrls(SW)]).toEqual(['/', '/en/', '/_astro/x.js']);
});

test('a complete app passes', () => {
  expect(appProblems(input())).toEqual([]);
});

describe('problems', () => {
  test('no manifest, no worker', () => {
    expect(appProblems(input({ manifest: undefined, sw: undefined }))).toEqual([
      'manifest.webmanifest is missing',
      expect.stringMatching(/^sw\.js is missing/),
    ]);
  });

  test('a manifest that is not JSON, or lacks fields, icons or their files', () => {
    expect(appProblems(input({ manifest: '{name:' }))).toEqual(['manifest.webmanifest is not valid JSON']);
    const { name: _, ...nameless } = MANIFEST;
    expect(appProblems(input({ manifest: JSON.stringify(nameless) }))).toEqual([
      'manifest.webmanifest: "name" is missing',
    ]);
    const noMaskable = { ...MANIFEST, start_url: '/de/', icons: MANIFEST.icons.slice(0, 2) };
    expect(appProblems(input({ manifest: JSON.stringify(noMaskable) }))).toEqual([
      'manifest.webmanifest: start_url /de/ is no page',
      'manifest.webmanifest: no 512x512 icon for "maskable"',
    ]);
    const files = new Set(FILES.filter((f) => f !== 'icons/icon-192.png'));
    expect(appProblems(input({ files }))).toEqual(['manifest.webmanifest: icon /icons/icon-192.png is not in dist/']);
  });

  test('a page without the manifest link or the registration, or left out of the precache', () => {
    const problems = appProblems(input({ pages: [page('/'), page('/en/', ''), page('/en/new/')] }));
    expect(problems).toEqual([
      '/en/: no <link rel="manifest" href="/manifest.webmanifest">',
      '/en/: does not register the service worker /sw.js',
      '/en/new/: is not precached by sw.js, so it would not open offline',
    ]);
  });

  test('a worker that loads its runtime from another host', () => {
    expect(appProblems(input({ sw: `importScripts("https://cdn.example/workbox-sw.js");${SW}` }))).toEqual([
      'sw.js imports scripts from another host',
    ]);
  });
});
