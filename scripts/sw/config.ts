// The service worker's build settings: Workbox's generateSW over the built site. Pure data
// plus one URL transform, so the unit test can run the same settings over a small fake site.
// scripts/sw.ts applies them to dist/ after `astro build` and Pagefind.
import type { GenerateSWOptions, GetManifestOptions, ManifestTransform } from 'workbox-build';

/** Offline, an address the cache does not know shows this page (it speaks both languages). */
export const OFFLINE_FALLBACK = '/404.html';

// Everything the site serves is kept for offline use, so a page added later (the calculator,
// the practice page, a new lesson) needs no change here. Left out: the worker itself, source
// maps, and the parts of Pagefind the site never loads (its other two UIs, the highlighter and
// the index for pages without a language).
export const GLOB_IGNORES = [
  'sw.js',
  'workbox-*.js',
  '**/*.map',
  'pagefind/pagefind-component-ui.*',
  'pagefind/pagefind-modular-ui.*',
  'pagefind/pagefind-highlight.js',
  'pagefind/wasm.unknown.pagefind',
];

/** `de/lessons/tiles/index.html` → `/de/lessons/tiles/`, the address the pages link to. */
export function pageUrl(file: string): string {
  const path = `/${file.replace(/^\/+/, '')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

const pageUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: pageUrl(entry.url) })),
});

/** What to precache, for `getManifest` (the tests) and `generateSW` (the build) alike. */
export function precacheOptions(dist: string): GetManifestOptions {
  return {
    globDirectory: dist,
    globPatterns: ['**/*'],
    globIgnores: GLOB_IGNORES,
    // Astro's _astro/ files carry a content hash in their name: no revision needed.
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [pageUrls],
  };
}

export function swOptions(dist: string): GenerateSWOptions {
  return {
    ...precacheOptions(dist),
    swDest: `${dist}/sw.js`,
    cacheId: 'fanlaak',
    mode: 'production',
    sourcemap: false,
    // One file: the Workbox runtime is bundled into sw.js, nothing else to fetch or check.
    inlineWorkboxRuntime: true,
    // Every query parameter is read by the page's script, none by the server: a share link
    // (/en/compare/?hand=…) is the cached page.
    ignoreURLParametersMatching: [/.*/],
    // A new version waits until the visitor agrees to reload (the notice in Head.astro) or
    // closes every tab; the first install takes over the open page at once.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // A page the cache does not know: ask the server (its real 404 page, or a page newer
        // than this worker); offline, the cached 404 page.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: OFFLINE_FALLBACK } },
      },
      {
        // Anything else of this site not precached: from the network, kept for offline use.
        urlPattern: ({ sameOrigin }) => sameOrigin,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'fanlaak-runtime', expiration: { maxEntries: 60 } },
      },
    ],
  };
}
