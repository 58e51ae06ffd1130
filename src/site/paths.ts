// URL helpers. Every page exists once per language under the same path after the language
// prefix (/de/x/ ↔ /en/x/), and every page URL ends in "/" (trailingSlash: 'always').
import { LANGS, isLang, type Lang } from '../words/index.ts';

/** `/de/`, `/de/lessons/`, `/de/lessons/tiles/` … from a language and a path below it. */
export function localePath(lang: Lang, path = ''): string {
  const inner = path
    .split('/')
    .filter((part) => part !== '')
    .join('/');
  return inner === '' ? `/${lang}/` : `/${lang}/${inner}/`;
}

/** The language a pathname belongs to, or undefined for pages outside /de/ and /en/. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : undefined;
}

/** The same page in `to`: only the language prefix changes. Pages outside a language map to its start page. */
export function switchLangPath(pathname: string, to: Lang): string {
  const parts = pathname.split('/');
  if (!isLang(parts[1])) return localePath(to);
  parts[1] = to;
  return parts.join('/');
}

/** Static paths for a page that exists once per language. */
export function langPaths(): { params: { lang: Lang } }[] {
  return LANGS.map((lang) => ({ params: { lang } }));
}
