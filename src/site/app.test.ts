import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ICONS, iconPath, iconSvg, svgParts, themeColours, webManifest } from './app.ts';

const theme = readFileSync('src/site/styles/theme.css', 'utf8');
const favicon = readFileSync('public/favicon.svg', 'utf8');
const colours = themeColours(theme);

describe('web app manifest', () => {
  test("colours are the light theme's page background and jade", () => {
    expect(colours).toEqual({ background: '#fbfaf7', theme: '#0b6e4f' });
    expect(() => themeColours(':root { --fg: #000; }')).toThrow(/--bg/);
  });

  test('installable: name, start inside the scope, standalone, a 192 and a 512 icon and a maskable one', () => {
    const m = webManifest(colours, 'x');
    expect(m).toMatchObject({
      name: 'Fan & Laak',
      short_name: 'Fan & Laak',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    const icons = m['icons'] as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    // The iOS icon is linked from the page head, not listed here.
    expect(icons.some((i) => i.src.includes('apple'))).toBe(false);
  });
});

describe('icons', () => {
  test('every icon has its own file name', () => {
    expect(new Set(ICONS.map(iconPath)).size).toBe(ICONS.length);
  });

  test('the favicon is read as one <svg> with a viewBox', () => {
    expect(svgParts(favicon).viewBox).toBe('0 0 32 40');
    expect(() => svgParts('<svg><rect/></svg>')).toThrow(/viewBox/);
  });

  test.each(ICONS)('$name: $size px square, the tile centred', (icon) => {
    const svg = iconSvg(icon, favicon, colours);
    expect(svg).toContain(`width="${icon.size}" height="${icon.size}"`);
    const [x, y, w, h] = /<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/
      .exec(svg)!
      .slice(1)
      .map(Number) as [number, number, number, number];
    expect(x + w / 2).toBeCloseTo(icon.size / 2);
    expect(y + h / 2).toBeCloseTo(icon.size / 2);
    if (icon.purpose === 'maskable') {
      // The tile's corners stay inside the safe circle of radius 40 % that every launcher shape keeps.
      expect(Math.hypot(w / 2, h / 2)).toBeLessThanOrEqual(icon.size * 0.4);
      expect(svg).toContain('rx="0"');
    }
  });
});
