// Reading records as the replay page does: what the CLI prints and the table downloads replays
// to its recorded end; anything else is an error value with its code, never a throw.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { firstRecords } from '../../engine/game/fixture.ts';
import type { HandRecord } from '../../engine/game/index.ts';
import { boardAt, clampMoment, lastMoment } from './board.ts';
import { readRecords, replayOf, RECORD_ERROR_CODES } from './records.ts';
import { makeReplayQuery, parseReplayQuery } from './query.ts';

const cliText = (rs: HandRecord[]): string => rs.map((r) => JSON.stringify(r)).join('\n') + '\n';

describe('records as the CLI prints them and the table downloads them', () => {
  const rs = firstRecords(7, 6, 'careful', { dangerousPlay: true, minFan: 1 });

  test('JSON Lines: every hand reads, replays and ends as recorded', () => {
    const read = readRecords(cliText(rs));
    expect(read.ok && read.value.length).toBe(6);
    for (const r of read.ok ? read.value : []) {
      const replay = replayOf(r);
      expect(replay.ok).toBe(true);
      if (!replay.ok) continue;
      const end = boardAt(replay.value, lastMoment(replay.value));
      expect(end.result).toEqual(r.result);
      // All of the hand's events are told once across the moments, in order.
      const told = Array.from({ length: lastMoment(replay.value) + 1 }, (_, k) => boardAt(replay.value, k).events);
      expect(told.flat()).toEqual(r.events);
    }
  });

  test('one record pretty-printed (the table download) reads the same', () => {
    const read = readRecords(`${JSON.stringify(rs[0], null, 2)}\n`);
    expect(read).toEqual({ ok: true, value: [rs[0]] });
  });

  test('the board shows 13 or 14 hidden-or-set tiles a seat and every tile once', () => {
    const replay = replayOf(rs[1]!);
    if (!replay.ok) throw new Error('replay');
    for (let k = 0; k <= lastMoment(replay.value); k++) {
      const b = boardAt(replay.value, k);
      const shown = b.seats.reduce(
        (n, s) =>
          n +
          s.hand.length +
          s.melds.reduce((m, x) => m + x.tiles.length, 0) +
          s.discards.filter((d) => d.claimedBy === null).length,
        0,
      );
      expect(shown).toBeLessThanOrEqual(136);
      expect(b.seats.filter((s) => s.active).length).toBeLessThanOrEqual(b.result === null ? 1 : 0);
    }
  });

  test('moments outside the hand are brought to its ends', () => {
    const replay = replayOf(rs[0]!);
    if (!replay.ok) throw new Error('replay');
    expect(clampMoment(replay.value, -5)).toBe(0);
    expect(clampMoment(replay.value, 1e9)).toBe(lastMoment(replay.value));
    expect(clampMoment(replay.value, Number.NaN)).toBe(0);
  });
});

describe('bad records are error values', () => {
  const [r] = firstRecords(11, 1, 'careful');
  const text = JSON.stringify(r);
  const tamper = (f: (x: Record<string, unknown>) => void): string => {
    const x = JSON.parse(text) as Record<string, unknown>;
    f(x);
    return JSON.stringify(x);
  };
  const discard = r!.events.findIndex((e) => e.type === 'discard');

  test.each([
    ['empty', '   \n'],
    ['not-json', '{"format": "fan-and-laak/hand", '],
    ['foreign', '{"type":"tsumo","actor":0}'],
    ['foreign', '[1,2,3]'],
    ['version', tamper((x) => (x.version = 2))],
    ['shape', tamper((x) => (x.seed = 'seven'))],
    ['shape', tamper((x) => (x.events = [{ type: 'discard', seat: 'E', tile: 5 }]))],
    ['shape', tamper((x) => (x.dealt = null))],
    ['shape', tamper((x) => (x.learner = 'X'))],
    ['shape', tamper((x) => (x.learner = 2))],
    ['tampered', tamper((x) => ((x.events as { tile: string }[])[discard + 1]!.tile = '9z'))],
    ['tampered', tamper((x) => ((x.events as { tile: string }[])[discard]!.tile = '9z'))],
    ['tampered', tamper((x) => (x.result = null))],
  ] as const)('%s: %s', (code, bad) => {
    const read = readRecords(bad);
    const got = read.ok ? replayOf(read.value[0]!) : read;
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.error.code).toBe(code);
  });

  test('another seed is no tampering: the record replays from its own tiles', () => {
    const read = readRecords(tamper((x) => (x.seed = (r!.seed + 1) >>> 0)));
    expect(read.ok && replayOf(read.value[0]!).ok).toBe(true);
  });

  test('a changed discard is named by its event', () => {
    const read = readRecords(tamper((x) => ((x.events as { tile: string }[])[discard]!.tile = '9z')));
    const got = read.ok ? replayOf(read.value[0]!) : read;
    expect(!got.ok && got.error.event).toBe(discard);
  });

  test('the second of two records is named when it is the bad one', () => {
    const read = readRecords(`${text}\n{"nope":1}\n`);
    expect(read).toEqual({ ok: false, error: { code: 'foreign', record: 2 } });
  });

  test('no text and no mangled record throws', () => {
    const mangle = fc.tuple(fc.nat(text.length), fc.nat(40), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          mangle.map(([i, n, s]) => text.slice(0, i) + s + text.slice(i + n)),
        ),
        (s) => {
          const read = readRecords(s);
          const got = read.ok ? replayOf(read.value[0]!) : read;
          if (!got.ok) expect(RECORD_ERROR_CODES).toContain(got.error.code);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the page query', () => {
  test('round-trips and drops what it cannot use', () => {
    const q = { at: 12, hand: 3, g: '1.abc' };
    expect(parseReplayQuery(makeReplayQuery(q))).toEqual(q);
    expect(parseReplayQuery('?at=-1&hand=0&at=x')).toEqual({ at: null, hand: null, g: null });
    // An over-long link is kept for the link's reader to refuse in words.
    const long = 'A'.repeat(5000);
    expect(parseReplayQuery(`?g=${long}&at=3`)).toEqual({ at: 3, hand: null, g: long });
    fc.assert(fc.property(fc.string(), (s) => void parseReplayQuery(s)));
  });
});
