// HKE's optional rules, agreed before play; both are off by default.
export interface HkeOptions {
  /** Fan minimum: a win below it is a false Mah-Jongg (0 = no minimum). */
  minFan: number;
  /**
   * "Dangerous play": the discarder of a foreseeable expensive hand pays for all (4×); the
   * supplier of its third dragon pung or fourth pung (`situation.liable`) pays 6×, 4× or 2×.
   */
  dangerousPlay: boolean;
}

export const HKE_DEFAULTS: HkeOptions = {
  minFan: 0,
  dangerousPlay: false,
};

/** Penalty for a false Mah-Jongg with the hand shown: this much to each other player. */
export const FALSE_MAHJONG_PENALTY = 16;
