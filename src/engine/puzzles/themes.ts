// Themes: the rules and patterns a puzzle exercises, a closed list. Each puzzle carries at least
// one (difficulty.ts tags them); the page names them with the words key `practice.theme.<id>`
// and keeps accuracy per theme, so a learner sees which rules they are weak in.
export const THEMES = [
  // Which tiles win?
  'simple-wait', // one or two winning tiles in a mixed hand
  'many-sided-wait', // three or more winning tiles
  'one-suit-wait', // a hand of one suit with its tangle of waits
  'tile-held-four', // a tile held four times: it cannot arrive, its neighbours may
  'exposed-sets', // declared sets that no longer take part in the wait
  'seven-pairs',
  'thirteen-orphans',
  // Patterns that count (how many fan?, who pays what?)
  'counting-fan', // a plain hand: the few fan it has, added up
  'all-chows',
  'all-pungs',
  'half-flush',
  'full-flush',
  'dragon-pung',
  'wind-pung', // seat or prevalent wind
  'little-three-dragons',
  'bonus-tiles', // flowers and seasons
  'self-draw',
  'last-tile', // a last-tile pattern, or the last discard that only Mah-Jongg may claim
  'kong-replacement',
  'robbing-the-kong',
  'limit-hand',
  'near-miss', // built to nearly have a pattern, but it does not
  'classic-points', // the classic rules' base points and doublings
  // Who pays what?
  'east-pays-double', // East wins or pays: twice
  'discarder-pays',
  'everyone-pays', // a self-drawn win
  'liability', // one player pays for all
  // Is this a valid Mah-Jongg?
  'fifth-copy',
  'tile-count', // kongs count as three
  'shape', // sets and a pair: a complete hand, or one that only looks complete
  'fan-minimum',
  'rule-set-patterns', // a shape one rule set does not know
  // Who gets the discard?
  'claim-pung', // anyone may claim a pung
  'claim-mahjong', // a Mah-Jongg call is the only call: it takes the discard
  'mahjong-first',
  'pung-before-chow',
  'chow-only-from-left',
  'turn-order',
] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (x: unknown): x is Theme => (THEMES as readonly unknown[]).includes(x);
