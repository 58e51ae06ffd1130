// What a careful player reads from the open information: how many copies of a tile are out
// of reach, who looks close to winning, which discards are safer, which are dangerous under
// the dangerous-play option.
import { isHonour, TILE_COUNT, type Tile, type Wind } from '../../tiles.ts';
import { dangerousFor } from '../danger.ts';
import type { SeatView } from '../view.ts';

/** Copies of each tile the seat can see: its own hand, every set, every discard still lying. */
export function visibleCounts(view: SeatView): number[] {
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const t of view.concealed) c[t]!++;
  for (const p of view.players) {
    for (const m of p.melds) {
      if (m.kind === 'chow') (c[m.tile]!++, c[m.tile + 1]!++, c[m.tile + 2]!++);
      else c[m.tile]! += m.kind === 'kong' ? 4 : 3;
    }
    for (const d of p.discards) if (d.claimedBy === undefined) c[d.tile]!++;
  }
  return c;
}

/**
 * Opponents who look close to Mah-Jongg: three sets shown, or two once the wall is half
 * gone. (A hidden hand gives nothing away; a careful player watches the sets.)
 */
export function threats(view: SeatView): Wind[] {
  const out: Wind[] = [];
  view.players.forEach((p, w) => {
    if (w === view.seat) return;
    if (p.melds.length >= 3 || (p.melds.length >= 2 && view.live < 40)) out.push(w as Wind);
  });
  return out;
}

/** Higher is safer against `against`: copies already out, and tiles those players threw away themselves. */
export function safety(view: SeatView, visible: readonly number[], against: readonly Wind[], t: Tile): number {
  const v = visible[t]!;
  let s = v;
  // An honour can only be waited on as a pair or a pung: two out leave at most a single wait.
  if (isHonour(t)) s += v >= 2 ? 3 : v === 1 ? 1 : 0;
  for (const w of against) if (view.players[w]!.discards.some((d) => d.tile === t)) s += 4;
  return s;
}

/** Under dangerous play: tiles that would feed another player's shown threat. */
export function dangerousTiles(view: SeatView): boolean[] {
  if (!view.options.dangerousPlay) return new Array<boolean>(TILE_COUNT).fill(false);
  return dangerousFor(view.players, view.seat);
}
