// Writes an HTML contact sheet of every tile at 24, 40 and 64 px, on a light and a dark
// background, to check the artwork by eye:
//
//   node scripts/tiles/contact-sheet.ts [out.html]        (default /tmp/sheet.html)
//   chromium --headless --no-sandbox --disable-gpu --screenshot=/tmp/sheet.png \
//     --window-size=1400,900 file:///tmp/sheet.html
import { writeFileSync } from 'node:fs';
import { TILE_CODES, tileSvg } from '../../src/ui/tiles/art.ts';
import { tileName } from '../../src/words/tile-names.ts';

const SIZES = [24, 40, 64] as const;

function row(size: number): string {
  const tiles = TILE_CODES.map(
    (code) => `<span class="t" style="height:${size}px">${tileSvg(code, { title: tileName(code, 'en') })}</span>`,
  ).join('');
  return `<div class="row"><b>${size}px</b>${tiles}</div>`;
}

function section(theme: 'light' | 'dark'): string {
  return `<section class="${theme}">${SIZES.map(row).join('')}</section>`;
}

const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>Tile contact sheet</title>
<style>
  body { margin: 0; font: 12px system-ui, sans-serif; }
  section { padding: 8px 10px; }
  .light { background: #f4f1ea; color: #222; }
  .dark { background: #1b1d22; color: #ddd; }
  .row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 3px; margin: 6px 0; }
  .row b { width: 36px; }
  .t { display: inline-block; aspect-ratio: 3 / 4; }
  .t svg { display: block; height: 100%; width: auto; }
</style></head>
<body>${section('light')}${section('dark')}</body></html>
`;

const out = process.argv[2] ?? '/tmp/sheet.html';
writeFileSync(out, html);
console.log(`wrote ${out}`);
