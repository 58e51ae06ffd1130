// The four seats in turn order (the engine's winds: 0 East, 1 South, 2 West, 3 North). The turn
// passes to the player on your right, so the next seat sits on your right and the previous one
// on your left: the only player whose discard you may chow.
import type { Wind } from '../engine/tiles.ts';

export const TURN_ORDER: readonly Wind[] = [0, 1, 2, 3];
export const nextSeat = (seat: Wind): Wind => ((seat + 1) % 4) as Wind;
export const prevSeat = (seat: Wind): Wind => ((seat + 3) % 4) as Wind;
