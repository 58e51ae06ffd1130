// The comparison model: lines aligned by item id across the rule sets, differences marked, totals
// and payments. Scores are written out as data here (the model must work for any Score the rule
// sets return); the last block runs the real engine end to end.
import { describe, expect, test } from 'vitest';
import * as engine from '../../engine/index.ts';
import type { RuleSetId, Score, ScoreItem } from '../../engine/rules/types.ts';
import { toSituation, LINK_DEFAULTS } from '../shared/hand-link.ts';
import { compareHand } from './compare-hand.ts';
import {
  allLines,
  compareScores,
  handError,
  type Cell,
  type Comparison,
  type ScoreResults,
  type Unit,
} from './model.ts';

const NO_PAY = { E: 0, S: 0, W: 0, N: 0 };
const DISCARD = { seat: 'E', from: 'N', win: 'discard' } as const;

/** A score with the given items (`id:fan`, `id:fan:points` or `id:fan:points:block.block`) and totals. */
function fake(rules: RuleSetId, items: string, patch: Partial<Score> = {}): Score {
  const list: ScoreItem[] = items
    .split(' ')
    .filter(Boolean)
    .map((spec) => {
      const [id, fan, points, blocks] = spec.split(':');
      return {
        id: id!,
        fan: Number(fan),
        points: Number(points ?? 0),
        blocks: blocks ? blocks.split('.').map(Number) : [],
      };
    });
  const fan = list.reduce((a, i) => a + i.fan, 0);
  return {
    rules,
    reading: { shape: 'standard', blocks: [] },
    items: list,
    fan,
    limit: null,
    limits: [],
    points: fan,
    uncapped: fan,
    base: null,
    legal: true,
    reason: null,
    payments: NO_PAY,
    penalty: null,
    liable: null,
    ...patch,
  };
}

const ok = (s: Score) => ({ ok: true as const, value: s });
// A column that cannot score; the engine has no such error today, so any code stands in.
const cannotScore = (rules: RuleSetId) => ({
  ok: false as const,
  error: { code: 'bad-option' as const, text: rules },
});

function results(hke: Score | null, classic: Score | null, modern: Score | null, simple: Score | null): ScoreResults {
  return {
    hke: hke ? ok(hke) : cannotScore('hke'),
    classic: classic ? ok(classic) : cannotScore('classic'),
    'hk-modern': modern ? ok(modern) : cannotScore('hk-modern'),
    'hk-simple': simple ? ok(simple) : cannotScore('hk-simple'),
  };
}

const line = (c: Comparison, key: string) => {
  const found = allLines(c).find((l) => l.key === key);
  if (!found)
    throw new Error(
      `no line ${key} in ${allLines(c)
        .map((l) => l.key)
        .join(', ')}`,
    );
  return found;
};
const item = (fan: number, unit: Unit = 'fan', points = 0, count = 1): Cell => ({
  kind: 'item',
  unit,
  fan,
  points,
  count,
});

describe('lines aligned by meaning', () => {
  // A self-drawn hand with a pung of red dragons, as each rule set might score it.
  const c = compareScores(
    results(
      fake('hke', 'dragon-pung:1 self-draw:1'),
      fake('classic', 'mahjong:0:20 pung-major:0:4:0 wind-pair:0:2:4 self-draw:0:2 dragon-pung:1:0:0', {
        base: 28,
        points: 56,
        uncapped: 56,
      }),
      fake('hk-modern', 'self-draw:1 dragon-pung:1'),
      fake('hk-simple', 'self-draw:1 dragon-pung:1'),
    ),
    { seat: 'S', from: null, win: 'self-draw' },
  );

  test('one line per item id, in HKE table order, whatever order the others list them in', () => {
    expect(c.groups.find((g) => g.id === 'patterns')!.lines.map((l) => l.id)).toEqual(['dragon-pung', 'self-draw']);
  });

  test("a dragon pung: 1 fan in the fan rule sets; in classic the set's base points and its doubling, on one line", () => {
    expect(line(c, 'pattern:dragon-pung').cells).toEqual({
      hke: item(1),
      classic: item(1, 'doublings', 4),
      'hk-modern': item(1),
      'hk-simple': item(1, 'section'),
    });
  });

  test('the same meaning as fan here and base points there shares the line', () => {
    expect(line(c, 'pattern:self-draw').cells.classic).toEqual(item(0, 'doublings', 2));
  });

  test("classic's own base points get a group of their own and are no difference", () => {
    const base = c.groups.find((g) => g.id === 'base')!.lines;
    expect(base.map((l) => [l.id, l.cells.classic, l.cells.hke, l.differs])).toEqual([
      ['mahjong', item(0, 'doublings', 20), null, false],
      ['wind-pair', item(0, 'doublings', 2), null, false],
    ]);
  });

  test('totals: fan, base points (classic has them), points; no "before the cap" when nothing was capped', () => {
    expect(c.groups.find((g) => g.id === 'totals')!.lines.map((l) => l.key)).toEqual(['fan', 'base-total', 'points']);
    expect(line(c, 'base-total').cells).toMatchObject({ classic: { kind: 'number', value: 28 }, hke: null });
  });

  test("the sum of the lines is in each rule set's own unit: fan, doublings, section points", () => {
    expect(line(c, 'fan').cells).toEqual({
      hke: { kind: 'number', value: 2, signed: false, unit: 'fan' },
      classic: { kind: 'number', value: 1, signed: false, unit: 'doublings' },
      'hk-modern': { kind: 'number', value: 2, signed: false, unit: 'fan' },
      'hk-simple': { kind: 'number', value: 2, signed: false, unit: 'section' },
    });
  });

  test("the fan rule sets agree; classic's points and doublings read differently on every line it shares", () => {
    expect(
      allLines(c)
        .filter((l) => l.differs)
        .map((l) => l.key),
    ).toEqual(['pattern:dragon-pung', 'pattern:self-draw', 'fan', 'points']);
  });

  test('nothing differs when every rule set agrees', () => {
    const same = (r: RuleSetId) => fake(r, 'dragon-pung:1 self-draw:1');
    const agreed = compareScores(results(same('hke'), null, same('hk-modern'), same('hk-simple')), DISCARD);
    expect(allLines(agreed).filter((l) => l.differs)).toEqual([]);
  });
});

describe('differences', () => {
  test.each<[string, ScoreResults, string[]]>([
    [
      // hk-modern: little three dragons replaces the dragon pungs.
      'an item missing in one rule set',
      results(
        fake('hke', 'dragon-pung:1 dragon-pung:1 little-three-dragons:4'),
        null,
        fake('hk-modern', 'little-three-dragons:5'),
        fake('hk-simple', 'dragon-pung:1 dragon-pung:1 little-three-dragons:2'),
      ),
      ['pattern:dragon-pung', 'pattern:little-three-dragons', 'fan', 'points'],
    ],
    [
      'a different number of fan for the same pattern',
      results(fake('hke', 'full-flush:6'), null, fake('hk-modern', 'full-flush:7'), fake('hk-simple', 'full-flush:6')),
      ['pattern:full-flush', 'fan', 'points'],
    ],
    [
      // What the learner reads across the line: "×2" beside "3 fan" is not the same value.
      "classic's ×2 beside 3 fan is a difference; the fan total 1 beside 3 too",
      results(
        fake('hke', 'half-flush:3'),
        fake('classic', 'half-flush:1'),
        fake('hk-modern', 'half-flush:3'),
        fake('hk-simple', 'half-flush:3'),
      ),
      ['pattern:half-flush', 'fan', 'points'],
    ],
    [
      'the same doublings and points in classic as its own line elsewhere: nothing differs',
      results(null, fake('classic', 'half-flush:1'), null, null),
      [],
    ],
    [
      'a liable player in one column only',
      results(fake('hke', 'a:1', { liable: 'W' }), null, fake('hk-modern', 'a:1'), null),
      ['result'],
    ],
    [
      'a win here, no win there',
      results(
        fake('hke', 'self-draw:1'),
        null,
        fake('hk-modern', 'self-draw:1', { legal: false, reason: 'below-minimum', penalty: 'false-mahjong' }),
        fake('hk-simple', 'self-draw:1'),
      ),
      ['result'],
    ],
    [
      'payments that differ',
      results(
        fake('hke', '', { payments: { E: 2, S: -1, W: -1, N: 0 } }),
        null,
        fake('hk-modern', '', { payments: { E: 2, S: -2, W: 0, N: 0 } }),
        null,
      ),
      ['payment:S', 'payment:W'],
    ],
    [
      'a limit hand in one rule set only',
      results(fake('hke', '', { limit: 'all-kongs', limits: ['all-kongs'] }), null, fake('hk-modern', ''), null),
      ['limit:all-kongs'],
    ],
  ])('%s', (_name, res, differing) => {
    const c = compareScores(res, DISCARD);
    expect(
      allLines(c)
        .filter((l) => l.differs)
        .map((l) => l.key),
    ).toEqual(differing);
  });

  test("two dragon pungs in classic: each set's base points join its own doubling", () => {
    const c = compareScores(
      results(
        null,
        fake('classic', 'pung-major:0:4:0 pung-major:0:8:1 pung-major:0:4:2 dragon-pung:1:0:0 dragon-pung:1:0:1'),
        null,
        null,
      ),
      DISCARD,
    );
    expect(line(c, 'pattern:dragon-pung').cells.classic).toEqual(item(2, 'doublings', 12, 2));
    // The third pung earns no doubling: its base points keep a line of their own.
    expect(line(c, 'base:pung-major').cells.classic).toEqual(item(0, 'doublings', 4));
  });

  test('a limit here and an ordinary pattern there share the limit’s line', () => {
    const c = compareScores(
      results(
        fake('hke', 'no-flowers:1', { limit: 'all-honours', limits: ['all-honours'] }),
        null,
        fake('hk-modern', 'no-flowers:1 all-honours:10'),
        fake('hk-simple', 'all-honours:7 half-flush:3'),
      ),
      DISCARD,
    );
    expect(line(c, 'limit:all-honours').cells).toEqual({
      hke: { kind: 'limit' },
      classic: null,
      'hk-modern': item(10),
      'hk-simple': item(7, 'section'),
    });
    expect(line(c, 'limit:all-honours').differs).toBe(true);
    expect(allLines(c).some((l) => l.key === 'pattern:all-honours')).toBe(false);
  });

  test('an item counted twice is one line with its count and summed fan', () => {
    const c = compareScores(results(fake('hke', 'dragon-pung:1 dragon-pung:1'), null, null, null), DISCARD);
    expect(line(c, 'pattern:dragon-pung').cells.hke).toEqual(item(2, 'fan', 0, 2));
  });

  test('a capped score adds the "before the cap" line', () => {
    const c = compareScores(
      results(fake('hke', 'a:1'), fake('classic', 'b:5:40', { base: 40, points: 1000, uncapped: 1280 }), null, null),
      DISCARD,
    );
    expect(line(c, 'uncapped').cells).toMatchObject({ hke: { value: 1 }, classic: { value: 1280 } });
  });
});

describe('columns that cannot score', () => {
  test('a rule set without scoring shows its error on the result line and nothing else', () => {
    const c = compareScores(results(fake('hke', 'self-draw:1'), null, null, null), {
      seat: 'E',
      from: null,
      win: 'self-draw',
    });
    expect(line(c, 'result').cells.classic).toEqual({
      kind: 'error',
      error: { code: 'bad-option', text: 'classic' },
    });
    expect(line(c, 'pattern:self-draw').cells.classic).toBeNull();
    expect(line(c, 'pattern:self-draw').differs).toBe(false);
    expect(line(c, 'payment:E').cells.classic).toBeNull();
  });

  test("an error of the hand or situation is the page's, not a column's", () => {
    const impossible = {
      ok: false as const,
      error: { code: 'impossible-situation' as const, reason: 'heaven-not-dealer' },
    };
    expect(
      handError({ hke: impossible, classic: impossible, 'hk-modern': impossible, 'hk-simple': impossible }),
    ).toEqual(impossible.error);
    expect(handError(results(fake('hke', ''), null, null, null))).toBeNull();
  });
});

describe('with the engine', () => {
  const compare = (hand: string, patch: Partial<typeof LINK_DEFAULTS> = {}) => {
    const h = engine.parseHand(hand);
    if (!h.ok) throw new Error(hand);
    return compareHand(engine, h.value, toSituation({ ...LINK_DEFAULTS, ...patch }));
  };

  test("HKE's column holds exactly the engine's items and payments", () => {
    const r = compare('123m456m78m11z [777z] +9m', { seat: 'S', win: 'self-draw' });
    if (!r.ok) throw new Error(r.error.code);
    const hand = engine.parseHand('123m456m78m11z [777z] +9m');
    const s = hand.ok ? engine.score(hand.value, toSituation({ ...LINK_DEFAULTS, seat: 'S', win: 'self-draw' })) : hand;
    if (!s.ok) throw new Error('score');
    const hkeCells = allLines(r.value)
      .filter((l) => l.kind === 'pattern' && l.cells.hke !== null)
      .map((l) => l.id);
    expect(hkeCells).toEqual([...new Set(s.value.items.map((i) => i.id))]);
    expect(engine.WIND_LETTERS.map((w) => line(r.value, `payment:${w}`).cells.hke)).toEqual(
      engine.WIND_LETTERS.map((w) => ({ kind: 'number', value: s.value.payments[w], signed: true })),
    );
    expect(r.value.seat).toBe('S');
    expect(r.value.from).toBeNull();
  });

  test('the default discarder is filled in: the player before the winner', () => {
    const r = compare('123m456p789s11z55p +5p', { seat: 'W' });
    expect(r.ok && r.value.from).toBe('S');
  });

  test.each([
    [
      'an impossible situation',
      '123m456p789s11z55p +5p',
      { seat: 'S' as const, heaven: true, win: 'self-draw' as const },
      'impossible-situation',
    ],
    ['tiles that do not win', '123m456p789s11z56p +9p', {}, 'not-complete-hand'],
  ])('%s is one error for the whole page', (_name, hand, patch, code) => {
    const r = compare(hand, patch);
    expect(r.ok ? null : r.error.code).toBe(code);
  });
});

describe('nothing lost, nothing counted twice', () => {
  test('for random complete hands, each column adds up to its rule set’s fan and base points', () => {
    const rng = engine.seededRng(6);
    for (let n = 0; n < 300; n++) {
      const hand = engine.randomCompleteHand(rng, { declared: 0.3, kong: 0.2 });
      const situation = toSituation({
        ...LINK_DEFAULTS,
        seat: engine.WIND_LETTERS[n % 4]!,
        win: n % 3 === 0 ? 'self-draw' : 'discard',
      });
      const r = compareHand(engine, hand, situation);
      if (!r.ok) throw new Error(`${engine.makeHand(hand)}: ${r.error.code}`);
      for (const rules of engine.RULE_SETS) {
        const s = engine.score(hand, situation, { rules });
        if (!s.ok) throw new Error(rules);
        const cells = allLines(r.value)
          .filter((l) => l.kind === 'pattern' || l.kind === 'base' || l.kind === 'limit')
          .map((l) => l.cells[rules])
          .filter((c) => c?.kind === 'item');
        expect(cells.reduce((a, c) => a + c.fan, 0)).toBe(s.value.items.reduce((a, i) => a + i.fan, 0));
        expect(cells.reduce((a, c) => a + c.points, 0)).toBe(s.value.items.reduce((a, i) => a + i.points, 0));
        expect(line(r.value, 'points').cells[rules]).toEqual({ kind: 'number', value: s.value.points, signed: false });
      }
    }
  });
});
