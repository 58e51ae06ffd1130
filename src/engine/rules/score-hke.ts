// `score` for HKE alone, as the table plays it (the game engine, its computer players and the
// hand's end): the same checks and figures as `score(hand, s, { rules: 'hke', hke })` without
// importing the other rule sets, so the table's browser chunk carries HKE's rules only.
import type { Result } from '../errors.ts';
import type { Hand } from '../hand.ts';
import type { Situation } from '../situation.ts';
import type { HkeOptions } from './hke/options.ts';
import { HKE_RULE_SET } from './hke/rule-set.ts';
import { scoreUnder, settled } from './score-under.ts';
import type { Score } from './types.ts';

export function score(
  hand: Hand,
  situation: Situation,
  options: { rules?: 'hke'; hke?: Partial<HkeOptions> } = {},
): Result<Score> {
  return scoreUnder(settled(HKE_RULE_SET, options.hke), 'hke', hand, situation);
}
