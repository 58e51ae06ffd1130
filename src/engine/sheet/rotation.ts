// Whether East stays after a hand, per rule set (docs/score-sheet.md, "Rotation"). The table's
// step (game/rotation.ts) then turns the deal; only what makes East stay differs.
import type { Deal } from '../game/rotation.ts';
import type { RuleSetId } from '../rules/types.ts';

/** How a hand ended, as far as the rotation cares. */
export type HandEnd = { kind: 'win'; eastWon: boolean } | { kind: 'draw' } | { kind: 'false-mahjong' };

/** The North round's last deal: hk-modern repeats it after a draw. */
const lastDeal = (d: Deal): boolean => d.round === 3 && d.passes === 3;

export function eastStays(rules: RuleSetId, end: HandEnd, deal: Deal): boolean {
  const eastWon = end.kind === 'win' && end.eastWon;
  switch (rules) {
    // HKE: East stays while winning; after a draw and a false Mah-Jongg the wind passes.
    case 'hke':
      return eastWon;
    // Elian & Harold: East stays after winning and after a draw; otherwise the wind turns.
    case 'classic':
      return eastWon || end.kind === 'draw';
    // The dealer stays on a win and after a false win (the hand is replayed); after a draw
    // the deal passes, except in the very last hand, which is replayed.
    case 'hk-modern':
      return eastWon || end.kind === 'false-mahjong' || (end.kind === 'draw' && lastDeal(deal));
    // The winds stay after a dead game and move after every other hand.
    case 'hk-simple':
      return end.kind === 'draw';
    default: {
      const unknown: never = rules;
      return unknown;
    }
  }
}
