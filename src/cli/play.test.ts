// The `play` command is a public interface: one JSON record per hand that replays exactly.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { replayRecord, type HandRecord } from '../engine/game/record.ts';
import { parsePlay, speedLine } from './play.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [MAIN, 'play', ...args], { encoding: 'utf8' });

describe('mahjong play', () => {
  const r = run(['--hands', '12', '--seed', '5', '--dangerous-play', '--min-fan', '1']);
  const records = r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as HandRecord);

  test('prints one record per hand, JSON Lines, exit 0', () => {
    expect(r.status).toBe(0);
    expect(records).toHaveLength(12);
    expect(records.map((x) => x.game?.hand)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(records.every((x) => x.options.dangerousPlay && x.options.minFan === 1)).toBe(true);
  });

  test('every record replays', () => {
    for (const rec of records) expect(replayRecord(rec).ok).toBe(true);
  });

  test('--bots: each player its own level, and the records replay', () => {
    const mixed = run([
      ...['--hands', '4', '--seed', '2', '--bots', 'strong,careful,beginner,careful', '--min-fan', '3'],
      ...['--budget', '8'],
    ]);
    expect(mixed.status).toBe(0);
    const recs = mixed.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as HandRecord);
    expect(recs).toHaveLength(4);
    for (const rec of recs) expect(replayRecord(rec).ok).toBe(true);
  });

  test('the same seed prints the same records', () => {
    expect(run(['--hands', '12', '--seed', '5', '--dangerous-play', '--min-fan', '1']).stdout).toBe(r.stdout);
  });

  test.each([[['--hands', 'many']], [['--seed', '-1']], [['--bot', 'genius']], [['--frobnicate']]])(
    '%j: exit 2 with an error line',
    (args) => {
      const bad = run(args);
      expect(bad.status).toBe(2);
      expect(JSON.parse(bad.stdout)).toMatchObject({ error: { code: 'bad-option' } });
    },
  );
});

test('flags become a request', () => {
  expect(parsePlay(['--hands', '3', '--seed', '9', '--change-seats', '--bot', 'beginner'])).toEqual({
    ok: true,
    value: {
      hands: 3,
      seed: 9,
      options: { minFan: 0, dangerousPlay: false, changeSeats: true },
      bot: 'beginner',
      bots: ['beginner', 'beginner', 'beginner', 'beginner'],
    },
  });
  const mixed = parsePlay(['--bots', 'strong,careful,careful,beginner']);
  expect(mixed.ok && mixed.value.bots).toEqual(['strong', 'careful', 'careful', 'beginner']);
  const searching = parsePlay(['--bot', 'strong', '--budget', '32']);
  expect(searching.ok && [searching.value.bots, searching.value.budget]).toEqual([
    ['strong', 'strong', 'strong', 'strong'],
    32,
  ]);
});

test.each([['strong,careful'], ['strong,careful,careful,genius'], ['a,b,c,d,e']])('--bots %s is refused', (v) => {
  expect(parsePlay(['--bots', v])).toMatchObject({ ok: false, error: { code: 'bad-option' } });
});

test('--bot and --bots together are refused', () => {
  expect(parsePlay(['--bot', 'strong', '--bots', 'strong,strong,strong,strong']).ok).toBe(false);
});

test("--bots seats the arena's yardsticks, and their records replay", () => {
  const yardsticks = parsePlay(['--bots', 'greedy,planner,strong,greedy']);
  expect(yardsticks.ok && yardsticks.value.bots).toEqual(['greedy', 'planner', 'strong', 'greedy']);
  const played = run(['--hands', '4', '--seed', '2', '--bots', 'planner,careful,greedy,beginner', '--min-fan', '3']);
  expect(played.status).toBe(0);
  const recs = played.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as HandRecord);
  expect(recs).toHaveLength(4);
  for (const rec of recs) expect(replayRecord(rec).ok).toBe(true);
});

describe('the speed line of a run with a strong player', () => {
  test('a searching player: hands a second and play-outs a decision, within its budget', () => {
    const r = run(['--hands', '2', '--seed', '3', '--bots', 'strong,careful,careful,careful', '--budget', '8']);
    expect(r.status).toBe(0);
    const m =
      /^strong \(searching with a budget of 8\): 2 hands in [\d.]+ s, [\d.]+ hands a second; (\d+) decisions with a choice, ([\d.]+) play-outs a decision\n$/.exec(
        r.stderr,
      );
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(0);
    expect(Number(m![2])).toBeGreaterThan(0);
    expect(Number(m![2])).toBeLessThanOrEqual(8);
  });

  test('the evaluation alone spends no play-outs; no strong player, no line', () => {
    const strong = run(['--hands', '2', '--seed', '3', '--bot', 'strong']);
    expect(strong.stderr).toMatch(
      /^strong \(the evaluation alone\): 2 hands in .* decisions with a choice, no play-outs\n$/,
    );
    expect(run(['--hands', '2', '--seed', '3', '--bot', 'careful']).stderr).toBe('');
  });

  test.each([
    [
      { hands: 4, seconds: 2, decisions: 10, playouts: 250, budget: 32 },
      'strong (searching with a budget of 32): 4 hands in 2.0 s, 2.00 hands a second; 10 decisions with a choice, 25.0 play-outs a decision\n',
    ],
    [
      { hands: 1000, seconds: 4, decisions: 9000, playouts: 0, budget: 0 },
      'strong (the evaluation alone): 1000 hands in 4.0 s, 250 hands a second; 9000 decisions with a choice, no play-outs\n',
    ],
  ])('%j', (f, line) => expect(speedLine(f)).toBe(line));
});
