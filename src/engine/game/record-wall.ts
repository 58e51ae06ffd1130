// The wall a record's hand was played from, rebuilt from the record itself: the dealt tiles,
// the live wall's tiles in the order the `draw` events took them and the dead wall's in the
// order the replacement `draw` events took them (docs/game-record.md, "Reading a record").
// The seed is only a label here, so a record stays readable whatever the shuffle that deals
// from a seed; the tiles nobody drew are not in the record and fill the rest of the wall.
import { WIND_LETTERS, type Wind } from '../tiles.ts';
import { arrangeWall, wallTiles } from './arranged.ts';
import { done, refuse, type GameResult } from './errors.ts';
import { dealWall } from './start.ts';
import { WALL_TILES, type GameOptions, type HandState } from './types.ts';
import { DEALT } from './wall.ts';

/** What of a record the wall is rebuilt from (a `HandRecord` has these fields). */
export interface RecordTiles {
  seed: number;
  options: GameOptions;
  dice: [number, number];
  dealt: Record<string, string>;
  events: readonly { type: string; tile?: string; replacement?: boolean }[];
}

const isDie = (d: unknown): boolean => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;
/** One tile in notation (`5p`, `1f`), else null. */
const oneTile = (text: unknown): string | null =>
  typeof text === 'string' && wallTiles(text)?.length === 1 ? text : null;

/**
 * The hand as dealt, with the dealt flowers and seasons already replaced (as `dealWall` deals
 * it), from the record's own tiles; `bad-record` when they are not one set of 144 tiles' worth.
 * Whether the events follow from it is the replay's check.
 */
export function recordStart(r: RecordTiles, round: Wind): GameResult<HandState> {
  if (!Array.isArray(r.dice) || r.dice.length !== 2 || !r.dice.every(isDie))
    return refuse('bad-record', { reason: 'dice' });
  const draws: string[] = [];
  const replacements: string[] = [];
  for (const e of r.events) {
    if (e?.type !== 'draw') continue;
    const tile = oneTile(e.tile);
    if (tile === null) return refuse('bad-record', { reason: 'notation' });
    (e.replacement === true ? replacements : draws).push(tile);
  }
  // Live draws fill the wall from the deal onwards, replacements from its far end back: together
  // they cannot take more than the tiles left after the deal.
  if (draws.length + replacements.length > WALL_TILES - DEALT) return refuse('bad-record', { reason: 'count' });
  const dealt = r.dealt;
  if (typeof dealt !== 'object' || dealt === null || !WIND_LETTERS.every((l) => typeof dealt[l] === 'string'))
    return refuse('bad-record', { reason: 'dealt' });
  const built = arrangeWall({
    // A record writes the dealt flowers and seasons after a space (`…67z 3f`).
    dealt: {
      E: dealt.E!.replace(/ /g, ''),
      S: dealt.S!.replace(/ /g, ''),
      W: dealt.W!.replace(/ /g, ''),
      N: dealt.N!.replace(/ /g, ''),
    },
    draws,
    replacements,
    dice: [r.dice[0], r.dice[1]],
  });
  if (!built.ok) return refuse('bad-record', built.error);
  return done(dealWall({ seed: r.seed, round, options: r.options }, built.value));
}
