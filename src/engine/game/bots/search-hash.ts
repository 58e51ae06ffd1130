// A 32-bit hash of what a seat sees (FNV-1a over the view's JSON): the search's deals are
// seeded from it, so the same view always gives the same deals and the same move.
import type { SeatView } from '../view.ts';

export function viewHash(view: SeatView): number {
  const text = JSON.stringify(view);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
