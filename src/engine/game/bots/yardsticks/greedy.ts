// The greedy yardstick: plays towards any winning hand by tiles away alone (shanten, seven
// pairs and thirteen orphans included), the most useful tiles among equal discards, and
// claims whenever that brings the hand closer (yardstick.ts). It ignores the fan minimum
// (a win below it is simply not offered) and every danger.
import { shanten, shantenAfterEach, usefulCopies } from '../shanten.ts';
import type { Measure } from './yardstick.ts';

/** Every suit and the honours, as `usefulCopies` takes them (bit per suit). */
const ALL_SUITS = 0b1111;

export const greedyMeasure: Measure = {
  away: (c, melds) => shanten(c, melds.length),
  afterEach: (c, melds, tiles) => shantenAfterEach(c, melds.length, tiles),
  useful: (c, melds, away, seen) => usefulCopies(c, melds.length, away, seen, ALL_SUITS, melds.length === 0),
  winnable: () => true,
};
