// Options of the simplified Hong Kong rules, agreed before play. Every choice is documented,
// with its source line, in docs/rules/hk-simple.md.
export interface HkSimpleOptions {
  /** Minimum score (section points) for a Mah-Jongg; below it the call is false (0 = none, the source's default; it suggests 1–3). */
  minFan: number;
  /** The source's punishment for feeding a foreseeable pure hand: the feeder pays for all three losers (on). */
  dangerousPlay: boolean;
}

export const HK_SIMPLE_DEFAULTS: HkSimpleOptions = {
  minFan: 0,
  dangerousPlay: true,
};

/** A false Mah-Jongg (or a hand below the agreed minimum): the caller pays this to each other player. */
export const HK_SIMPLE_FALSE_MAHJONG_PENALTY = 128;
