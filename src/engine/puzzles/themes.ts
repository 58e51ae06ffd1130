// Themes: the rules and patterns a puzzle exercises, a closed list. Each puzzle carries at least
// one (difficulty.ts tags them); the page names them with the words key `practice.theme.<id>`
// and keeps accuracy per theme, so a learner sees which rules they are weak in.
import type { PuzzleType } from './types.ts';

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
  'last-tile',
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
  'mahjong-first',
  'pung-before-chow',
  'chow-only-from-left',
  'turn-order',
] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (x: unknown): x is Theme => (THEMES as readonly unknown[]).includes(x);

/**
 * Which puzzle types can exercise a theme: "practise this theme" draws from these. Filled from
 * what each generator can build (difficulty.test.ts checks each type reaches its themes).
 */
export const THEME_TYPES: Record<Theme, readonly PuzzleType[]> = {
  'simple-wait': ['waits'],
  'many-sided-wait': ['waits'],
  'one-suit-wait': ['waits'],
  'tile-held-four': ['waits'],
  'exposed-sets': ['waits'],
  'seven-pairs': ['waits', 'fan', 'pay', 'valid'],
  'thirteen-orphans': ['waits', 'fan', 'pay', 'valid'],
  'counting-fan': ['fan'],
  'all-chows': ['fan', 'pay', 'valid'],
  'all-pungs': ['fan', 'pay', 'valid'],
  'half-flush': ['fan', 'pay', 'valid'],
  'full-flush': ['fan', 'pay', 'valid'],
  'dragon-pung': ['fan', 'pay', 'valid'],
  'wind-pung': ['fan', 'pay', 'valid'],
  'little-three-dragons': ['fan', 'pay', 'valid'],
  'bonus-tiles': ['fan', 'pay', 'valid'],
  'self-draw': ['fan', 'pay', 'valid'],
  'last-tile': ['fan', 'pay', 'valid'],
  'kong-replacement': ['fan', 'pay', 'valid'],
  'robbing-the-kong': ['fan', 'pay', 'valid'],
  'limit-hand': ['fan', 'pay', 'valid'],
  'near-miss': ['fan'],
  'classic-points': ['fan', 'pay', 'valid'],
  'east-pays-double': ['pay'],
  'discarder-pays': ['pay'],
  'everyone-pays': ['pay'],
  liability: ['pay'],
  'fifth-copy': ['valid'],
  'tile-count': ['valid'],
  shape: ['valid'],
  'fan-minimum': ['valid'],
  'rule-set-patterns': ['valid'],
  'claim-pung': ['discard'],
  'mahjong-first': ['discard'],
  'pung-before-chow': ['discard'],
  'chow-only-from-left': ['discard'],
  'turn-order': ['discard'],
};

/** The puzzle types that can exercise `theme`. */
export const typesOfTheme = (theme: Theme): readonly PuzzleType[] => THEME_TYPES[theme];
