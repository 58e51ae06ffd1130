// Seven and eight flowers: with the seventh (eighth) bonus tile the player may call a win at
// once, complete hand or not, and it counts as a self-draw. Our hands always hold fourteen
// playing tiles, so we read a hand holding seven bonus tiles as offering this win beside its
// ordinary readings, the better one counting; all eight bonus tiles are always the instant win
// (docs/rules/hk-modern.md, decision 9).
import type { Hand } from '../../hand.ts';
import type { HkModernOptions } from './options.ts';

export interface InstantWin {
  id: 'seven-flowers' | 'eight-flowers';
  /** Fixed fan; nothing else is added, not even self-draw. 0 for a limit. */
  fan: number;
  limit: boolean;
}

export function instantWin(hand: Hand, opts: HkModernOptions): InstantWin | null {
  if (!opts.bonusTiles) return null;
  switch (hand.bonus.length) {
    case 7:
      return { id: 'seven-flowers', fan: 3, limit: false };
    case 8:
      return opts.eightFlowers === 13
        ? { id: 'eight-flowers', fan: 0, limit: true }
        : { id: 'eight-flowers', fan: 8, limit: false };
    default:
      return null;
  }
}
