// The `arena` command: flags, the text table, the JSON figures, and the duplicate property
// (four equal bots meet every deal from every seat, so each nets exactly zero).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ArenaFigures } from '../engine/game/bots/arena.ts';
import { parseArena } from './arena.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [MAIN, 'arena', ...args], { encoding: 'utf8' });

describe('mahjong arena', () => {
  test('JSON: per bot its figures; four equal bots each net zero', () => {
    const r = run(['--bots', 'careful,careful,careful,careful', '--games', '3', '--seed', '4', '--json']);
    expect(r.status).toBe(0);
    const f = JSON.parse(r.stdout) as ArenaFigures;
    expect(f.hands).toBe(12);
    expect(f.bots.map((b) => b.bot)).toEqual(['careful', 'careful', 'careful', 'careful']);
    for (const b of f.bots) {
      expect(b.hands).toBe(12);
      expect(b.net).toBe(0);
    }
    expect(f.drawGames).toBeGreaterThanOrEqual(0);
    expect(f.deals).toBe(3);
  });

  test('the yardsticks sit at the table; draw games are counted over distinct deals', () => {
    const r = run([
      '--bots',
      'greedy,greedy,greedy,greedy',
      '--games',
      '8',
      '--seed',
      '100',
      '--min-fan',
      '3',
      '--json',
    ]);
    expect(r.status).toBe(0);
    const f = JSON.parse(r.stdout) as ArenaFigures;
    expect([f.hands, f.deals]).toEqual([32, 8]);
    // Four equal players play each deal alike from every seat: one sample per deal, 0 or 1.
    const drawn = Math.round(f.drawGames * 8);
    expect(f.drawGames).toBeCloseTo(drawn / 8, 12);
    const p = drawn / 8;
    expect(f.drawInterval).toBeCloseTo(1.96 * Math.sqrt((p * (1 - p) * 8) / 7 / 8), 12);
    const mixed = run(['--bots', 'strong,greedy,planner,greedy', '--games', '2', '--seed', '100', '--json']);
    expect((JSON.parse(mixed.stdout) as ArenaFigures).bots.map((b) => b.bot)).toEqual([
      'strong',
      'greedy',
      'planner',
      'greedy',
    ]);
  });

  test('text: a line per bot, the same figures for the same seed', () => {
    const args = [
      '--bots',
      'strong,careful,beginner,careful',
      '--games',
      '2',
      '--seed',
      '9',
      '--min-fan',
      '1',
      '--budget',
      '8',
    ];
    const r = run(args);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^8 hands, draw games \d+\.\d% ± \d+\.\d \(intervals over 2 deals\)$/);
    expect(lines.slice(2).map((l) => l.split(/\s+/)[1])).toEqual(['strong', 'careful', 'beginner', 'careful']);
    expect(run(args).stdout).toBe(r.stdout);
  });

  test.each([[['--bots', 'strong']], [['--games', 'x']], [['--bots', 'a,b,c,d']], [['--frobnicate']]])(
    '%j: exit 2 with an error line',
    (args) => {
      const bad = run(args);
      expect(bad.status).toBe(2);
      expect(JSON.parse(bad.stdout)).toMatchObject({ error: { code: 'bad-option' } });
    },
  );
});

test('flags become a request', () => {
  expect(parseArena(['--bots', 'strong,careful,careful,careful', '--games', '5', '--min-fan', '3'])).toEqual({
    ok: true,
    value: {
      bots: ['strong', 'careful', 'careful', 'careful'],
      games: 5,
      seed: 1,
      options: { minFan: 3, dangerousPlay: false },
      json: false,
    },
  });
  expect(parseArena(['--bots', 'strong,heuristic,careful,careful', '--budget', '16'])).toMatchObject({
    ok: true,
    value: { bots: ['strong', 'heuristic', 'careful', 'careful'], budget: 16 },
  });
});
