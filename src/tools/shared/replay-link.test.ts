// The replay link: every finished hand's record goes into a link and comes back the same; a
// hand in progress comes back as its record followed by its forced moves; nothing a visitor can
// type into the address makes it throw, and every bad link is one of the error codes.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyHandAction, handRecord, newHand, type HandRecord } from '../../engine/game/index.ts';
import { firstRecords } from '../../engine/game/fixture.ts';
import {
  makeReplayLink,
  MAX_LINK_LENGTH,
  parseReplayLink,
  readReplayLink,
  replayLinkOf,
  replayLinkQuery,
  REPLAY_LINK_ERRORS,
} from './replay-link.ts';

const withoutGame = ({ game: _game, ...r }: HandRecord): HandRecord => r;
const linkOf = (r: HandRecord): string => {
  const g = replayLinkOf(r);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

describe('round trip', () => {
  const cases = [
    ...firstRecords(7, 40, 'careful'),
    ...firstRecords(99, 30, 'beginner', { dangerousPlay: true, minFan: 1, changeSeats: true }),
    ...firstRecords(2024, 30, 'careful', { minFan: 3 }),
  ];

  test.each(cases.map((r, i) => [i, r] as const))('hand %i comes back from its link', (_, r) => {
    const g = linkOf(r);
    expect(readReplayLink(g)).toEqual({ ok: true, value: withoutGame(r) });
    expect(g.length).toBeLessThan(MAX_LINK_LENGTH);
  });

  test('parse and make are inverse on the links we make', () => {
    for (const r of cases.slice(0, 20)) {
      const g = linkOf(r);
      const parsed = parseReplayLink(g);
      expect(parsed.ok && makeReplayLink(parsed.value)).toBe(g);
    }
  });

  test('a false Mah-Jongg travels as its own field', () => {
    let h = newHand({ seed: 5 });
    // Before play each seat passes on a dealt kong; then East calls Mah-Jongg with a hand that does not win.
    while (h.phase.kind === 'deal')
      h = (applyHandAction(h, { type: 'pass', seat: h.phase.seat }) as { ok: true; value: typeof h }).value;
    const r = applyHandAction(h, { type: 'mahjong', seat: 0 });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.result?.outcome).toBe('false-mahjong');
    const rec = handRecord(r.value);
    const g = linkOf(rec);
    expect(g).toMatch(/\.[0-9a-z]+$/);
    expect(readReplayLink(g)).toEqual({ ok: true, value: rec });
  });

  test('a hand in progress comes back as its record, then its forced moves', () => {
    const [full] = firstRecords(31, 1, 'careful');
    const g = linkOf({ ...full!, events: full!.events.slice(0, 25), result: null });
    const back = readReplayLink(g);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value.events.slice(0, 25)).toEqual(full!.events.slice(0, 25));
  });

  test('a hand from the play table keeps its learner, so the replay can show their decisions', () => {
    for (const [i, learner] of (['E', 'S', 'W', 'N'] as const).entries()) {
      const r = { ...withoutGame(firstRecords(40 + i, 1, 'careful', { minFan: 3, dangerousPlay: true })[0]!), learner };
      const g = linkOf(r);
      expect(g).toMatch(new RegExp(`^2\\.[0-9a-z]{5}\\.[0-9a-z]+\\.E3d${learner}\\.`));
      expect(readReplayLink(g)).toEqual({ ok: true, value: r });
    }
  });

  test('a record naming no valid learner gives a link without one', () => {
    const [r] = firstRecords(41, 1, 'careful');
    const g = linkOf({ ...r!, learner: 'X' as never });
    expect(g).toBe(linkOf(r!));
  });

  test('the query for the page names the moment', () => {
    const [r] = firstRecords(3, 1, 'careful');
    const q = replayLinkQuery(r!, 12);
    expect(q.ok && q.value).toBe(`?g=${linkOf(r!)}&at=12`);
  });
});

describe('hostile links', () => {
  // Written as version 1 (no check), so that a changed move reaches the replay, which refuses it.
  const good = linkOf(firstRecords(8, 1, 'careful')[0]!).replace(/^2\.[0-9a-z]{5}\./, '1.');

  test.each([
    ['syntax', ''],
    ['syntax', 'hello'],
    ['syntax', '1.zz.X0.AB'],
    ['syntax', '1.abc.E0.A B'],
    ['version', '9.abc.E0.'],
    ['seed', '1.zzzzzzz.E0.'],
    ['too-long', `1.abc.E0.${'A'.repeat(MAX_LINK_LENGTH)}`],
    ['choice', good.replace(/^(\d+\.[^.]+\.[^.]+\.)./, '$1_')],
    ['extra', `${good}AAAA`],
    ['extra', `${good}.zz`],
  ] as const)('%s: %s', (code, g) => {
    expect(readReplayLink(g)).toEqual({ ok: false, error: code });
  });

  test('fuzzed links never throw', () => {
    const alphabet = fc.constantFrom(...'0123456789abcdefzESWNdc.-_ABCDQxyz~%'.split(''));
    const mutated = fc
      .tuple(fc.nat(good.length), fc.nat(6), fc.array(alphabet, { maxLength: 6 }))
      .map(([i, n, s]) => good.slice(0, i) + s.join('') + good.slice(i + n));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(alphabet, { maxLength: 60 }).map((a) => `1.${a.join('')}`),
          mutated,
        ),
        (g) => {
          const r = readReplayLink(g);
          if (!r.ok) expect(REPLAY_LINK_ERRORS).toContain(r.error);
        },
      ),
      { numRuns: 400 },
    );
  });
});
