// The CSV read back by a small RFC 4180 reader written here gives the cells of the evening;
// names with commas, quotes and line breaks survive, and a name a spreadsheet would run as a
// formula does not run.
import { describe, expect, test } from 'vitest';
import en from '../words/en.json' with { type: 'json' };
import de from '../words/de.json' with { type: 'json' };
import { computeSheet } from '../engine/sheet/compute.ts';
import { csvCell, csvWords, sheetCsv } from '../engine/sheet/csv.ts';
import type { Sheet } from '../engine/sheet/types.ts';
import fixture from '../engine/sheet/fixtures/hke-evening-classic.json';

/** RFC 4180: fields separated by commas, records by CRLF; a quoted field may hold anything, "" is a quote. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  expect(cell === '' && row.length === 0).toBe(true); // the text ends with CRLF
  return rows;
}

const NAMES: Sheet['players'] = ['Anna, the first', 'Ben "Big" B.', 'Cleo\nsecond line', '=SUM(A1:A9)'];
const sheet = { ...(fixture as unknown as Sheet), players: NAMES };
const evening = computeSheet(sheet);

describe('sheetCsv', () => {
  const rows = readCsv(sheetCsv(sheet, evening, csvWords(en)));

  test('the header, in English', () => {
    expect(rows[0]).toEqual([
      'Hand',
      'Round',
      'East',
      'Result',
      'Winner',
      'How',
      'From',
      'Fan',
      'Points',
      ...NAMES.map((n) => `${n} paid`.replace(/^=/, "'=")),
      ...NAMES.map((n) => `${n} total`.replace(/^=/, "'=")),
      'Classic points',
      ...NAMES.map((n) => `Classic: ${n} total`),
      'Limit',
      'Paid for all',
      'Penalty to each',
    ]);
  });

  test('one row per hand, with the evening’s figures', () => {
    expect(rows).toHaveLength(1 + 21);
    // Hand 1: Ben (East) wins on Anna's discard by tiles, 2 fan, 4 points; classic 52.
    expect(rows[1]).toEqual([
      '1',
      'East',
      NAMES[1],
      'win',
      NAMES[1],
      'discard',
      NAMES[0],
      '2',
      '4',
      '-8',
      '16',
      '-4',
      '-4',
      '-8',
      '16',
      '-4',
      '-4',
      '52',
      '-312',
      '312',
      '0',
      '0',
      '',
      '',
      '',
    ]);
    // Hand 5: Anna's false Mah-Jongg, Dirk East; no fan.
    expect(rows[5]!.slice(0, 9)).toEqual(['5', 'East', "'=SUM(A1:A9)", 'false Mah-Jongg', NAMES[0], '', '', '', '0']);
    // Hand 2: a quick entry cannot be compared: the classic cells stay empty.
    expect(rows[2]!.slice(17, 22)).toEqual(['', '', '', '', '']);
    for (const [i, row] of evening.rows.entries()) {
      expect(rows[i + 1]!.slice(9, 13).map(Number)).toEqual(row.main.payments);
      expect(rows[i + 1]!.slice(13, 17).map(Number)).toEqual(row.main.totals);
    }
  });

  test('the last columns: the limit hand by name (Fan empty), who paid for all, the penalty', () => {
    const [fan, limit, liable, penalty] = [7, 22, 23, 24];
    // Hand 8: Anna's big three dragons by tiles, a limit hand.
    expect([rows[8]![fan], rows[8]![limit]]).toEqual(['', 'Big three dragons']);
    // Hand 5: Anna's false Mah-Jongg; HKE's penalty is 16 to each other player (docs/rules/hke.md).
    expect(rows[5]![penalty]).toBe('16');
    const liableRow = evening.rows.find((r) => r.main.liable !== null)!;
    expect(rows[liableRow.index + 1]![liable]).toBe(NAMES[liableRow.main.liable!]);
    for (const row of rows.slice(1)) expect(row).toHaveLength(rows[0]!.length);
  });

  test('the header in German', () => {
    const [header] = readCsv(sheetCsv(sheet, evening, csvWords(de)));
    expect(header!.slice(0, 9)).toEqual(['Spiel', 'Runde', 'Ost', 'Ergebnis', 'Sieger', 'Wie', 'Von', 'Fan', 'Punkte']);
  });

  test.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+1', "'=1+1"],
    ['+49 170', "'+49 170"],
    ['-x', "'-x"],
    ['@me', "'@me"],
    ['=a,b', `"'=a,b"`],
    [-16, '-16'],
    [null, ''],
  ])('the cell %j is written %j', (v, written) => expect(csvCell(v)).toBe(written));
});
