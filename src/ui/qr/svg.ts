// A QR code drawn as SVG: one path of dark squares on a white square that includes the
// quiet zone. Always dark on white, whatever the site's colour scheme: readers expect dark
// modules on a light ground, and many refuse the inverse.
import type { QrCode } from './types.ts';

/** Light modules around the symbol, as the spec asks (four on every side). */
export const QUIET_ZONE = 4;

export interface QrSvgOptions {
  /** The accessible name: what the code holds, in words ("Link to this evening's sheet"). */
  label: string;
}

/** The path data of the dark modules, in module units, offset by the quiet zone; one run per subpath. */
export function qrPath(code: Pick<QrCode, 'modules'>): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The whole code as an SVG document (scales to any size; crisp edges keep modules sharp). */
export function qrSvg(code: Pick<QrCode, 'modules' | 'size'>, { label }: QrSvgOptions): string {
  const side = code.size + 2 * QUIET_ZONE;
  const name = escape(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${name}"` +
    ` shape-rendering="crispEdges"><title>${name}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${qrPath(code)}"/></svg>`
  );
}
