// Calibrates the computer players' win-chance table (src/engine/game/bots/odds-table.ts) from
// self-play: four equal players play seeded deals; after every discard the seat's tiles away
// (under its plan), its useful tiles and the live wall are noted, and at the hand's end whether
// that seat won (a plan's rows: won as planned). The table is the share of wins per cell,
// smoothed so that it never rises with tiles away nor falls with the wall. At every discard
// the script also counts, for each tile the seat held, what it would have paid had it thrown
// that tile (the deal-in cost table). Run: `node scripts/calibrate-bots.ts [deals] [level]`
// (defaults 3000, careful; at no minimum a second pass plays for 3 fan, for the plans' rows); it rewrites the table file, which is committed with its numbers.
import { writeFileSync } from 'node:fs';
import { WIND_LETTERS, type Wind } from '../src/engine/tiles.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import { legalHandActions } from '../src/engine/game/legal.ts';
import { newHand } from '../src/engine/game/start.ts';
import { viewOf } from '../src/engine/game/view.ts';
import { pendingSeats } from '../src/engine/game/bots/driver.ts';
import type { BotLevel } from '../src/engine/game/bots/choice.ts';
import type { PlanKind } from '../src/engine/game/bots/plan.ts';
import type { HandState } from '../src/engine/game/types.ts';
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
  USEFUL_BUCKETS,
  USEFUL_LIVE,
  WAIT_ROW,
  dangerLive,
  dangerRow,
  liveBucket,
  outBucket,
  shantenRow,
  usefulBucket,
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
  const ones = Array.from({ length: 2 * PLAN_GROUPS }, () => new Array<number>(USEFUL_BUCKETS).fill(1));
  const per = <T>(x: T) => Object.fromEntries(MIN_FANS.map((m) => [m, x]));
  return [
    '// The seed table of scripts/calibrate-bots.ts (replaced when it finishes).',
    `export const WIN_ODDS: Readonly<Record<number, readonly (readonly number[])[]>> = ${JSON.stringify(per(rows))};`,
    `export const DEAL_IN_COST: Readonly<Record<number, readonly (readonly number[])[]>> = ${JSON.stringify(per(zeros))};`,
    `export const WIN_POINTS: Readonly<Record<number, readonly number[]>> = ${JSON.stringify(per(points))};`,
    `export const USEFUL_ODDS: Readonly<Record<number, readonly (readonly number[])[]>> = ${JSON.stringify(per(ones))};`,
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
const { dangerFeatures } = await import('../src/engine/game/bots/defence.ts');
const { isLegalWin, scoreCall, situationOf, winningHand } = await import('../src/engine/game/win.ts');

/**
 * Wins and samples per cell: rows are tiles away 1…, then (waiting) the out buckets; for a
 * hand one tile away also per useful-tiles bucket (`un`, `uw`: plan group, bucket, live wall).
 */
type Cells = { n: number[][]; w: number[][]; un: number[][][]; uw: number[][][] };
/**
 * Deal-ins, counted for every tile the discarder could have thrown (not only the one it
 * threw, which would teach the table only what the players already thought safe): per cell
 * (opponent's sets, tile kind) and live wall, the tiles counted and the
 * points the discarder would have paid that opponent. Points of wins by the winner's sets.
 */
interface Danger {
  n: number[][];
  paid: number[][];
  points: number[];
  wins: number[];
}
const DANGER_ROWS = SET_ROWS * DANGER_KINDS;
const emptyDanger = (): Danger => ({
  n: Array.from({ length: DANGER_ROWS }, () => new Array<number>(DANGER_LIVE).fill(0)),
  paid: Array.from({ length: DANGER_ROWS }, () => new Array<number>(DANGER_LIVE).fill(0)),
  points: new Array<number>(SET_ROWS).fill(0),
  wins: new Array<number>(SET_ROWS).fill(0),
});

/** What `seat` would pay if it threw `tile` now: the first opponent in turn order that may win on it. */
function payFor(h: HandState, seat: Wind, tile: number): { winner: Wind; paid: number } | null {
  for (let k = 1; k < 4; k++) {
    const o = ((seat + k) % 4) as Wind;
    if (!isLegalWin(h, o, 'discard', tile, seat)) continue;
    const scored = scoreCall(h, winningHand(h.players[o]!, tile, 'discard'), situationOf(h, o, 'discard', seat), false);
    return { winner: o, paid: scored === null ? 0 : -scored.payments[WIND_LETTERS[seat]] };
  }
  return null;
}

/** Counts every tile `seat` holds as if it were thrown now. */
function countDanger(h: HandState, seat: Wind, dg: Danger): void {
  const view = viewOf(h, seat);
  const sight = sightOf(view);
  const col = dangerLive(view.live);
  for (const tile of new Set(h.players[seat]!.concealed)) {
    const hit = payFor(h, seat, tile);
    for (let k = 1; k < 4; k++) {
      const o = ((seat + k) % 4) as Wind;
      const [sets, kind] = dangerFeatures(sight, view.players[o]!, tile);
      const row = dangerRow(sets, kind);
      dg.n[row]![col]!++;
      if (hit?.winner === o) dg.paid[row]![col]! += hit.paid;
    }
  }
}

const rows = WAIT_ROW + OUT_BUCKETS;
const grid0 = (n: number) => Array.from({ length: n }, () => new Array<number>(LIVE_BUCKETS).fill(0));
const grid3 = () => Array.from({ length: PLAN_GROUPS }, () => grid0(USEFUL_BUCKETS));
const emptyCells = (): Cells => ({ n: grid0(rows), w: grid0(rows), un: grid3(), uw: grid3() });

/** At no minimum nobody plans a flush: in a second pass one seat plans for 3 fan among players who do not. */
interface Explorer {
  seat: Wind;
  aim: number;
}

/**
 * A plan's row counts a win only when the hand was won as planned: a flush planned but won
 * as a cheaper hand earned that hand's points, not the flush's, and counting it made the
 * flush look likelier than it is (the strong player, trusting it, chased flushes too often).
 */
function madeAs(plan: PlanKind, items: ReadonlySet<string>): boolean {
  switch (plan) {
    case 'any':
      return true;
    case 'flush':
      return items.has('half-flush') || items.has('full-flush');
    case 'pungs':
      return items.has('all-pungs');
    case 'pairs':
      return items.has('seven-pairs');
    default: {
      const never: never = plan;
      return never;
    }
  }
}

/** Plays one deal and counts its discards (with an explorer: only its discards under a plan). */
function playAndCount(seed: number, round: Wind, minFan: number, cells: Cells, ex?: Explorer, dg?: Danger): void {
  let h = newHand({ seed, round, options: { minFan } });
  const notes: { seat: Wind; row: number; col: number; plan: PlanKind; ub: number }[] = [];
  while (h.phase.kind !== 'over') {
    for (const seat of pendingSeats(h)) {
      const legal = legalHandActions(h, seat);
      let action = legal[0]!;
      if (legal.length > 1) {
        const view = viewOf(h, seat);
        const aim = ex?.seat === seat ? ex.aim : minFan;
        const best = evaluate({ ...view, options: { ...view.options, minFan: aim } }, legal, level)[0]!;
        action = best.action;
        if (action.type === 'discard' && dg !== undefined) countDanger(h, seat, dg);
        if (action.type === 'discard') {
          const r = best.reason;
          const row = r.after <= 0 ? WAIT_ROW + outBucket(r.useful) : shantenRow(r.plan, r.after);
          if (ex === undefined || (ex.seat === seat && r.after > 0 && r.plan !== 'any'))
            notes.push({
              seat,
              row,
              col: liveBucket(view.live),
              plan: r.after <= 0 ? 'any' : r.plan,
              ub: usefulBucket(r.useful),
            });
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
  }
  const items = new Set(r.items?.map((i) => i.id));
  for (const { seat, row, col, plan, ub } of notes) {
    const won = r.outcome === 'win' && r.seat === WIND_LETTERS[seat] && madeAs(plan, items);
    cells.n[row]![col]!++;
    if (won) cells.w[row]![col]!++;
    if (row >= WAIT_ROW || row % SHANTEN_ROWS !== 0) continue;
    const g = row / SHANTEN_ROWS;
    cells.un[g]![ub]![col]!++;
    if (won) cells.uw[g]![ub]![col]!++;
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

/**
 * The useful-tiles factor of a hand one tile away, per plan group and useful bucket, for the
 * live wall's columns `cols`: the wins of the cell over the wins the chance table `p` expects
 * for its discards (summed over those columns), pulled towards 1 by USEFUL_PRIOR expected
 * wins, then made to rise with the useful tiles (pooling neighbours that do not, weighted by
 * their expected wins).
 */
const USEFUL_PRIOR = 20;
function usefulTable(c: Cells, p: readonly (readonly number[])[], cols: (j: number) => boolean): number[][] {
  return c.un.map((row, g) => {
    const blocks = row.map((n, b) => {
      let won = 0;
      let expected = 0;
      n.forEach((x, j) => {
        if (!cols(j)) return;
        won += c.uw[g]![b]![j]!;
        expected += x * p[g * SHANTEN_ROWS]![j]!;
      });
      return { won: won + USEFUL_PRIOR, expected: expected + USEFUL_PRIOR, size: 1 };
    });
    // Pool adjacent violators: a bucket with more useful tiles never gets a lower factor.
    const pooled: typeof blocks = [];
    for (const b of blocks) {
      pooled.push({ ...b });
      while (pooled.length > 1) {
        const [x, y] = [pooled[pooled.length - 2]!, pooled[pooled.length - 1]!];
        if (x.won / x.expected <= y.won / y.expected) break;
        pooled.splice(-2, 2, { won: x.won + y.won, expected: x.expected + y.expected, size: x.size + y.size });
      }
    }
    return pooled.flatMap((b) => new Array<number>(b.size).fill(Math.round((b.won / b.expected) * 1000) / 1000));
  });
}

/**
 * Expected points paid per tile, per cell; a cell with few tiles counted leans on the product
 * of its wall's and sets' share and its kind's factor (the two are nearly
 * independent, and the sets shown matter most: a tile is 30 times dearer against four sets
 * than against none).
 */
function dangerTable(d: Danger): number[][] {
  const KR = DANGER_KINDS;
  const total = { n: 0, paid: 0 };
  const bySets = Array.from({ length: SET_ROWS }, () => Array.from({ length: DANGER_LIVE }, () => ({ n: 0, paid: 0 })));
  const byKind = Array.from({ length: KR }, () => ({ n: 0, paid: 0 }));
  d.n.forEach((row, i) =>
    row.forEach((x, j) => {
      const paid = d.paid[i]![j]!;
      for (const c of [total, bySets[Math.floor(i / KR)]![j]!, byKind[i % KR]!]) {
        c.n += x;
        c.paid += paid;
      }
    }),
  );
  const rate = (c: { n: number; paid: number }) => (c.paid + 0.001) / (c.n + 1);
  const overall = rate(total);
  return d.n.map((row, i) =>
    row.map((x, j) => {
      const prior = (rate(bySets[Math.floor(i / KR)]![j]!) * rate(byKind[i % KR]!)) / overall;
      // In ten-thousandths of a point to three significant digits: the table ships to the browser.
      const cost = Math.round(((d.paid[i]![j]! + 500 * prior) / (x + 500)) * 1e4);
      return cost === 0 ? 0 : Number(cost.toPrecision(3));
    }),
  );
}

const out: Record<number, number[][]> = {};
const dangerOut: Record<number, number[][]> = {};
const pointsOut: Record<number, number[]> = {};
const samples: Record<number, number> = {};
const usefulOut: Record<number, number[][]> = {};
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
  // Rows per half of the live wall (a column of LIVE_BUCKETS spans ten tiles): fewer than USEFUL_LIVE, then more.
  const late = (j: number) => j * 10 < USEFUL_LIVE;
  usefulOut[minFan] = [...usefulTable(cells, out[minFan], late), ...usefulTable(cells, out[minFan], (j) => !late(j))];
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

// Expected points a discard pays one opponent, in ten-thousandths of a point (it wins on the tile, first in turn order), by
// its sets shown and what the tile is to it (rows: sets 0–4, each with the tile kinds of
// odds-layout.ts; not its discards: HKE lets a player win on a tile it threw), columns: the live
// wall 0–19, 20–39, 40+. Counted over every tile a discarder held, not only the one it threw.
export const DEAL_IN_COST: Readonly<Record<number, readonly (readonly number[])[]>> = {
${grid(dangerOut)}
};

// Mean points of a win by the sets the winner showed (0–4).
export const WIN_POINTS: Readonly<Record<number, readonly number[]>> = {
${MIN_FANS.map((m) => `  ${m}: [${pointsOut[m]!.join(', ')}],`).join('\n')}
};

// The useful-tiles factor of a hand one tile away: rows per live wall (fewer than 40 tiles,
// then 40 or more), each per plan group (any, flush, all pungs or seven pairs); columns per
// bucket of useful tiles (unseen copies that bring the hand closer; odds-layout.ts names the
// buckets): the wins seen over the wins WIN_ODDS expects for the same discards. Rises with the
// useful tiles; near 1 where discards were few.
export const USEFUL_ODDS: Readonly<Record<number, readonly (readonly number[])[]>> = {
${grid(usefulOut)}
};
`,
);
console.log(`wrote ${OUT.pathname}`);
