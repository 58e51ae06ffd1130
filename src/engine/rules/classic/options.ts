// Options of the classic (western) rules, agreed before play. Defaults: RULESETS.md, classic.
export interface ClassicOptions {
  /** The limit a hand's score is capped at; special hands score half (limit/2) or double (2×limit). */
  limit: number;
}

export const CLASSIC_DEFAULTS: ClassicOptions = {
  limit: 1000,
};
