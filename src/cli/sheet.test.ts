// `mahjong sheet` is a public interface: the text a club reads, and JSON that is exactly what
// the page computes (computeSheet) for the same file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { computeSheet, readSheet } from '../engine/sheet/index.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../engine/sheet/fixtures/', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [MAIN, 'sheet', ...args], { encoding: 'utf8' });
const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));

describe('mahjong sheet --json', () => {
  test.each(files)('%s: the JSON is what the page computes', (file) => {
    const path = join(FIXTURES, file);
    const r = run([path, '--json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const sheet = readSheet(JSON.parse(readFileSync(path, 'utf8')));
    if (!sheet.ok) throw new Error(file);
    const expected = JSON.parse(JSON.stringify({ players: sheet.value.players, evening: computeSheet(sheet.value) }));
    expect(JSON.parse(r.stdout)).toEqual(expected);
  });
});

describe('mahjong sheet', () => {
  test('a line per hand, the totals, the end and who pays whom', () => {
    const r = run([join(FIXTURES, 'hke-evening-classic.json')]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(21 + 6);
    expect(lines[0]).toBe(
      '1. East round, East Ben: Ben wins (discard from Anna), 2 fan, worth 4; Anna -8, Ben +16, Cleo -4, Dirk -4',
    );
    expect(lines[4]).toBe('5. East round, East Dirk: Anna: false Mah-Jongg; Anna -48, Ben +16, Cleo +16, Dirk +16');
    // Hand 8: a limit hand by tiles, named; hand 9: Anna is liable for Dirk's self-draw and pays
    // all of it (HKE dangerous play: the liable player pays for everyone, docs/rules/hke.md).
    expect(lines[7]).toContain('Anna wins (discard from Dirk), Big three dragons, limit hand, worth 64;');
    expect(lines[8]).toMatch(
      /^9\. .*: Dirk wins \(self-draw\), 7 fan, worth 32, Anna pays for all; Anna -\d+, Ben 0, Cleo 0, Dirk \+\d+$/,
    );
    expect(lines.slice(21)).toEqual([
      'Totals: Anna 375, Ben -11, Cleo -152, Dirk -212',
      'The evening is over: all four wind rounds are played.',
      'Ben pays Anna 11',
      'Cleo pays Anna 152',
      'Dirk pays Anna 212',
      'Under Classic, over 9 comparable hands: Anna 3980, Ben 324, Cleo -2524, Dirk -1780',
    ]);
  });

  test('an evening still running says who is East next', () => {
    const sheet = JSON.parse(readFileSync(join(FIXTURES, 'hke-evening-classic.json'), 'utf8'));
    sheet.hands = sheet.hands.slice(0, 3);
    const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
    writeFileSync(join(dir, 'running.json'), JSON.stringify(sheet));
    const lines = run([join(dir, 'running.json')])
      .stdout.trimEnd()
      .split('\n');
    expect(lines[4]).toBe('Next: hand 4, East round, Cleo is East.');
  });

  const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
  writeFileSync(join(dir, 'text.json'), '{"format": ');
  writeFileSync(join(dir, 'game.json'), '{"format": "fan-and-laak/game", "version": 1}');
  const broken = JSON.parse(readFileSync(join(FIXTURES, 'classic-evening.json'), 'utf8'));
  broken.hands[2].from = 1;
  writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));

  test.each([
    [[join(dir, 'missing.json')], `Cannot read ${join(dir, 'missing.json')}: there is no such file`],
    [[dir], `Cannot read ${dir}: it is a folder, not a file`],
    [[join(dir, 'text.json')], 'The file is not JSON'],
    [[join(dir, 'game.json')], 'This is not a score sheet'],
    [[join(dir, 'broken.json')], 'hand 3: The winner cannot have given the winning tile.'],
    [[], 'Name the score sheet to read'],
    [['a.json', 'b.json'], 'Name the score sheet to read'],
  ])('%j: a message naming the problem, exit 2, no stack trace', (args, message) => {
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr.split('\n')).toHaveLength(2);
    const json = run([...args, '--json']);
    expect(json.status).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { message: expect.stringContaining(message) } });
  });

  test('an unknown flag', () => {
    const r = run(['--frob']);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: 'bad-option' } });
  });
});
