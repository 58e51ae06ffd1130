// The hand link's check: a link cut off in a message or an address bar is refused as cut off,
// never played as a hand in progress; a hand in progress still opens; links shared before the
// check (version 1, fixtures/replay-links-v1.json, written by the release before it) open as
// they did.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { firstRecords } from '../../engine/game/fixture.ts';
import type { HandRecord } from '../../engine/game/index.ts';
import v1Json from './fixtures/replay-links-v1.json' with { type: 'json' };
import { readReplayLink, replayLinkOf, REPLAY_LINK_ERRORS } from './replay-link.ts';

type Level = 'careful' | 'beginner';
/** A hand played by four computer players of `level` (hand `hand` of the game from `seed`), as
 * its link; `events`: only its first events, a hand in progress, with the learner's seat. */
interface PlayedLink {
  seed: number;
  level: Level;
  options: object;
  hand: number;
  events?: number;
  learner?: string;
  link: string;
}
/** The false Mah-Jongg of src/tools/shared/replay-link.test.ts (seed 5). */
interface FalseCallLink {
  falseMahjong: number;
  link: string;
}
const v1Links = v1Json as (PlayedLink | FalseCallLink)[];
const isPlayed = (f: PlayedLink | FalseCallLink): f is PlayedLink => 'seed' in f;
const withoutGame = ({ game: _game, ...r }: HandRecord): HandRecord => r;
const linkOf = (r: HandRecord): string => {
  const g = replayLinkOf(r);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

describe('links shared before the check (version 1)', () => {
  const played = v1Links.filter(isPlayed).filter((f) => f.events === undefined);
  test.each(played.map((f) => [f.link, f] as const))('%s opens as the hand it was made from', (link, f) => {
    const r = firstRecords(f.seed, f.hand + 1, f.level, f.options)[f.hand]!;
    expect(readReplayLink(link)).toEqual({ ok: true, value: withoutGame(r) });
  });

  test('a hand in progress written as version 1 still opens as one', () => {
    const f = v1Links.filter(isPlayed).find((x) => x.events !== undefined);
    if (f?.events === undefined) throw new Error('fixture missing');
    const full = firstRecords(f.seed, 1, f.level)[0]!;
    const back = readReplayLink(f.link);
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.value.events.slice(0, f.events)).toEqual(full.events.slice(0, f.events));
      expect(back.value.learner).toBe(f.learner);
    }
  });

  test('a false Mah-Jongg written as version 1 still opens', () => {
    const f = v1Links.find((x) => 'falseMahjong' in x)!;
    const back = readReplayLink(f.link);
    expect(back.ok && back.value.result?.outcome).toBe('false-mahjong');
  });
});

describe('links with the check (version 2)', () => {
  const finished = [
    ...firstRecords(7, 3, 'careful'),
    ...firstRecords(99, 2, 'beginner', { dangerousPlay: true, minFan: 1, changeSeats: true }),
  ];
  const partial = { ...finished[0]!, events: finished[0]!.events.slice(0, 30), result: null, learner: 'W' as const };
  const links = [...finished.map(withoutGame), partial].map(linkOf);

  test('are written with the version, then five base-36 characters of check', () => {
    for (const g of links) expect(g).toMatch(/^2\.[0-9a-z]{5}\.[0-9a-z]{1,7}\.[ESWN]\d{1,2}d?c?[ESWN]?\./);
  });

  test('open whole: a finished hand as itself, a hand in progress as one', () => {
    for (const [i, r] of finished.entries())
      expect(readReplayLink(links[i]!)).toEqual({ ok: true, value: withoutGame(r) });
    const back = readReplayLink(links.at(-1)!);
    expect(back.ok && back.value.events.slice(0, 30)).toEqual(partial.events);
  });

  test('every truncation is refused as cut off, never played as a hand in progress', () => {
    let cuts = 0;
    for (const g of links)
      for (let k = 1; k < g.length; k++) {
        expect([g.slice(0, k), readReplayLink(g.slice(0, k))]).toEqual([g.slice(0, k), { ok: false, error: 'check' }]);
        cuts++;
      }
    expect(cuts).toBe(links.reduce((n, g) => n + g.length - 1, 0));
    // Nothing at all is no link, not a cut one.
    expect(readReplayLink('')).toEqual({ ok: false, error: 'syntax' });
  });

  test('a changed option, seed, learner or move is refused as changed', () => {
    const g = links[0]!;
    const changed = [
      g.replace(/\.E0\./, '.E3.'),
      g.replace(/\.E0\./, '.E0d.'),
      g.replace(/\.E0\./, '.E0S.'),
      g.replace(/^(2\.[0-9a-z]{5}\.)./, (_, head: string) => `${head}${g[8] === 'a' ? 'b' : 'a'}`),
      g.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      `${g}A`,
      `${g}.zz`,
    ];
    for (const c of changed) {
      expect(c).not.toBe(g);
      expect([c, readReplayLink(c)]).toEqual([c, { ok: false, error: 'check' }]);
    }
  });

  test('a link with one character replaced anywhere never plays, and is refused with a known code', () => {
    const alphabet = fc.constantFrom(...'0123456789abcdefzESWNdc.-_ABCDQxyz'.split(''));
    fc.assert(
      fc.property(fc.constantFrom(...links), fc.nat(), alphabet, (g, i, c) => {
        const at = i % g.length;
        const edited = g.slice(0, at) + c + g.slice(at + 1);
        const r = readReplayLink(edited);
        if (edited === g) return;
        expect(r.ok).toBe(false);
        if (!r.ok) expect(REPLAY_LINK_ERRORS).toContain(r.error);
      }),
      { numRuns: 500 },
    );
  });
});
