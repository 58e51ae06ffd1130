// Dots (circles, 1p–9p) in the traditional arrangements and colours.
import { INK, num } from './svg.ts';

type Colour = 'b' | 'g' | 'r';
/** [cx, cy, radius, colour] */
type Dot = readonly [number, number, number, Colour];

const COLOURS: Record<Colour, string> = { b: INK.blue, g: INK.green, r: INK.red };

const LAYOUTS: Record<number, readonly Dot[]> = {
  2: [
    [30, 22.5, 11, 'g'],
    [30, 54.5, 11, 'b'],
  ],
  3: [
    [17, 18, 8.6, 'b'],
    [30, 38.5, 8.6, 'r'],
    [43, 59, 8.6, 'g'],
  ],
  4: [
    [19, 23, 9.6, 'b'],
    [41, 23, 9.6, 'g'],
    [19, 54, 9.6, 'g'],
    [41, 54, 9.6, 'b'],
  ],
  5: [
    [17.5, 20.5, 8, 'b'],
    [42.5, 20.5, 8, 'g'],
    [30, 38.5, 8, 'r'],
    [17.5, 56.5, 8, 'g'],
    [42.5, 56.5, 8, 'b'],
  ],
  6: [
    [20, 18, 7.4, 'g'],
    [40, 18, 7.4, 'g'],
    [20, 43, 7.4, 'r'],
    [40, 43, 7.4, 'r'],
    [20, 61, 7.4, 'r'],
    [40, 61, 7.4, 'r'],
  ],
  7: [
    [17, 15.5, 6.4, 'g'],
    [30, 22, 6.4, 'g'],
    [43, 28.5, 6.4, 'g'],
    [20, 45.5, 7, 'r'],
    [40, 45.5, 7, 'r'],
    [20, 62, 7, 'r'],
    [40, 62, 7, 'r'],
  ],
  8: [
    [20, 15.5, 7, 'b'],
    [40, 15.5, 7, 'b'],
    [20, 31.5, 7, 'b'],
    [40, 31.5, 7, 'b'],
    [20, 47.5, 7, 'b'],
    [40, 47.5, 7, 'b'],
    [20, 63.5, 7, 'b'],
    [40, 63.5, 7, 'b'],
  ],
  9: [
    [15.5, 18.5, 6.9, 'b'],
    [30, 18.5, 6.9, 'b'],
    [44.5, 18.5, 6.9, 'b'],
    [15.5, 38.5, 6.9, 'r'],
    [30, 38.5, 6.9, 'r'],
    [44.5, 38.5, 6.9, 'r'],
    [15.5, 58.5, 6.9, 'g'],
    [30, 58.5, 6.9, 'g'],
    [44.5, 58.5, 6.9, 'g'],
  ],
};

const circle = (cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;

/** One coin: a coloured disc with an ivory ring and a coloured eye, readable down to ~2 px. */
function dot([cx, cy, r, c]: Dot): string {
  const ink = COLOURS[c];
  return circle(cx, cy, r, ink) + circle(cx, cy, r * 0.66, INK.ivory) + circle(cx, cy, r * 0.46, ink);
}

/** The large ornamental coin of 1p. */
function bigCoin(): string {
  const [cx, cy] = [30, 38.5];
  let petals = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    petals += circle(cx + Math.cos(a) * 13, cy + Math.sin(a) * 13, 2.3, INK.blue);
  }
  return (
    circle(cx, cy, 20, INK.green) +
    circle(cx, cy, 17.2, INK.ivory) +
    petals +
    circle(cx, cy, 9, INK.red) +
    circle(cx, cy, 6, INK.ivory) +
    circle(cx, cy, 3.6, INK.blue)
  );
}

export function dotsFace(n: number): string {
  if (n === 1) return bigCoin();
  return (LAYOUTS[n] ?? []).map(dot).join('');
}
