// JavaScript shipped per page: every script a page loads (script tags, island components
// and renderers, module preloads, inline scripts) and everything those import, gzipped.
import { gzipSync } from 'node:zlib';

export interface Bundle {
  /** Gzipped bytes per file actually loaded, by path ('inline' for inline scripts). */
  files: Map<string, number>;
  total: number;
}

const ATTRS = /(?:src|component-url|renderer-url|href)="(\/[^"]+\.m?js)"/g;
const INLINE = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const IMPORTS = /(?:import|export)\s*(?:[^'"]*?from\s*)?["']([^"']+\.m?js)["']|import\(\s*["']([^"']+\.m?js)["']\s*\)/g;

const gz = (text: string): number => gzipSync(text, { level: 9 }).length;

/** `read(path)` returns a built file's text ("/_astro/x.js" → contents) or undefined. */
export function pageBundle(html: string, read: (path: string) => string | undefined): Bundle {
  const files = new Map<string, number>();
  const queue = [...html.matchAll(ATTRS)].map((m) => m[1]!);
  let inline = 0;
  for (const m of html.matchAll(INLINE)) {
    // JSON-LD and other data blocks are not JavaScript.
    if (/type="application\/(ld\+)?json"/.test(m[0])) continue;
    inline += m[1]!.trim() ? gz(m[1]!) : 0;
  }
  if (inline) files.set('inline', inline);
  while (queue.length) {
    const path = queue.shift()!;
    if (files.has(path)) continue;
    const text = read(path);
    if (text === undefined) continue;
    files.set(path, gz(text));
    for (const m of text.matchAll(IMPORTS)) {
      const spec = m[1] ?? m[2]!;
      if (/^https?:/.test(spec)) continue;
      queue.push(new URL(spec, `http://x${path}`).pathname);
    }
  }
  return { files, total: [...files.values()].reduce((a, b) => a + b, 0) };
}
