// The CLI is a public interface: its JSON shape and exit codes are tested here.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseCli } from './args.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function cli(args: string[], input?: string): { status: number | null; out: unknown[]; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { input, encoding: 'utf8' });
  const out = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as unknown);
  return { status: r.status, out, err: r.stderr };
}

describe('mahjong CLI', () => {
  test('waits prints the winning tiles in canonical order', () => {
    expect(cli(['waits', '123m456p789s11z45s'])).toMatchObject({ status: 0, out: [{ waits: ['3s', '6s'] }] });
    expect(cli(['waits', '1112345678999m']).out[0]).toEqual({ waits: ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'] });
  });

  test('score prints fan, limit, points, items and signed payments', () => {
    const r = cli(['score', '123m456p789s11z55p +5p', '--seat', 'S', '--self-draw']);
    expect(r.status).toBe(0);
    expect(r.out[0]).toMatchObject({
      fan: 2,
      limit: null,
      points: 4,
      items: [{ id: 'no-flowers', fan: 1 }, { id: 'self-draw', fan: 1 }],
      payments: { E: -8, S: 24, W: -8, N: -8 },
    });
  });

  test('defaults: rules hke, seat E, round E, discard from the player before the winner', () => {
    const r = cli(['score', '[111z] 123m456p789s1p +1p']);
    expect(r.out[0]).toMatchObject({ rules: 'hke', fan: 3, points: 8, payments: { E: 32, S: -8, W: -8, N: -16 } });
  });

  test('a limit hand', () => {
    expect(cli(['score', '1112345678999m +5m', '--self-draw']).out[0]).toMatchObject({ limit: 'nine-gates', points: 64 });
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
    [['score', '123m456p789s11z55p +5p', '--rules', 'classic'], 'unsupported-rules'],
    [['score', '123m456p789s11z55p +5p', '--bogus'], 'bad-option'],
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

describe('parseCli', () => {
  test('flags become a situation', () => {
    const r = parseCli(['score', 'h', '--seat', 'w', '--round', 'S', '--kong-replacement', '--last-tile']);
    expect(r.ok && r.value.situation).toEqual({ seat: 2, round: 1, win: 'kong-replacement', lastTile: true, heaven: false, earth: false });
  });
  test('--heaven implies a self-drawn win', () => {
    const r = parseCli(['score', 'h', '--heaven']);
    expect(r.ok && r.value.situation.win).toBe('self-draw');
  });
});
