// A hand of the sheet entered by tiles, as a link to the calculator and to the compare page:
// its tiles and the situation the evening gives it (the winner's seat wind, the prevalent wind,
// how it was won and from whom), written by the share-link codec both pages read.
import type { HandRow } from '../../engine/sheet/evening.ts';
import type { SheetHand } from '../../engine/sheet/types.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { withHandLink, type HandLink } from '../shared/hand-link.ts';

/** The link of a hand by tiles in the evening's situation; null for any other entry. */
export function handLinkOf(h: SheetHand, row: HandRow): HandLink | null {
  if (h.kind !== 'win' || h.value.by !== 'tiles') return null;
  const link: HandLink = {
    hand: h.value.hand,
    seat: WIND_LETTERS[row.seats[h.winner]!]!,
    round: WIND_LETTERS[row.round]!,
    win: h.win,
    lastTile: h.lastTile,
    heaven: h.heaven,
    earth: h.earth,
  };
  if (h.from !== undefined) link.from = WIND_LETTERS[row.seats[h.from]!]!;
  return link;
}

/** The calculator's and the compare page's address for the hand, or null. */
export function handHrefs(
  h: SheetHand,
  row: HandRow,
  paths: { calculator: string; compare: string },
): { calculator: string; compare: string } | null {
  const link = handLinkOf(h, row);
  if (link === null) return null;
  // The calculator asks how a hand was won unless the link says it: a discard, the default, is
  // written out where the calculator writes it (before `from`, state.ts queryOf).
  let calculator = withHandLink(paths.calculator, link);
  if (link.win === 'discard') {
    const [path, query = ''] = calculator.split('?');
    const parts = query.split('&');
    const at = parts.findIndex((p) => !/^(hand|seat|round)=/.test(p));
    parts.splice(at < 0 ? parts.length : at, 0, 'win=discard');
    calculator = `${path}?${parts.join('&')}`;
  }
  return {
    calculator,
    compare: withHandLink(paths.compare, link),
  };
}
