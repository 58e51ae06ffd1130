// Scores one hand under every rule set and builds the comparison. The engine is passed in: the
// compare page hands over the engine it loaded on demand (its own chunk), the build the one it
// imported; this file imports engine types only, so it adds no engine code to a bundle.
import type { Hand } from '../../engine/hand.ts';
import type { ScoreOptions } from '../../engine/rules/score.ts';
import type { RuleSetId, Score } from '../../engine/rules/types.ts';
import type { Situation } from '../../engine/situation.ts';
import type { Result } from '../../engine/errors.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import { compareScores, handError, type Comparison, type ScoreResults } from './model.ts';

/** The part of the engine a comparison needs. */
export interface CompareEngine {
  RULE_SETS: readonly RuleSetId[];
  WIND_LETTERS: readonly WindLetter[];
  score: (hand: Hand, situation: Situation, options?: ScoreOptions) => Result<Score>;
  validateSituation: (situation: Situation, hand?: Hand) => Result<Situation>;
}

export type CompareResult = Result<Comparison>;

export function compareHand(engine: CompareEngine, hand: Hand, situation: Situation): CompareResult {
  const checked = engine.validateSituation(situation, hand);
  if (!checked.ok) return checked;
  const s = checked.value;
  const results = Object.fromEntries(
    engine.RULE_SETS.map((rules) => [rules, engine.score(hand, s, { rules })]),
  ) as ScoreResults;
  const error = handError(results);
  if (error !== null) return { ok: false, error };
  const from = s.from === undefined ? null : engine.WIND_LETTERS[s.from]!;
  return { ok: true, value: compareScores(results, { seat: engine.WIND_LETTERS[s.seat]!, from, win: s.win }) };
}
