// Fan → points by doubling up to a top step: the table HKE and hk-simple share (HKE's short
// rules and the hk-simple page print the same steps; docs/rules/hke.md, docs/rules/hk-simple.md).
// Only the value of a limit hand differs, and each rule set names its own.
export interface PointsStep {
  minFan: number;
  points: number;
}

/** 0:1, 1:2, 2:4, 3:8, 4–6:16, 7–9:32, 10+:64; highest step first. */
export const DOUBLING_POINTS_TABLE: readonly PointsStep[] = [
  { minFan: 10, points: 64 },
  { minFan: 7, points: 32 },
  { minFan: 4, points: 16 },
  { minFan: 3, points: 8 },
  { minFan: 2, points: 4 },
  { minFan: 1, points: 2 },
  { minFan: 0, points: 1 },
];

/** The points of `fan` fan on the doubling table, or `limitPoints` for a limit hand. */
export function doublingPoints(fan: number, limit: boolean, limitPoints: number): number {
  if (limit) return limitPoints;
  return DOUBLING_POINTS_TABLE.find((r) => fan >= r.minFan)?.points ?? 1;
}
