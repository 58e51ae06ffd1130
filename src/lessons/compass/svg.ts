// The seating compass as SVG markup: the table seen from above with East at the bottom, South
// on the right, West at the top and North on the left (lesson 2), each seat its wind tile from
// the sprite and its name; curved arrows between neighbours in turn order, and optionally a
// framed seat, a "you" mark and a discard arrow. Colours come from the theme by class
// (compass.css); the discard arrow is also thicker and dashed, so it never rests on colour.
import type { Wind } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { SPRITE_PATH, symbolId } from '../../ui/tiles/use.ts';
import { TURN_ORDER, nextSeat } from '../../ui/seats.ts';
import type { CompassOptions } from './compass.ts';

export interface CompassLabels {
  seat: Record<Wind, string>;
  you: string;
  discard: string;
}

type Point = [number, number];
type Anchor = 'start' | 'middle' | 'end';

export const COMPASS_VIEWBOX = '-144 -128 288 256';
/** Half the table's side; seats sit SEAT_R from the middle. */
const TABLE = 40;
const SEAT_R = 76;
const TILE_W = 24;
const TILE_H = 32;
/** Unit vectors from the middle towards each seat (screen y points down). */
const TOWARDS: Record<Wind, Point> = { 0: [0, 1], 1: [1, 0], 2: [0, -1], 3: [-1, 0] };

const num = (n: number): string => String(Math.round(n * 100) / 100);
const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const scale = ([x, y]: Point, k: number): Point => [x * k, y * k];

function text(at: Point, words: string, size: number, anchor: Anchor, cls: string): string {
  return `<text class="${cls}" x="${num(at[0])}" y="${num(at[1])}" font-size="${size}" text-anchor="${anchor}" dominant-baseline="central">${esc(words)}</text>`;
}

/** Name and "you" line: below East, above West, beside South and North. */
function nameSpot(seat: Wind): { name: Point; you: Point; anchor: Anchor } {
  switch (seat) {
    case 1:
      return { name: [SEAT_R + TILE_W / 2 + 5, -6], you: [SEAT_R + TILE_W / 2 + 5, 8], anchor: 'start' };
    case 2:
      return { name: [0, -SEAT_R - TILE_H / 2 - 22], you: [0, -SEAT_R - TILE_H / 2 - 8], anchor: 'middle' };
    case 3:
      return { name: [-SEAT_R - TILE_W / 2 - 5, -6], you: [-SEAT_R - TILE_W / 2 - 5, 8], anchor: 'end' };
    default:
      return { name: [0, SEAT_R + TILE_H / 2 + 12], you: [0, SEAT_R + TILE_H / 2 + 25], anchor: 'middle' };
  }
}

function arrowHead(tip: Point, dir: Point, cls: string, size = 6): string {
  const len = Math.hypot(dir[0], dir[1]) || 1;
  const [ux, uy] = [dir[0] / len, dir[1] / len];
  const base: Point = [tip[0] - ux * size, tip[1] - uy * size];
  const w = size * 0.6;
  const pts: Point[] = [tip, [base[0] - uy * w, base[1] + ux * w], [base[0] + uy * w, base[1] - ux * w]];
  return `<polygon class="${cls}" points="${pts.map((p) => p.map(num).join(',')).join(' ')}"/>`;
}

/** A curve round the table's corner from `seat` to the next seat, in turn order. */
function turnArrow(seat: Wind): string {
  const [a, b] = [TOWARDS[seat], TOWARDS[nextSeat(seat)]];
  const start: Point = [a[0] * 58 + b[0] * 20, a[1] * 58 + b[1] * 20];
  const end: Point = [b[0] * 58 + a[0] * 20, b[1] * 58 + a[1] * 20];
  const bend: Point = [(a[0] + b[0]) * 60, (a[1] + b[1]) * 60];
  const stop: Point = [end[0] - (end[0] - bend[0]) * 0.12, end[1] - (end[1] - bend[1]) * 0.12];
  return (
    `<path class="fl-compass-turn" d="M${num(start[0])} ${num(start[1])}Q${num(bend[0])} ${num(bend[1])} ${num(stop[0])} ${num(stop[1])}"/>` +
    arrowHead(end, [end[0] - bend[0], end[1] - bend[1]], 'fl-compass-turn-head')
  );
}

/** The discard: from the discarder's edge of the table to the receiver's, or into the middle. */
function discardArrow(from: Wind, to: Wind | null, label: string): string {
  const start = scale(TOWARDS[from], TABLE * 0.85);
  const end = to === null ? scale(TOWARDS[from], TABLE * 0.1) : scale(TOWARDS[to], TABLE * 0.85);
  const dir: Point = [end[0] - start[0], end[1] - start[1]];
  const len = Math.hypot(dir[0], dir[1]);
  const stop: Point = [end[0] - (dir[0] / len) * 6, end[1] - (dir[1] / len) * 6];
  // The word sits beside the arrow's middle, on the side of the table's centre (or past its tip).
  const mid: Point = [(start[0] + end[0]) / 2, (start[1] + end[1]) / 2];
  const at: Point =
    to === null ? scale(TOWARDS[from], -TABLE * 0.35) : Math.hypot(...mid) < 1 ? [10, -8] : scale(mid, 0.25);
  return (
    `<line class="fl-compass-discard" x1="${num(start[0])}" y1="${num(start[1])}" x2="${num(stop[0])}" y2="${num(stop[1])}"/>` +
    arrowHead(end, dir, 'fl-compass-discard-head', 8) +
    text(at, label, 10, 'middle', 'fl-compass-word')
  );
}

export function compassSvg(o: CompassOptions, labels: CompassLabels): string {
  let out = `<rect class="fl-compass-table" x="${-TABLE}" y="${-TABLE}" width="${2 * TABLE}" height="${2 * TABLE}" rx="6"/>`;
  for (const seat of TURN_ORDER) out += turnArrow(seat);
  for (const seat of TURN_ORDER) {
    const [cx, cy] = scale(TOWARDS[seat], SEAT_R);
    const x = cx - TILE_W / 2;
    const y = cy - TILE_H / 2;
    out += `<use href="${SPRITE_PATH}#${symbolId(`${seat + 1}z` as TileCode)}" x="${num(x)}" y="${num(y)}" width="${TILE_W}" height="${TILE_H}"/>`;
    if (o.highlight.includes(seat))
      out += `<rect class="fl-compass-frame" x="${num(x - 4)}" y="${num(y - 4)}" width="${TILE_W + 8}" height="${TILE_H + 8}" rx="4"/>`;
    const spot = nameSpot(seat);
    out += text(spot.name, labels.seat[seat], 13, spot.anchor, 'fl-compass-name');
    if (o.you === seat) out += text(spot.you, `(${labels.you})`, 11, spot.anchor, 'fl-compass-word');
  }
  if (o.from !== null) out += discardArrow(o.from, o.to, labels.discard);
  return out;
}
