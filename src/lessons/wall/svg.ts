// The four pictures of the wall stepper as SVG markup, built at build time from a WallPlan.
// The stacks are the site's own tile back from the sprite (/tiles.svg); marks, arrows and
// words are drawn in theme colours by class (wall.css), so the picture follows the dark theme.
// Meaning never rests on colour alone: the dead wall is framed and named, dealt stacks are
// empty dashed places with the taker's initial, the breaker's name is framed.
import { SPRITE_PATH, symbolId } from '../../ui/tiles/use.ts';
import type { Wind } from '../../engine/tiles.ts';
import { TURN_ORDER } from '../../ui/seats.ts';
import { sameStack, STACKS_PER_WALL, type Stack, type WallPlan } from './plan.ts';
import {
  besideStack,
  HALF,
  INNER,
  num,
  place,
  ROW_Y,
  rowLabel,
  SEAT_ANGLE,
  seatLabel,
  STACK_D,
  STACK_W,
  stackX,
  tableLabel,
  textWidth,
  type Anchor,
  type Point,
} from './geometry.ts';

export interface WallLabels {
  /** Seat names in the page's language. */
  seat: Record<Wind, string>;
  /** One letter per seat, marking the stacks a player took. */
  initial: Record<Wind, string>;
  dead: string;
  live: string;
  deal: string;
  play: string;
  /** "14 tiles" for each seat after the deal. */
  tiles: Record<Wind, string>;
  /** Two short lines for the middle of the table in the first picture. */
  build: [string, string];
}

export type WallStep = 'build' | 'roll' | 'break' | 'deal';
export const WALL_STEPS: readonly WallStep[] = ['build', 'roll', 'break', 'deal'];

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function text(
  at: Point,
  words: string,
  size: number,
  anchor: Anchor = 'middle',
  cls = 'fl-wall-text',
  turn = 0,
): string {
  const rotate = turn ? ` transform="rotate(${turn} ${num(at[0])} ${num(at[1])})"` : '';
  return `<text class="${cls}" x="${num(at[0])}" y="${num(at[1])}" font-size="${size}" text-anchor="${anchor}" dominant-baseline="central"${rotate}>${esc(words)}</text>`;
}

/** A bold word along a row (see rowLabel). */
function rowWord(seat: Wind, at: Point, words: string): string {
  const label = rowLabel(seat, at, textWidth(words, 9));
  return text(label.at, words, 9, 'middle', 'fl-wall-strong-text', label.turn);
}

/** A line with an arrowhead at `to`. */
function arrow(from: Point, to: Point, cls = 'fl-wall-arrow'): string {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const base: Point = [to[0] - ux * 6, to[1] - uy * 6];
  const head = [to, [base[0] - uy * 3.5, base[1] + ux * 3.5], [base[0] + uy * 3.5, base[1] - ux * 3.5]] as Point[];
  return (
    `<line class="${cls}" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(base[0])}" y2="${num(base[1])}"/>` +
    `<polygon class="${cls}-head" points="${head.map((p) => p.map(num).join(',')).join(' ')}"/>`
  );
}

/** The four rows: every stack a tile back over a darker lower tile, taken stacks an empty dashed place. */
function rows(taken: (s: Stack) => boolean): string {
  return TURN_ORDER.map((wall) => {
    let under = '';
    let tops = '';
    for (let k = 1; k <= STACKS_PER_WALL; k++) {
      const x = stackX(k);
      if (taken({ wall, fromRight: k })) {
        tops += `<rect class="fl-wall-slot" x="${num(x + 0.8)}" y="${num(ROW_Y + 0.8)}" width="${STACK_W - 1.6}" height="${STACK_D - 1.6}" rx="1.5"/>`;
        continue;
      }
      under += `M${num(x + 0.4)} ${num(ROW_Y + 2)}h${STACK_W - 0.8}v${STACK_D}h${-(STACK_W - 0.8)}z`;
      tops += `<use href="${SPRITE_PATH}#${symbolId('back')}" x="${num(x)}" y="${num(ROW_Y)}" width="${STACK_W}" height="${STACK_D}"/>`;
    }
    return `<g${turned(wall)}>${under ? `<path class="fl-wall-under" d="${under}"/>` : ''}${tops}</g>`;
  }).join('');
}

/** Seat names outside the rows; `framed` seats get a box, `second` adds a line under a name. */
function seats(labels: WallLabels, framed: Wind | null, second?: Record<Wind, string>): string {
  return TURN_ORDER.map((seat) => {
    const { at, anchor } = seatLabel(seat);
    const name = labels.seat[seat];
    let out = `<text class="fl-wall-seat" x="${num(at[0])}" y="${num(at[1])}" font-size="11" text-anchor="${anchor}" dominant-baseline="central">${esc(name)}</text>`;
    if (second) out += text([at[0], at[1] + 12], second[seat], 9, anchor, 'fl-wall-muted');
    if (seat === framed) {
      const w = textWidth(name, 11) + 8;
      const left = anchor === 'start' ? at[0] - 3 : anchor === 'end' ? at[0] - w + 3 : at[0] - w / 2;
      out += `<rect class="fl-wall-frame" x="${num(left)}" y="${num(at[1] - 9)}" width="${num(w)}" height="18" rx="3"/>`;
    }
    return out;
  }).join('');
}

/** Four arrows round the middle of the table, anticlockwise on screen: the turn order E, S, W, N. */
function turnRing(r: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    // Screen angles (y down): East's side is 90°, South's 0°, West's −90°, North's −180°.
    const a0 = ((90 - 90 * i - 22) * Math.PI) / 180;
    const a1 = ((-90 * i + 22) * Math.PI) / 180;
    const p0: Point = [r * Math.cos(a0), r * Math.sin(a0)];
    const p1: Point = [r * Math.cos(a1), r * Math.sin(a1)];
    out += `<path class="fl-wall-arrow" d="M${num(p0[0])} ${num(p0[1])}A${r} ${r} 0 0 0 ${num(p1[0])} ${num(p1[1])}"/>`;
    const tangent: Point = [Math.sin(a1), -Math.cos(a1)];
    out += arrow([p1[0] - tangent[0] * 7, p1[1] - tangent[1] * 7], [p1[0] + tangent[0] * 2, p1[1] + tangent[1] * 2]);
  }
  return out;
}

const PIPS: Record<number, Point[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(centre: Point, face: number): string {
  const pips = (PIPS[face] ?? []).map(
    ([x, y]) => `<circle cx="${num(centre[0] + x * 5.5)}" cy="${num(centre[1] + y * 5.5)}" r="2.1"/>`,
  );
  return `<rect class="fl-wall-die" x="${num(centre[0] - 11)}" y="${num(centre[1] - 11)}" width="22" height="22" rx="4"/><g class="fl-wall-pips">${pips.join('')}</g>`;
}

/** The count round the table: each seat's numbers inside its row, the last one (the breaker's) bold. */
function counts(plan: WallPlan): string {
  return TURN_ORDER.map((seat) => {
    const mine = plan.counted.flatMap((s, i) => (s === seat ? [i + 1] : []));
    if (mine.length === 0) return '';
    const at = place(seat, [0, INNER - 16]);
    const { at: p, anchor } = tableLabel(seat, at, 30);
    const parts = mine.map((n) => (n === plan.total ? `<tspan class="fl-wall-strong">${n}</tspan>` : String(n)));
    return `<text class="fl-wall-text" x="${num(p[0])}" y="${num(p[1])}" font-size="10" text-anchor="${anchor}" dominant-baseline="central">${parts.join(', ')}</text>`;
  }).join('');
}

/** The gap, the counted stacks numbered from the right end, and the dead wall framed and named. */
function breakMarks(plan: WallPlan, labels: WallLabels, numbered: boolean): string {
  const b = plan.breaker;
  const gapX = stackX(plan.total);
  let out = `<line class="fl-wall-gap" x1="${num(gapX)}" y1="${num(ROW_Y - 9)}" x2="${num(gapX)}" y2="${num(HALF + 3)}"${turned(b)}/>`;
  for (const seat of TURN_ORDER) {
    const run = plan.dead.filter((s) => s.wall === seat).map((s) => s.fromRight);
    if (run.length === 0) continue;
    const x0 = stackX(Math.max(...run)) - 1;
    const x1 = stackX(Math.min(...run)) + STACK_W + 1;
    out += `<rect class="fl-wall-dead" x="${num(x0)}" y="${num(ROW_Y - 2)}" width="${num(x1 - x0)}" height="${num(STACK_D + 6)}" rx="2"${turned(seat)}/>`;
  }
  if (numbered) {
    for (let k = 1; k <= plan.total; k++) out += text(besideStack({ wall: b, fromRight: k }, 8), String(k), 7.5);
  }
  // The word goes by the longer part of the dead wall, at its middle.
  const onBreaker = plan.dead.filter((d) => d.wall === b);
  const part = onBreaker.length * 2 >= plan.dead.length ? onBreaker : plan.dead.filter((d) => d.wall !== b);
  const middle = part[Math.floor(part.length / 2)]!;
  const at = besideStack(middle, numbered ? 20 : 9);
  // An even run is centred on the edge between its two middle stacks (parts run left to right).
  const centre: Point =
    part.length % 2 ? at : place(middle.wall, [stackX(middle.fromRight), ROW_Y - (numbered ? 20 : 9)]);
  return out + rowWord(middle.wall, centre, labels.dead);
}

const turned = (seat: Wind): string => (SEAT_ANGLE[seat] ? ` transform="rotate(${SEAT_ANGLE[seat]})"` : '');

/** An arrow inside the breaker's row from the gap to the left, its word further in. The dead
 * wall's word lies nearer the row, so the two never meet, whatever the total. */
function leftArrow(plan: WallPlan, word: string, inward: number): string {
  const b = plan.breaker;
  const gapX = stackX(plan.total);
  const from = place(b, [gapX - 3, ROW_Y - inward]);
  const to = place(b, [gapX - 40, ROW_Y - inward]);
  return arrow(from, to) + rowWord(b, place(b, [gapX - 21, ROW_Y - inward - 10]), word);
}

/** The initial of the player who took each dealt stack; the last five single tiles marked "+". */
function dealMarks(plan: WallPlan, labels: WallLabels): string {
  return plan.dealt
    .map((d) => {
      const c = place(d.stack.wall, [stackX(d.stack.fromRight) + STACK_W / 2, ROW_Y + STACK_D / 2]);
      return text(
        c,
        d.to === null ? '+' : labels.initial[d.to],
        7.5,
        'middle',
        d.tiles === 1 ? 'fl-wall-on-tile' : 'fl-wall-text',
      );
    })
    .join('');
}

/** The inner markup of one step's <svg>. */
export function wallStepSvg(step: WallStep, plan: WallPlan, labels: WallLabels): string {
  switch (step) {
    case 'build':
      return (
        rows(() => false) + seats(labels, null) + text([0, -8], labels.build[0], 10) + text([0, 8], labels.build[1], 10)
      );
    case 'roll':
      return (
        rows(() => false) +
        seats(labels, plan.breaker) +
        turnRing(42) +
        die([-13, 0], plan.faces[0]) +
        die([13, 0], plan.faces[1]) +
        counts(plan)
      );
    case 'break':
      return (
        rows(() => false) +
        seats(labels, plan.breaker) +
        breakMarks(plan, labels, true) +
        leftArrow(plan, labels.live, 32)
      );
    case 'deal': {
      const taken = (s: Stack) => plan.dealt.some((d) => d.tiles === 2 && sameStack(d.stack, s));
      const ring = turnRing(30) + text([0, 0], labels.play, 9, 'middle', 'fl-wall-strong-text');
      return (
        rows(taken) +
        seats(labels, null, labels.tiles) +
        dealMarks(plan, labels) +
        breakMarks(plan, labels, false) +
        leftArrow(plan, labels.deal, 21) +
        ring
      );
    }
  }
}
