// The coach's advice for the learner's question now: every choice ranked by the strong
// player's evaluation from the learner's own view (never the state), for a discard (shown on
// request) or a claim (shown with the claim buttons). Null when coaching is off or the table
// asks nothing the evaluation can weigh.
import { legalActions, viewOf } from '../../engine/game/index.ts';
import { evaluate, type Choice } from './advisor.ts';
import { learnerSeat, nextStep, type TableState } from './controller.ts';

export interface Advice {
  kind: 'discard' | 'claim';
  /** Best first. */
  choices: Choice[];
  minFan: number;
}

export function advise(s: TableState): Advice | null {
  if (!s.coach || nextStep(s) !== 'learner') return null;
  const phase = s.game.hand.phase;
  if (phase.kind !== 'turn' && phase.kind !== 'claims') return null;
  const me = learnerSeat(s.game);
  const legal = legalActions(s.game, me);
  if (legal.length < 2) return null;
  const choices = evaluate(viewOf(s.game.hand, me), legal, 'strong');
  return { kind: phase.kind === 'turn' ? 'discard' : 'claim', choices, minFan: s.game.options.minFan };
}
