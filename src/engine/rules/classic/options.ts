// Options of the classic (western) rules, agreed before play. docs/rules/classic.md, "Options",
// lists each with its default and the source line it comes from.
export interface ClassicOptions {
  /** The limit a hand's score is capped at; special hands score half (limit/2) or double (2×limit). */
  limit: number;
  /** "Ii Fan Shibari": a Mah-Jongg needs one doubling not from bonus tiles; special hands always qualify (off). */
  minOneDoubling: boolean;
  /** The easier nine lanterns: claimed chows may make up the 2–8 run (off: no exposed chow). */
  nineLanternsWithChows: boolean;
}

export const CLASSIC_DEFAULTS: ClassicOptions = {
  limit: 1000,
  minOneDoubling: false,
  nineLanternsWithChows: false,
};

/**
 * A false Mah-Jongg with the hand shown: the caller pays each other player half a limit. The
 * source's milder choice, the value of each other player's hand, needs hands the engine does
 * not see (docs/rules/classic.md, decision 17: Elian & Harold, "Höflichkeitsregeln und Strafen").
 */
export const classicFalseMahjongPenalty = (opts: ClassicOptions): number => opts.limit / 2;
