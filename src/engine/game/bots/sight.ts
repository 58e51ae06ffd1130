// What a computer player reads from its view before it decides: its own hidden tiles as
// counts, the copies of every tile it can see, and the fan its hand holds already (bonus
// tiles, declared sets of dragons and valued winds). Everything here comes from the view.
import { countTiles, isDragon, TILE_COUNT, windTile, type Wind } from '../../tiles.ts';
import type { TableMeld } from '../types.ts';
import type { SeatView } from '../view.ts';

export interface Sight {
  view: SeatView;
  seat: Wind;
  /** Own hidden tiles as counts (changed and restored while trying moves). */
  c: number[];
  /** Own declared sets. */
  melds: readonly TableMeld[];
  /** Copies of each tile the seat can see: its own hand, every set, every discard still lying. */
  visible: number[];
  /** Fan a pung of each tile is worth: dragons 1, seat and prevalent wind 1 each, else 0. */
  pungFan: number[];
  /** Fan the hand holds whatever it becomes: bonus tiles and valued declared sets. */
  fixedFan: number;
  minFan: number;
}

/** Copies of each tile the seat can see: its own hand, every set, every discard still lying. */
export function visibleCounts(view: SeatView): number[] {
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const t of view.concealed) c[t]!++;
  for (const p of view.players) {
    for (const m of p.melds) {
      if (m.kind === 'chow') for (let k = 0; k < 3; k++) c[m.tile + k]!++;
      else c[m.tile]! += m.kind === 'kong' ? 4 : 3;
    }
    for (const d of p.discards) if (d.claimedBy === undefined) c[d.tile]!++;
  }
  return c;
}

/** HKE bonus fan: none at all 1, own flower 1, own season 1, all four flowers 1, all four seasons 1. */
export function bonusFan(bonus: readonly number[], seat: Wind): number {
  if (bonus.length === 0) return 1;
  let fan = 0;
  if (bonus.includes(seat)) fan++;
  if (bonus.includes(4 + seat)) fan++;
  if ([0, 1, 2, 3].every((b) => bonus.includes(b))) fan++;
  if ([4, 5, 6, 7].every((b) => bonus.includes(b))) fan++;
  return fan;
}

export function pungFans(seat: Wind, round: Wind): number[] {
  const out = new Array<number>(TILE_COUNT).fill(0);
  for (let t = 27; t < TILE_COUNT; t++) {
    if (isDragon(t)) out[t] = 1;
    else out[t] = (t === windTile(seat) ? 1 : 0) + (t === windTile(round) ? 1 : 0);
  }
  return out;
}

export function sightOf(view: SeatView): Sight {
  const me = view.players[view.seat]!;
  const pungFan = pungFans(view.seat, view.round);
  let fixedFan = bonusFan(me.bonus, view.seat);
  for (const m of me.melds) if (m.kind !== 'chow') fixedFan += pungFan[m.tile]!;
  return {
    view,
    seat: view.seat,
    c: countTiles(view.concealed),
    melds: me.melds,
    visible: visibleCounts(view),
    pungFan,
    fixedFan,
    minFan: view.options.minFan,
  };
}
