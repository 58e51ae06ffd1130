// The simplified Hong Kong score sheet: eight sections a–h, one line per row. A hand scores at
// most one line of each section, the highest that fits (docs/rules/hk-simple.md: lines 26–46); a
// row's `find` returns the blocks that made the line, or null. Ids are HKE's where the meaning
// is the same, so the compare page lines them up (docs/rules/hk-simple.md lists the mapping).
import { isDragon, type BonusKind } from '../../tiles.ts';
import { allIndices, pungsOf, type Ctx } from '../kernel/context.ts';
import {
  allChows,
  allPungs,
  bonusOf,
  flush,
  littleSet,
  ownBonus,
  pungsExactly,
  windPungs,
} from '../kernel/predicates.ts';
import { when, type FoundOnce } from '../kernel/rows.ts';

export const HK_SIMPLE_SECTIONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export type HkSimpleSection = (typeof HK_SIMPLE_SECTIONS)[number];

/** Seven pairs scores its own line in a) plus only these sections (source line 52). */
export const SEVEN_PAIRS_SECTIONS: readonly HkSimpleSection[] = ['a', 'b', 'f', 'g', 'h'];

export const HK_SIMPLE_PATTERNS = [
  'mahjong',
  'seven-pairs',
  'self-draw',
  'kong-replacement',
  'all-chows',
  'all-pungs',
  'dragon-pung',
  'two-dragon-pungs',
  'little-three-dragons',
  'big-three-dragons',
  'seat-wind',
  'prevalent-wind',
  'seat-and-prevalent-wind',
  'no-flowers',
  'seat-flower',
  'seat-season',
  'seat-flower-and-season',
  'all-flowers',
  'all-seasons',
  'all-flowers-and-seasons',
  'half-flush',
  'full-flush',
  'all-honours',
] as const;
export type HkSimplePatternId = (typeof HK_SIMPLE_PATTERNS)[number];

export interface SectionRow {
  section: HkSimpleSection;
  id: HkSimplePatternId;
  /** Points of this line ("p" in the source); shown as fan like the other rule sets. */
  fan: number;
  find: (ctx: Ctx) => FoundOnce;
}

const allOf = (c: Ctx, kind: BonusKind): boolean => bonusOf(c, kind).length === 4;
const dragonPungs = (c: Ctx): number[] => pungsOf(c, isDragon);
const seatPungs = (c: Ctx): number[] => windPungs(c, c.situation.seat);
const roundPungs = (c: Ctx): number[] => windPungs(c, c.situation.round);

export const HK_SIMPLE_TABLE: readonly SectionRow[] = [
  // a) Mah-Jongg itself is worth nothing; seven pairs is a Mah-Jongg worth 4 (line 52).
  { section: 'a', id: 'mahjong', fan: 0, find: (c) => when(c.reading.shape !== 'seven-pairs') },
  { section: 'a', id: 'seven-pairs', fan: 4, find: (c) => when(c.reading.shape === 'seven-pairs', allIndices(c)) },
  // b) The winning tile from the wall, or from the dead wall ("ruin") after a kong.
  { section: 'b', id: 'self-draw', fan: 1, find: (c) => when(c.situation.win === 'self-draw') },
  { section: 'b', id: 'kong-replacement', fan: 2, find: (c) => when(c.situation.win === 'kong-replacement') },
  // c) The source names no condition on the pair: any pair will do.
  { section: 'c', id: 'all-chows', fan: 1, find: allChows },
  { section: 'c', id: 'all-pungs', fan: 3, find: allPungs },
  // d) One line for all the dragons together; a kong counts as a pung.
  { section: 'd', id: 'dragon-pung', fan: 1, find: (c) => ((p) => when(p.length >= 1, p))(dragonPungs(c)) },
  { section: 'd', id: 'two-dragon-pungs', fan: 2, find: (c) => ((p) => when(p.length >= 2, p))(dragonPungs(c)) },
  { section: 'd', id: 'little-three-dragons', fan: 4, find: (c) => littleSet(c, isDragon, 2) },
  { section: 'd', id: 'big-three-dragons', fan: 6, find: (c) => pungsExactly(c, isDragon, 3) },
  // e) A pung of a wind that is both seat and prevalent wind is one line of 1 (docs/rules/hk-simple.md).
  { section: 'e', id: 'seat-wind', fan: 1, find: (c) => ((p) => when(p.length > 0, p))(seatPungs(c)) },
  { section: 'e', id: 'prevalent-wind', fan: 1, find: (c) => ((p) => when(p.length > 0, p))(roundPungs(c)) },
  {
    section: 'e',
    id: 'seat-and-prevalent-wind',
    fan: 2,
    find: (c) => {
      const [seat, round] = [seatPungs(c), roundPungs(c)];
      return when(c.situation.seat !== c.situation.round && seat.length > 0 && round.length > 0, [...seat, ...round]);
    },
  },
  // f) Bonus tile n belongs to seat wind n.
  { section: 'f', id: 'no-flowers', fan: 1, find: (c) => when(c.hand.bonus.length === 0) },
  { section: 'f', id: 'seat-flower', fan: 1, find: (c) => when(ownBonus(c, 'f')) },
  { section: 'f', id: 'seat-season', fan: 1, find: (c) => when(ownBonus(c, 'g')) },
  { section: 'f', id: 'seat-flower-and-season', fan: 2, find: (c) => when(ownBonus(c, 'f') && ownBonus(c, 'g')) },
  // g) The source's "all winds" are the four seasons (docs/rules/hk-simple.md, our decisions).
  { section: 'g', id: 'all-flowers', fan: 1, find: (c) => when(allOf(c, 'f')) },
  { section: 'g', id: 'all-seasons', fan: 1, find: (c) => when(allOf(c, 'g')) },
  { section: 'g', id: 'all-flowers-and-seasons', fan: 2, find: (c) => when(allOf(c, 'f') && allOf(c, 'g')) },
  // h) One suit with honours (both present), one suit alone, or honours alone.
  { section: 'h', id: 'half-flush', fan: 3, find: (c) => when(flush(c, 1, true), allIndices(c)) },
  { section: 'h', id: 'full-flush', fan: 6, find: (c) => when(flush(c, 1, false), allIndices(c)) },
  { section: 'h', id: 'all-honours', fan: 7, find: (c) => when(flush(c, 0, true), allIndices(c)) },
];

/** The line a section scores: the highest that fits, the first in table order on a tie; or null. */
export function sectionLine(c: Ctx, section: HkSimpleSection): { row: SectionRow; blocks: number[] } | null {
  let best: { row: SectionRow; blocks: number[] } | null = null;
  for (const row of HK_SIMPLE_TABLE) {
    if (row.section !== section) continue;
    const blocks = row.find(c);
    if (blocks !== null && (best === null || row.fan > best.row.fan)) best = { row, blocks };
  }
  return best;
}
