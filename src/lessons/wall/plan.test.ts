import { describe, expect, test } from 'vitest';
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import { DICE_MAX, DICE_MIN, dealtTiles, leftOf, rightOf, wallPlan, type Stack } from './plan.ts';

const seat = (letter: string): Wind => WIND_LETTERS.indexOf(letter as 'E') as Wind;
const name = (s: Stack): string => `${WIND_LETTERS[s.wall]}${s.fromRight}`;

/** "S2..1 W18..14" → S2 S1 W18 W17 W16 W15 W14. */
function stacks(spec: string): string[] {
  return spec.split(' ').flatMap((part) => {
    const m = /^([ESWN])(\d+)(?:\.\.(\d+))?$/.exec(part)!;
    const [from, to] = [Number(m[2]), Number(m[3] ?? m[2])];
    const step = from <= to ? 1 : -1;
    return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `${m[1]}${from + i * step}`);
  });
}

// Lesson 2 and the HKE text („der ermittelte Spieler zählt an seiner Seite bzw. Mauer dieselbe
// Zahl von rechts ab“; tote Mauer immer 14 Ziegel): East counts the players from 1 in turn order;
// that player counts `total` stacks from the right end of their own row; the 7 stacks right of
// the gap are the dead wall, going round the corner into the row of the player on the right
// when the row runs out; the live wall starts left of the gap and ends just beyond the dead wall.
const TABLE: [total: number, breaker: string, dead: string, firstLive: string, lastLive: string][] = [
  [2, 'S', 'S2..1 W18..14', 'S3', 'W13'],
  [3, 'W', 'W3..1 N18..15', 'W4', 'N14'],
  [4, 'N', 'N4..1 E18..16', 'N5', 'E15'],
  [5, 'E', 'E5..1 S18..17', 'E6', 'S16'],
  [6, 'S', 'S6..1 W18', 'S7', 'W17'],
  [7, 'W', 'W7..1', 'W8', 'N18'],
  [8, 'N', 'N8..2', 'N9', 'N1'],
  [9, 'E', 'E9..3', 'E10', 'E2'],
  [10, 'S', 'S10..4', 'S11', 'S3'],
  [11, 'W', 'W11..5', 'W12', 'W4'],
  [12, 'N', 'N12..6', 'N13', 'N5'],
];

describe.each(TABLE)('dice total %i', (total, breaker, dead, firstLive, lastLive) => {
  const plan = wallPlan(total)!;

  test(`${breaker} breaks the wall; the count runs E, S, W, N from 1`, () => {
    expect(plan.breaker).toBe(seat(breaker));
    expect(plan.counted.map((w) => WIND_LETTERS[w]).join('')).toBe('ESWN'.repeat(3).slice(0, total));
    expect(plan.faces[0] + plan.faces[1]).toBe(total);
    for (const f of plan.faces) expect(f >= 1 && f <= 6).toBe(true);
  });

  test(`dead wall ${dead}, live wall ${firstLive} … ${lastLive}`, () => {
    expect(plan.dead.map(name)).toEqual(stacks(dead));
    expect(name(plan.live[0]!)).toBe(firstLive);
    expect(name(plan.live.at(-1)!)).toBe(lastLive);
  });

  test('dead and live wall share no stack and together are all 72', () => {
    const names = [...plan.dead, ...plan.live].map(name);
    expect(names).toHaveLength(72);
    expect(new Set(names).size).toBe(72);
  });

  test('53 tiles dealt: East 14, the others 13; 77 stay in the live wall', () => {
    expect(plan.hands).toEqual([14, 13, 13, 13]);
    expect(dealtTiles(plan)).toBe(53);
    expect(plan.live.length * 2 - dealtTiles(plan)).toBe(77);
    expect(plan.dead.length * 2).toBe(14);
  });

  test('dealing takes the live wall in order, two stacks per player: E E S S W W N N, three times', () => {
    expect(plan.dealt.map((d) => d.stack)).toEqual(plan.live.slice(0, plan.dealt.length));
    const takers = plan.dealt.slice(0, 24).map((d) => (d.to === null ? '-' : WIND_LETTERS[d.to]));
    expect(takers.join('')).toBe('EESSWWNN'.repeat(3));
    expect(plan.dealt.slice(24).map((d) => [d.to, d.tiles])).toEqual([
      [null, 2],
      [null, 2],
      [null, 1],
    ]);
  });
});

test('only whole totals 2–12 make a plan', () => {
  for (const bad of [0, 1, 13, 7.5, Number.NaN, -7]) expect(wallPlan(bad)).toBeUndefined();
  for (let t = DICE_MIN; t <= DICE_MAX; t++) expect(wallPlan(t)?.total).toBe(t);
});

// Oracle: seen from above with East at the bottom, South on the right, West at the top and North
// on the left, clockwise runs along East's row, then North's, West's and South's, each from its
// owner's right end to the left end. "Left" as the breaker sees it is clockwise from above.
const CLOCKWISE_ROW: Record<Wind, number> = { 0: 0, 3: 1, 2: 2, 1: 3 };
const clockIndex = (s: Stack): number => CLOCKWISE_ROW[s.wall] * 18 + s.fromRight - 1;

test('leftOf is one step clockwise seen from above, rightOf one step back, for all 72 stacks', () => {
  for (const wall of [0, 1, 2, 3] as Wind[]) {
    for (let fromRight = 1; fromRight <= 18; fromRight++) {
      const s = { wall, fromRight };
      expect(clockIndex(leftOf(s))).toBe((clockIndex(s) + 1) % 72);
      expect(rightOf(leftOf(s))).toEqual(s);
    }
  }
});

test('the live wall runs clockwise from the gap for every total', () => {
  for (let t = DICE_MIN; t <= DICE_MAX; t++) {
    const plan = wallPlan(t)!;
    const start = clockIndex(plan.live[0]!);
    plan.live.forEach((s, i) => expect(clockIndex(s)).toBe((start + i) % 72));
  }
});
