// Score → payment unit (hk-simple.en.txt, lines 69–79): 0:1, 1:2, 2:4, 3:8, 4–6:16, 7–9:32,
// 10+:64, any maximum hand: 128.
export const HK_SIMPLE_LIMIT_POINTS = 128;

export const HK_SIMPLE_POINTS_TABLE: readonly { minFan: number; points: number }[] = [
  { minFan: 10, points: 64 },
  { minFan: 7, points: 32 },
  { minFan: 4, points: 16 },
  { minFan: 3, points: 8 },
  { minFan: 2, points: 4 },
  { minFan: 1, points: 2 },
  { minFan: 0, points: 1 },
];

export function hkSimplePoints(fan: number, maximum: boolean): number {
  if (maximum) return HK_SIMPLE_LIMIT_POINTS;
  return HK_SIMPLE_POINTS_TABLE.find((r) => fan >= r.minFan)?.points ?? 1;
}
