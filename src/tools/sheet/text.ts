// The score sheet's sentences, each filled from the facts computeSheet worked out for the
// evening (src/engine/sheet/evening.ts): whose turn as East, what a hand was, what it was worth,
// why the evening ended, who pays whom, the figures. Pure; tested in both languages against
// figures the test counts itself.
import type { Column, Evening, HandRow, NextHand, SecondColumn, Transfer } from '../../engine/sheet/evening.ts';
import type { Sheet, SheetHand } from '../../engine/sheet/types.ts';
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import { fill } from '../../words/fill.ts';
import { limitName, rulesUnder, windWord, type SheetStrings } from './strings.ts';

const name = (sheet: Sheet, p: number): string => sheet.players[p] ?? '';
const roundWord = (t: SheetStrings, w: Wind): string => t[`sheet.round.${WIND_LETTERS[w]}`];

/** "Hand 5 · South round · East: Anna" (", again" when East stays). */
export function nextText(t: SheetStrings, sheet: Sheet, n: NextHand, repeat: boolean): string {
  return fill(t[repeat ? 'sheet.next.again' : 'sheet.next'], {
    number: n.number,
    round: roundWord(t, n.round),
    east: name(sheet, n.east),
  });
}

/** "East Anna · South Ben · West Carla · North Dieter": the seats of a hand, from East round. */
export function seatsText(t: SheetStrings, sheet: Sheet, seats: readonly Wind[]): string {
  const at = [0, 1, 2, 3].map((w) => seats.indexOf(w as Wind));
  return at
    .map((p, w) => fill(t['sheet.seat'], { wind: windWord(t, WIND_LETTERS[w]!), name: name(sheet, p) }))
    .join(' · ');
}

/** The round a row was played in: "East round". */
export const rowRound = (t: SheetStrings, row: HandRow): string => roundWord(t, row.round);

/** What happened in a hand, in words: "Anna won on Ben’s discard", "Draw: nobody won", … */
export function resultText(t: SheetStrings, sheet: Sheet, h: SheetHand): string {
  if (h.kind === 'draw') return t['sheet.result.draw'];
  if (h.kind === 'false-mahjong') return fill(t['sheet.result.false-mahjong'], { caller: name(sheet, h.caller) });
  const words = { winner: name(sheet, h.winner), from: h.from === undefined ? undefined : name(sheet, h.from) };
  const parts = [fill(t[`sheet.result.${h.win}`], words)];
  if (h.lastTile) parts.push(t[h.win === 'self-draw' ? 'sheet.result.lastDraw' : 'sheet.result.lastClaim']);
  if (h.heaven) parts.push(t['sheet.result.heaven']);
  if (h.earth) parts.push(t['sheet.result.earth']);
  return parts.join(', ');
}

/** What a hand was worth under one rule set: "3 fan · 8 points", "Limit hand · 64 points", … */
export function valueText(t: SheetStrings, sheet: Sheet, rules: Sheet['main'], c: Column): string {
  if (c.error === 'not-a-win') return fill(t['sheet.value.notAWin'], { under: rulesUnder(t, rules.rules) });
  if (c.error === 'not-scored') return t['sheet.value.notScored'];
  if (c.error === 'after-end') return t['sheet.value.afterEnd'];
  if (c.points === 0 && c.payments.every((p) => p === 0)) return t['sheet.value.nothing'];
  if (c.points === 0) {
    // A penalty (a false Mah-Jongg): the caller pays; the others receive, each the same or not.
    const received = c.payments.filter((p) => p > 0);
    const each = received.every((p) => p === received[0]);
    return each
      ? fill(t['sheet.value.penaltyEach'], { amount: received[0] ?? 0 })
      : fill(t['sheet.value.penalty'], { amount: -Math.min(...c.payments) });
  }
  return worthText(t, rules, c);
}

/**
 * A win's value: "Big three dragons, limit hand · 64 points" (the limit's name when known),
 * "limit hand · 64 points", "3 fan · 8 points", "0 fan · 1 point", "500 points".
 */
export function worthText(
  t: SheetStrings,
  rules: Sheet['main'],
  c: { points: number; limit: boolean; limitId: string | null; fan: number | null },
): string {
  const one = c.points === 1 ? '.one' : '';
  if (c.limit) {
    const named = c.limitId === null ? null : limitName(t, rules.rules, c.limitId);
    return named === null
      ? fill(t['sheet.value.limit'], { points: c.points })
      : fill(t['sheet.value.limitNamed'], { name: named, points: c.points });
  }
  if (c.fan !== null && rules.rules !== 'classic')
    return fill(t[`sheet.value.fan${one}`], { fan: c.fan, points: c.points });
  return fill(t[`sheet.value.points${one}`], { points: c.points });
}

/** "Ben pays for everyone (dangerous play)", or null. */
export const liableText = (t: SheetStrings, sheet: Sheet, c: Column): string | null =>
  c.liable === null ? null : fill(t['sheet.value.liable'], { name: name(sheet, c.liable) });

/**
 * The second rule set's line of a hand: its value, or why there is none, and its rotation where
 * it differs from the main one ("under the classic rules Anna would pass the deal on").
 */
export function secondText(t: SheetStrings, sheet: Sheet, row: HandRow, second: SecondColumn): string[] {
  const rules = sheet.second!;
  if (!second.comparable) return [t['sheet.second.notComparable']];
  const lines = [valueText(t, sheet, rules, second)];
  if (second.eastStays !== row.main.eastStays)
    lines.push(
      fill(t[second.eastStays ? 'sheet.second.eastStays' : 'sheet.second.eastPasses'], {
        under: rulesUnder(t, rules.rules),
        east: name(sheet, row.east),
      }),
    );
  return lines;
}

/** Why the evening ended, with the hand it ended after. */
export function endText(t: SheetStrings, sheet: Sheet, e: Evening): string {
  const end = e.end!;
  const out = e.totals.flatMap((total, p) => (total < 0 ? [name(sheet, p)] : []));
  const key = end.why === 'bust' && out.length > 1 ? 'sheet.end.why.bustMany' : (`sheet.end.why.${end.why}` as const);
  return fill(t[key], { after: end.after, names: listText(t, out) });
}

/** "Anna", "Anna and Ben", "Anna, Ben and Carla". */
export function listText(t: SheetStrings, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return fill(t['sheet.and'], { list: names.slice(0, -1).join(', '), last: names.at(-1)! });
}

/** "Anna pays Ben 48". */
export const transferText = (t: SheetStrings, sheet: Sheet, x: Transfer): string =>
  fill(t['sheet.end.pays'], { from: name(sheet, x.from), to: name(sheet, x.to), amount: x.amount });

/** The evening's figures as sentences: the biggest hand, who dealt in most, the draws. */
export function figureLines(t: SheetStrings, sheet: Sheet, e: Evening): string[] {
  const f = e.figures;
  const lines: string[] = [];
  const b = f.biggest;
  if (b !== null) {
    const value = worthText(t, sheet.main, b);
    lines.push(fill(t['sheet.fig.biggest'], { name: name(sheet, b.player), number: b.number, value }));
  }
  const most = Math.max(...f.dealIns);
  if (most > 0) {
    const who = f.dealIns.flatMap((n, p) => (n === most ? [name(sheet, p)] : []));
    lines.push(
      fill(t[most === 1 ? 'sheet.fig.dealtIn.one' : 'sheet.fig.dealtIn.other'], {
        names: listText(t, who),
        count: most,
      }),
    );
  }
  const draws =
    f.draws === 0 ? 'sheet.fig.draws.none' : f.draws === 1 ? 'sheet.fig.draws.one' : 'sheet.fig.draws.other';
  lines.push(fill(t[draws], { count: f.draws }));
  return lines;
}

/** The minutes left of an agreed time limit at `now` (ms), never below 0; null without a limit. */
export function minutesLeft(sheet: Sheet, now: number): number | null {
  if (sheet.minutes === null) return null;
  const end = Date.parse(sheet.created) + sheet.minutes * 60_000;
  return Math.max(0, Math.ceil((end - now) / 60_000));
}

/** The evening's name: its title, or "Evening of 28 Nov 2026" from the day it was set up. */
export function titleOf(t: SheetStrings, sheet: Sheet, lang: string): string {
  if (sheet.title !== '') return sheet.title;
  const date = new Date(sheet.created).toLocaleDateString(lang, { day: 'numeric', month: 'short', year: 'numeric' });
  return fill(t['sheet.untitled'], { date });
}
