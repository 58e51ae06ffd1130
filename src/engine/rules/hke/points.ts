// HKE fan → points: the kernel's doubling table (docs/rules/hke.md, "Points"), a limit hand 64.
import { DOUBLING_POINTS_TABLE, doublingPoints, type PointsStep } from '../kernel/points.ts';

export const HKE_LIMIT_POINTS = 64;

export const HKE_POINTS_TABLE: readonly PointsStep[] = DOUBLING_POINTS_TABLE;

export const hkePoints = (fan: number, limit: boolean): number => doublingPoints(fan, limit, HKE_LIMIT_POINTS);
