// The progress chart's data: accuracy per type for the most recent days with answers, and the
// rating each type ended that day with (its history). Pure, so the bars and the table that
// describes them come from the same numbers.
import { PUZZLE_TYPES, type PuzzleType } from '../../engine/puzzles/types.ts';
import type { PracticeData } from './store.ts';

export interface ChartDay {
  date: string;
  /** Per type: right, answered, the share right in percent (null when nothing answered), and the rating at the day's end (null when it did not change that day). */
  cells: {
    type: PuzzleType;
    right: number;
    total: number;
    percent: number | null;
    rating: number | null;
  }[];
}

/** The last `days` dates with answers, oldest first. */
export function chartDays(data: PracticeData, days = 7): ChartDay[] {
  const dates = Object.keys(data.days)
    .filter((d) => PUZZLE_TYPES.some((t) => (data.days[d]![t]?.[1] ?? 0) > 0))
    .sort()
    .slice(-days);
  return dates.map((date) => ({
    date,
    cells: PUZZLE_TYPES.map((type) => {
      const [right, total] = data.days[date]![type] ?? [0, 0];
      const point = data.ratings[type]?.history.find(([day]) => day === date);
      return {
        type,
        right,
        total,
        percent: total === 0 ? null : Math.round((100 * right) / total),
        rating: point === undefined ? null : Math.round(point[1]),
      };
    }),
  }));
}
