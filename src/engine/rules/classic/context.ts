// Facts about one reading of a hand that the classic tables ask for: the kernel's context plus
// what classic's winner's extras and doublings need.
import { winningBlocks, type Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import { waits } from '../../waits.ts';
import { makeCtx, type Ctx } from '../kernel/context.ts';
import type { ClassicOptions } from './options.ts';

export interface ClassicCtx extends Ctx {
  opts: ClassicOptions;
  /** The 13 tiles before the winning tile waited on exactly one tile. */
  onlyPossibleTile: boolean;
  /** No exposed set before the winning tile (concealed kongs allowed, a winning discard too). */
  concealedBefore: boolean;
}

/** Facts about the hand that do not depend on the reading, worked out once per hand. */
export interface HandFacts {
  onlyPossibleTile: boolean;
  concealedBefore: boolean;
}

export function handFacts(hand: Hand): HandFacts {
  const w = waits({ ...hand, winning: undefined });
  return {
    onlyPossibleTile: w.ok && w.value.length === 1,
    concealedBefore: hand.melds.every((m) => m.concealed),
  };
}

export const makeClassicCtx = (
  hand: Hand,
  reading: Decomposition,
  s: Situation,
  facts: HandFacts,
  opts: ClassicOptions,
): ClassicCtx => ({ ...makeCtx(hand, reading, s), ...facts, opts });

const claimed = (s: Situation): boolean => s.win === 'discard' || s.win === 'robbing-kong';

/**
 * A set completed by a claimed winning tile scores as exposed. The tile may fit more than one
 * block of a reading, so each choice is a placement of its own and the best one counts.
 */
export function placements(hand: Hand, reading: Decomposition, s: Situation): Decomposition[] {
  if (!claimed(s)) return [reading];
  const fits = winningBlocks(hand, reading).filter((i) => reading.blocks[i]!.kind !== 'single');
  if (fits.length === 0) return [reading];
  return fits.map((i) => ({
    ...reading,
    blocks: reading.blocks.map((b, k) => (k === i ? { ...b, concealed: false } : b)),
  }));
}
