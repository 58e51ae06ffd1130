// Where things lie in the wall picture, seen from above with East at the bottom, South on the
// right, West at the top and North on the left (lesson 2's seating). Every row is drawn once
// in East's position ("local" coordinates: the row along the bottom, its owner's right end on
// the right) and turned into its place, so "right end" and "left of the gap" mean the same for
// every seat. The origin is the centre of the table.
import type { Wind } from '../../engine/tiles.ts';
import { STACKS_PER_WALL, type Stack } from './plan.ts';

/** A stack's width along the row and its depth (a tile lying face down, about 3 : 4). */
export const STACK_W = 10;
export const STACK_D = 13;
/** A little space where two rows meet, so the four rows read as four. */
const CORNER_GAP = 2;
/** Half the side of the square the four rows make. */
export const HALF = (STACKS_PER_WALL * STACK_W + STACK_D + CORNER_GAP) / 2;
/** The inner edge of every row: the table lies within ±INNER. */
export const INNER = HALF - STACK_D;
/** Room outside the rows for the seat names: beside the square, and above and below it. */
const SIDE = 54;
const END = 34;
export const VIEWBOX = `${-HALF - SIDE} ${-HALF - END} ${2 * (HALF + SIDE)} ${2 * (HALF + END)}`;

export type Point = [x: number, y: number];

/** Quarter turns that bring East's row to each seat (SVG degrees, clockwise on screen). */
export const SEAT_ANGLE: Record<Wind, number> = { 0: 0, 1: 270, 2: 180, 3: 90 };

/** A point of East's row turned to `seat`'s row. */
export function place(seat: Wind, [x, y]: Point): Point {
  switch (SEAT_ANGLE[seat]) {
    case 90:
      return [-y, x];
    case 180:
      return [-x, -y];
    case 270:
      return [y, -x];
    default:
      return [x, y];
  }
}

/** Left edge (local x) of the stack `fromRight` places from the row's right end. */
export const stackX = (fromRight: number): number => -HALF + (STACKS_PER_WALL - fromRight) * STACK_W;
/** Local y of the row's inner edge. */
export const ROW_Y = HALF - STACK_D;

/** A point `inward` units inside the row from the stack's middle, in the picture. */
export const besideStack = (s: Stack, inward: number): Point =>
  place(s.wall, [stackX(s.fromRight) + STACK_W / 2, ROW_Y - inward]);

export type Anchor = 'start' | 'middle' | 'end';

/** How to anchor a short horizontal text inside the table next to `seat`'s row so that it stays
 * on the table: beside the side rows it runs away from the row; along the top and bottom it is
 * centred but kept off the corners. `width` is a rough text width. */
export function tableLabel(seat: Wind, at: Point, width: number): { at: Point; anchor: Anchor } {
  const [x, y] = at;
  if (seat === 1) return { at: [x, y], anchor: 'end' };
  if (seat === 3) return { at: [x, y], anchor: 'start' };
  return { at: [clampAlong(x, width), y], anchor: 'middle' };
}

/** A word that runs along `seat`'s row, centred on `at` but kept off the corners; beside the
 * side rows it is turned to read upwards, so it never reaches into the middle of the table. */
export function rowLabel(seat: Wind, at: Point, width: number): { at: Point; turn: number } {
  const [x, y] = at;
  return seat === 1 || seat === 3
    ? { at: [x, clampAlong(y, width)], turn: -90 }
    : { at: [clampAlong(x, width), y], turn: 0 };
}

// 14: clear of the numbers beside the stacks of the row round the corner.
const clampAlong = (v: number, width: number): number => {
  const room = INNER - 14 - width / 2;
  return Math.max(-room, Math.min(room, v));
};

/** Where each seat's name goes, outside its row. */
export function seatLabel(seat: Wind): { at: Point; anchor: Anchor } {
  switch (seat) {
    case 1:
      return { at: [HALF + 9, -4], anchor: 'start' };
    case 2:
      return { at: [0, -HALF - 20], anchor: 'middle' };
    case 3:
      return { at: [-HALF - 9, -4], anchor: 'end' };
    default:
      return { at: [0, HALF + 16], anchor: 'middle' };
  }
}

/** A rough width of a text in the picture's units: enough to keep labels off the edges. */
export const textWidth = (text: string, size: number): number => text.length * size * 0.62;

/** Short numbers for attributes. */
export const num = (n: number): string => String(Math.round(n * 100) / 100);
