// The pages of the built site, read from dist/ so every page is covered without a list. Pages
// the suite must never lose (the reference pages other pages link into) are named as well: if
// one is missing from the build, collecting the tests fails instead of skipping its checks.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { RULE_SETS } from '../src/engine/rules/types.ts';
import { LANGS } from '../src/words/index.ts';

/** Every language's rule pages, the rule-set list, the gallery and the rules-compared page. */
export const REQUIRED_PAGES: readonly string[] = LANGS.flatMap((lang) => [
  `/${lang}/rules/`,
  ...RULE_SETS.map((id) => `/${lang}/rules/${id}/`),
  `/${lang}/rules-compared/`,
  `/${lang}/limit-hands/`,
]);

export function builtPages(dist = 'dist'): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'pagefind' && name !== '_astro') walk(full);
      } else if (name === 'index.html')
        out.push(`/${relative(dist, dir).split(sep).join('/')}${dir === dist ? '' : '/'}`);
    }
  };
  walk(dist);
  const missing = REQUIRED_PAGES.filter((p) => !out.includes(p));
  if (missing.length > 0) throw new Error(`The build in ${dist}/ lacks ${missing.join(', ')}.`);
  return out.sort();
}
