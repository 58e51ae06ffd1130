// The installable, offline site: the manifest is complete and every icon it names exists;
// every page links the manifest and registers the service worker; sw.js exists and
// precaches every page. Pure, like rules.ts; scripts/check-site.ts feeds it dist/.
import { scanHtml } from './html.ts';
import { resolveTarget, type Page } from './rules.ts';

export interface AppInput {
  pages: readonly Page[];
  files: ReadonlySet<string>;
  /** Text of dist/manifest.webmanifest, undefined when missing. */
  manifest: string | undefined;
  /** Text of dist/sw.js, undefined when missing. */
  sw: string | undefined;
}

interface ManifestIcon {
  src?: unknown;
  sizes?: unknown;
  purpose?: unknown;
}

function manifestProblems(text: string, files: ReadonlySet<string>): string[] {
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return ['manifest.webmanifest is not valid JSON'];
  }
  const problems: string[] = [];
  for (const field of ['name', 'short_name', 'start_url', 'scope', 'display', 'background_color', 'theme_color']) {
    if (typeof m[field] !== 'string' || m[field] === '') problems.push(`manifest.webmanifest: "${field}" is missing`);
  }
  if (typeof m['start_url'] === 'string' && 'problem' in resolveTarget(m['start_url'], files)) {
    problems.push(`manifest.webmanifest: start_url ${m['start_url']} is no page`);
  }
  const icons = (Array.isArray(m['icons']) ? m['icons'] : []) as ManifestIcon[];
  for (const icon of icons) {
    const src = String(icon.src ?? '');
    if (!src.startsWith('/') || !files.has(src.slice(1)))
      problems.push(`manifest.webmanifest: icon ${src} is not in dist/`);
  }
  const has = (sizes: string, purpose: string): boolean =>
    icons.some(
      (i) =>
        i.sizes === sizes &&
        String(i.purpose ?? 'any')
          .split(' ')
          .includes(purpose),
    );
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    if (!has(sizes, purpose)) problems.push(`manifest.webmanifest: no ${sizes} icon for "${purpose}"`);
  }
  return problems;
}

/** The URLs a Workbox service worker precaches, read from its generated code. */
export function precachedUrls(sw: string): Set<string> {
  return new Set([...sw.matchAll(/\burl:\s*"([^"]+)"/g)].map((m) => m[1]!));
}

// The registration script in Head.astro, minified by the build: register(`/sw.js`).
const REGISTERS = /\.register\(\s*["'`]\/sw\.js["'`]/;

export function appProblems(input: AppInput): string[] {
  const problems: string[] = [];
  if (input.manifest === undefined) problems.push('manifest.webmanifest is missing');
  else problems.push(...manifestProblems(input.manifest, input.files));
  const precached = input.sw === undefined ? undefined : precachedUrls(input.sw);
  if (precached === undefined) problems.push('sw.js is missing: "npm run build" writes it last (scripts/sw.ts)');
  else if (/importScripts\(\s*["'`](https?:)?\/\//.test(input.sw ?? ''))
    problems.push('sw.js imports scripts from another host');
  for (const page of input.pages) {
    const say = (message: string): number => problems.push(`${page.path}: ${message}`);
    const links = scanHtml(page.html).tags.filter((tag) => tag.name === 'link');
    if (!links.some((tag) => tag.attrs['rel'] === 'manifest' && tag.attrs['href'] === '/manifest.webmanifest'))
      say('no <link rel="manifest" href="/manifest.webmanifest">');
    if (!REGISTERS.test(page.html)) say('does not register the service worker /sw.js');
    if (precached !== undefined && !precached.has(page.path))
      say('is not precached by sw.js, so it would not open offline');
  }
  return problems;
}
