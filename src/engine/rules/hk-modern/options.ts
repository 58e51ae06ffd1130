// Options of the modern Hong Kong rules, agreed before play. Defaults: docs/rules/hk-modern.md;
// the three disputed values the source names ("in some games …") are options too.
import { hkModernValue } from './points.ts';

export interface HkModernOptions {
  /** Fan needed to win; a win below it is a false win. Default 3 (the "3-fan rule"). */
  minFan: number;
  /** The cap: fan above it count as this many; a limit hand is worth the cap. Default 10. */
  maxFan: 8 | 10 | 13;
  /** "Full spicy" (laak-laak: base × 2^fan) or "half spicy" (boon-laak: the slower table). Default full. */
  payment: 'full' | 'half';
  /** Play with flowers and seasons; without them the concealed hand scores and the bonus patterns drop. Default true. */
  bonusTiles: boolean;
  /** Eight flowers (all eight bonus tiles, an instant win): a limit (13) or a fixed 8 fan. Default 13. */
  eightFlowers: 13 | 8;
  /** Little four winds: a limit, or 6 fan with half flush, all pungs and the rest added. Default limit. */
  littleFourWinds: 'limit' | 6;
  /** Human hand: a limit, 3 fan, or not played. Default limit. No situation can express it yet (docs/rules/hk-modern.md). */
  humanHand: 'limit' | 3 | 'none';
}

export const HK_MODERN_DEFAULTS: HkModernOptions = {
  minFan: 3,
  maxFan: 10,
  payment: 'full',
  bonusTiles: true,
  eightFlowers: 13,
  littleFourWinds: 'limit',
  humanHand: 'limit',
};

/** The fan a limit hand is worth before the agreed cap: "the definitive maximum is a 13-fan hand". */
export const HK_MODERN_LIMIT_FAN = 13;

/** A false win: the caller pays each other player the maximum, the value of a capped hand. */
export const hkModernFalseWinPenalty = (opts: HkModernOptions): number => hkModernValue(opts.maxFan, opts.payment);
