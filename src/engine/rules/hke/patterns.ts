// The HKE fan table, one row per pattern. `find` returns one entry per time the pattern
// counts, each entry the blocks that made it. All fan are cumulative (docs/rules/hke.md).
import { isDragon, isHonour } from '../../tiles.ts';
import { allIndices, blocksWhere, isStandard, pungsOf, type Ctx } from '../kernel/context.ts';
import { allPungs, bonusOf, flush, littleSet, ownBonus, windPungs } from '../kernel/predicates.ts';
import { asOnce, each, once, type Found } from '../kernel/rows.ts';

export const HKE_PATTERNS = [
  'no-flowers',
  'seat-flower',
  'seat-season',
  'all-flowers',
  'all-seasons',
  'all-chows',
  'dragon-pung',
  'seat-wind',
  'prevalent-wind',
  'self-draw',
  'last-tile-draw',
  'last-tile-claim',
  'kong-replacement',
  'robbing-kong',
  'all-pungs',
  'half-flush',
  'seven-pairs',
  'little-three-dragons',
  'full-flush',
] as const;
export type HkePatternId = (typeof HKE_PATTERNS)[number];

interface PatternRow {
  id: HkePatternId;
  fan: number;
  find: (ctx: Ctx) => Found;
}

export const HKE_PATTERN_TABLE: readonly PatternRow[] = [
  { id: 'no-flowers', fan: 1, find: (c) => once(c.hand.bonus.length === 0) },
  { id: 'seat-flower', fan: 1, find: (c) => once(ownBonus(c, 'f')) },
  { id: 'seat-season', fan: 1, find: (c) => once(ownBonus(c, 'g')) },
  { id: 'all-flowers', fan: 1, find: (c) => once(bonusOf(c, 'f').length === 4) },
  { id: 'all-seasons', fan: 1, find: (c) => once(bonusOf(c, 'g').length === 4) },
  {
    // Four chows and a pair of suit tiles; an honour pair spoils it.
    id: 'all-chows',
    fan: 1,
    find: (c) => {
      const chows = blocksWhere(c, (b) => b.kind === 'chow');
      const pair = c.reading.blocks.find((b) => b.kind === 'pair');
      return once(isStandard(c) && chows.length === 4 && pair !== undefined && !isHonour(pair.tile), allIndices(c));
    },
  },
  // One entry per dragon pung or kong; a kong counts the same as a pung.
  { id: 'dragon-pung', fan: 1, find: (c) => each(pungsOf(c, isDragon)) },
  { id: 'seat-wind', fan: 1, find: (c) => each(windPungs(c, c.situation.seat)) },
  { id: 'prevalent-wind', fan: 1, find: (c) => each(windPungs(c, c.situation.round)) },
  { id: 'self-draw', fan: 1, find: (c) => once(c.selfDrawn) },
  { id: 'last-tile-draw', fan: 1, find: (c) => once(c.situation.lastTile && c.selfDrawn) },
  { id: 'last-tile-claim', fan: 1, find: (c) => once(c.situation.lastTile && c.situation.win === 'discard') },
  { id: 'kong-replacement', fan: 1, find: (c) => once(c.situation.win === 'kong-replacement') },
  { id: 'robbing-kong', fan: 1, find: (c) => once(c.situation.win === 'robbing-kong') },
  { id: 'all-pungs', fan: 3, find: (c) => asOnce(allPungs(c)) },
  // One suit plus honours, both present; a hand of one suit only is a full flush instead.
  { id: 'half-flush', fan: 3, find: (c) => once(flush(c, 1, true), allIndices(c)) },
  { id: 'seven-pairs', fan: 4, find: (c) => once(c.reading.shape === 'seven-pairs', allIndices(c)) },
  // Two dragon pungs and the third dragon as the pair; the pungs also score dragon-pung.
  { id: 'little-three-dragons', fan: 4, find: (c) => asOnce(littleSet(c, isDragon, 2)) },
  { id: 'full-flush', fan: 6, find: (c) => once(flush(c, 1, false), allIndices(c)) },
];
