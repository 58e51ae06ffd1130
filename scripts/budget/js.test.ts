import { describe, expect, test } from 'vitest';
import { pageBundle } from './js.ts';

const FILES: Record<string, string> = {
  '/_astro/island.js': 'import{h}from"./preact.js";import"./shared.js";export const a=h;',
  '/_astro/preact.js': 'export const h=1;' + 'x'.repeat(500),
  '/_astro/shared.js': 'import("./lazy.js");',
  '/_astro/lazy.js': 'console.log(1)',
  '/_astro/client.js': 'import{h}from"./preact.js";',
};

describe('pageBundle', () => {
  test('follows islands, renderers and their imports once each', () => {
    const html = `<astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js"></astro-island><script>let a=1</script>`;
    const b = pageBundle(html, (p) => FILES[p]);
    expect([...b.files.keys()].sort()).toEqual([
      '/_astro/client.js',
      '/_astro/island.js',
      '/_astro/lazy.js',
      '/_astro/preact.js',
      '/_astro/shared.js',
      'inline',
    ]);
    expect(b.total).toBe([...b.files.values()].reduce((a, c) => a + c, 0));
  });

  test('dynamic imports count, however the bundler quotes them, and are told apart as lazy', () => {
    const files: Record<string, string> = {
      '/_astro/page.js': 'import{h}from"./preact.js";const load=()=>import(`./engine.js`);',
      '/_astro/preact.js': 'export const h=1;',
      '/_astro/engine.js': 'import{t}from"./tiles.js";export const score=t;',
      '/_astro/tiles.js': 'export const t=2;',
    };
    const b = pageBundle('<astro-island component-url="/_astro/page.js"></astro-island>', (p) => files[p]);
    expect([...b.files.keys()].sort()).toEqual([
      '/_astro/engine.js',
      '/_astro/page.js',
      '/_astro/preact.js',
      '/_astro/tiles.js',
    ]);
    expect([...b.lazy].sort()).toEqual(['/_astro/engine.js', '/_astro/tiles.js']);
  });

  test('a worker the page starts counts, lazily, with what it imports', () => {
    const files: Record<string, string> = {
      '/_astro/page.js': 'new Worker(new URL(`/_astro/worker.js`,``+import.meta.url),{type:`module`});',
      '/_astro/worker.js': 'import"./helper.js";',
      '/_astro/helper.js': 'export{}',
    };
    const b = pageBundle('<script type="module" src="/_astro/page.js"></script>', (p) => files[p]);
    expect([...b.files.keys()].sort()).toEqual(['/_astro/helper.js', '/_astro/page.js', '/_astro/worker.js']);
    expect([...b.lazy].sort()).toEqual(['/_astro/helper.js', '/_astro/worker.js']);
  });

  test('a file both imported statically and reached lazily is not lazy', () => {
    const files: Record<string, string> = {
      '/_astro/a.js': 'import(`./b.js`);import"./c.js";',
      '/_astro/b.js': 'import"./c.js";',
      '/_astro/c.js': 'export{}',
    };
    const b = pageBundle('<script type="module" src="/_astro/a.js"></script>', (p) => files[p]);
    expect([...b.lazy]).toEqual(['/_astro/b.js']);
  });

  test('a page without scripts ships nothing; JSON data blocks are not scripts', () => {
    expect(pageBundle('<p>hi</p><script type="application/json">{"a":1}</script>', () => undefined).total).toBe(0);
  });

  test('inline scripts count together, as the one HTML response carries them; data blocks do not', () => {
    const script = 'document.documentElement.classList.add("js");'.repeat(3);
    const one = pageBundle(`<script>${script}</script>`, () => undefined).total;
    const two = pageBundle(`<script>${script}</script><script type="module">${script}</script>`, () => undefined).total;
    const json = pageBundle(
      `<script>${script}</script><script type="application/ld+json">{"a":1}</script>`,
      () => undefined,
    );
    // The second copy compresses against the first: far less than twice the bytes.
    expect(two).toBeLessThan(one * 1.5);
    expect(json.total).toBe(one);
  });
});
