// Honours (1z–7z): the four winds as dark characters, the three dragons in their colours.
import { INK, glyph, stroke } from './svg.ts';

const WINDS = ['東', '南', '西', '北'] as const;
const CENTRE = { x: 8, y: 12, w: 44, h: 54 };

/** White dragon: an empty blue frame, as on most Hong Kong sets. */
function whiteDragon(): string {
  return (
    `<rect x="12" y="13" width="36" height="51" rx="2.5" ${stroke(INK.blue, 3.6)}/>` +
    `<rect x="17.5" y="18.5" width="25" height="40" rx="1" ${stroke(INK.blue, 1.3)}/>`
  );
}

export function honourFace(n: number): string {
  const wind = WINDS[n - 1];
  if (wind !== undefined) return glyph(wind, CENTRE, 44, INK.black);
  if (n === 5) return whiteDragon();
  if (n === 6) return glyph('發', CENTRE, 46, INK.green);
  return glyph('中', CENTRE, 46, INK.red);
}
