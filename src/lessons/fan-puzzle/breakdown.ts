// Headless state of the breakdown (the engine's items of a hand, each lighting its sets), shared
// by the "How many fan?" widget and the play table's hand end. It knows no judge, so the table
// does not bundle one.
import type { FanAnswer } from './types.ts';

export interface BreakdownState {
  answer: FanAnswer;
  /** Breakdown item under the pointer or focus; its blocks are highlighted. */
  preview: number | null;
  /** Breakdown item switched on by click or key; highlighted while nothing is previewed. */
  pinned: number | null;
}

export type BreakdownAction = { type: 'preview'; item: number | null } | { type: 'pin'; item: number };

export const initialBreakdown = (answer: FanAnswer): BreakdownState => ({ answer, preview: null, pinned: null });

export function updateBreakdown<S extends BreakdownState>(s: S, a: BreakdownAction): S {
  switch (a.type) {
    case 'preview':
      return { ...s, preview: a.item };
    case 'pin':
      return { ...s, pinned: s.pinned === a.item ? null : a.item };
  }
}

/** The blocks to highlight in the reading: the previewed item's, else the pinned one's. */
export function litBlocks(s: BreakdownState): number[] {
  const item = s.preview ?? s.pinned;
  if (item === null) return [];
  // Index -1 stands for the limit hand, which is made of the whole reading.
  if (item < 0) return s.answer.reading.blocks.map((_, i) => i);
  return s.answer.items[item]?.blocks ?? [];
}
