// The practice page's engine chunk: the puzzle generators and judges (docs/puzzles.md), loaded
// by a dynamic import so no other page downloads them, plus the few helpers the view needs to
// turn the puzzle's data into tile codes.
import { meldTiles, type Hand } from '../../engine/hand.ts';
import { makeBonus, makeTile } from '../../engine/tiles.ts';

export * from '../../engine/puzzles/index.ts';

/** A hand's tiles as codes: hidden tiles, each declared set, the bonus tiles, the winning tile. */
export function handCodes(h: Hand): {
  concealed: string[];
  melds: string[][];
  bonus: string[];
  winning: string | null;
} {
  return {
    concealed: h.concealed.map(makeTile),
    melds: h.melds.map((m) => meldTiles(m).map(makeTile)),
    bonus: h.bonus.map(makeBonus),
    winning: h.winning === undefined ? null : makeTile(h.winning),
  };
}

export { makeTile };

// The FSRS scheduler rides in this chunk: only the practice page loads it, after the page is up.
export { reviewAnswer, MAX_REVIEWS } from './review.ts';

// The rule-set facts a solution states (the minimum, the cap, a classic special hand's class).
export { ruleFacts } from './rule-facts.ts';
