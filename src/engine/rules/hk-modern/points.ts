// hk-modern fan → payment unit (what the discarder pays). Full spicy ("laak-laak") doubles
// with every fan; half spicy ("boon-laak") doubles every second fan from 4 fan on.
import type { HkModernOptions } from './options.ts';

/** Half spicy, 0–13 fan (docs/rules/hk-modern.md, "Points"). */
export const HK_MODERN_HALF_SPICY: readonly number[] = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384];

/** Half spicy beyond the table (only `uncapped` asks): the same rhythm, ×1.5 then ×4/3. */
function halfSpicy(fan: number): number {
  const row = HK_MODERN_HALF_SPICY[fan];
  if (row !== undefined) return row;
  const even = 2 ** (Math.floor(fan / 2) + 2);
  return fan % 2 === 0 ? even : even * 1.5;
}

/** The payment unit for `fan` fan (base 1): what a discarder pays. */
export function hkModernValue(fan: number, payment: HkModernOptions['payment']): number {
  const f = Math.max(0, Math.floor(fan));
  switch (payment) {
    case 'full':
      return 2 ** f;
    case 'half':
      return halfSpicy(f);
    default: {
      const unknown: never = payment;
      return unknown;
    }
  }
}
