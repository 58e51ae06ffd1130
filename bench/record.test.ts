// A bench run in pieces: each deal's figure kept as it ends, a file of another player refused,
// and the pieces read back with every seed counted once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { pairedDifferences, readRecords, recorder, slug } from './record.ts';

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

  test('two records of the same pieces are paired deal by deal, over the seeds both hold', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-record-'));
    const label = 'strong among 3 planner, 3 fan';
    [4, -8, 12].forEach(recorder(join(dir, 'search'), 'strong searching')(label, 104));
    [0, 6].forEach(recorder(join(dir, 'search'), 'strong searching')(label, 200));
    [-8, 20, 5, 9].forEach(recorder(join(dir, 'eval'), 'strong: the evaluation alone')(label, 104));
    const [a] = readRecords(join(dir, 'search'));
    const [b] = readRecords(join(dir, 'eval'));
    // Seeds 104–106 are in both; 107 only in the second, 200 and 201 only in the first.
    expect(pairedDifferences(a!.bySeed, b!.bySeed)).toEqual([12, -28, 7]);
    expect(pairedDifferences(b!.bySeed, a!.bySeed)).toEqual([-12, 28, -7]);
  });
});
