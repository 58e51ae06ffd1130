// The evening from its entries: hand by hand, the seats of the main rule set's rotation, each
// entry's payments under the main rule set and, where it can be compared, the second, the
// running totals, and the end (docs/score-sheet.md). Nothing here is stored: an edit earlier
// in the evening recomputes everything after it.
import { nextDeal, placesIn, playerAt, seatsOf, type Deal } from '../game/rotation.ts';
import type { Wind } from '../tiles.ts';
import { mainEntry, secondEntry, type Entry, type Seating } from './entry.ts';
import type { Column, EndReason, Evening, HandRow, NextHand, SecondColumn } from './evening.ts';
import { sheetFigures } from './figures.ts';
import { eastStays } from './rotation.ts';
import { settlement } from './settlement.ts';
import type { PlayerIndex, Sheet, SheetRules } from './types.ts';

const add = (totals: readonly number[], payments: readonly number[]): number[] =>
  totals.map((t, i) => t + payments[i]!);

function column(rules: SheetRules, e: Entry, before: readonly number[], deal: Deal): Column {
  const c: Column = {
    fan: e.fan,
    points: e.points,
    limit: e.limit,
    limitId: e.limitId,
    payments: e.payments,
    totals: add(before, e.payments),
    eastStays: eastStays(rules.rules, e.end, deal),
    liable: e.liable,
    score: e.score,
    error: e.error,
  };
  if (e.engine !== undefined) c.engine = e.engine;
  return c;
}

/** Where a deal sits: the places of its round (seats changed per round when agreed). */
function seatingOf(sheet: Sheet, deal: Deal): { places: number[]; passes: number; seats: Wind[] } {
  const places = placesIn(sheet.seats, deal.round, sheet.changeSeats);
  return { places, passes: deal.passes, seats: seatsOf({ places, passes: deal.passes }) };
}

/** A hand after the evening's end: shown, but it adds nothing and turns no wind. */
function afterEnd(index: number, totals: number[], second: number[] | null, last: HandRow | undefined): HandRow {
  const main: Column = {
    fan: null,
    points: 0,
    limit: false,
    limitId: null,
    payments: [0, 0, 0, 0],
    totals,
    eastStays: false,
    liable: null,
    score: null,
    error: 'after-end',
  };
  return {
    index,
    number: index + 1,
    round: last?.round ?? 0,
    passes: last?.passes ?? 0,
    east: last?.east ?? 0,
    seats: last?.seats ?? [0, 1, 2, 3],
    repeat: false,
    main,
    second: second === null ? null : { comparable: false },
  };
}

export function computeSheet(sheet: Sheet): Evening {
  const start = sheet.start ?? 0;
  let totals = [start, start, start, start];
  let secondTotals: number[] | null = sheet.second === null ? null : [...totals];
  let compared = 0;
  let deal: Deal | null = { round: 0, passes: 0 };
  let repeat = false;
  let end: { why: EndReason; after: number } | null = null;
  const rows: HandRow[] = [];
  sheet.hands.forEach((h, index) => {
    if (deal === null || end !== null) {
      rows.push(afterEnd(index, totals, secondTotals, rows[rows.length - 1]));
      return;
    }
    const seating = seatingOf(sheet, deal);
    const at: Seating = { seats: seating.seats, round: deal.round };
    const main = column(sheet.main, mainEntry(sheet.main, h, at), totals, deal);
    let second: SecondColumn | null = null;
    if (sheet.second !== null && secondTotals !== null) {
      const e = secondEntry(sheet.second, h, at);
      if (e === null) second = { comparable: false };
      else {
        second = { comparable: true, ...column(sheet.second, e, secondTotals, deal) };
        secondTotals = second.totals;
        if (e.error === null) compared++;
      }
    }
    rows.push({
      index,
      number: index + 1,
      round: deal.round,
      passes: deal.passes,
      east: playerAt(seating, 0) as PlayerIndex,
      seats: seating.seats,
      repeat,
      main,
      second,
    });
    totals = main.totals;
    repeat = main.eastStays;
    deal = nextDeal(deal, main.eastStays);
    if (deal === null) end = { why: 'rounds', after: index + 1 };
    else if (sheet.start !== null && totals.some((t) => t < 0)) end = { why: 'bust', after: index + 1 };
  });
  if (end === null && sheet.ended !== null) end = { why: sheet.ended.why, after: rows.length };
  let next: NextHand | null = null;
  if (end === null && deal !== null) {
    const s = seatingOf(sheet, deal);
    next = {
      number: rows.length + 1,
      round: deal.round,
      passes: deal.passes,
      east: playerAt(s, 0) as PlayerIndex,
      seats: s.seats,
    };
  }
  const net = totals.map((t) => t - start);
  return {
    rows,
    next,
    end,
    totals,
    net,
    settlement: settlement(net),
    second: secondTotals === null ? null : { totals: secondTotals, compared },
    figures: sheetFigures(rows, sheet),
  };
}
