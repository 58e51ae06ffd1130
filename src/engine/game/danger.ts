// "Gefährliches Spiel" as the table sees it: which discards are dangerous toward a player's
// shown pungs and kongs, whether a discarder had no choice, and whether a claimed pung made
// its discarder the supplier of the third dragon set or the fourth set. The scorer decides
// whether the win really was the feared hand (rules/hke/dangerous.ts); the table supplies the
// facts only it can see: who supplied a set, and what the discarder held at that moment.
import type { LiabilityCase } from '../situation.ts';
import { isDragon, isHonour, isTerminal, isWindTile, TILE_COUNT, tileSuit, type Tile, type Wind } from '../tiles.ts';
import type { TableMeld } from './types.ts';

/** The tiles of the declared pungs and kongs (concealed kongs are shown half-open, so they count). */
const pungTiles = (melds: readonly TableMeld[]): Tile[] => melds.filter((m) => m.kind !== 'chow').map((m) => m.tile);

/** The five threats the text lists, by what the shown pungs and kongs have in common. */
export const THREAT_KINDS = [
  'dragons', // two dragon sets shown: the third dragon
  'winds', // three wind sets shown: the fourth wind
  'suit', // three sets of one suit shown: that suit
  'honours', // three honour sets shown: any honour
  'terminals', // three terminal sets shown: any terminal
] as const;
export type ThreatKind = (typeof THREAT_KINDS)[number];

/**
 * The threat a discard of `t` would feed toward these shown sets (the first in the text's
 * order), or null: the coach names it, the table marks the tile.
 */
export function threatOf(melds: readonly TableMeld[], t: Tile): ThreatKind | null {
  const shown = pungTiles(melds);
  if (shown.length < 2) return null;
  const count = (test: (x: Tile) => boolean) => shown.filter(test).length;
  if (isDragon(t) && !shown.includes(t) && count(isDragon) >= 2) return 'dragons';
  if (isWindTile(t) && !shown.includes(t) && count(isWindTile) >= 3) return 'winds';
  const suited = shown.filter((x) => !isHonour(x));
  if (!isHonour(t) && suited.length >= 3 && suited.every((x) => tileSuit(x) === tileSuit(t))) return 'suit';
  if (isHonour(t) && count(isHonour) >= 3) return 'honours';
  if (isTerminal(t) && count(isTerminal) >= 3) return 'terminals';
  return null;
}

/** Per tile: would discarding it feed one of the five threats toward these shown sets? */
export const threatTiles = (melds: readonly TableMeld[]): boolean[] =>
  Array.from({ length: TILE_COUNT }, (_, t) => threatOf(melds, t) !== null);

/** Tiles dangerous for `seat` to discard: a threat of any other player. */
export function dangerousFor(players: readonly { melds: readonly TableMeld[] }[], seat: Wind): boolean[] {
  const out = new Array<boolean>(TILE_COUNT).fill(false);
  players.forEach((p, w) => {
    if (w === seat) return;
    threatTiles(p.melds).forEach((d, t) => {
      if (d) out[t] = true;
    });
  });
  return out;
}

/** "Keine Wahl": every tile the discarder could have discarded was dangerous. */
export const hadNoChoice = (concealed: readonly Tile[], danger: readonly boolean[]): boolean =>
  concealed.length > 0 && concealed.every((t) => danger[t]);

/**
 * The supplier case (a claimed pung or kong of `tile` before it joins `melds`): the third
 * dragon set after two shown, or the fourth set of big four winds, a full flush, all honours
 * or all terminals after three shown. Null when the claim completes no such threat.
 */
export function supplyCase(melds: readonly TableMeld[], tile: Tile): LiabilityCase | null {
  const shown = pungTiles(melds);
  const count = (test: (t: Tile) => boolean) => shown.filter(test).length;
  if (isDragon(tile) && count(isDragon) === 2) return 'third-dragon';
  if (isWindTile(tile) && count(isWindTile) === 3) return 'fourth-set';
  const suited = shown.filter((t) => !isHonour(t));
  if (!isHonour(tile) && suited.length === 3 && suited.every((t) => tileSuit(t) === tileSuit(tile)))
    return 'fourth-set';
  if (isHonour(tile) && count(isHonour) === 3) return 'fourth-set';
  if (isTerminal(tile) && count(isTerminal) === 3) return 'fourth-set';
  return null;
}
