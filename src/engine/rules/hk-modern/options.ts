// Options of the modern Hong Kong rules, agreed before play. Defaults: RULESETS.md, hk-modern.
export interface HkModernOptions {
  /** Fan needed to win; a win below it is a false win. */
  minFan: number;
  /** The cap: fan above it count as this many. */
  maxFan: 8 | 10 | 13;
  /** "Full spicy" (laak-laak: base × 2^fan) or "half spicy" (boon-laak: the slower table). */
  payment: 'full' | 'half';
  /** Play with flowers and seasons; without them the concealed hand scores and the bonus patterns drop. */
  bonusTiles: boolean;
}

export const HK_MODERN_DEFAULTS: HkModernOptions = {
  minFan: 3,
  maxFan: 10,
  payment: 'full',
  bonusTiles: true,
};
