// Which puzzle types can exercise each theme (themes.ts): "practise this theme" draws from
// them. Apart from the list itself because the puzzle types (types.ts) name the themes.
import type { Theme } from './themes.ts';
import type { PuzzleType } from './types.ts';

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
  'last-tile': ['fan', 'pay', 'valid', 'discard'],
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
  'claim-mahjong': ['discard'],
  'mahjong-first': ['discard'],
  'pung-before-chow': ['discard'],
  'chow-only-from-left': ['discard'],
  'turn-order': ['discard'],
};

/** The puzzle types that can exercise `theme`. */
export const typesOfTheme = (theme: Theme): readonly PuzzleType[] => THEME_TYPES[theme];
