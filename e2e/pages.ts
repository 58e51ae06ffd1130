// The pages of the built site, read from dist/ so every page is covered without a list.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export function builtPages(dist = 'dist'): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'pagefind' && name !== '_astro') walk(full);
      } else if (name === 'index.html') out.push(`/${relative(dist, dir).split(sep).join('/')}${dir === dist ? '' : '/'}`);
    }
  };
  walk(dist);
  return out.sort();
}
