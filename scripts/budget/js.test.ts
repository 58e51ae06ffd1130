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
    expect([...b.files.keys()].sort()).toEqual(['/_astro/client.js', '/_astro/island.js', '/_astro/lazy.js', '/_astro/preact.js', '/_astro/shared.js', 'inline']);
    expect(b.total).toBe([...b.files.values()].reduce((a, c) => a + c, 0));
  });

  test('a page without scripts ships nothing; JSON data blocks are not scripts', () => {
    expect(pageBundle('<p>hi</p><script type="application/json">{"a":1}</script>', () => undefined).total).toBe(0);
  });
});
