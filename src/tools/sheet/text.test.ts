// The sheet's sentences in both languages, filled from a whole evening (the engine's fixture: 21
// hands of HKE with classic alongside), each figure checked against a recount from the entries.
import { describe, expect, test } from 'vitest';
import evening21 from '../../engine/sheet/fixtures/hke-evening-classic.json' with { type: 'json' };
import chipsBust from '../../engine/sheet/fixtures/hke-chips-bust.json' with { type: 'json' };
import { computeSheet } from '../../engine/sheet/index.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { LANGS } from '../../words/index.ts';
import { rulesLine } from './rules-line.ts';
import { sheetStrings } from './strings.build.ts';
import {
  endText,
  figureLines,
  listText,
  minutesLeft,
  nextText,
  resultText,
  secondText,
  seatsText,
  transferText,
  valueText,
} from './text.ts';

const sheet = evening21 as Sheet;
const evening = computeSheet(sheet);

/** Every sentence the evening's view shows. */
function allText(lang: (typeof LANGS)[number], s: Sheet): string[] {
  const t = sheetStrings(lang);
  const e = computeSheet(s);
  const lines = [rulesLine(t, s), ...figureLines(t, s, e), ...e.settlement.map((x) => transferText(t, s, x))];
  if (e.next) lines.push(nextText(t, s, e.next, false), seatsText(t, s, e.next.seats));
  if (e.end) lines.push(endText(t, s, e));
  for (const row of e.rows) {
    lines.push(resultText(t, s, s.hands[row.index]!), valueText(t, s, s.main, row.main));
    if (row.second) lines.push(...secondText(t, s, row, row.second));
  }
  return lines;
}

describe.each(LANGS)('%s', (lang) => {
  const t = sheetStrings(lang);

  test('every sentence is filled', () => {
    const ended: Sheet = { ...sheet, ended: { why: 'agreed', at: '2026-11-28T23:00:00.000Z' } };
    for (const line of [...allText(lang, sheet), ...allText(lang, ended)]) expect(line).not.toMatch(/[{}]|undefined/);
  });

  test('the settlement pays each player what the hands gave them', () => {
    // The net recounted from the hands' payments, not from the evening's totals.
    const net = [0, 0, 0, 0];
    for (const row of evening.rows) row.main.payments.forEach((p, i) => (net[i]! += p));
    const settled = [0, 0, 0, 0];
    for (const x of evening.settlement) {
      const line = transferText(t, sheet, x);
      const [, from, to, amount] = /^(\S+) \S+ (\S+) (\d+)$/.exec(line)!;
      const a = Number(amount);
      settled[sheet.players.indexOf(from!)]! -= a;
      settled[sheet.players.indexOf(to!)]! += a;
    }
    expect(settled).toEqual(net);
  });

  test('who dealt in most is counted from the discards won on', () => {
    const count = [0, 0, 0, 0];
    for (const row of evening.rows) {
      const h = sheet.hands[row.index]!;
      if (row.main.error === null && h.kind === 'win' && h.from !== undefined) count[h.from]!++;
    }
    const most = Math.max(...count);
    const prefix = t['sheet.fig.dealtIn.other'].split('{')[0]!;
    const line = figureLines(t, sheet, evening).find((l) => l.startsWith(prefix));
    const names = count.flatMap((n, p) => (n === most ? [sheet.players[p]!] : []));
    expect(line).toContain(listText(t, names));
    expect(line).toContain(most === 1 ? (lang === 'de' ? 'einmal' : 'once') : String(most));
  });

  test('the next hand names its number and the player at East', () => {
    const open: Sheet = { ...sheet, hands: sheet.hands.slice(0, 5) };
    const e = computeSheet(open);
    const eastPlayer = e.next!.seats.indexOf(0);
    const line = nextText(t, open, e.next!, false);
    expect(line).toContain(` 6 `);
    expect(line.endsWith(open.players[eastPlayer]!)).toBe(true);
  });

  test('a win names the winner and the discarder', () => {
    for (const h of sheet.hands) {
      if (h.kind !== 'win') continue;
      const line = resultText(t, sheet, h);
      expect(line).toContain(sheet.players[h.winner]);
      if (h.from !== undefined) expect(line).toContain(sheet.players[h.from]);
    }
  });
});

describe('the time limit', () => {
  const start = Date.parse('2026-11-28T19:00:00.000Z');
  const timed: Sheet = { ...sheet, created: '2026-11-28T19:00:00.000Z', minutes: 180 };
  test.each([
    [0, 180],
    [60_000, 179],
    [59_000, 180],
    [179 * 60_000 + 1, 1],
    [180 * 60_000, 0],
    [200 * 60_000, 0],
  ])('%i ms after the set-up, %i minutes are left', (after, left) => {
    expect(minutesLeft(timed, start + after)).toBe(left);
  });
  test('no limit, no minutes', () => {
    expect(minutesLeft({ ...timed, minutes: null }, start)).toBeNull();
  });
});

describe('a false Mah-Jongg', () => {
  test.each(LANGS)('%s: its value is the penalty each other player receives, recounted from the payments', (lang) => {
    const t = sheetStrings(lang);
    for (const row of evening.rows) {
      const h = sheet.hands[row.index]!;
      if (h.kind !== 'false-mahjong' || row.main.error !== null) continue;
      const others = row.main.payments.filter((_, p) => p !== h.caller);
      expect(new Set(others).size).toBe(1);
      expect(valueText(t, sheet, sheet.main, row.main)).toBe(
        t['sheet.value.penaltyEach'].replace('{amount}', String(others[0])),
      );
    }
    expect(sheet.hands.some((h) => h.kind === 'false-mahjong')).toBe(true);
  });
  test.each(LANGS)('%s: the classic column says its penalty, half the limit of 1000 to each', (lang) => {
    // docs/rules/classic.md, decision 17: half a limit to each other player; default limit 1000.
    const t = sheetStrings(lang);
    const rows = evening.rows.filter((r) => sheet.hands[r.index]!.kind === 'false-mahjong' && r.main.error === null);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(secondText(t, sheet, row, row.second!)[0]).toBe(
        t['sheet.value.penaltyEach'].replace('{amount}', String(1000 / 2)),
      );
  });
});

describe('the second rule set’s rotation, where it differs', () => {
  test.each(LANGS)('%s: names the player at East and the rule set in a phrase, not as a bare name', (lang) => {
    const t = sheetStrings(lang);
    const under = t['sheet.under.classic'];
    let differing = 0;
    for (const row of evening.rows) {
      if (row.second === null || !row.second.comparable || row.second.eastStays === row.main.eastStays) continue;
      differing++;
      const line = secondText(t, sheet, row, row.second).at(-1)!;
      expect(line.startsWith(under)).toBe(true);
      expect(line).toContain(sheet.players[row.east]);
    }
    expect(differing).toBeGreaterThan(0);
  });
});

describe('the end by chips: one player or several out of chips', () => {
  const base = chipsBust as Sheet;
  // One hand each time; who is out is recounted from that hand's payments and the start.
  const cases = [
    ['a self-draw every other player pays for', base.hands[0]!],
    ['a discard win', base.hands[1]!],
  ] as const;
  test.each(cases)('%s', (_, hand) => {
    const loss = computeSheet({ ...base, start: null, hands: [hand] }).rows[0]!.main.payments.map((p) => -p);
    const losers = loss.filter((l) => l > 0).sort((a, b) => b - a);
    // The start lets only the biggest payer go out, then every payer.
    for (const start of [losers[1] ?? losers[0]! - 1, 1]) {
      const s: Sheet = { ...base, start, hands: [hand] };
      const out = loss.flatMap((l, p) => (l > start ? [s.players[p]!] : []));
      if (out.length === 0) continue;
      const e = computeSheet(s);
      expect(e.end?.why).toBe('bust');
      for (const lang of LANGS) {
        const line = endText(sheetStrings(lang), s, e);
        for (const n of out) expect(line).toContain(n);
        if (lang === 'de') expect(line).toMatch(out.length === 1 ? /^\S+ hatte keine/ : / hatten keine/);
        else expect(line).toContain(' ran out of chips');
      }
    }
  });
});
