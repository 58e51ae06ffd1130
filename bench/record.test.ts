// A bench run in pieces: each deal's figure kept as it ends, a file of another player refused,
// and the pieces read back with every seed counted once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { readRecords, recorder, slug } from './record.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('bench records', () => {
  test('two pieces that overlap are read back with each seed once, the later figure kept', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-record-'));
    const label = 'strong among 3 planner, 3 fan';
    const first = recorder(dir, 'strong searching')(label, 100);
    [1, 2, 3].forEach(first);
    const second = recorder(dir, 'strong searching')(label, 102);
    [30, 4].forEach(second);
    expect(readFileSync(join(dir, `${slug(label)}.tsv`), 'utf8').split('\n')[0]).toBe(
      '# strong among 3 planner, 3 fan; strong searching',
    );
    const [r] = readRecords(dir);
    expect(r!.label).toBe(label);
    expect(r!.player).toBe('strong searching');
    expect([...r!.bySeed]).toEqual([
      [100, 1],
      [101, 2],
      [102, 30],
      [103, 4],
    ]);
  });

  test('a line recorded for another player is refused, not added to', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-record-'));
    recorder(dir, 'strong: the evaluation alone')('x', 1)(5);
    expect(() => recorder(dir, 'strong searching')('x', 2)).toThrow(/another player/);
  });
});
