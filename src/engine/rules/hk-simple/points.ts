// Score → payment unit: the kernel's doubling table, 0:1 up to 10+:64, and any maximum hand
// 128 (docs/rules/hk-simple.md, "Points").
import { DOUBLING_POINTS_TABLE, doublingPoints, type PointsStep } from '../kernel/points.ts';

export const HK_SIMPLE_LIMIT_POINTS = 128;

export const HK_SIMPLE_POINTS_TABLE: readonly PointsStep[] = DOUBLING_POINTS_TABLE;

export const hkSimplePoints = (fan: number, maximum: boolean): number =>
  doublingPoints(fan, maximum, HK_SIMPLE_LIMIT_POINTS);
