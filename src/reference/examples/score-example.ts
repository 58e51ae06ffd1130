// Scores a reference example with the engine under any rule set (HKE unless told); a bad
// example is a build error naming it.
import {
  DEFAULT_SITUATION,
  parseHand,
  score,
  validateSituation,
  type Hand,
  type RuleSetId,
  type Score,
  type ScoreOptions,
  type Situation,
} from '../../engine/index.ts';
import { errorMessage } from '../../words/messages.ts';
import en from '../../words/en.json' with { type: 'json' };
import type { Example } from './examples.ts';

export type ExampleResult = { hand: Hand; situation: Situation; score: Score | null; error: string | null };

/** Each rule set's own options, as `score` takes them (`rules` is the separate argument). */
export type RuleOptions = Omit<ScoreOptions, 'rules'>;

/**
 * `score` is null when the hand is no complete hand (allowed for "near" examples only); a
 * complete hand that is no win under `rules` has a score with `legal: false`.
 */
export function scoreExample(ex: Example, rules: RuleSetId = 'hke', options: RuleOptions = {}): ExampleResult {
  const where = `Reference example "${ex.hand}"${rules === 'hke' ? '' : ` (${rules})`}`;
  const hand = parseHand(ex.hand);
  if (!hand.ok) throw new Error(`${where}: ${errorMessage(hand.error, en)}`);
  const checked = validateSituation({ ...DEFAULT_SITUATION, ...ex.situation }, hand.value);
  if (!checked.ok) throw new Error(`${where}: ${errorMessage(checked.error, en)}`);
  const s = checked.value;
  const r = score(hand.value, s, { ...options, rules });
  if (r.ok) return { hand: hand.value, situation: s, score: r.value, error: null };
  if (r.error.code === 'not-complete-hand') return { hand: hand.value, situation: s, score: null, error: r.error.code };
  throw new Error(`${where}: ${errorMessage(r.error, en)}`);
}
