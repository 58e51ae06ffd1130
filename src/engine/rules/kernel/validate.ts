// Validation every rule set shares before it scores: the situation on its own
// (`validateSituation`), then what only scoring asks of it: a supplier named for a hand that
// nobody gave a set.
import { fail, type Result } from '../../errors.ts';
import type { Hand } from '../../hand.ts';
import { validateSituation, type Situation } from '../../situation.ts';

/**
 * A player is liable for a set they gave the winner: the third dragon set or the fourth set,
 * claimed from their discard. When every set of the hand is concealed nobody gave one, so
 * naming a supplier is an impossible situation under every rule set (docs/rules/hke.md,
 * dangerous play). The kong-replacement case is left to the rule sets: hk-modern reads a
 * concealed kong there as "not the case" and HKE and hk-simple have no such rule.
 */
function nothingSupplied(s: Situation, hand: Hand): boolean {
  const why = s.liable?.why;
  return (why === 'third-dragon' || why === 'fourth-set') && hand.melds.every((m) => m.concealed);
}

/** The situation as the rule sets may trust it, or the reason it cannot happen with this hand. */
export function validateForScoring(input: Situation, hand: Hand): Result<Situation> {
  const s = validateSituation(input, hand);
  if (!s.ok) return s;
  if (nothingSupplied(s.value, hand)) return fail({ code: 'impossible-situation', reason: 'liable-nothing-claimed' });
  return s;
}
