// HKE fan → points (RULESETS.md: 0:1, 1:2, 2:4, 3:8, 4–6:16, 7–9:32, 10+ or limit: 64).
export const HKE_LIMIT_POINTS = 64;

export const HKE_POINTS_TABLE: readonly { minFan: number; points: number }[] = [
  { minFan: 10, points: 64 },
  { minFan: 7, points: 32 },
  { minFan: 4, points: 16 },
  { minFan: 3, points: 8 },
  { minFan: 2, points: 4 },
  { minFan: 1, points: 2 },
  { minFan: 0, points: 1 },
];

export function hkePoints(fan: number, limit: boolean): number {
  if (limit) return HKE_LIMIT_POINTS;
  return HKE_POINTS_TABLE.find((r) => fan >= r.minFan)?.points ?? 1;
}
