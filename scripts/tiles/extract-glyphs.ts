// Turns the few Chinese characters (and index digits/letters) our tile artwork needs into SVG path
// data, so the site never depends on an installed or downloaded font.
//
//   node scripts/tiles/extract-glyphs.ts [out-dir]     (default out-dir: src/ui/tiles)
//
// Writes <out-dir>/glyphs.ts and <out-dir>/FONT-LICENSE.md. Needs the devDependencies
// `opentype.js` (parser) and `@fontsource/noto-serif-tc` (the font, SIL OFL 1.1); the site
// itself only needs the committed output.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import opentype from 'opentype.js';
import type { Font, PathCommand } from 'opentype.js';

const FONT_PACKAGE = '@fontsource/noto-serif-tc';
// Bold reads at 24 px without turning complex characters such as 萬 or 發 into blots.
const WEIGHT = 700;
// Characters drawn on the tiles; the Latin ones are the small beginner index in a corner.
const CHARS = '一二三四五六七八九萬東南西北中發梅蘭菊竹春夏秋冬' + '123456789ESWN';

interface FontFile {
  file: string;
  ranges: Array<[number, number]>;
}

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve(`${FONT_PACKAGE}/package.json`));
const packageVersion = (
  JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

// The CJK fontsource packages split the font into ~100 unicode-range subsets; their CSS says which
// file holds which code points.
function fontFiles(): FontFile[] {
  const css = readFileSync(join(packageDir, `${WEIGHT}.css`), 'utf8');
  const faces = css.matchAll(/url\(\.\/files\/([^)]+\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g);
  return [...faces].map(([, file, ranges]) => ({
    file: file ?? '',
    ranges: (ranges ?? '').split(',').map((r): [number, number] => {
      const [lo, hi] = r.trim().replace(/^U\+/i, '').split('-');
      const from = parseInt(lo ?? '', 16);
      return [from, hi === undefined ? from : parseInt(hi, 16)];
    }),
  }));
}

const fontCache = new Map<string, Font>();
function fontFor(char: string, files: FontFile[]): { font: Font; file: string } {
  const cp = char.codePointAt(0) ?? 0;
  const hit = files.find((f) => f.ranges.some(([lo, hi]) => cp >= lo && cp <= hi));
  if (!hit) throw new Error(`no subset of ${FONT_PACKAGE} covers ${char} (U+${cp.toString(16)})`);
  let font = fontCache.get(hit.file);
  if (!font) {
    const bytes = readFileSync(join(packageDir, 'files', hit.file));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fontCache.set(hit.file, font);
  }
  return { font, file: hit.file };
}

// Compact path data: integer font units, relative commands, repeated command letters omitted.
// Deltas are taken between already-rounded absolute points so rounding errors do not accumulate.
function encodePath(commands: PathCommand[]): { d: string; box: [number, number, number, number] } {
  let out = '';
  let last = '';
  let cx = 0,
    cy = 0,
    sx = 0,
    sy = 0;
  let x1 = Infinity,
    y1 = Infinity,
    x2 = -Infinity,
    y2 = -Infinity;
  const num = (n: number): string => (n < 0 || /[a-z]$/i.test(out) ? '' : ' ') + String(n);
  // Every point of a relative segment (control points too) is relative to where the segment starts.
  const emit = (letter: string, pts: Array<[number, number]>): void => {
    if (letter !== last || letter === 'm') out += letter;
    last = letter === 'm' ? 'l' : letter; // after "m", implicit repeats mean "l"
    const rounded = pts.map(([x, y]): [number, number] => [Math.round(x), Math.round(y)]);
    for (const [x, y] of rounded) {
      out += num(x - cx);
      out += num(y - cy);
      x1 = Math.min(x1, x);
      y1 = Math.min(y1, y);
      x2 = Math.max(x2, x);
      y2 = Math.max(y2, y);
    }
    [cx, cy] = rounded[rounded.length - 1] ?? [cx, cy];
  };
  for (const c of commands) {
    switch (c.type) {
      case 'M':
        emit('m', [[c.x, c.y]]);
        [sx, sy] = [cx, cy];
        break;
      case 'L':
        // The font closes contours with explicit lines back to the start point: drop the no-ops.
        if (Math.round(c.x) !== cx || Math.round(c.y) !== cy) emit('l', [[c.x, c.y]]);
        break;
      case 'Q':
        emit('q', [
          [c.x1, c.y1],
          [c.x, c.y],
        ]);
        break;
      case 'C':
        emit('c', [
          [c.x1, c.y1],
          [c.x2, c.y2],
          [c.x, c.y],
        ]);
        break;
      case 'Z':
        out += 'z';
        last = 'z';
        [cx, cy] = [sx, sy];
        break;
    }
  }
  return { d: out, box: [x1, y1, x2, y2] };
}

function main(): void {
  const outDir = resolve(process.argv[2] ?? 'src/ui/tiles');
  const files = fontFiles();
  const entries: string[] = [];
  let meta: { family: string; version: string; copyright: string; unitsPerEm: number } | undefined;
  for (const char of CHARS) {
    const { font } = fontFor(char, files);
    const glyph = font.charToGlyph(char);
    if (glyph.index === 0) throw new Error(`${char} maps to .notdef`);
    const names = font.names.windows ?? {};
    meta ??= {
      family: names['fontFamily']?.['en'] ?? FONT_PACKAGE,
      // "Version 2.003-H1;hotconv 1.1.1;…" → "2.003-H1"
      version: (names['version']?.['en'] ?? '?').replace(/^Version\s*/, '').split(';')[0] ?? '?',
      copyright: names['copyright']?.['en'] ?? '?',
      unitsPerEm: font.unitsPerEm,
    };
    // y grows downwards, baseline at 0, 1 unit = 1/unitsPerEm em: the same frame SVG uses.
    const { d, box } = encodePath(glyph.getPath(0, 0, font.unitsPerEm).commands);
    const advance = Math.round(glyph.advanceWidth ?? font.unitsPerEm);
    entries.push(`  '${char}': { advance: ${advance}, box: [${box.join(', ')}], d: '${d}' },`);
  }
  if (!meta) throw new Error('no glyphs');
  const header = [
    `// GENERATED by scripts/tiles/extract-glyphs.ts: do not edit by hand.`,
    `// Regenerate: node scripts/tiles/extract-glyphs.ts`,
    `// Glyph outlines from ${meta.family} weight ${WEIGHT}, version ${meta.version}`,
    `// (npm ${FONT_PACKAGE}@${packageVersion}). ${meta.copyright}`,
    `// Licensed under the SIL Open Font License 1.1: see ./FONT-LICENSE.md.`,
  ].join('\n');
  const body = `${header}

/** One glyph outline in font units (${meta.unitsPerEm} per em), y down, baseline at y = 0. */
export interface Glyph {
  /** Horizontal advance. */
  readonly advance: number;
  /** Ink bounds [x1, y1, x2, y2]. */
  readonly box: readonly [number, number, number, number];
  /** SVG path data. */
  readonly d: string;
}

export const UNITS_PER_EM = ${meta.unitsPerEm};

export const GLYPHS = {
${entries.join('\n')}
} as const satisfies Record<string, Glyph>;

export type GlyphChar = keyof typeof GLYPHS;
`;
  writeFileSync(join(outDir, 'glyphs.ts'), body);
  writeFileSync(join(outDir, 'FONT-LICENSE.md'), licenceDoc(meta.family, meta.version, meta.copyright));
  console.log(`wrote ${CHARS.length} glyphs (${body.length} bytes) to ${join(outDir, 'glyphs.ts')}`);
}

function licenceDoc(family: string, version: string, copyright: string): string {
  const licence = readFileSync(join(packageDir, 'LICENSE'), 'utf8').trim();
  return `# Font licence for the tile glyphs

The Chinese characters and the small index digits and letters on our tile artwork are outlines
taken from **${family}** (weight ${WEIGHT}, version ${version}) as packaged in the npm package
\`${FONT_PACKAGE}@${packageVersion}\`. ${copyright}

\`scripts/tiles/extract-glyphs.ts\` converts the ${CHARS.length} characters
\`${CHARS}\` into SVG path data in \`src/ui/tiles/glyphs.ts\`.
No font file is shipped or loaded by the site. The outlines remain under the SIL Open Font
License 1.1, reproduced below.

---

\`\`\`text
${licence}
\`\`\`
`;
}

main();
