// The rules of the site check, as pure functions over the built pages. The CLI in
// scripts/check-site.ts reads dist/ and prints; the tests feed small synthetic sites.
import { LANGS, otherLang, type Lang } from '../../src/words/index.ts';
import { cssUrls, scanHtml, tagUrls, type Tag } from './html.ts';

// The site's languages (src/words): each page below /de/ has a twin below /en/ and the other way round.
export { LANGS };

export interface Page {
  /** URL path, e.g. `/de/lessons/tiles/` or `/404.html`. */
  path: string;
  html: string;
}

export interface SiteInput {
  pages: readonly Page[];
  /** Every file in dist/, relative and with forward slashes (`de/index.html`, `_astro/x.js`). */
  files: ReadonlySet<string>;
  /** Stylesheets in dist/ (path relative to dist/, text). */
  stylesheets: readonly { file: string; text: string }[];
}

export interface SiteReport {
  problems: string[];
  pages: number;
  links: number;
}

// Language names for messages ("no English twin"), from the platform rather than a second table.
const languageName = (lang: Lang): string => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

function langOf(path: string): Lang | undefined {
  const first = path.split('/')[1];
  return LANGS.find((lang) => lang === first);
}

/** Outbound <a> links are allowed only on About (and pages below it), to credit sources. */
function mayLinkOut(path: string): boolean {
  return /^\/[a-z]{2}\/about\//.test(path);
}

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/** URL schemes that fetch nothing from anywhere. */
function isInert(url: string): boolean {
  return /^(mailto:|tel:|data:|#$)/i.test(url) || url === '';
}

function relOf(tag: Tag): string[] {
  return (tag.attrs['rel'] ?? '').toLowerCase().split(/\s+/);
}

/** The dist/ file a site path is served from, or why there is none. */
export function resolveTarget(pathname: string, files: ReadonlySet<string>): { file: string } | { problem: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { problem: 'is not a valid URL path' };
  }
  const rel = decoded.replace(/^\/+/, '');
  if (decoded.endsWith('/')) {
    return files.has(`${rel}index.html`) ? { file: `${rel}index.html` } : { problem: 'points to a missing page' };
  }
  if (files.has(rel)) return { file: rel };
  if (files.has(`${rel}/index.html`)) return { problem: 'lacks the trailing slash (trailingSlash: always)' };
  return { problem: 'points to a missing file' };
}

/** Every page below one language needs its twin below the other. */
export function mirrorProblems(paths: readonly string[]): string[] {
  const all = new Set(paths);
  const problems: string[] = [];
  for (const path of paths) {
    const lang = langOf(path);
    if (lang === undefined) continue;
    for (const other of LANGS.filter((candidate) => candidate !== lang)) {
      const twin = `/${other}/${path.split('/').slice(2).join('/')}`;
      if (!all.has(twin)) problems.push(`${path} has no ${languageName(other)} twin ${twin}`);
    }
  }
  return problems;
}

export function checkSite(site: SiteInput): SiteReport {
  const problems: string[] = mirrorProblems(site.pages.map((page) => page.path));
  // An empty dist/ would pass every rule; it means the build did not run or failed.
  if (site.pages.length === 0) problems.push('no pages found: run "npm run build" first');
  const scanned = new Map(site.pages.map((page) => [page.path, scanHtml(page.html)]));
  const idsByFile = new Map<string, Set<string>>();
  for (const page of site.pages) {
    const ids = new Set(
      (scanned.get(page.path)?.tags ?? []).map((tag) => tag.attrs['id']).filter((id) => id !== undefined),
    );
    idsByFile.set(resolveFile(page.path), ids);
  }
  let links = 0;
  for (const page of site.pages) {
    const { tags, css } = scanned.get(page.path) ?? { tags: [], css: [] };
    const say = (message: string) => problems.push(`${page.path}: ${message}`);
    problems.push(...langProblems(page.path, tags).map((message) => `${page.path}: ${message}`));
    if (isLessonPage(page.path) && !tags.some((tag) => tag.name === 'astro-island')) {
      say('a lesson without a live widget: add a <WaitPuzzle>, <FanPuzzle> or <Quiz>');
    }
    for (const tag of tags) {
      for (const { attr, url } of tagUrls(tag)) {
        links += 1;
        const problem = linkProblem(page.path, tag, attr, url, site.files, idsByFile);
        if (problem !== undefined) say(problem);
      }
    }
    for (const url of css.flatMap(cssUrls)) {
      links += 1;
      if (isExternal(url)) say(`CSS loads ${url} from another host; keep fonts and images local`);
    }
  }
  for (const sheet of site.stylesheets) {
    for (const url of cssUrls(sheet.text)) {
      links += 1;
      if (isExternal(url))
        problems.push(`${sheet.file}: CSS loads ${url} from another host; keep fonts and images local`);
    }
  }
  return { problems, pages: site.pages.length, links };
}

/** /de/lessons/tiles/ is a lesson; /de/lessons/ is their index. */
export const isLessonPage = (path: string): boolean => /^\/(de|en)\/lessons\/[^/]+\/$/.test(path);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function resolveFile(path: string): string {
  const rel = path.replace(/^\/+/, '');
  return rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
}

/** <html lang> matches the language folder; the language switch points at the twin. */
function langProblems(path: string, tags: readonly Tag[]): string[] {
  const problems: string[] = [];
  const lang = langOf(path);
  const htmlLang = tags.find((tag) => tag.name === 'html')?.attrs['lang'];
  if (lang !== undefined && htmlLang !== lang) problems.push(`<html lang="${htmlLang ?? ''}">, expected "${lang}"`);
  if (lang === undefined && !LANGS.some((candidate) => candidate === htmlLang)) {
    problems.push(`<html lang="${htmlLang ?? ''}">, expected one of ${LANGS.join(', ')}`);
  }
  if (lang === undefined) return problems;
  const switches = tags.filter((tag) => tag.attrs['data-lang-switch'] !== undefined);
  const other = otherLang(lang);
  const twin = `/${other}/${path.split('/').slice(2).join('/')}`;
  if (switches.length !== 1) problems.push(`expected one language switch (data-lang-switch), found ${switches.length}`);
  for (const tag of switches) {
    if (tag.attrs['href'] !== twin)
      problems.push(`language switch points to ${tag.attrs['href'] ?? 'nothing'}, expected ${twin}`);
    if (tag.attrs['hreflang'] !== other || tag.attrs['lang'] !== other) {
      problems.push(`language switch needs hreflang="${other}" and lang="${other}"`);
    }
  }
  return problems;
}

function linkProblem(
  pagePath: string,
  tag: Tag,
  attr: string,
  url: string,
  files: ReadonlySet<string>,
  idsByFile: ReadonlyMap<string, Set<string>>,
): string | undefined {
  const where = `<${tag.name} ${attr}="${url}">`;
  if (isInert(url)) return undefined;
  const rel = relOf(tag);
  // Canonical and hreflang alternates must be absolute (they appear once `site` is set); they
  // name pages of this site and are never fetched by the browser.
  const selfReference = tag.name === 'link' && (rel.includes('canonical') || rel.includes('alternate'));
  if (isExternal(url)) {
    if (selfReference) return undefined;
    if (tag.name === 'a' && mayLinkOut(pagePath)) return undefined;
    return tag.name === 'a'
      ? `${where} links to another host; outbound links belong on the About page only`
      : `${where} loads from another host; scripts, styles, images and fonts must be local`;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return `${where} uses an unexpected URL scheme`;
  const target = new URL(url, `https://site.invalid${pagePath}`);
  const resolved = resolveTarget(target.pathname, files);
  if ('problem' in resolved) return `${where} ${resolved.problem}`;
  const from = langOf(pagePath);
  const to = langOf(target.pathname);
  const intended = tag.attrs['data-lang-switch'] !== undefined || (selfReference && tag.attrs['hreflang'] === to);
  if (from !== undefined && to !== undefined && from !== to && !intended) {
    return `${where} leads into the other language; only the language switch (data-lang-switch) may`;
  }
  const fragment = safeDecode(target.hash.slice(1));
  const ids = idsByFile.get(resolved.file);
  if (fragment !== '' && ids !== undefined && !ids.has(fragment))
    return `${where} points to a missing anchor #${fragment}`;
  return undefined;
}
