// What the entry refuses and what it does not offer: every refusal is a problem the view words,
// and "Add" has no hand until it is gone. Switches follow the engine's validateSituation.
import { describe, expect, test } from 'vitest';
import { MAX_FAN } from '../../engine/sheet/index.ts';
import { checkEntry, fanButtons, fanRange, liabilityCases, patternChoices } from './entry-check.ts';
import { switchOffered, type EntryAction } from './entry.ts';
import { ANNA, BEN, CARL, ctxOf, DORA, engine, run, tileTaps } from './test-setup.ts';

const hke = ctxOf();
const problem = (ctx: typeof hke, actions: EntryAction[]) => {
  const r = checkEntry(engine, ctx, run(ctx, actions));
  return r.ok ? null : r.problem;
};
// HKE's table at once (docs/rules/hke.md): 14 patterns of 1 fan, the dragon pung twice (15), all
// pungs 3, half flush 3, seven pairs 4, little three dragons 4, full flush 6.
const MAX = 15 + 3 + 3 + 4 + 4 + 6;
const benOnAnna: EntryAction[] = [
  { type: 'player', player: BEN },
  { type: 'how', win: 'discard', from: ANNA },
];

describe('refused, with the reason', () => {
  test.each([
    ['nothing chosen', [], { kind: 'no-winner' }],
    ['a false Mah-Jongg without its caller', [{ type: 'result', result: 'false-mahjong' }], { kind: 'no-caller' }],
    ['a winner without the way', [{ type: 'player', player: BEN }], { kind: 'no-how' }],
    [
      'a robbed kong without whose',
      [
        { type: 'player', player: BEN },
        { type: 'how', win: 'robbing-kong' },
      ],
      { kind: 'no-from' },
    ],
    [
      'a discarder is not taken for the robbed player',
      [...benOnAnna, { type: 'how', win: 'robbing-kong' }, { type: 'fan', text: '2' }],
      { kind: 'no-from' },
    ],
    ['no fan yet', benOnAnna, { kind: 'no-fan' }],
    ['a fan that is no number', [...benOnAnna, { type: 'fan', text: '3a' }], { kind: 'fan-range', min: 0, max: MAX }],
    ['a negative fan', [...benOnAnna, { type: 'fan', text: '-1' }], { kind: 'fan-range', min: 0, max: MAX }],
    [
      'more fan than the whole table',
      [...benOnAnna, { type: 'fan', text: '36' }],
      { kind: 'fan-range', min: 0, max: MAX },
    ],
    ['no pattern ticked', [...benOnAnna, { type: 'mode', mode: 'patterns' }], { kind: 'no-patterns' }],
  ] as [string, EntryAction[], unknown][])('%s', (_, actions, expected) => {
    expect(problem(hke, actions)).toEqual(expected);
  });

  test('HKE without dangerous play: nobody can be liable', () => {
    expect(problem(hke, [...benOnAnna, { type: 'fan', text: '3' }, { type: 'liable', player: CARL }])).toEqual({
      kind: 'liable-not-here',
    });
  });

  test('HKE with dangerous play: a liable player needs the case', () => {
    const ctx = ctxOf({ rules: 'hke', options: { hke: { dangerousPlay: true } } });
    const actions: EntryAction[] = [...benOnAnna, { type: 'fan', text: '3' }, { type: 'liable', player: CARL }];
    expect(problem(ctx, actions)).toEqual({ kind: 'no-why' });
    const r = checkEntry(engine, ctx, run(ctx, [...actions, { type: 'why', why: 'third-dragon' }]));
    expect(r.ok && r.hand.kind === 'win' && r.hand.liable).toEqual({ player: CARL, why: 'third-dragon' });
  });

  test('below the agreed minimum (hk-modern: 3 fan) is no win', () => {
    const ctx = ctxOf({ rules: 'hk-modern', options: {} });
    expect(problem(ctx, [...benOnAnna, { type: 'fan', text: '2' }])).toEqual({ kind: 'below-minimum', min: 3 });
  });

  test('classic points beyond twice the limit', () => {
    const ctx = ctxOf({ rules: 'classic', options: {} });
    expect(problem(ctx, [...benOnAnna, { type: 'points', text: '2001' }])).toEqual({
      kind: 'points-range',
      min: 1,
      max: 2000,
    });
  });

  test('an incomplete hand by tiles', () => {
    const p = problem(hke, [...benOnAnna, { type: 'mode', mode: 'tiles' }, ...tileTaps(['1m', '2m', '3m'])]);
    expect(p).toEqual({ kind: 'tiles', status: { kind: 'building', count: 3, missing: 11 } });
  });

  test('a replacement tile for a hand by tiles without a kong', () => {
    const tiles = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '2p', '3p', '5p', '5p'];
    const actions: EntryAction[] = [
      { type: 'player', player: BEN },
      { type: 'how', win: 'kong-replacement' },
      { type: 'mode', mode: 'tiles' },
      ...tileTaps(tiles),
    ];
    expect(problem(hke, actions)).toEqual({ kind: 'impossible', reason: 'kong-replacement-no-kong' });
  });
});

describe('switches offered only where the engine allows them', () => {
  const offered = (actions: EntryAction[]) => {
    const s = run(hke, actions);
    return (['lastTile', 'heaven', 'earth'] as const).filter((w) => switchOffered(s, hke, w));
  };
  test.each([
    [
      'East self-draws',
      [
        { type: 'player', player: ANNA },
        { type: 'how', win: 'self-draw' },
      ],
      ['lastTile', 'heaven'],
    ],
    [
      'South self-draws',
      [
        { type: 'player', player: BEN },
        { type: 'how', win: 'self-draw' },
      ],
      ['lastTile'],
    ],
    ["South on East's discard", benOnAnna, ['lastTile', 'earth']],
    [
      "South on Dora's discard",
      [
        { type: 'player', player: BEN },
        { type: 'how', win: 'discard', from: DORA },
      ],
      ['lastTile'],
    ],
    [
      'a robbed kong',
      [
        { type: 'player', player: BEN },
        { type: 'how', win: 'robbing-kong', from: CARL },
      ],
      [],
    ],
    [
      'the last tile on: no heaven',
      [
        { type: 'player', player: ANNA },
        { type: 'how', win: 'self-draw' },
        { type: 'switch', name: 'lastTile', on: true },
      ],
      ['lastTile'],
    ],
  ] as [string, EntryAction[], string[]][])('%s', (_, actions, expected) => {
    expect(offered(actions)).toEqual(expected);
  });

  test('heaven goes when the way becomes a discard', () => {
    const s = run(hke, [
      { type: 'player', player: ANNA },
      { type: 'how', win: 'self-draw' },
      { type: 'switch', name: 'heaven', on: true },
      { type: 'how', win: 'discard', from: BEN },
    ]);
    expect(s.heaven).toBe(false);
  });

  test('a switch the engine refuses cannot be set', () => {
    const s = run(hke, [
      ...benOnAnna.slice(0, 1),
      { type: 'how', win: 'self-draw' },
      { type: 'switch', name: 'heaven', on: true },
    ]);
    expect(s.heaven).toBe(false);
  });
});

describe('what the rule sets offer', () => {
  test('liability: HKE with dangerous play any win; hk-modern self-drawn only; classic never', () => {
    const dangerous = { rules: 'hke', options: { hke: { dangerousPlay: true } } } as const;
    expect(liabilityCases(engine, dangerous, 'discard')).toEqual(['third-dragon', 'fourth-set']);
    expect(liabilityCases(engine, { rules: 'hke', options: {} }, 'self-draw')).toEqual([]);
    expect(liabilityCases(engine, { rules: 'hk-modern', options: {} }, 'discard')).toEqual([]);
    expect(liabilityCases(engine, { rules: 'hk-modern', options: {} }, 'kong-replacement')).toEqual([
      'third-dragon',
      'fourth-set',
      'kong-replacement',
    ]);
    expect(liabilityCases(engine, { rules: 'hk-simple', options: {} }, 'self-draw')).toEqual(['fourth-set']);
    expect(liabilityCases(engine, { rules: 'classic', options: {} }, 'self-draw')).toEqual([]);
  });

  test("the fan buttons: HKE 0 to 10 (its table's top step), hk-modern 3 to its cap", () => {
    expect(fanButtons(engine, { rules: 'hke', options: {} })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(fanButtons(engine, { rules: 'hk-modern', options: { hkModern: { maxFan: 8 } } })).toEqual([
      3, 4, 5, 6, 7, 8,
    ]);
  });

  test.each(['hke', 'hk-modern', 'hk-simple'] as const)(
    '%s: the largest fan is one the sheet reader takes',
    (rules) => {
      const { max } = fanRange(engine, { rules, options: {} });
      expect(max).toBeGreaterThan(10);
      expect(max).toBeLessThanOrEqual(MAX_FAN);
    },
  );

  test("HKE's ticks: its 19 patterns with the fan of docs/rules/hke.md, then its 14 limit hands", () => {
    const c = patternChoices(engine, { rules: 'hke', options: {} });
    expect(c.filter((p) => !p.limit).map((p) => [p.id, p.fan])).toContainEqual(['full-flush', 6]);
    expect(c.filter((p) => !p.limit)).toHaveLength(19);
    expect(c.filter((p) => p.limit)).toHaveLength(14);
    expect(patternChoices(engine, { rules: 'classic', options: {} })).toEqual([]);
  });

  test('hk-simple: a tick replaces the other lines of its section', () => {
    const ctx = ctxOf({ rules: 'hk-simple', options: {} });
    const s = run(ctx, [
      { type: 'pattern', id: 'dragon-pung', count: 1 },
      { type: 'pattern', id: 'two-dragon-pungs', count: 1, replaces: ['dragon-pung', 'little-three-dragons'] },
    ]);
    expect(s.patterns).toEqual({ 'two-dragon-pungs': 1 });
  });
});

test('the seats of the hand decide: with Ben East, heaven is offered to Ben and earth on his discard', () => {
  // Ben East, Carl South, Dora West, Anna North.
  const ctx = { ...hke, seatsNow: [3, 0, 1, 2] as const };
  const offered = (actions: EntryAction[]) => {
    const s = run(ctx, actions);
    return (['lastTile', 'heaven', 'earth'] as const).filter((w) => switchOffered(s, ctx, w));
  };
  expect(
    offered([
      { type: 'player', player: BEN },
      { type: 'how', win: 'self-draw' },
    ]),
  ).toEqual(['lastTile', 'heaven']);
  expect(
    offered([
      { type: 'player', player: ANNA },
      { type: 'how', win: 'self-draw' },
    ]),
  ).toEqual(['lastTile']);
  expect(
    offered([
      { type: 'player', player: ANNA },
      { type: 'how', win: 'discard', from: BEN },
    ]),
  ).toEqual(['lastTile', 'earth']);
  expect(run(ctx, [{ type: 'player', player: DORA }]).editor.situation.seat).toBe('W');
});
