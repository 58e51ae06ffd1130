// A won hand as a link to the compare page: the hand as the table wrote it (its bonus tiles and
// winning tile included) and its situation (the winner's seat, the prevalent wind, how it was
// won and from whom, the last-tile, heaven and earth switches), in the compare page's own query
// form. The liable player has no parameter there; it changes who pays, not what the hand is worth.
import type { HandResult } from '../../engine/game/types.ts';
import { makeHandLink } from '../shared/hand-link.ts';

/** The compare-page query (without "?") of a win; null for a draw or a false Mah-Jongg. */
export function compareQuery(r: HandResult): string | null {
  if (r.outcome !== 'win' || r.hand === undefined || r.situation === undefined) return null;
  const { liable: _, ...situation } = r.situation;
  return makeHandLink({ hand: r.hand, ...situation });
}
