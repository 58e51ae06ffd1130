// Whether a score is paid as a limit: a limit hand, or as many fan (points) as the rule set pays
// like one. The fan judge reads it from its question; a generated puzzle gets it here, a lesson
// puzzle at build time.
import { HKE_LIMIT_POINTS } from '../rules/hke/points.ts';
import { CLASSIC_DEFAULTS } from '../rules/classic/options.ts';
import { HK_MODERN_DEFAULTS } from '../rules/hk-modern/options.ts';
import type { FanScore } from './types.ts';

export function paidAsLimit(s: FanScore): boolean {
  if (s.limit !== null) return true;
  switch (s.rules) {
    case 'hke':
      return s.points >= HKE_LIMIT_POINTS;
    case 'hk-modern':
      return s.fan >= HK_MODERN_DEFAULTS.maxFan;
    case 'classic':
      return s.points >= CLASSIC_DEFAULTS.limit;
    case 'hk-simple':
      return false; // 10+ points pay 64, a maximum hand 128: not the same
    default: {
      const never: never = s.rules;
      return never;
    }
  }
}
