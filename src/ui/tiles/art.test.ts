import { describe, expect, test } from 'vitest';
import { TILE_CODES, isTileCode, tileFaceSvgInner, tileSvg } from './art.ts';
import { GLYPHS } from './glyphs.ts';
import type { GlyphChar } from './glyphs.ts';
import { tileBox } from './layout.ts';
import { SPRITE_PATH, symbolId, tileSprite, tileUseSvg } from './sprite.ts';
import { tileName } from '../../words/tile-names.ts';
import { glyph } from './svg.ts';

/**
 * A small XML well-formedness check, enough for our generated markup: every tag is syntactically
 * valid, attributes are quoted and not repeated, and tags nest and close in order.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(text)) problems.push(`bad text "${text}"`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) {
      problems.push(`bad tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [, close, name = '', attrs = '', selfClose] = m;
    const names = [...attrs.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in <${name}>`);
    if (close) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`);
    } else if (!selfClose) {
      stack.push(name);
    }
    i = tag.lastIndex;
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  return problems;
}

describe('xmlProblems (the checker itself)', () => {
  test.each([
    ['<svg><g></svg>', 'unexpected </svg>'],
    ['<svg><path d="x" d="y"/></svg>', 'repeated attribute in <path>'],
    ['<svg><rect x=1/></svg>', 'bad tag at 5: <rect x=1/></svg>'],
    ['<svg>', 'unclosed <svg>'],
  ])('%s', (xml, problem) => {
    expect(xmlProblems(xml)).toContain(problem);
  });
});

describe('tileSvg', () => {
  test('there are 43 distinct codes', () => {
    expect(TILE_CODES).toHaveLength(43);
    expect(new Set(TILE_CODES).size).toBe(43);
    expect(isTileCode('5p')).toBe(true);
    expect(isTileCode('8z')).toBe(false);
  });

  test.each(TILE_CODES)('%s is well-formed, self-contained SVG', (code) => {
    const svg = tileSvg(code, { title: tileName(code, 'de') });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 60 80" /);
    expect(svg.slice(0, svg.indexOf('>'))).not.toMatch(/\s(width|height)=/); // CSS sizes the root
    // Glyphs are paths: nothing may depend on fonts installed on the reader's machine.
    expect(svg).not.toMatch(/<text|<tspan|font-family|font-size/);
    // No external resources, no ids that would clash when many tiles share a page.
    expect(svg).not.toMatch(/href=|url\(|\sid="/);
  });

  test('every code has its own picture', () => {
    const faces = new Set(TILE_CODES.map((c) => tileFaceSvgInner(c)));
    expect(faces.size).toBe(TILE_CODES.length);
  });

  test('a title becomes the accessible name, escaped', () => {
    const svg = tileSvg('5p', { title: 'A "5" <Dots> & more' });
    expect(svg).toContain('role="img" aria-label="A &quot;5&quot; &lt;Dots&gt; &amp; more"');
    expect(svg).toContain('<title>A &quot;5&quot; &lt;Dots&gt; &amp; more</title>');
    expect(xmlProblems(svg)).toEqual([]);
  });

  test('without a title the picture is hidden from assistive technology', () => {
    const svg = tileSvg('5p');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain('<title>');
  });
});

describe('glyphs', () => {
  test.each(Object.keys(GLYPHS) as GlyphChar[])('%s has plain path data', (char) => {
    const g = GLYPHS[char];
    expect(g.d).toMatch(/^m[-\d mlqcz]+$/);
    expect(g.box[2]).toBeGreaterThan(g.box[0]);
    expect(g.box[3]).toBeGreaterThan(g.box[1]);
  });

  test.each([
    ['萬', { x: 7, y: 40, w: 46, h: 32 }, 37],
    ['一', { x: 7, y: 7, w: 46, h: 32 }, 42],
    ['發', { x: 8, y: 12, w: 20, h: 54 }, 46],
  ] as const)('%s stays inside its box', (char, box, size) => {
    const m = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)/.exec(glyph(char, box, size, '#000'));
    const [tx, ty, s] = (m ?? []).slice(1).map(Number) as [number, number, number];
    const [x1, y1, x2, y2] = GLYPHS[char].box;
    const eps = 0.05; // rounding of the transform
    expect(tx + x1 * s).toBeGreaterThanOrEqual(box.x - eps);
    expect(ty + y1 * s).toBeGreaterThanOrEqual(box.y - eps);
    expect(tx + x2 * s).toBeLessThanOrEqual(box.x + box.w + eps);
    expect(ty + y2 * s).toBeLessThanOrEqual(box.y + box.h + eps);
  });
});

describe('names', () => {
  test.each(['de', 'en'] as const)('every tile has a distinct %s name', (lang) => {
    const names = TILE_CODES.map((c) => tileName(c, lang));
    expect(names.every((n) => n.length > 0 && !/undefined|\(\)/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(TILE_CODES.length);
  });

  test.each([
    ['5p', '5 Kreise', '5 Dots'],
    ['3s', '3 Bambus', '3 Bamboo'],
    ['7m', '7 Schrift', '7 Characters'],
    ['2z', 'Südwind', 'South Wind'],
    ['5z', 'Weißer Drache', 'White Dragon'],
    ['7z', 'Roter Drache', 'Red Dragon'],
    ['1f', 'Blume 1 (Pflaume)', 'Flower 1 (Plum)'],
    ['4g', 'Jahreszeit 4 (Winter)', 'Season 4 (Winter)'],
    ['back', 'Rückseite', 'Tile back'],
  ] as const)('%s: %s / %s', (code, de, en) => {
    expect(tileName(code, 'de')).toBe(de);
    expect(tileName(code, 'en')).toBe(en);
  });
});

describe('tileBox', () => {
  test('carries the height and the default size', () => {
    expect(tileBox({ size: 40 })).toEqual({ className: 'tile', style: '--tile-h:40px' });
    expect(tileBox().style).toBe('--tile-h:48px');
  });

  test('sideways and highlighted tiles get their classes', () => {
    expect(tileBox({ size: 40, rotated: true, highlight: true }).className).toBe('tile is-rotated is-lit');
  });
});

describe('sprite', () => {
  test('has one symbol per tile code, and <use> points at it', () => {
    const sprite = tileSprite();
    for (const code of TILE_CODES) {
      expect(sprite).toContain(`<symbol id="${symbolId(code)}"`);
      expect(tileUseSvg(code)).toContain(`href="${SPRITE_PATH}#${symbolId(code)}"`);
    }
    expect(sprite).not.toMatch(/<text|font-family|href="http/);
  });
});
