// The evaluation API on hands written in notation: the best choice and its reason.
import { describe, expect, test } from 'vitest';
import { parseFragment } from '../../notation/hand-notation.ts';
import { makeTile, type Tile, type Wind } from '../../tiles.ts';
import type { Action, GameOptions, TableMeld } from '../types.ts';
import type { OpenPlayer, SeatView } from '../view.ts';
import { evaluate, type BotLevel } from './bot.ts';

interface Table {
  /** Own tiles (14 on a turn), and own declared sets in brackets. */
  hand: string;
  options?: Partial<GameOptions>;
  /** Sets shown by the other seats, by seat. */
  others?: Partial<Record<Wind, string>>;
  seat?: Wind;
  bonus?: number[];
}

const setsOf = (text: string): TableMeld[] => {
  if (text === '') return [];
  const h = parseFragment(text);
  if (!h.ok) throw new Error(text);
  return h.value.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed }));
};

/** A seat's view on its turn, the wall half gone, nothing discarded yet. */
function turnView(t: Table): { view: SeatView; legal: Action[] } {
  const h = parseFragment(t.hand);
  if (!h.ok) throw new Error(t.hand);
  const seat = t.seat ?? 1;
  const concealed = [...h.value.concealed].sort((a, b) => a - b);
  const players: OpenPlayer[] = ([0, 1, 2, 3] as Wind[]).map((w) => {
    const melds = w === seat ? setsOf(t.hand) : setsOf(t.others?.[w] ?? '');
    return { melds, bonus: w === seat ? (t.bonus ?? []) : [], discards: [], concealedCount: 13 - 3 * melds.length };
  });
  const view: SeatView = {
    seat,
    round: 0,
    options: { minFan: 0, dangerousPlay: false, changeSeats: false, ...t.options },
    phase: { kind: 'turn', seat, source: 'wall' },
    concealed,
    drawn: concealed[0]!,
    players,
    live: 60,
    dead: 14,
  };
  const legal: Action[] = [...new Set(concealed)].map((tile) => ({ type: 'discard', seat, tile }));
  for (const tile of new Set(concealed))
    if (concealed.filter((x) => x === tile).length === 4) legal.push({ type: 'concealed-kong', seat, tile });
  return { view, legal };
}

const best = (t: Table, level: BotLevel) => {
  const { view, legal } = turnView(t);
  return evaluate(view, legal, level);
};
const tileOf = (a: Action): string => ('tile' in a ? makeTile(a.tile as Tile) : '');

describe('evaluate: the best choice and its reason', () => {
  test.each<BotLevel>(['beginner', 'careful'])('%s: a kong that breaks a ready hand is not declared', (level) => {
    // 4444p 56p 78s with two sets: throwing a 4p keeps 444p+456p… ready; the kong leaves 56p 78s, one away.
    const [first] = best({ hand: '444456p78s [111m] [555m]' }, level);
    expect(first!.action).toMatchObject({ type: 'discard' });
    expect(first!.reason.after).toBe(0);
  });

  test('strong: three pungs and a 1-fan wait: it plays for all pungs (4 fan), and the kong serves that plan', () => {
    // The calibrated chance of all pungs two tiles away times its 16 points outweighs the 1-fan
    // wait's better chance times 2 points; for all pungs the kong is a pung with a free draw.
    const [first] = best({ hand: '444456p78s [111m] [555m]' }, 'strong');
    expect(first!.action).toMatchObject({ type: 'concealed-kong', tile: 12 });
    expect(first!.reason.plan).toBe('pungs');
    // Without the two pungs shown the ready hand is kept and the kong not declared.
    const [plain] = best({ hand: '444456p123789m78s' }, 'strong');
    expect(plain!.action).toMatchObject({ type: 'discard' });
    expect(plain!.reason.after).toBe(0);
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
    const base = turnView({ hand: '123p45p78p1122z56m', options: { minFan } }).view;
    const view: SeatView = { ...base, phase: { kind: 'claims', seat: 0, tile: 3, answered: false }, drawn: null };
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

  test('without dangerous play the beginner throws the lone dragon', () => {
    const choices = best({ hand: '123m456p789s2358s7z' }, 'beginner');
    expect(tileOf(choices[0]!.action)).toBe('7z');
  });
});
