// The evaluation API on hands written in notation: the best choice and its reason.
import { describe, expect, test } from 'vitest';
import { parseFragment } from '../../notation/hand-notation.ts';
import { makeTile, type Tile, type Wind } from '../../tiles.ts';
import type { Action, GameOptions, TableMeld } from '../types.ts';
import type { OpenPlayer, SeatView } from '../view.ts';
import { BOT_LEVELS, evaluate, type BotLevel } from './bot.ts';

interface Table {
  /** Own tiles (14 on a turn), and own declared sets in brackets. */
  hand: string;
  options?: Partial<GameOptions>;
  /** Sets shown by the other seats, by seat. */
  others?: Partial<Record<Wind, string>>;
  seat?: Wind;
  bonus?: number[];
  /** Tiles left in the live wall (60 unless said). */
  live?: number;
  /** Tiles the other seats have thrown, by seat. */
  discards?: Partial<Record<Wind, string>>;
}

const setsOf = (text: string): TableMeld[] => {
  if (text === '') return [];
  const h = parseFragment(text);
  if (!h.ok) throw new Error(text);
  return h.value.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed }));
};

const thrown = (text: string | undefined) => {
  if (text === undefined) return [];
  const h = parseFragment(text);
  if (!h.ok) throw new Error(text);
  return h.value.concealed.map((tile) => ({ tile }));
};

/** A seat's view on its turn, the wall half gone, nothing discarded yet. */
function turnView(t: Table): { view: SeatView; legal: Action[] } {
  const h = parseFragment(t.hand);
  if (!h.ok) throw new Error(t.hand);
  const seat = t.seat ?? 1;
  const concealed = [...h.value.concealed].sort((a, b) => a - b);
  const players: OpenPlayer[] = ([0, 1, 2, 3] as Wind[]).map((w) => {
    const melds = w === seat ? setsOf(t.hand) : setsOf(t.others?.[w] ?? '');
    return {
      melds,
      bonus: w === seat ? (t.bonus ?? []) : [],
      discards: thrown(t.discards?.[w]),
      concealedCount: 13 - 3 * melds.length,
    };
  });
  const view: SeatView = {
    seat,
    round: 0,
    options: { minFan: 0, dangerousPlay: false, changeSeats: false, ...t.options },
    phase: { kind: 'turn', seat, source: 'wall' },
    concealed,
    drawn: concealed[0]!,
    players,
    live: t.live ?? 60,
    dead: 14,
  };
  const legal: Action[] = [...new Set(concealed)].map((tile) => ({ type: 'discard', seat, tile }));
  for (const tile of new Set(concealed))
    if (concealed.filter((x) => x === tile).length === 4) legal.push({ type: 'concealed-kong', seat, tile });
  return { view, legal };
}

/** A claims view: `hand` (13 tiles) is asked about `tile` thrown by `from`. */
const claimView = (t: Table, tile: string, from: Wind): SeatView => {
  const base = turnView(t).view;
  const thrown = parseFragment(tile);
  if (!thrown.ok) throw new Error(tile);
  return {
    ...base,
    phase: { kind: 'claims', seat: from, tile: thrown.value.concealed[0]!, answered: false },
    drawn: null,
  };
};

const best = (t: Table, level: BotLevel) => {
  const { view, legal } = turnView(t);
  return evaluate(view, legal, level);
};
const tileOf = (a: Action): string => ('tile' in a ? makeTile(a.tile as Tile) : '');

describe('evaluate: the best choice and its reason', () => {
  test.each<BotLevel>(BOT_LEVELS)('%s: a kong that breaks a ready hand is not declared', (level) => {
    // 4444p 56p 78s with two sets: throwing a 4p keeps 44p 456p 78s ready; the kong leaves 56p 78s,
    // one away. (The strong player once declared it for all pungs, two tiles away: counted only
    // when won as all pungs, that plan's chance no longer outweighs a ready hand.)
    const [first] = best({ hand: '444456p78s [111m] [555m]' }, level);
    expect(first!.action).toMatchObject({ type: 'discard' });
    expect(first!.reason.after).toBe(0);
  });

  test.each<BotLevel>(['careful', 'strong'])(
    '%s: among the discards fewest tiles away, the most useful tiles',
    (level) => {
      const choices = best({ hand: '123m456p789s1257s9p' }, level);
      const fewest = Math.min(...choices.map((c) => c.reason.after));
      const first = choices[0]!;
      expect(first.reason.after).toBe(fewest);
      for (const c of choices.filter((x) => x.reason.after === fewest && x.reason.plan === first.reason.plan))
        expect(first.reason.useful).toBeGreaterThanOrEqual(c.reason.useful);
    },
  );

  test('a wait that cannot reach the minimum is not counted', () => {
    // Throwing East leaves a single wait on 5s: all chows and no flowers, 2 fan (3 with self-draw).
    const hand = '123m456p789s2345s1z';
    const at = (minFan: number) =>
      best({ hand, options: { minFan } }, 'careful').find((c) => tileOf(c.action) === '1z')!.reason;
    expect(at(0)).toMatchObject({ after: 0, short: 0 });
    expect(at(0).useful).toBeGreaterThan(0);
    // With a 4-fan minimum those waits count for nothing: the discard is valued under another plan, or with no useful wait.
    const four = at(4);
    expect(four.after > 0 || (four.useful === 0 && four.short > 0)).toBe(true);
  });

  test.each<[BotLevel, number, string]>([
    ['beginner', 3, 'chow'],
    ['careful', 3, 'pass'],
    ['strong', 3, 'pass'],
    ['careful', 0, 'chow'],
  ])('%s, %d-fan minimum: a chow that breaks the only fan source (a flush): %s', (level, minFan, type) => {
    // South holds 123p 45p 78p 11z 22z 56m; East throws 4m. The chow is a tile closer but ends the flush.
    const view = claimView({ hand: '123p45p78p1122z56m', options: { minFan } }, '4m', 0);
    const legal: Action[] = [
      { type: 'pass', seat: 1 },
      { type: 'chow', seat: 1, tile: 3 },
    ];
    expect(evaluate(view, legal, level)[0]!.action.type).toBe(type);
  });

  test.each<BotLevel>(['careful', 'strong'])('%s: under dangerous play the liable discard is avoided', (level) => {
    // West shows two dragon pungs: the third dragon is dangerous; the lone 7z would be the natural discard.
    const t: Table = { hand: '123m456p789s258s7z', options: { dangerousPlay: true }, others: { 2: '[555z] [666z]' } };
    const choices = best(t, level);
    expect(tileOf(choices[0]!.action)).not.toBe('7z');
    expect(choices.find((c) => tileOf(c.action) === '7z')!.reason.liable).toBe(true);
  });

  test('strong: a chow that does not bring the hand closer is passed (careful takes it for its worth)', () => {
    // South holds 4m 3p6p 1s 222s 34s 66s 78s; East throws 1s. The chow 123s leaves it two tiles away,
    // as it was: measured claim by claim, such chows cost the strong player 1–2 points each.
    const view = claimView({ hand: '4m36p1222346678s' }, '1s', 0);
    const legal: Action[] = [
      { type: 'pass', seat: 1 },
      { type: 'chow', seat: 1, tile: 18 },
    ];
    const strong = evaluate(view, legal, 'strong')[0]!;
    expect(strong.action.type).toBe('pass');
    expect(evaluate(view, legal, 'careful')[0]!.action.type).toBe('chow');
  });

  test('strong, no minimum: a pung that keeps the tiles away but makes the hand dearer is taken', () => {
    // West holds 12p 45p 78p 88p 99p 22s 3s 7s; East throws 9p: the pung of 9p serves a dots flush.
    const view = claimView({ hand: '12457889p9p22s3s7s', seat: 3 }, '9p', 0);
    const legal: Action[] = [
      { type: 'pass', seat: 3 },
      { type: 'pung', seat: 3 },
    ];
    expect(evaluate(view, legal, 'strong')[0]!.action.type).toBe('pung');
  });

  test('strong: a flush from 8 of 14 tiles and a tile further than any hand is planned only with a minimum', () => {
    // Seven dots and East, four away from a half flush, three from any hand: without a minimum
    // such flushes cost points (measured in the arena); at 3 fan the flush is the way to the minimum.
    const t: Table = { hand: '2345789p1z1m2588s9m' };
    expect(best(t, 'strong')[0]!.reason).toMatchObject({ plan: 'any', after: 3 });
    expect(best({ ...t, options: { minFan: 3 } }, 'strong')[0]!.reason).toMatchObject({ plan: 'flush', after: 4 });
  });

  test.each<[string, string]>([
    ['11m44p66p789s77z58s', 'pung'],
    ['1122m4455p799s77z', 'pass'],
  ])(
    'strong, no minimum: a pung of a dragon is taken even when the hand seems worth no more (%s: %s)',
    (hand, type) => {
      // South holds a pair of red dragons; East throws the third. 11m 44p 66p 789s 77z 5s 8s: the
      // pung keeps the hand a tile away and is taken. A ready seven pairs is not broken for it.
      const view = claimView({ hand }, '7z', 0);
      const legal: Action[] = [
        { type: 'pass', seat: 1 },
        { type: 'pung', seat: 1 },
      ];
      expect(evaluate(view, legal, 'strong')[0]!.action.type).toBe(type);
    },
  );

  test('strong, 3-fan minimum: a hand that cannot reach the minimum is given up against a flush shown', () => {
    // Fourteen scattered tiles, five away from a flush; West shows three sets of bamboo. Every
    // bamboo (and honour) may feed its flush: late in the hand the safest discard, not the most useful.
    const t: Table = { hand: '147m258p369s1234z5p', options: { minFan: 3 }, others: { 2: '[123s] [456s] [789s]' } };
    // Early in the hand the flush in dots is still worth playing for; with 20 tiles left it is not.
    expect(best(t, 'strong')[0]!.reason.fold).toBe(false);
    const choices = best({ ...t, live: 20 }, 'strong');
    const first = choices[0]!;
    expect(first.reason.fold).toBe(true);
    expect(tileOf(first.action)).not.toMatch(/s|z/);
    expect(first.reason.danger).toBe(Math.min(...choices.map((c) => c.reason.danger)));
  });

  test('strong, 3-fan minimum: in the last tiles a hand one tile away that hardly pays is given up too', () => {
    // No fan in sight, one tile from any hand, West shows three sets of bamboo. With 4 tiles left
    // the strong player once played on (only hands two away were given up there) and threw a bamboo.
    const t: Table = { hand: '123m456p789s13s58m9p', options: { minFan: 3 }, others: { 2: '[123s] [456s] [789s]' } };
    expect(best({ ...t, live: 30 }, 'strong')[0]!.reason.fold).toBe(false);
    const first = best({ ...t, live: 4 }, 'strong')[0]!;
    expect(first.reason.fold).toBe(true);
    expect(tileOf(first.action)).not.toMatch(/s|z/);
  });

  test('strong, 3-fan minimum: a wait on two unseen tiles is read between the buckets of outs', () => {
    // South holds 35p 1s 77z beside three dot pungs; West threw two 4p, East two 5p, North every
    // 7p and three 3p. Throwing 1s waits on the last two 4p (a half flush): read in the bucket of
    // 1–2 outs it was worth less than staying a tile away (throwing 5p keeps 10 useful tiles);
    // read between the buckets (two outs are more than the bucket's middle) it is ready.
    const t: Table = {
      hand: '35p1s77z [666p] [888p] [222p]',
      options: { minFan: 3 },
      live: 35,
      discards: { 0: '5p5p', 2: '4p4p', 3: '7p7p7p7p3p3p3p' },
    };
    const first = best(t, 'strong')[0]!;
    expect(tileOf(first.action)).toBe('1s');
    expect(first.reason).toMatchObject({ after: 0, useful: 2, plan: 'flush' });
  });

  test('strong, 3-fan minimum: a hand one tile away with many useful tiles goes before a wait on two', () => {
    // The same hand with only West's two 4p seen: throwing 3p (or 5p) leaves the half flush one
    // tile away with 15 useful tiles, which the useful-tiles factor (1.50 for a flush at 3 fan, 40 live tiles)
    // makes likelier than waiting on the last two 4p; without it the wait went first.
    const t: Table = {
      hand: '35p1s77z [666p] [888p] [222p]',
      options: { minFan: 3 },
      live: 40,
      discards: { 2: '4p4p' },
    };
    const ranked = best(t, 'strong');
    expect(['3p', '5p']).toContain(tileOf(ranked[0]!.action));
    expect(ranked[0]!.reason).toMatchObject({ after: 1, useful: 15, plan: 'flush' });
    expect(ranked.findIndex((c) => tileOf(c.action) === '1s')).toBe(2);
  });

  test('strong: the deal-in cost does not read what an opponent threw (HKE lets it win on such a tile)', () => {
    // West shows two sets and threw 5m and 2p earlier. The danger of each of South's tiles:
    const t: Table = { hand: '2456m1399p7789s13z', others: { 2: '[123s] [555z]' }, discards: { 2: '5m2p' } };
    const danger = (tile: string, table = t) =>
      best(table, 'strong').find((c) => tileOf(c.action) === tile)!.reason.danger;
    // 5m: thrown by West; 6m: beside it; 3p: beside its 2p; 9p: a 9, dearer or cheaper by kind alone.
    expect(danger('5m')).toBeGreaterThan(0);
    expect(danger('6m')).toBe(danger('5m'));
    expect(danger('3p')).toBe(danger('5m'));
    expect(danger('9p')).not.toBe(danger('5m'));
    // The same with West's discards thrown by North instead: every copy as seen, the same danger.
    const north: Table = { ...t, discards: { 3: '5m2p' } };
    for (const tile of ['5m', '6m', '3p', '9p']) expect(danger(tile, north)).toBe(danger(tile));
  });

  test('without dangerous play the beginner throws the lone dragon', () => {
    const choices = best({ hand: '123m456p789s2358s7z' }, 'beginner');
    expect(tileOf(choices[0]!.action)).toBe('7z');
  });
});
