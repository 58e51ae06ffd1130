// A few figures of the evening, counted from the main rule set's rows that count (an entry
// with an error, or after the end, adds nothing and is not counted).
import type { Figures, HandRow } from './evening.ts';
import type { Sheet } from './types.ts';

export function sheetFigures(rows: readonly HandRow[], sheet: Sheet): Figures {
  const f: Figures = {
    wins: [0, 0, 0, 0],
    selfDraws: [0, 0, 0, 0],
    dealIns: [0, 0, 0, 0],
    falseMahjongs: [0, 0, 0, 0],
    draws: 0,
    biggest: null,
  };
  for (const row of rows) {
    const h = sheet.hands[row.index]!;
    if (row.main.error !== null) continue;
    if (h.kind === 'draw') f.draws++;
    else if (h.kind === 'false-mahjong') f.falseMahjongs[h.caller]!++;
    else {
      f.wins[h.winner]!++;
      if (h.win === 'self-draw' || h.win === 'kong-replacement') f.selfDraws[h.winner]!++;
      if (h.from !== undefined) f.dealIns[h.from]!++;
      const m = row.main;
      if (f.biggest === null || m.points > f.biggest.points)
        f.biggest = {
          points: m.points,
          player: h.winner,
          number: row.number,
          limitId: m.limitId,
          limit: m.limit,
          fan: m.fan,
        };
    }
  }
  return f;
}
