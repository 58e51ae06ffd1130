// Scores a reference example with the engine; a bad example is a build error naming it.
import { DEFAULT_SITUATION, parseHand, score, validateSituation, type Hand, type Score, type Situation } from '../engine/index.ts';
import { errorMessage } from '../i18n/engine-errors.ts';
import en from '../i18n/en.json' with { type: 'json' };
import type { Example } from './examples.ts';

export type ExampleResult = { hand: Hand; situation: Situation; score: Score | null; error: string | null };

/** `score` is null when the hand is no winning hand (allowed for "near" examples only). */
export function scoreExample(ex: Example): ExampleResult {
  const hand = parseHand(ex.hand);
  if (!hand.ok) throw new Error(`Reference example "${ex.hand}": ${errorMessage(hand.error, en)}`);
  const checked = validateSituation({ ...DEFAULT_SITUATION, ...ex.situation }, hand.value);
  if (!checked.ok) throw new Error(`Reference example "${ex.hand}": ${errorMessage(checked.error, en)}`);
  const s = checked.value;
  const r = score(hand.value, s);
  if (r.ok) return { hand: hand.value, situation: s, score: r.value, error: null };
  if (r.error.code === 'not-complete-hand') return { hand: hand.value, situation: s, score: null, error: r.error.code };
  throw new Error(`Reference example "${ex.hand}": ${errorMessage(r.error, en)}`);
}
