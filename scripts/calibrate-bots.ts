// Calibrates the computer players' win-chance table (src/engine/game/bots/odds-table.ts) from
// self-play: four equal players play seeded deals; after every discard the seat's tiles away
// (under its plan), its useful tiles and the live wall are noted, and at the hand's end whether
// that seat won. The table is the share of wins per cell, smoothed so that it never rises with
// tiles away nor falls with the wall. Run: `node scripts/calibrate-bots.ts [deals] [level]`
// (defaults 3000, careful; at no minimum a second pass plays for 3 fan, for the plans' rows); it rewrites the table file, which is committed with its numbers.
import { writeFileSync } from 'node:fs';
import { WIND_LETTERS, type Wind } from '../src/engine/tiles.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import { legalHandActions } from '../src/engine/game/legal.ts';
import { newHand } from '../src/engine/game/start.ts';
import { viewOf } from '../src/engine/game/view.ts';
import { pendingSeats } from '../src/engine/game/bots/driver.ts';
import type { BotLevel } from '../src/engine/game/bots/choice.ts';
import { sightOf } from '../src/engine/game/bots/sight.ts';
import {
  DANGER_KINDS,
  DANGER_LIVE,
  LIVE_BUCKETS,
  MIN_FANS,
  OUT_BUCKETS,
  PLAN_GROUPS,
  SET_ROWS,
  SHANTEN_ROWS,
  WAIT_ROW,
  dangerLive,
  dangerRow,
  liveBucket,
  outBucket,
  shantenRow,
} from '../src/engine/game/bots/odds-layout.ts';

const deals = Number(process.argv[2] ?? 3000);
const level = (process.argv[3] ?? 'careful') as BotLevel;
const OUT = new URL('../src/engine/game/bots/odds-table.ts', import.meta.url);

/**
 * The policy the data comes from is fixed, so that the script gives the same table every time:
 * careful players (weighing no points) decide with a seed table of the former hand-set factors (a factor per tile
 * missing of 0.4, 0.3 or 0.18 as the wall runs out; a wait of n tiles n/(n+4)) and no deal-in
 * table. It is written first and the players are loaded after it.
 */
function seedTable(): string {
  const cols = Array.from({ length: LIVE_BUCKETS }, (_, j) => (j >= 5 ? 0.4 : j >= 3 ? 0.3 : 0.18));
  const rows: number[][] = [];
  for (let g = 0; g < PLAN_GROUPS; g++)
    for (let sh = 1; sh <= SHANTEN_ROWS; sh++) rows.push(cols.map((f) => Math.round(f ** (sh + 1) * 1e4) / 1e4));
  for (const outs of [0, 1.5, 3.5, 5.5, 8, 12])
    rows.push(cols.map((f) => (outs === 0 ? f * f : Math.round((outs / (outs + 4)) * 1e3) / 1e3)));
  const zeros = Array.from({ length: SET_ROWS * DANGER_KINDS }, () => new Array<number>(DANGER_LIVE).fill(0));
  const points = new Array<number>(SET_ROWS).fill(1);
  const per = <T>(x: T) => Object.fromEntries(MIN_FANS.map((m) => [m, x]));
  return [
    '// The seed table of scripts/calibrate-bots.ts (replaced when it finishes).',
    `export const WIN_ODDS: Readonly<Record<number, readonly (readonly number[])[]>> = ${JSON.stringify(per(rows))};`,
    `export const DEAL_IN_ODDS: Readonly<Record<number, readonly (readonly number[])[]>> = ${JSON.stringify(per(zeros))};`,
    `export const WIN_POINTS: Readonly<Record<number, readonly number[]>> = ${JSON.stringify(per(points))};`,
    '',
  ].join('\n');
}
writeFileSync(OUT, seedTable());
const { evaluate } = await import('../src/engine/game/bots/evaluate.ts');
const { PROFILES } = await import('../src/engine/game/bots/choice.ts');
// The careful players of the data weigh no points (value 'none'): calibrated from careful
// players that weigh some, the flush rows come out dearer and the strong player, chasing them,
// lost a point a hand at no minimum (arena, 1,500 deals); the policy stays what it was.
(PROFILES.careful as { value: string }).value = 'none';
const { tileKind } = await import('../src/engine/game/bots/defence.ts');

/** Wins and samples per cell: rows are tiles away 1…, then (waiting) the out buckets. */
type Cells = { n: number[][]; w: number[][] };
/** Deal-ins: per (opponent's sets, tile kind) and live wall, discards and wins on them; points by sets. */
interface Danger {
  n: number[][];
  hit: number[][];
  points: number[];
  wins: number[];
}
const emptyDanger = (): Danger => ({
  n: Array.from({ length: SET_ROWS * DANGER_KINDS }, () => new Array<number>(DANGER_LIVE).fill(0)),
  hit: Array.from({ length: SET_ROWS * DANGER_KINDS }, () => new Array<number>(DANGER_LIVE).fill(0)),
  points: new Array<number>(SET_ROWS).fill(0),
  wins: new Array<number>(SET_ROWS).fill(0),
});
const rows = WAIT_ROW + OUT_BUCKETS;
const emptyCells = (): Cells => ({
  n: Array.from({ length: rows }, () => new Array<number>(LIVE_BUCKETS).fill(0)),
  w: Array.from({ length: rows }, () => new Array<number>(LIVE_BUCKETS).fill(0)),
});

/** At no minimum nobody plans a flush: in a second pass one seat plans for 3 fan among players who do not. */
interface Explorer {
  seat: Wind;
  aim: number;
}

/** Plays one deal and counts its discards (with an explorer: only its discards under a plan). */
function playAndCount(seed: number, round: Wind, minFan: number, cells: Cells, ex?: Explorer, dg?: Danger): void {
  let h = newHand({ seed, round, options: { minFan } });
  const notes: { seat: Wind; row: number; col: number }[] = [];
  let last: { opp: Wind; row: number; col: number }[] = [];
  while (h.phase.kind !== 'over') {
    for (const seat of pendingSeats(h)) {
      const legal = legalHandActions(h, seat);
      let action = legal[0]!;
      if (legal.length > 1) {
        const view = viewOf(h, seat);
        const aim = ex?.seat === seat ? ex.aim : minFan;
        const best = evaluate({ ...view, options: { ...view.options, minFan: aim } }, legal, level)[0]!;
        action = best.action;
        if (action.type === 'discard' && dg !== undefined) {
          const sight = sightOf(view);
          const tile = action.tile;
          last = ([0, 1, 2, 3] as Wind[])
            .filter((o) => o !== seat)
            .map((o) => ({
              opp: o,
              row: dangerRow(view.players[o]!.melds.length, tileKind(sight, view.players[o]!, tile)),
              col: dangerLive(view.live),
            }));
          for (const l of last) dg.n[l.row]![l.col]!++;
        }
        if (action.type === 'discard') {
          const r = best.reason;
          const row = r.after <= 0 ? WAIT_ROW + outBucket(r.useful) : shantenRow(r.plan, r.after);
          if (ex === undefined || (ex.seat === seat && r.after > 0 && r.plan !== 'any'))
            notes.push({ seat, row, col: liveBucket(view.live) });
        }
      }
      const next = applyHandAction(h, action);
      if (!next.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
      h = next.value;
    }
  }
  const r = h.result!;
  if (dg !== undefined && r.outcome === 'win') {
    const winner = WIND_LETTERS.indexOf(r.seat!) as Wind;
    const sets = Math.min(h.players[winner]!.melds.length, SET_ROWS - 1);
    dg.points[sets]! += r.points ?? 0;
    dg.wins[sets]!++;
    if (r.situation?.win === 'discard') for (const l of last) if (l.opp === winner) dg.hit[l.row]![l.col]!++;
  }
  for (const { seat, row, col } of notes) {
    cells.n[row]![col]!++;
    if (r.outcome === 'win' && r.seat === WIND_LETTERS[seat]) cells.w[row]![col]!++;
  }
}

/**
 * Share per cell, pulled towards its row's pooled share where samples are few, then made
 * monotone: fewer tiles away (or more outs) and more wall never lower the chance.
 */
function table(c: Cells): number[][] {
  const rate = (i: number, j: number) => (c.w[i]![j]! + 0.1) / (c.n[i]![j]! + 1);
  // Where samples are few, a plan's row leans on the same cell of any plan (halved: a plan
  // keeps fewer tiles useful); the others on their row's pooled share.
  const p = c.n.map((row, i) => {
    const pooled = (c.w[i]!.reduce((a, b) => a + b, 0) + 0.1) / (row.reduce((a, b) => a + b, 0) + 1);
    const prior = (j: number) => (i >= SHANTEN_ROWS && i < WAIT_ROW ? rate(i % SHANTEN_ROWS, j) / 2 : pooled);
    return row.map((n, j) => (c.w[i]![j]! + 10 * prior(j)) / (n + 10));
  });
  for (const row of p) for (let j = LIVE_BUCKETS - 2; j >= 0; j--) row[j] = Math.min(row[j]!, row[j + 1]!);
  const each = (i: number, f: (j: number) => number) => {
    for (let j = 0; j < LIVE_BUCKETS; j++) p[i]![j] = f(j);
  };
  for (let i = 0; i < WAIT_ROW; i++) if (i % SHANTEN_ROWS > 0) each(i, (j) => Math.min(p[i]![j]!, p[i - 1]![j]!));
  for (let i = rows - 2; i >= WAIT_ROW; i--) each(i, (j) => Math.min(p[i]![j]!, p[i + 1]![j]!));
  // Waiting is never worse than one tile away.
  for (let i = WAIT_ROW; i < rows; i++)
    each(i, (j) => Math.max(p[i]![j]!, p[0]![j]!, p[SHANTEN_ROWS]![j]!, p[2 * SHANTEN_ROWS]![j]!));
  return p.map((row) => row.map((x) => Math.round(x * 1000) / 1000));
}

/** Deal-in shares, each cell leaning on its tile kind's pooled share where samples are few. */
function dangerTable(d: Danger): number[][] {
  return d.n.map((row, i) => {
    const kind = i % DANGER_KINDS;
    let n = 0;
    let w = 0;
    d.n.forEach((r, k) => {
      if (k % DANGER_KINDS === kind) r.forEach((x, j) => ((n += x), (w += d.hit[k]![j]!)));
    });
    return row.map((x, j) => Math.round(((d.hit[i]![j]! + (20 * (w + 0.01)) / (n + 1)) / (x + 20)) * 10000) / 10000);
  });
}

const out: Record<number, number[][]> = {};
const dangerOut: Record<number, number[][]> = {};
const pointsOut: Record<number, number[]> = {};
const samples: Record<number, number> = {};
for (const minFan of MIN_FANS) {
  const cells = emptyCells();
  const dg = emptyDanger();
  for (let k = 0; k < deals; k++) playAndCount((1_000_000 + k) >>> 0, (k % 4) as Wind, minFan, cells, undefined, dg);
  dangerOut[minFan] = dangerTable(dg);
  const all =
    dg.points.reduce((a, b) => a + b, 0) /
    Math.max(
      1,
      dg.wins.reduce((a, b) => a + b, 0),
    );
  pointsOut[minFan] = dg.points.map((p, i) => Math.round(((p + 5 * all) / (dg.wins[i]! + 5)) * 100) / 100);
  if (minFan < 3)
    for (let k = 0; k < deals; k++) {
      const seat = (k % 4) as Wind;
      playAndCount((2_000_000 + k) >>> 0, seat, minFan, cells, { seat: ((k >> 2) % 4) as Wind, aim: 3 });
    }
  out[minFan] = table(cells);
  samples[minFan] = cells.n.flat().reduce((a, b) => a + b, 0);
}

const grid = (t: Record<number, number[][]>) =>
  MIN_FANS.map((m) => `  ${m}: [\n${t[m]!.map((r) => `    [${r.join(', ')}],`).join('\n')}\n  ],`).join('\n');
const body = grid(out);
writeFileSync(
  OUT,
  `// Generated by scripts/calibrate-bots.ts (${deals} deals of four ${level} players per fan minimum,
// ${MIN_FANS.map((m) => `${samples[m]} discards at ${m} fan`).join(', ')}): the share of hands the
// player went on to win, by its state after a discard. Rows: 1, 2, … tiles away (the last row
// also more) under any plan, a flush, all pungs or seven pairs, then waiting with few to many unseen winning tiles (odds.ts names the buckets);
// columns: the live wall, few tiles to many. Do not edit by hand: run the script again.
export const WIN_ODDS: Readonly<Record<number, readonly (readonly number[])[]>> = {
${body}
};

// The share of discards an opponent won on, by its sets shown and what the tile was to it
// (rows: sets 0–4, each with the tile kinds of odds.ts), columns: the live wall 0–19, 20–39, 40+.
export const DEAL_IN_ODDS: Readonly<Record<number, readonly (readonly number[])[]>> = {
${grid(dangerOut)}
};

// Mean points of a win by the sets the winner showed (0–4).
export const WIN_POINTS: Readonly<Record<number, readonly number[]>> = {
${MIN_FANS.map((m) => `  ${m}: [${pointsOut[m]!.join(', ')}],`).join('\n')}
};
`,
);
console.log(`wrote ${OUT.pathname}`);
