// The searching player over seeded hands: every dealt-again state shows the seat exactly its
// view and holds every tile once; the search plays a legal move that depends on the view
// alone, calls every Mah-Jongg, and its figures are shares and counts that add up. The
// search's picks and figures on those hands are fingerprinted: a change of the search's play
// changes SEARCHED, and its commit says why and what the arena measured.
import { expect, test } from 'vitest';
import { seededRng } from '../../random.ts';
import { TILE_COUNT, type Wind } from '../../tiles.ts';
import { applyHandAction } from '../apply.ts';
import { legalHandActions } from '../legal.ts';
import { newHand } from '../start.ts';
import { BONUS_BASE, type Action, type HandState } from '../types.ts';
import { viewOf } from '../view.ts';
import { makeBot } from './bot.ts';
import { pendingSeats } from './driver.ts';
import { playOut } from './search-playout.ts';
import { sampleState } from './search-sample.ts';
import { searchChoices } from './search-choices.ts';
import { candidatesOf, decideBySearch, search, searchBot, searchSteps, SWITCH_Z } from './search.ts';
import { dealInCosts } from './defence.ts';
import { evaluate } from './evaluate.ts';
import { sightOf } from './sight.ts';

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** The searched decisions of the second test and the FNV-1a hash of their results' JSON. */
const SEARCHED = { decisions: 139, hash: '32d85a0c' };

function fnv(text: string, h = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Every tile of a state where it lies: hands, sets, discards still lying, bonus tiles, the unplayed wall. */
function census(h: HandState): number[] {
  const c = new Array<number>(BONUS_BASE + 8).fill(0);
  for (const p of h.players) {
    for (const t of p.concealed) c[t]!++;
    for (const m of p.melds) {
      for (let k = 0; k < (m.kind === 'kong' ? 4 : 3); k++) c[m.kind === 'chow' ? m.tile + k : m.tile]!++;
    }
    for (const d of p.discards) if (d.claimedBy === undefined) c[d.tile]!++;
    for (const b of p.bonus) c[BONUS_BASE + b]!++;
  }
  for (let i = h.head; i < h.deadTop; i++) c[h.wall[i]!]!++;
  return c;
}

/** Plays seeded hands with `bot` at every seat, calling `at` on every decision with a choice. */
function play(
  seeds: number[],
  options: object,
  bot: ReturnType<typeof makeBot>,
  at: (h: HandState, seat: Wind) => void,
) {
  for (const seed of seeds) {
    let h = newHand({ seed, options });
    while (h.phase.kind !== 'over') {
      for (const seat of pendingSeats(h)) {
        const legal = legalHandActions(h, seat);
        if (legal.length > 1) at(h, seat);
        const r = applyHandAction(h, legal.length === 1 ? legal[0]! : bot(viewOf(h, seat), legal));
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        h = r.value;
      }
    }
  }
}

test('a dealt-again state shows the seat its own view and holds every tile once', () => {
  const full = [...new Array<number>(TILE_COUNT).fill(4), ...new Array<number>(8).fill(1)];
  let checked = 0;
  play([21, 22, 23, 24], { minFan: 0 }, makeBot('strong'), (h, seat) => {
    if (h.phase.kind !== 'turn' && h.phase.kind !== 'claims') return;
    const view = viewOf(h, seat);
    const s = sampleState(view, seededRng(checked + 1))!;
    expect(viewOf(s, seat)).toEqual(view);
    expect(census(s)).toEqual(full);
    for (let w = 0; w < 4; w++) if (w !== seat) expect(s.players[w]!.concealed.every((t) => t < BONUS_BASE)).toBe(true);
    checked++;
  });
  expect(checked).toBeGreaterThan(100);
});

test('the search plays legal moves from the view alone, calls every Mah-Jongg, and its figures add up', () => {
  const bot = searchBot({ budget: 12, candidates: 3 });
  const estimate = makeBot('strong');
  let searched = 0;
  let hash = 0x811c9dc5;
  play([31, 32], { minFan: 3 }, makeBot('strong'), (h, seat) => {
    const legal = legalHandActions(h, seat);
    const view = viewOf(h, seat);
    const before = JSON.stringify(view);
    const a = bot(view, legal);
    expect(legal.some((l) => same(l, a))).toBe(true);
    if (legal.some((l) => l.type === 'mahjong')) expect(a.type).toBe('mahjong');
    expect(JSON.stringify(view)).toBe(before);
    expect(same(bot(JSON.parse(before), legal), a)).toBe(true);
    const r = search(view, legal, { budget: 12, candidates: 3 });
    if (r === null) return;
    searched++;
    // The fingerprint is of the play: the moves and their figures (the check's tally is tested below).
    const { trials: _, checkZ, ...played } = r;
    // A check's lead overrules exactly from SWITCH_Z standard errors on.
    if (checkZ !== null) expect(checkZ >= SWITCH_Z).toBe(r.trials !== null);
    else expect(r.trials).toBeNull();
    hash = fnv(JSON.stringify(played), hash);
    expect(same(r.best, a)).toBe(true);
    expect(same(r.searched[0]!.action, a)).toBe(true);
    let playouts = 0;
    for (const c of r.searched) {
      const f = c.figures;
      playouts += f.playouts;
      expect(f.win + f.dealIn).toBeLessThanOrEqual(1);
      for (const share of [f.win, f.dealIn])
        expect(Math.abs(share * f.playouts - Math.round(share * f.playouts))).toBeLessThan(1e-9);
      expect(legal.some((l) => same(l, c.action))).toBe(true);
    }
    expect(playouts).toBeGreaterThanOrEqual(r.searched.length);
    expect(playouts).toBeLessThanOrEqual(12);
    const told = searchChoices(view, legal, { budget: 12, candidates: 3 });
    expect(told.map((c) => c.action)).toHaveLength(new Set(legal.map((l) => JSON.stringify(l))).size);
    expect(same(told[0]!.action, a)).toBe(true);
    r.searched.forEach((c, i) => expect(told[i]!.reason.search).toEqual(c.figures));
    expect(told[r.searched.length]?.reason.search).toBeUndefined();
    let asked = 0;
    const stopped = search(view, legal, { budget: 12, candidates: 3, stop: () => ++asked > playouts - 1 });
    expect([stopped, asked]).toEqual([null, playouts]);
    expect(search(view, legal, { budget: 12, candidates: 3, stop: () => false })).toEqual(r);
    // As steps: one a play-out, the same decision.
    const steps = searchSteps(view, legal, { budget: 12, candidates: 3 });
    let pauses = 0;
    let step = steps.next();
    for (; step.done !== true; step = steps.next()) pauses++;
    expect([pauses, step.value]).toEqual([playouts, decideBySearch(view, legal, { budget: 12, candidates: 3 })]);
    // Stopped before it begins, at its first play-out or at its last: the evaluation's move.
    for (const at of [0, 1, playouts]) {
      let n = 0;
      const d = decideBySearch(view, legal, { budget: 12, candidates: 3, stop: () => ++n > at });
      expect([same(d.action, estimate(view, legal)), d.playouts, d.trials, n]).toEqual([true, 0, null, at + 1]);
    }
  });
  expect(searched).toBeGreaterThan(20);
  expect({ decisions: searched, hash: hash.toString(16) }).toEqual(SEARCHED);
});

test("the search never weighs a discard the deal-in table rates riskier than the evaluation's pick", () => {
  let kept = 0;
  let left = 0;
  play([11, 12, 13, 14], { minFan: 3 }, makeBot('strong'), (h, seat) => {
    const view = viewOf(h, seat);
    const legal = legalHandActions(h, seat);
    const ranked = evaluate(view, legal, 'strong');
    const cands = candidatesOf(view, legal, 4);
    expect(same(cands[0]!.action, ranked[0]!.action)).toBe(true);
    // With riskier discards allowed (an analysis), the evaluation's first four as they are.
    expect(candidatesOf(view, legal, 4, true).map((c) => c.action)).toEqual(
      ranked.slice(0, ranked[0]!.action.type === 'mahjong' ? 1 : 4).map((c) => c.action),
    );
    const pick = ranked[0]!.action;
    if (pick.type !== 'discard') {
      const k = pick.type === 'mahjong' ? 1 : 4;
      expect(cands.map((c) => c.action)).toEqual(ranked.slice(0, k).map((c) => c.action));
      return;
    }
    const cost = (t: number) => dealInCosts(sightOf(view), [t])[0]!;
    for (const c of ranked) {
      if (c.action.type !== 'discard') continue;
      const riskier = cost(c.action.tile) > cost(pick.tile);
      const searched = cands.some((x) => same(x.action, c.action));
      if (riskier) expect(searched).toBe(false);
      if (riskier && ranked.indexOf(c) < 4) left++;
      if (!riskier && searched) kept++;
    }
  });
  // Both happen on these hands: the rule leaves riskier tiles out and keeps the others.
  expect(left).toBeGreaterThan(0);
  expect(kept).toBeGreaterThan(0);
});

test('where the pick overrules the evaluation, its trials are the check: counted again on the same deals, they agree', () => {
  const strong = makeBot('strong');
  const budget = 32;
  let overruled = 0;
  let kept = 0;
  play([41, 42, 43, 44, 45, 46], { minFan: 3 }, strong, (h, seat) => {
    const view = viewOf(h, seat);
    const legal = legalHandActions(h, seat);
    // Every state the search deals, in the order it deals them: the check's are the last.
    const dealt: HandState[] = [];
    const sample = (v: typeof view, rng: ReturnType<typeof seededRng>) => {
      const s = sampleState(v, rng);
      if (s !== null) dealt.push(s);
      return s;
    };
    const r = search(view, legal, { budget, sample });
    if (r === null) return;
    if (r.trials === null) {
      expect(same(r.best, candidatesOf(view, legal, 4)[0]!.action)).toBe(true);
      kept++;
      return;
    }
    overruled++;
    const estimate = candidatesOf(view, legal, 4)[0]!.action;
    expect(same(r.best, estimate)).toBe(false);
    const { games } = r.trials;
    expect(games).toBeGreaterThanOrEqual(2);
    const deals = dealt.slice(-games);
    const tally = (a: Action) => {
      const outs = deals.map((d) => playOut(d, seat, a, strong)!);
      return {
        wins: outs.filter((u) => u.won).length,
        dealIns: outs.filter((u) => u.dealtIn).length,
        points: outs.reduce((n, u) => n + u.points, 0),
      };
    };
    expect(r.trials).toEqual({ games, pick: tally(r.best), estimate: tally(estimate) });
    // The check put the pick ahead on points.
    expect(r.trials.pick.points).toBeGreaterThan(r.trials.estimate.points);
  });
  expect(overruled).toBeGreaterThan(5);
  expect(kept).toBeGreaterThan(overruled);
});
