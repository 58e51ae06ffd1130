// The installable app: the web app manifest and its icons, as data and SVG text. The endpoints
// src/pages/manifest.webmanifest.ts and src/pages/icons/[name].png.ts turn these into files;
// the icons are drawn from our own favicon tile (public/favicon.svg), nothing downloaded.

export interface AppIcon {
  /** File name below /icons/. */
  name: string;
  size: number;
  /** `maskable` icons fill the square: the launcher cuts its own shape from it. */
  purpose: 'any' | 'maskable';
}

export const ICONS: readonly AppIcon[] = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
  // iOS ignores the manifest's icons and wants an opaque square of its own (Head.astro links it).
  { name: 'apple-touch-icon', size: 180, purpose: 'maskable' },
];

export const iconPath = (icon: AppIcon): string => `/icons/${icon.name}.png`;

export interface ThemeColours {
  /** The page background: the splash screen while the app starts. */
  background: string;
  /** The brand's jade: the title bar of the installed app. */
  theme: string;
}

/** `--bg` and `--accent` of the light theme, the first values theme.css gives them. */
export function themeColours(css: string): ThemeColours {
  const value = (name: string): string => {
    const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
    if (!match?.[1]) throw new Error(`theme.css has no colour --${name}`);
    return match[1];
  };
  return { background: value('bg'), theme: value('accent') };
}

/** The contents of /manifest.webmanifest. */
export function webManifest(colours: ThemeColours, description: string): Record<string, unknown> {
  return {
    id: '/',
    name: 'Fan & Laak',
    short_name: 'Fan & Laak',
    description,
    // "/" opens the language last read (or the browser's), as in a browser tab.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.theme,
    icons: [
      ...ICONS.filter((icon) => icon.name !== 'apple-touch-icon').map((icon) => ({
        src: iconPath(icon),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The favicon's drawing: its viewBox and what is inside the <svg>. */
export function svgParts(svg: string): { viewBox: string; inner: string } {
  const match = /^\s*<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match?.[1] || match[2] === undefined) throw new Error('favicon.svg: expected one <svg viewBox="…"> element');
  return { viewBox: match[1], inner: match[2] };
}

/**
 * An icon as SVG: the favicon tile upright on a jade ground. A maskable icon's ground fills the
 * square and the tile stays inside the middle circle (80 % of the width) that every launcher
 * shape keeps; an `any` icon is a rounded square with a larger tile.
 */
export function iconSvg(icon: AppIcon, favicon: string, colours: ThemeColours): string {
  const { viewBox, inner } = svgParts(favicon);
  const [, , w = 1, h = 1] = viewBox.split(/[\s,]+/).map(Number);
  const s = icon.size;
  const tileH = s * (icon.purpose === 'maskable' ? 0.6 : 0.72);
  const tileW = (tileH * w) / h;
  const round = icon.purpose === 'maskable' ? 0 : s * 0.18;
  const x = (s - tileW) / 2;
  const y = (s - tileH) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<rect width="${s}" height="${s}" rx="${round}" fill="${colours.theme}"/>` +
    `<svg x="${x}" y="${y}" width="${tileW}" height="${tileH}" viewBox="${viewBox}">${inner}</svg>` +
    `</svg>`
  );
}
