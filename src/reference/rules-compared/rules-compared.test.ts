// The rules-compared page shows its rows group by group, under one heading and one jump link
// per group: that only reads right if each group's rows stand together, in the table's order.
import { describe, expect, test } from 'vitest';
import { COMPARED_ROWS, ROW_GROUPS } from '../../words/shapes.ts';
import { rowsByGroup } from './rules-compared.ts';
import { ROWS as ROWS_DE } from '../../words/de/rules-compared.ts';
import { ROWS as ROWS_EN } from '../../words/en/rules-compared.ts';

describe('rules-compared row groups', () => {
  test('every group has rows, and the groups in order give the rows in order', () => {
    const groups = rowsByGroup();
    expect(groups.map((g) => g.group)).toEqual([...ROW_GROUPS]);
    for (const g of groups) expect(g.rows.length).toBeGreaterThan(0);
    expect(groups.flatMap((g) => g.rows)).toEqual([...COMPARED_ROWS]);
  });
  test.each([
    ['de', ROWS_DE],
    ['en', ROWS_EN],
  ] as const)('%s: no cell is empty and no row repeats another row’s topic', (_lang, rows) => {
    const topics = COMPARED_ROWS.map((id) => rows[id].topic);
    expect(new Set(topics).size).toBe(topics.length);
    for (const id of COMPARED_ROWS) for (const cell of Object.values(rows[id].cells)) expect(cell.trim()).not.toBe('');
  });
});
