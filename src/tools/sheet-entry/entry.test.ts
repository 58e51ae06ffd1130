// Every way to a SheetHand through the entry's state, counted in taps (one action is one tap or
// key press, "Add" one more), and every hand back into the entry and out again unchanged.
import { describe, expect, test } from 'vitest';
import { readSheet } from '../../engine/sheet/index.ts';
import type { SheetHand } from '../../engine/sheet/types.ts';
import { checkEntry } from './entry-check.ts';
import { entryOf, type EntryAction } from './entry.ts';
import { ANNA, BEN, CARL, ctxOf, DORA, engine, FRESH, run, tileTaps } from './test-setup.ts';

const ADD = 1;
const hke = ctxOf();
const classic = ctxOf({ rules: 'classic', options: {} });
const win = { kind: 'win', ...FRESH, lastTile: false, heaven: false, earth: false } as const;

/** A concealed hand of four chows and a pair, 14 palette taps: the 14th becomes the winning tile. */
const TILES = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '2p', '3p', '5p', '5p'];

const PATHS: { name: string; ctx: typeof hke; actions: EntryAction[]; hand: SheetHand }[] = [
  {
    name: 'a discard win by the fan tapped',
    ctx: hke,
    actions: [
      { type: 'player', player: BEN },
      { type: 'how', win: 'discard', from: ANNA },
      { type: 'fan', text: '3' },
    ],
    hand: { ...win, winner: BEN, win: 'discard', from: ANNA, value: { by: 'fan', fan: 3, limit: false } },
  },
  {
    name: 'a self-drawn limit hand',
    ctx: hke,
    actions: [
      { type: 'player', player: CARL },
      { type: 'how', win: 'self-draw' },
      { type: 'limit', on: true },
    ],
    hand: { ...win, winner: CARL, win: 'self-draw', value: { by: 'fan', fan: 0, limit: true } },
  },
  {
    name: 'a replacement tile, patterns ticked, the last tile',
    ctx: hke,
    actions: [
      { type: 'player', player: DORA },
      { type: 'how', win: 'kong-replacement' },
      { type: 'switch', name: 'lastTile', on: true },
      { type: 'mode', mode: 'patterns' },
      { type: 'pattern', id: 'dragon-pung', count: 1 },
      { type: 'pattern', id: 'dragon-pung', count: 2 },
    ],
    // HKE scores a replacement tile as self-drawn (docs/rules/hke.md): self-draw, the last tile
    // drawn and the replacement tile follow from the way of winning, unticked.
    hand: {
      ...win,
      winner: DORA,
      win: 'kong-replacement',
      lastTile: true,
      value: {
        by: 'patterns',
        patterns: ['dragon-pung', 'dragon-pung', 'self-draw', 'last-tile-draw', 'kong-replacement'],
      },
    },
  },
  {
    name: 'a discard win: a self-draw tick is no tick',
    ctx: hke,
    actions: [
      { type: 'player', player: DORA },
      { type: 'how', win: 'discard', from: ANNA },
      { type: 'mode', mode: 'patterns' },
      { type: 'pattern', id: 'dragon-pung', count: 1 },
      { type: 'pattern', id: 'self-draw', count: 1 },
    ],
    hand: { ...win, winner: DORA, win: 'discard', from: ANNA, value: { by: 'patterns', patterns: ['dragon-pung'] } },
  },
  {
    name: 'a robbed kong: the way, then whose kong',
    ctx: hke,
    actions: [
      { type: 'player', player: ANNA },
      { type: 'how', win: 'robbing-kong' },
      { type: 'from', player: CARL },
      { type: 'fan', text: '1' },
      { type: 'fan', text: '12' },
    ],
    hand: { ...win, winner: ANNA, win: 'robbing-kong', from: CARL, value: { by: 'fan', fan: 12, limit: false } },
  },
  {
    name: 'a discard win by tiles',
    ctx: hke,
    actions: [
      { type: 'player', player: BEN },
      { type: 'how', win: 'discard', from: ANNA },
      { type: 'mode', mode: 'tiles' },
      ...tileTaps(TILES),
    ],
    hand: { ...win, winner: BEN, win: 'discard', from: ANNA, value: { by: 'tiles', hand: '123456789m1235p +5p' } },
  },
  {
    name: 'classic: the points typed',
    ctx: classic,
    actions: [
      { type: 'player', player: DORA },
      { type: 'how', win: 'discard', from: BEN },
      { type: 'points', text: '4' },
      { type: 'points', text: '48' },
    ],
    hand: { ...win, winner: DORA, win: 'discard', from: BEN, value: { by: 'points', points: 48 } },
  },
  {
    name: 'heaven: East self-draws on the dealt tiles',
    ctx: hke,
    actions: [
      { type: 'player', player: ANNA },
      { type: 'how', win: 'self-draw' },
      { type: 'switch', name: 'heaven', on: true },
      { type: 'limit', on: true },
    ],
    hand: { ...win, winner: ANNA, win: 'self-draw', heaven: true, value: { by: 'fan', fan: 0, limit: true } },
  },
  {
    name: "earth: South wins on East's first discard",
    ctx: hke,
    actions: [
      { type: 'player', player: BEN },
      { type: 'how', win: 'discard', from: ANNA },
      { type: 'switch', name: 'earth', on: true },
      { type: 'limit', on: true },
    ],
    hand: { ...win, winner: BEN, win: 'discard', from: ANNA, earth: true, value: { by: 'fan', fan: 0, limit: true } },
  },
  {
    name: 'a draw game',
    ctx: hke,
    actions: [{ type: 'result', result: 'draw' }],
    hand: { kind: 'draw', ...FRESH },
  },
  {
    name: 'a false Mah-Jongg',
    ctx: hke,
    actions: [
      { type: 'result', result: 'false-mahjong' },
      { type: 'player', player: CARL },
    ],
    hand: { kind: 'false-mahjong', ...FRESH, caller: CARL },
  },
];

describe('each path ends in the SheetHand it describes', () => {
  test.each(PATHS)('$name', ({ ctx, actions, hand }) => {
    const r = checkEntry(engine, ctx, run(ctx, actions));
    expect(r).toEqual({ ok: true, hand });
  });
});

describe("every hand the entry makes is one the sheet's reader accepts", () => {
  test.each(PATHS)('$name', ({ ctx, actions }) => {
    const r = checkEntry(engine, ctx, run(ctx, actions));
    if (!r.ok) throw new Error(r.problem.kind);
    expect(readSheet({ ...ctx.sheet, hands: [r.hand] })).toMatchObject({ ok: true });
  });
});

describe('edit round trip: a stored hand fills the entry, and unchanged it gives the same hand', () => {
  test.each(PATHS)('$name', ({ ctx, hand }) => {
    expect(checkEntry(engine, ctx, entryOf(ctx, engine, hand))).toEqual({ ok: true, hand });
  });
});

test('a hand by tiles keeps its notation as written when it is edited and saved unchanged', () => {
  const hand: SheetHand = {
    ...win,
    winner: BEN,
    win: 'self-draw',
    value: { by: 'tiles', hand: '123m 456m 789m 123p 5p +5p' },
  };
  expect(checkEntry(engine, hke, entryOf(hke, engine, hand))).toEqual({ ok: true, hand });
});

describe('taps', () => {
  test('a discard win by quick entry takes at most 8 taps (winner, discarder, fan, Add: 4)', () => {
    const path = PATHS[0]!;
    expect(checkEntry(engine, path.ctx, run(path.ctx, path.actions)).ok).toBe(true);
    expect(path.actions.length + ADD).toBe(4);
  });

  test('a typical hand by tiles takes at most 25 taps (winner, discarder, "By tiles", 14 tiles, Add: 18)', () => {
    const path = PATHS.find((p) => p.name === 'a discard win by tiles')!;
    expect(checkEntry(engine, path.ctx, run(path.ctx, path.actions)).ok).toBe(true);
    expect(path.actions.length + ADD).toBe(18);
  });

  test('a hand by tiles with two exposed pungs takes fewer taps: a pung is the mode and one tile', () => {
    const actions: EntryAction[] = [
      { type: 'player', player: CARL },
      { type: 'how', win: 'self-draw' },
      { type: 'mode', mode: 'tiles' },
      { type: 'editor', action: { type: 'mode', mode: 'pung' } },
      { type: 'editor', action: { type: 'add', code: '5z' } },
      { type: 'editor', action: { type: 'mode', mode: 'pung' } },
      { type: 'editor', action: { type: 'add', code: '9s' } },
      ...tileTaps(['2p', '3p', '4p', '6p', '7p', '8p', '1s', '1s']),
    ];
    const r = checkEntry(engine, hke, run(hke, actions));
    expect(r.ok && r.hand.kind === 'win' && r.hand.value).toEqual({ by: 'tiles', hand: '234678p1s [999s] [555z] +1s' });
    expect(actions.length + ADD).toBe(16);
  });
});

test('a fan and a limit hand exclude each other', () => {
  const limit = run(hke, [...PATHS[0]!.actions, { type: 'limit', on: true }]);
  expect([limit.fan, limit.limit]).toEqual(['', true]);
  const fan = run(hke, [
    { type: 'limit', on: true },
    { type: 'fan', text: '5' },
  ]);
  expect([fan.fan, fan.limit]).toEqual(['5', false]);
});

test('a new choice of winner drops a discarder who is now the winner', () => {
  const s = run(hke, [
    { type: 'player', player: BEN },
    { type: 'how', win: 'discard', from: ANNA },
    { type: 'player', player: ANNA },
  ]);
  expect([s.player, s.from]).toEqual([ANNA, null]);
});

test('the hand editor follows the chosen situation: seat, round, way and discarder', () => {
  const ctx = { ...hke, round: 2 as const };
  const s = run(ctx, [
    { type: 'player', player: CARL },
    { type: 'how', win: 'discard', from: DORA },
    { type: 'editor', action: { type: 'situation', patch: { seat: 'E' } } },
  ]);
  expect(s.editor.situation).toEqual({
    seat: 'W',
    round: 'W',
    win: 'discard',
    from: 'N',
    lastTile: false,
    heaven: false,
    earth: false,
  });
});
