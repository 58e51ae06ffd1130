// Build-time checks for the rule pages and the gallery: an example must show what its row
// says, under its own rule set, or the build stops with a message naming page, row and hand.
// The same functions run in the unit tests (rule-pages.test.ts).
import type { RuleSetId, Score, Situation } from '../../engine/index.ts';
import type { Example } from '../examples/examples.ts';
import { scoreExample, type RuleOptions } from '../examples/score-example.ts';

/** An example the engine has scored: what the page shows beside the hand. */
export interface Shown {
  hand: string;
  situation: Situation;
  /** The example names its situation (else it is the plain default: East wins on a discard). */
  situationGiven: boolean;
  /** The options the example is scored with (empty: the rule set's defaults). */
  options: RuleOptions;
  score: Score;
}

export const describeExample = (ex: Example): string =>
  ex.situation ? `${ex.hand} with ${JSON.stringify(ex.situation)}` : ex.hand;

/** The example scored under `rules`; a hand that is no complete hand stops the build. */
export function shown(where: string, ex: Example, rules: RuleSetId, options: RuleOptions = {}): Shown {
  const r = scoreExample(ex, rules, options);
  if (r.score === null) throw new Error(`${where}: the example ${describeExample(ex)} is no complete hand.`);
  return { hand: ex.hand, situation: r.situation, situationGiven: ex.situation !== undefined, options, score: r.score };
}

/** The example must be a legal win under `rules` that scores the item `id`. */
export function showsItem(where: string, id: string, ex: Example, rules: RuleSetId, options: RuleOptions = {}): Shown {
  const s = shown(where, ex, rules, options);
  if (!s.score.items.some((i) => i.id === id)) {
    throw new Error(`${where}: the example for ${id} (${describeExample(ex)}) does not score ${id} under ${rules}.`);
  }
  if (!s.score.legal)
    throw new Error(
      `${where}: the example for ${id} (${describeExample(ex)}) is no win under ${rules} (${s.score.reason}).`,
    );
  return s;
}

/** The example must count as the limit or special hand `id` under `rules` (`exact`: and be no other). */
export function showsLimit(
  where: string,
  id: string,
  ex: Example,
  rules: RuleSetId,
  options: RuleOptions = {},
  exact = false,
): Shown {
  const s = shown(where, ex, rules, options);
  const ok = s.score.legal && s.score.limit === id && (!exact || s.score.limits.length === 1);
  if (!ok) {
    throw new Error(
      `${where}: the example for ${id} (${describeExample(ex)}) scores ${JSON.stringify(s.score.limits)} under ${rules}, not exactly ${id}.`,
    );
  }
  return s;
}

/** A near miss must not be the limit `id` under `rules`; its score is null when it is no complete hand at all. */
export function missesLimit(
  where: string,
  id: string,
  ex: Example,
  rules: RuleSetId,
  options: RuleOptions = {},
): { situation: Situation; score: Score | null } {
  const r = scoreExample(ex, rules, options);
  if (r.score?.limits.includes(id))
    throw new Error(
      `${where}: the near miss for ${id} (${describeExample(ex)}) is that hand after all under ${rules}.`,
    );
  return { situation: r.situation, score: r.score };
}
