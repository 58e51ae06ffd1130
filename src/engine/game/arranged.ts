// A wall laid out by hand, for scripted lessons: each seat's dealt tiles, the live wall's draws
// in order and the dead wall's replacement tiles, all in notation; every other tile fills the
// rest of the wall where no draw of the script reaches (bonus tiles last, so an unplanned draw
// never takes a replacement). The result is a wall `dealWall` deals like a shuffled one.
import { parseBonus, parseTile, WIND_LETTERS, type WindLetter } from '../tiles.ts';
import { done, refuse, type GameResult } from './errors.ts';
import { BONUS_BASE, WALL_TILES, type WallTile } from './types.ts';
import { DEALT, dealtTo, fullSet } from './wall.ts';

export interface ArrangedDeal {
  /** Each seat's dealt tiles in notation without sets, e.g. `56999m349p177s15z` (East 14, the others 13). */
  dealt: Record<WindLetter, string>;
  /** The live wall's tiles in drawing order, e.g. `['3z', '2s', '1f']`. */
  draws: readonly string[];
  /** Replacement tiles in the order they are taken. */
  replacements: readonly string[];
  dice: [number, number];
}

/** `56999m1f` → `5m 6m 9m 9m 9m 1f` as wall codes; null on anything else. */
export function wallTiles(text: string): WallTile[] | null {
  const out: WallTile[] = [];
  for (const m of text.matchAll(/(\d+)([mpszfg])|(.)/g)) {
    if (m[3] !== undefined) return null;
    for (const d of m[1]!) {
      const code = `${d}${m[2]}`;
      const t = parseTile(code);
      const b = parseBonus(code);
      if (t !== undefined) out.push(t);
      else if (b !== undefined) out.push(BONUS_BASE + b);
      else return null;
    }
  }
  return out;
}

/** The wall in drawing order (docs/game-record.md): `bad-record` when the deal is not 144 tiles' worth. */
export function arrangeWall(a: ArrangedDeal): GameResult<{ dice: [number, number]; wall: WallTile[] }> {
  const hands = WIND_LETTERS.map((l) => wallTiles(a.dealt[l]));
  const draws = wallTiles(a.draws.join(''));
  const spares = wallTiles(a.replacements.join(''));
  if (hands.some((h) => h === null) || draws === null || spares === null)
    return refuse('bad-record', { reason: 'notation' });
  if (hands.some((h, w) => h!.length !== (w === 0 ? 14 : 13))) return refuse('bad-record', { reason: 'dealt' });
  const wall: (WallTile | null)[] = Array.from({ length: WALL_TILES }, () => null);
  const taken = [0, 0, 0, 0];
  for (let i = 0; i < DEALT; i++) {
    const w = dealtTo(i);
    wall[i] = hands[w]![taken[w]!]!;
    taken[w] = taken[w]! + 1;
  }
  draws.forEach((t, i) => (wall[DEALT + i] = t));
  spares.forEach((t, i) => (wall[WALL_TILES - 1 - i] = t));
  const pool = fullSet();
  for (const t of wall) {
    if (t === null) continue;
    const i = pool.indexOf(t);
    if (i < 0) return refuse('bad-record', { reason: 'copies' });
    pool.splice(i, 1);
  }
  // Fill from the far end of the live wall backwards: bonus tiles (last in the pool) land where no draw reaches.
  const free = wall.flatMap((t, i) => (t === null ? [i] : []));
  if (free.length !== pool.length) return refuse('bad-record', { reason: 'count' });
  pool.reverse().forEach((t, k) => (wall[free[free.length - 1 - k]!] = t));
  return done({ dice: a.dice, wall: wall as WallTile[] });
}
