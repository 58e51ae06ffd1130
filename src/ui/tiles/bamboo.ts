// Bamboo (1s–9s): jointed green sticks in the traditional arrangements; 1s is the bird.
import { bird } from './bird.ts';
import { INK, num, stroke } from './svg.ts';

type Colour = 'b' | 'g' | 'r';
/** [cx, cy, length, colour, tilt in degrees (positive leans the top to the right)] */
type Stick = readonly [number, number, number, Colour, number?];

const COLOURS: Record<Colour, string> = { b: INK.blue, g: INK.green, r: INK.red };

const TALL = 28; // sticks in two rows
const SHORT = 19; // sticks in three rows

const LAYOUTS: Record<number, readonly Stick[]> = {
  2: [
    [30, 22.5, TALL, 'b'],
    [30, 54.5, TALL, 'g'],
  ],
  3: [
    [30, 22.5, TALL, 'b'],
    [21, 54.5, TALL, 'g'],
    [39, 54.5, TALL, 'g'],
  ],
  4: [
    [21, 22.5, TALL, 'b'],
    [39, 22.5, TALL, 'g'],
    [21, 54.5, TALL, 'g'],
    [39, 54.5, TALL, 'b'],
  ],
  5: [
    [16, 22.5, TALL, 'g'],
    [44, 22.5, TALL, 'b'],
    [30, 38.5, TALL, 'r'],
    [16, 54.5, TALL, 'b'],
    [44, 54.5, TALL, 'g'],
  ],
  6: [
    [17, 22.5, TALL, 'g'],
    [30, 22.5, TALL, 'g'],
    [43, 22.5, TALL, 'g'],
    [17, 54.5, TALL, 'b'],
    [30, 54.5, TALL, 'b'],
    [43, 54.5, TALL, 'b'],
  ],
  7: [
    [30, 16, SHORT, 'r'],
    [17, 38.5, SHORT, 'g'],
    [30, 38.5, SHORT, 'b'],
    [43, 38.5, SHORT, 'g'],
    [17, 61, SHORT, 'g'],
    [30, 61, SHORT, 'b'],
    [43, 61, SHORT, 'g'],
  ],
  8: [
    [12, 22.5, TALL, 'b'],
    [25, 22.5, TALL, 'g', 18],
    [35, 22.5, TALL, 'g', -18],
    [48, 22.5, TALL, 'b'],
    [12, 54.5, TALL, 'b'],
    [25, 54.5, TALL, 'g', -18],
    [35, 54.5, TALL, 'g', 18],
    [48, 54.5, TALL, 'b'],
  ],
  9: [
    [16, 16, SHORT, 'g'],
    [30, 16, SHORT, 'r'],
    [44, 16, SHORT, 'b'],
    [16, 38.5, SHORT, 'g'],
    [30, 38.5, SHORT, 'r'],
    [44, 38.5, SHORT, 'b'],
    [16, 61, SHORT, 'g'],
    [30, 61, SHORT, 'r'],
    [44, 61, SHORT, 'b'],
  ],
};

const W = 6.4; // stick width

/** One stick, drawn upright around (0, 0): a rounded shaft with swollen joints at ends and middle. */
function stick([cx, cy, len, c, tilt = 0]: Stick): string {
  const ink = COLOURS[c];
  const h = len / 2;
  const joint = (y: number): string =>
    `<rect x="${num(-W / 2 - 0.9)}" y="${num(y - 1)}" width="${num(W + 1.8)}" height="2" rx="1"` + ` fill="${ink}"/>`;
  const hx = num(-W / 6);
  const rotate = tilt === 0 ? '' : ` rotate(${tilt})`;
  return (
    `<g transform="translate(${num(cx)} ${num(cy)})${rotate}">` +
    `<rect x="${num(-W / 2)}" y="${num(-h)}" width="${W}" height="${num(len)}" rx="${num(W / 2)}"` +
    ` fill="${ink}"/>` +
    joint(-h + 1) +
    joint(0) +
    joint(h - 1) +
    // Ivory highlight down the shaft, interrupted at the joints.
    `<path d="M${hx} ${num(-h + 3)}V-2M${hx} 2V${num(h - 3)}" ${stroke(INK.ivory, 1)}/>` +
    `</g>`
  );
}

export function bambooFace(n: number): string {
  if (n === 1) return bird();
  return (LAYOUTS[n] ?? []).map(stick).join('');
}
