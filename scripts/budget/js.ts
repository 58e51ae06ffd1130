// JavaScript shipped per page: every script a page loads (script tags, island components
// and renderers, module preloads, inline scripts, the workers it starts) and everything those
// import, gzipped.
import { gzipSync } from 'node:zlib';

export interface Bundle {
  /** Gzipped bytes per file actually loaded, by path ('inline' for the inline scripts, together). */
  files: Map<string, number>;
  total: number;
  /** Files reached only through a dynamic import() or a worker: loaded on demand, counted in `total` all the same. */
  lazy: Set<string>;
}

const ATTRS = /(?:src|component-url|renderer-url|href)="(\/[^"]+\.m?js)"/g;
const INLINE = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
// Static imports and re-exports, then dynamic import() and a worker's address, `new URL(…)`
// (the bundler writes their argument with backticks as often as with quotes).
const IMPORTS =
  /(?:import|export)\s*(?:[^'"`]*?from\s*)?["']([^"']+\.m?js)["']|(?:import|new URL)\(\s*["'`]([^"'`]+\.m?js)["'`]/g;

const gz = (text: string): number => gzipSync(text, { level: 9 }).length;

/** `read(path)` returns a built file's text ("/_astro/x.js" → contents) or undefined. */
export function pageBundle(html: string, read: (path: string) => string | undefined): Bundle {
  const files = new Map<string, number>();
  const lazy = new Set<string>();
  const eager = new Set<string>();
  // Each entry: a path and whether everything on the way to it was a static import.
  const queue: [string, boolean][] = [...html.matchAll(ATTRS)].map((m) => [m[1]!, true]);
  // The inline scripts travel in the one compressed HTML response, so they are measured together,
  // as one text. JSON-LD and other data blocks are not JavaScript.
  const inline = [...html.matchAll(INLINE)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[0]) && m[1]!.trim())
    .map((m) => m[1]!);
  if (inline.length) files.set('inline', gz(inline.join('\n')));
  while (queue.length) {
    const [path, isEager] = queue.shift()!;
    // A file seen lazily may turn out to be eager too; visit it again to mark its imports.
    if (files.has(path) && (eager.has(path) || !isEager)) continue;
    const text = read(path);
    if (text === undefined) continue;
    files.set(path, gz(text));
    if (isEager) eager.add(path);
    for (const m of text.matchAll(IMPORTS)) {
      const spec = m[1] ?? m[2]!;
      if (/^https?:/.test(spec)) continue;
      queue.push([new URL(spec, `http://x${path}`).pathname, isEager && m[1] !== undefined]);
    }
  }
  for (const path of files.keys()) if (path !== 'inline' && !eager.has(path)) lazy.add(path);
  return { files, total: [...files.values()].reduce((a, b) => a + b, 0), lazy };
}
