// The CLI is a public interface: its JSON shape and exit codes are tested here.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CLASSIC_DEFAULTS, HK_MODERN_DEFAULTS, HK_SIMPLE_DEFAULTS, HKE_DEFAULTS, makeHand } from '../engine/index.ts';
import { randomCompleteHand, randomTenpaiHand, seededRng } from '../engine/random.ts';
import { parseCli } from './args.ts';
import { OPTION_FLAGS } from './option-flags.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// Four sets formed in the hand (one a concealed kong), South liable for the fourth one.
const CONCEALED_LIABLE = [
  'score',
  '(1111m) 222m333m444m5m +5m',
  '--self-draw',
  '--liable',
  'S',
  '--liable-why',
  'fourth-set',
];

function cli(args: string[], input?: string): { status: number | null; out: unknown[]; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { input, encoding: 'utf8' });
  const out = r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as unknown);
  return { status: r.status, out, err: r.stderr };
}

describe('mahjong CLI', () => {
  test('waits prints the winning tiles in canonical order', () => {
    expect(cli(['waits', '123m456p789s11z45s'])).toMatchObject({ status: 0, out: [{ waits: ['3s', '6s'] }] });
    expect(cli(['waits', '1112345678999m']).out[0]).toEqual({
      waits: ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'],
    });
  });

  test('score prints fan, limit, points, items and signed payments', () => {
    const r = cli(['score', '123m456p789s11z55p +5p', '--seat', 'S', '--self-draw']);
    expect(r.status).toBe(0);
    expect(r.out[0]).toMatchObject({
      fan: 2,
      limit: null,
      points: 4,
      items: [
        { id: 'no-flowers', fan: 1 },
        { id: 'self-draw', fan: 1 },
      ],
      payments: { E: -8, S: 24, W: -8, N: -8 },
    });
  });

  test('defaults: rules hke, seat E, round E, discard from the player before the winner', () => {
    const r = cli(['score', '[111z] 123m456p789s1p +1p']);
    expect(r.out[0]).toMatchObject({ rules: 'hke', fan: 3, points: 8, payments: { E: 32, S: -8, W: -8, N: -16 } });
  });

  test('a limit hand', () => {
    expect(cli(['score', '1112345678999m +5m', '--self-draw']).out[0]).toMatchObject({
      limit: 'nine-gates',
      points: 64,
    });
  });

  test.each([
    [['waits', '123x'], 'unknown-char'],
    [['score', '123m456p789s11z55p5p'], 'no-winning-tile'],
    [['score', '123m456p789s11z56p +9p'], 'not-complete-hand'],
    [['score', '123m456p789s11z55p +5p', '--heaven', '--seat', 'S'], 'impossible-situation'],
    [['score', '123m456p789s11z55p +5p', '--from', 'E'], 'impossible-situation'],
    [['score', '123m456p789s11z55p +5p', '--robbing-kong', '--self-draw'], 'impossible-situation'],
    [['score', '123m456p789s11z55p +5p', '--seat', 'X'], 'bad-option'],
    [['score', '123m456p789s11z55p +5p', '--rules', 'riichi'], 'bad-option'],
    [['score', '123m456p789s11z55p +5p', '--modern-max-fan', '9'], 'bad-option'],
    [['score', '123m456p789s11z55p +5p', '--liable', 'S'], 'bad-option'],
    [['score', '123m456p789s11z55p +5p', '--kong-replacement'], 'impossible-situation'],
    [['compare', '123m456p789s11z55p +5p', '--rules', 'hke'], 'bad-option'],
    [['compare', '123m456p789s11z56p +9p'], 'not-complete-hand'],
    [['compare', '123m456p789s11z55p +5p', '--earth', '--seat', 'S', '--last-tile'], 'impossible-situation'],
    [['score', '123m456p789s11z55p +5p', '--bogus'], 'bad-option'],
    // A supplier named for a hand whose sets are all concealed: impossible under every rule set.
    ...['hke', 'classic', 'hk-modern', 'hk-simple'].map(
      (rules) => [[...CONCEALED_LIABLE, '--rules', rules], 'impossible-situation'] as [string[], string],
    ),
    [['compare', ...CONCEALED_LIABLE.slice(1)], 'impossible-situation'],
    [['dance', '1m'], 'bad-option'],
  ])('%j fails with exit 2 and code %s', (args, code) => {
    const r = cli(args);
    expect(r.status).toBe(2);
    expect(r.out[0]).toMatchObject({ error: { code } });
    expect((r.out[0] as { error: { message: string } }).error.message.length).toBeGreaterThan(10);
    expect(r.err).not.toBe('');
  });

  test('standard input: one JSON line per hand, an error line for a bad one, and on', () => {
    const r = cli(['waits'], '1112345678999m\nnot a hand\n\n123m456p789s11z46s\n');
    expect(r.status).toBe(2);
    expect(r.out).toEqual([
      { waits: ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'] },
      expect.objectContaining({ line: 2, error: expect.objectContaining({ code: 'unknown-char' }) }),
      { waits: ['5s'] },
    ]);
  });

  test('standard input for score, all good: exit 0', () => {
    const r = cli(['score', '--self-draw'], '123m456p789s11z55p +5p\n1112345678999m +5m\n');
    expect(r.status).toBe(0);
    expect(r.out.map((o) => (o as { points: number }).points)).toEqual([4, 64]);
  });
});

const PLAIN = '123m456p789s11z55p +5p';

describe('score JSON for every rule set', () => {
  test('legal and reason on an ordinary win; uncapped; base and doublings only for classic', () => {
    const hke = cli(['score', PLAIN, '--seat', 'S', '--self-draw']).out[0];
    expect(hke).toMatchObject({ rules: 'hke', legal: true, reason: null, uncapped: 4, base: null, doublings: null });
  });

  test('classic: base-point items and doubling items, with their totals; points = base × 2^doublings', () => {
    const r = cli(['score', PLAIN, '--rules', 'classic', '--seat', 'S', '--self-draw']);
    expect(r.status).toBe(0);
    const s = r.out[0] as {
      fan: number;
      points: number;
      uncapped: number;
      items: { id: string; fan: number }[];
      base: { total: number; items: { id: string; points: number; sets: number[] }[] };
      doublings: { total: number; items: { id: string; doublings: number; sets: number[] }[] };
    };
    expect(s.base.items.map((i) => i.id)).toContain('mahjong');
    expect(s.base.total).toBe(s.base.items.reduce((a, i) => a + i.points, 0));
    expect(s.doublings.total).toBe(s.fan);
    expect(s.doublings.total).toBe(s.doublings.items.reduce((a, i) => a + i.doublings, 0));
    expect(s.uncapped).toBe(s.base.total * 2 ** s.fan);
    expect(s.points).toBe(Math.min(s.uncapped, 1000));
    // Every item is in exactly one of the two lists.
    expect([...s.base.items, ...s.doublings.items].map((i) => i.id).sort()).toEqual(s.items.map((i) => i.id).sort());
  });

  test('a hand below the minimum is no win: legal false, a reason and the penalty', () => {
    const s = cli(['score', PLAIN, '--rules', 'hk-modern', '--seat', 'S']).out[0];
    expect(s).toMatchObject({ legal: false, reason: 'below-minimum', penalty: 'false-mahjong' });
    expect(cli(['score', PLAIN, '--rules', 'hk-modern', '--seat', 'S', '--modern-min-fan', '1']).out[0]).toMatchObject({
      legal: true,
      reason: null,
    });
  });

  test('rule-set flags reach their rule set: the classic limit caps the score', () => {
    const s = cli(['score', PLAIN, '--rules', 'classic', '--seat', 'S', '--self-draw', '--classic-limit', '50']).out[0];
    expect(s).toMatchObject({ points: 50 });
    expect((s as { uncapped: number }).uncapped).toBeGreaterThan(50);
  });
});

describe('compare', () => {
  const RULES = ['hke', 'classic', 'hk-modern', 'hk-simple'];
  const FLAGS = ['--seat', 'W', '--self-draw', '--modern-min-fan', '1', '--classic-limit', '500'];

  test('one object, a key per rule set, each exactly what score --rules X prints', () => {
    const r = cli(['compare', PLAIN, ...FLAGS]);
    expect(r.status).toBe(0);
    expect(r.out).toHaveLength(1);
    const all = r.out[0] as Record<string, unknown>;
    expect(Object.keys(all)).toEqual(RULES);
    for (const rules of RULES) expect(all[rules]).toEqual(cli(['score', PLAIN, '--rules', rules, ...FLAGS]).out[0]);
  });

  test('standard input: one object per hand, an error line for a bad one', () => {
    const r = cli(['compare', '--self-draw'], `${PLAIN}\n123x\n1112345678999m +5m\n`);
    expect(r.status).toBe(2);
    expect(r.out).toHaveLength(3);
    expect(Object.keys(r.out[0] as object)).toEqual(RULES);
    expect(r.out[1]).toMatchObject({ line: 2, error: { code: 'unknown-char' } });
    expect((r.out[2] as Record<string, { limit: string }>)['hke']!.limit).toBe('nine-gates');
  });
});

describe('batch mode', () => {
  // Seeded hands, some with errors, with \r\n and blank lines: the batch prints what the hands
  // print one by one (given as arguments), in order, error lines with their line number.
  const rng = seededRng(9);
  const tenpai = Array.from({ length: 150 }, (_, i) =>
    makeHand(randomTenpaiHand(rng, { declared: i % 2 ? 0.4 : 0, kong: 0.2 })),
  );
  const complete = Array.from({ length: 60 }, () => makeHand(randomCompleteHand(rng, { declared: 0.3, kong: 0.2 })));

  test.each([
    ['waits', tenpai, []],
    ['score', complete, ['--seat', 'S', '--self-draw']],
    ['compare', complete.slice(0, 20), ['--seat', 'N']],
  ])('%s: batch output equals one-by-one output', (command, hands, flags) => {
    const lines = [...hands.slice(0, 5), '', 'not a hand', ...hands.slice(5)];
    const batch = cli([command, ...flags], lines.join('\r\n'));
    const oneByOne = cli([command, ...hands, ...flags]);
    expect(oneByOne.status).toBe(0);
    expect(batch.status).toBe(2);
    const good = batch.out.filter((o) => !Object.hasOwn(o as object, 'error'));
    expect(good).toEqual(oneByOne.out);
    expect(batch.out[5]).toMatchObject({ line: 7, error: { code: 'unknown-char' } });
  });
});

describe('parseCli', () => {
  const flagsOf = (...args: string[]) => {
    const r = parseCli(['score', 'h', ...args]);
    return r.ok ? r.value.options : r.error;
  };

  test('every option of every rule set has a flag', () => {
    const covered = (rules: keyof typeof DEFAULTS) =>
      new Set(
        Object.values(OPTION_FLAGS)
          .filter((f) => f.rules === rules)
          .map((f) => f.option),
      );
    const DEFAULTS = {
      hke: HKE_DEFAULTS,
      classic: CLASSIC_DEFAULTS,
      hkModern: HK_MODERN_DEFAULTS,
      hkSimple: HK_SIMPLE_DEFAULTS,
    };
    for (const [rules, defaults] of Object.entries(DEFAULTS)) {
      const missing = Object.keys(defaults).filter((k) => !covered(rules as keyof typeof DEFAULTS).has(k));
      expect({ rules, missing }).toEqual({ rules, missing: [] });
    }
  });

  test.each([
    [['--min-fan', '3', '--dangerous-play'], { hke: { minFan: 3, dangerousPlay: true } }],
    [
      ['--classic-limit', '500', '--classic-min-one-doubling', '--classic-nine-lanterns-with-chows'],
      { classic: { limit: 500, minOneDoubling: true, nineLanternsWithChows: true } },
    ],
    [
      ['--modern-min-fan', '0', '--modern-max-fan', '13', '--modern-payment', 'half', '--modern-no-bonus-tiles'],
      { hkModern: { minFan: 0, maxFan: 13, payment: 'half', bonusTiles: false } },
    ],
    [
      ['--modern-eight-flowers', '8', '--modern-little-four-winds', '6', '--modern-human-hand', '3'],
      { hkModern: { eightFlowers: 8, littleFourWinds: 6, humanHand: 3 } },
    ],
    [['--modern-human-hand', 'none'], { hkModern: { humanHand: 'none' } }],
    [['--simple-min-fan', '2', '--simple-no-dangerous-play'], { hkSimple: { minFan: 2, dangerousPlay: false } }],
  ])('%j sets %j', (args, expected) => {
    expect(flagsOf(...args)).toEqual({ hke: {}, classic: {}, hkModern: {}, hkSimple: {}, ...expected });
  });

  test.each([
    ['--min-fan', '1.5'],
    ['--classic-limit', '0'],
    ['--modern-max-fan', '9'],
    ['--modern-payment', 'spicy'],
    ['--modern-min-fan', 'two'],
    ['--modern-eight-flowers', '12'],
    ['--modern-little-four-winds', 'five'],
    ['--modern-human-hand', 'maybe'],
    ['--simple-min-fan', 'x'],
  ])('%s %s is a bad value of its option', (flag, value) => {
    expect(flagsOf(flag, value)).toMatchObject({ code: 'bad-option', text: `${flag} ${value}`, option: flag, value });
  });

  test('liability: a seat and a reason, both or neither', () => {
    const r = parseCli(['score', 'h', '--liable', 's', '--liable-why', 'fourth-set']);
    expect(r.ok && r.value.situation.liable).toEqual({ seat: 1, why: 'fourth-set' });
    for (const args of [
      ['--liable', 'S'],
      ['--liable-why', 'fourth-set'],
      ['--liable', 'X', '--liable-why', 'fourth-set'],
      ['--liable', 'S', '--liable-why', 'bad-luck'],
    ]) {
      const bad = parseCli(['score', 'h', ...args]);
      expect(bad.ok ? 'ok' : bad.error.code).toBe('bad-option');
    }
  });

  test('compare takes the same situation and option flags, and no --rules', () => {
    const r = parseCli(['compare', 'h', '--seat', 'N', '--modern-payment', 'half', '--min-fan', '2']);
    expect(r.ok && r.value.command).toBe('compare');
    expect(r.ok && r.value.options).toMatchObject({ hke: { minFan: 2 }, hkModern: { payment: 'half' } });
    expect(parseCli(['compare', 'h', '--rules', 'classic'])).toMatchObject({
      ok: false,
      error: { code: 'bad-option' },
    });
  });

  test('flags become a situation', () => {
    const r = parseCli(['score', 'h', '--seat', 'w', '--round', 'S', '--kong-replacement', '--last-tile']);
    expect(r.ok && r.value.situation).toEqual({
      seat: 2,
      round: 1,
      win: 'kong-replacement',
      lastTile: true,
      heaven: false,
      earth: false,
    });
  });
  test('--heaven implies a self-drawn win', () => {
    const r = parseCli(['score', 'h', '--heaven']);
    expect(r.ok && r.value.situation.win).toBe('self-draw');
  });
});
