// Every figure the finished guided hand states, recounted from the engine's final table alone in
// both languages: the fan of each pattern and the total from the HKE fan table, the points from
// the HKE points table, and each seat's payment from the HKE pay rule (docs/rules/hke.md, the
// payments and the fan-to-points table). The recount knows the
// patterns a hand of four sets and a pair can score; the guided hand's win is such a hand.
import { describe, expect, test } from 'vitest';
import type { HandState, TableMeld } from '../../engine/game/index.ts';
import { WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../../engine/tiles.ts';
import { dictionary } from '../../words/index.ts';
import { endText } from './end.ts';
import { FIRST_HAND } from './first-hand.ts';
import { actionOf, guidedMove, startGuided, type GuidedMove } from './guided.ts';
import { guidedView } from './view.ts';

const script = FIRST_HAND;
const ME = WIND_LETTERS.indexOf(script.learner) as Wind;

function finished(): HandState {
  let s = startGuided(script)!;
  for (const step of script.steps) {
    const { seat: _seat, ...m } = actionOf(step.expect, ME);
    s = guidedMove(script, s, m as GuidedMove);
  }
  return s.hand;
}

type Set3 = { kind: 'chow' | 'pung'; tile: Tile };
const isHonour = (t: Tile) => t >= 27;
const suitOf = (t: Tile) => Math.floor(t / 9);

/** The concealed tiles (winning tile included) as sets and one pair, every way they split. */
function splits(tiles: readonly Tile[]): { sets: Set3[]; pair: Tile }[] {
  const out: { sets: Set3[]; pair: Tile }[] = [];
  const sorted = [...tiles].sort((a, b) => a - b);
  const take = (rest: Tile[], sets: Set3[], pair: Tile | null): void => {
    if (rest.length === 0) {
      if (pair !== null) out.push({ sets, pair });
      return;
    }
    const [t, ...more] = rest as [Tile, ...Tile[]];
    const without = (xs: Tile[], ...ys: Tile[]) => {
      const left = [...xs];
      for (const y of ys) {
        const i = left.indexOf(y);
        if (i < 0) return null;
        left.splice(i, 1);
      }
      return left;
    };
    const pung = without(more, t, t);
    if (pung) take(pung, [...sets, { kind: 'pung', tile: t }], pair);
    const pairRest = without(more, t);
    if (pairRest && pair === null) take(pairRest, sets, t);
    const chow = !isHonour(t) && t % 9 <= 6 ? without(more, t + 1, t + 2) : null;
    if (chow) take(chow, [...sets, { kind: 'chow', tile: t }], pair);
  };
  take(sorted, [], null);
  return out;
}

/** HKE's fan items for a hand of four sets and a pair, by pattern id (HKE "Fan Name Erläuterung"). */
function fanItems(sets: Set3[], pair: Tile, h: HandState, win: string): Record<string, number> {
  const p = h.players[ME]!;
  const flowers = p.bonus.filter((b) => b < 4);
  const seasons = p.bonus.filter((b) => b >= 4);
  const pungs = sets.filter((s) => s.kind === 'pung');
  const all = [...sets.flatMap((s) => [s.tile]), pair];
  const suits = new Set(all.filter((t) => !isHonour(t)).map(suitOf));
  const honours = all.some(isHonour);
  const items: Record<string, number> = {};
  const add = (id: string, n: number) => n > 0 && (items[id] = (items[id] ?? 0) + n);
  add('no-flowers', p.bonus.length === 0 ? 1 : 0);
  add('seat-flower', flowers.filter((b) => b === ME).length);
  add('seat-season', seasons.filter((b) => b - 4 === ME).length);
  add('all-flowers', flowers.length === 4 ? 1 : 0);
  add('all-seasons', seasons.length === 4 ? 1 : 0);
  add('all-chows', sets.every((s) => s.kind === 'chow') && !isHonour(pair) ? 1 : 0);
  add('dragon-pung', pungs.filter((s) => s.tile >= 31).length);
  add('seat-wind', pungs.some((s) => s.tile === 27 + ME) ? 1 : 0);
  add('prevalent-wind', pungs.some((s) => s.tile === 27 + h.round) ? 1 : 0);
  add('self-draw', win === 'self-draw' || win === 'kong-replacement' ? 1 : 0);
  add('kong-replacement', win === 'kong-replacement' ? 1 : 0);
  add('robbing-kong', win === 'robbing-kong' ? 1 : 0);
  add('little-three-dragons', pungs.filter((s) => s.tile >= 31).length === 2 && pair >= 31 ? 4 : 0);
  add('all-pungs', pungs.length === 4 ? 3 : 0);
  add('half-flush', suits.size === 1 && honours ? 3 : 0);
  add('full-flush', suits.size === 1 && !honours ? 6 : 0);
  return items;
}

/** HKE's points table: 0 fan 1, 1 fan 2, 2 fan 4, 3 fan 8, 4–6 fan 16, 7–9 fan 32, 10 and more 64. */
const pointsFor = (fan: number) => (fan >= 10 ? 64 : fan >= 7 ? 32 : fan >= 4 ? 16 : 2 ** fan);

const H = finished();
const win = H.events.findLast((e) => e.type === 'mahjong');

/** The recount: the best split's fan items, their total, the points and every seat's payment. */
function recount() {
  if (win?.type !== 'mahjong') throw new Error('the hand was not won');
  const p = H.players[ME]!;
  const open: Set3[] = p.melds.map((m: TableMeld) => ({ kind: m.kind === 'chow' ? 'chow' : 'pung', tile: m.tile }));
  const best = splits(p.concealed)
    .map(({ sets, pair }) => fanItems([...open, ...sets], pair, H, win.win))
    .map((items) => ({ items, fan: Object.values(items).reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.fan - a.fan)[0]!;
  const points = pointsFor(best.fan);
  // The discarder pays double, the two others single; on a self-draw all three pay double.
  const pay = Object.fromEntries(
    WIND_LETTERS.map((w) => [
      w,
      w === script.learner ? 0 : -(win.from === undefined || w === win.from ? 2 : 1) * points,
    ]),
  ) as Record<WindLetter, number>;
  pay[script.learner] = -Object.values(pay).reduce((a, b) => a + b, 0);
  return { ...best, points, pay };
}

/** The whole numbers a sentence holds, signs included ("−4" is minus four). */
const numbers = (text: string): number[] =>
  [...text.matchAll(/([+−-]?)(\d+)/g)].map((m) => (m[1] === '−' || m[1] === '-' ? -1 : 1) * Number(m[2]));

test('the recount finds the guided hand’s one fan: the seat flower, paid 4-2-2', () => {
  const r = recount();
  expect(r).toMatchObject({ items: { 'seat-flower': 1 }, fan: 1, points: 2, pay: { S: 8, W: -4, E: -2, N: -2 } });
});

describe.each(['en', 'de'] as const)('%s', (lang) => {
  const d = dictionary(lang);
  const names = Object.fromEntries(Object.entries(d).filter(([k]) => k.startsWith('hke.pattern.')));
  const end = endText(
    guidedView(script, { hand: H, step: script.steps.length, note: null, lesson: null }),
    d,
    names,
    script.id,
  )!;
  const r = recount();

  test('the total states the recounted fan and points', () => {
    expect(numbers(end.total)).toEqual([r.fan, r.points]);
  });

  test('each pattern line names a recounted pattern with its fan', () => {
    expect(end.items.map((i) => i.id).sort()).toEqual(Object.keys(r.items).sort());
    for (const it of end.items) {
      expect(it.text.startsWith(d[`hke.pattern.${it.id}`]!), it.text).toBe(true);
      expect(numbers(it.text.slice(d[`hke.pattern.${it.id}`]!.length)).at(-1)).toBe(r.items[it.id]);
    }
  });

  test('each payment line names its seat and the recounted amount, and they add up to zero', () => {
    expect(end.pays).toHaveLength(4);
    for (const p of end.pays) {
      const w = p.seat as WindLetter;
      expect(p.text.startsWith(d[`wind.${w}`]!), p.text).toBe(true);
      expect(numbers(p.text), p.text).toEqual([r.pay[w]]);
    }
    expect(Object.values(r.pay).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
