// readSheet refuses each kind of broken sheet with its code (and where it is), never throws,
// and reads back what it wrote.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SHEET_ERRORS, type SheetError } from './errors.ts';
import { emptySheet } from './empty.ts';
import { readSheet, readSheetText } from './read.ts';
import fixture from './fixtures/hke-evening-classic.json';

type Json = Record<string, unknown> & { hands: Record<string, unknown>[] };
const broken = (f: (s: Json) => void): unknown => {
  const s = structuredClone(fixture) as unknown as Json;
  f(s);
  return s;
};
const hand = (i: number, f: (h: Record<string, unknown>) => void) => (s: Json) => f(s.hands[i]!);

// [what, change, the error expected]
const BROKEN: [string, (s: Json) => void, SheetError][] = [
  ['another format', (s) => (s.format = 'fan-and-laak/game'), { code: 'not-a-sheet' }],
  ['a newer version', (s) => (s.version = 2), { code: 'unknown-version', field: 'version' }],
  ['no id', (s) => (s.id = ''), { code: 'bad-field', field: 'id' }],
  ['a date that is none', (s) => (s.created = 'yesterday'), { code: 'bad-field', field: 'created' }],
  ['a title of the wrong kind', (s) => (s.title = null), { code: 'bad-field', field: 'title' }],
  ['three players', (s) => (s.players = ['A', 'B', 'C']), { code: 'bad-field', field: 'players' }],
  ['an empty name', (s) => ((s.players as string[])[2] = '  '), { code: 'bad-name', field: 'players.2' }],
  ['a long name', (s) => ((s.players as string[])[1] = 'x'.repeat(41)), { code: 'bad-name', field: 'players.1' }],
  ['a player twice in the seats', (s) => (s.seats = [0, 1, 1, 3]), { code: 'bad-seats', field: 'seats' }],
  ['a seat out of range', (s) => (s.seats = [0, 1, 2, 4]), { code: 'bad-seats', field: 'seats' }],
  [
    'an unknown rule set',
    (s) => (s.main = { rules: 'mcr', options: {} }),
    { code: 'unknown-rules', field: 'main.rules' },
  ],
  [
    'an unknown option',
    (s) => (s.main = { rules: 'hke', options: { hke: { limit: 3 } } }),
    { code: 'bad-option', field: 'main.options.hke.limit' },
  ],
  [
    'an option value the rule set cannot take',
    (s) => (s.second = { rules: 'hk-modern', options: { hkModern: { maxFan: 9 } } }),
    { code: 'bad-option', field: 'second.options.hkModern.maxFan' },
  ],
  [
    'a fan minimum of three digits',
    (s) => (s.main = { rules: 'hke', options: { hke: { minFan: 100 } } }),
    { code: 'bad-option', field: 'main.options.hke.minFan' },
  ],
  ['options that are no object', (s) => (s.main = { rules: 'hke' }), { code: 'bad-field', field: 'main.options' }],
  ['change of seats not a yes or no', (s) => (s.changeSeats = 'yes'), { code: 'bad-field', field: 'changeSeats' }],
  ['negative start chips', (s) => (s.start = -5), { code: 'bad-field', field: 'start' }],
  ['a time limit of 0 minutes', (s) => (s.minutes = 0), { code: 'bad-field', field: 'minutes' }],
  ['hands that are no list', (s) => (s.hands = {} as never), { code: 'bad-field', field: 'hands' }],
  ['an end of another kind', (s) => (s.ended = { why: 'bored', at: s.created }), { code: 'bad-field', field: 'ended' }],
  ['two hands with one id', hand(1, (h) => (h.id = 'h1')), { code: 'duplicate-hand-id', hand: 2, field: 'id' }],
  ['a hand of no kind', hand(2, (h) => (h.kind = 'wash')), { code: 'bad-hand-kind', hand: 3, field: 'kind' }],
  ['a hand without a time', hand(2, (h) => delete h.at), { code: 'bad-field', hand: 3, field: 'at' }],
  ['a fifth player', hand(0, (h) => (h.winner = 4)), { code: 'bad-player', hand: 1, field: 'winner' }],
  ['a caller out of range', hand(4, (h) => (h.caller = -1)), { code: 'bad-player', hand: 5, field: 'caller' }],
  ['a way of winning that is none', hand(0, (h) => (h.win = 'ron')), { code: 'bad-win-kind', hand: 1, field: 'win' }],
  ['a discard from nobody', hand(0, (h) => delete h.from), { code: 'from-missing', hand: 1, field: 'from' }],
  ['a self-draw with a discarder', hand(1, (h) => (h.from = 2)), { code: 'from-not-allowed', hand: 2, field: 'from' }],
  [
    'the winner discarding to themselves',
    hand(0, (h) => (h.from = 1)),
    { code: 'from-is-winner', hand: 1, field: 'from' },
  ],
  [
    'a last tile that is no yes or no',
    hand(0, (h) => (h.lastTile = 1)),
    { code: 'bad-field', hand: 1, field: 'lastTile' },
  ],
  [
    'the winner liable',
    hand(8, (h) => (h.liable = { player: 3, why: 'fourth-set' })),
    { code: 'liable-is-winner', hand: 9, field: 'liable.player' },
  ],
  [
    'liability for no reason',
    hand(8, (h) => (h.liable = { player: 0, why: 'bad-luck' })),
    { code: 'bad-liability', hand: 9, field: 'liable.why' },
  ],
  [
    'liability without dangerous play',
    (s) => {
      s.main = { rules: 'hke', options: {} };
    },
    { code: 'liable-not-in-rules', hand: 9, field: 'liable' },
  ],
  [
    'a value of no kind',
    hand(1, (h) => (h.value = { by: 'guess' })),
    { code: 'bad-value', hand: 2, field: 'value.by' },
  ],
  ['no value', hand(1, (h) => (h.value = 3)), { code: 'bad-value', hand: 2, field: 'value' }],
  [
    'fan under classic',
    (s) => {
      s.main = { rules: 'classic', options: {} };
      s.second = null;
      s.hands = [s.hands[1]!];
    },
    { code: 'value-not-for-rules', hand: 1, field: 'value.by' },
  ],
  [
    'a pattern of another rule set',
    hand(3, (h) => (h.value = { by: 'patterns', patterns: ['dragon-pung', 'three-consecutive-chows'] })),
    { code: 'unknown-pattern', hand: 4, field: 'value.patterns.1' },
  ],
  [
    'fan of three digits',
    hand(1, (h) => (h.value = { by: 'fan', fan: 100, limit: false })),
    { code: 'bad-fan', hand: 2, field: 'value.fan' },
  ],
  [
    'half a fan',
    hand(1, (h) => (h.value = { by: 'fan', fan: 1.5, limit: false })),
    { code: 'bad-fan', hand: 2, field: 'value.fan' },
  ],
  [
    'negative points',
    hand(6, (h) => (h.value = { by: 'points', points: -16 })),
    { code: 'bad-points', hand: 7, field: 'value.points' },
  ],
  [
    'odd points self-drawn under hk-modern',
    (s) => {
      s.main = { rules: 'hk-modern', options: {} };
      s.hands = [{ ...s.hands[1]!, value: { by: 'points', points: 9 } }];
    },
    { code: 'odd-points', hand: 1, field: 'value.points' },
  ],
  [
    'tiles that cannot be read',
    hand(0, (h) => (h.value = { by: 'tiles', hand: '123m456p789s5p [777z] +5x' })),
    { code: 'bad-tiles', hand: 1, field: 'value.hand', engine: { code: 'unknown-char', at: 24, text: 'x' } },
  ],
  [
    'tiles without a winning tile',
    hand(0, (h) => (h.value = { by: 'tiles', hand: '123m456p789s55p [777z]' })),
    { code: 'bad-tiles', hand: 1, field: 'value.hand', engine: { code: 'no-winning-tile' } },
  ],
];

describe('readSheet refuses a broken sheet', () => {
  test.each(BROKEN)('%s', (_what, change, error) => {
    expect(readSheet(broken(change))).toEqual({ ok: false, error });
  });

  test('every code is met by a broken sheet above, or by the text reader', () => {
    const met = new Set([...BROKEN.map(([, , e]) => e.code), 'not-json', 'too-many-hands']);
    expect([...SHEET_ERRORS].filter((c) => !met.has(c))).toEqual([]);
  });

  test('text that is no JSON, and too many hands', () => {
    expect(readSheetText('{"format": ')).toEqual({ ok: false, error: { code: 'not-json' } });
    const many = broken((s) => (s.hands = Array.from({ length: 1001 }, (_, i) => ({ ...s.hands[2]!, id: `d${i}` }))));
    expect(readSheet(many)).toEqual({ ok: false, error: { code: 'too-many-hands', field: 'hands' } });
  });

  test('anything at all gives a value or an error, never an exception', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const r = readSheet(v);
        return r.ok || SHEET_ERRORS.includes(r.error.code);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a sheet reads back as it was written', () => {
  test('the empty sheet and the fixture, through JSON', () => {
    const empty = emptySheet({
      id: 'e1',
      created: '2026-11-28T20:00:00.000Z',
      players: ['A', 'B, "the second"', 'C', 'D'],
    });
    for (const s of [empty, fixture]) expect(readSheet(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
  });

  test('fields a sheet does not have are dropped', () => {
    const r = readSheet(broken((s) => (s.colour = 'green')));
    expect(r.ok && 'colour' in r.value).toBe(false);
  });
});
