// The HKE limit hands, one row each. `find` returns the blocks that make the limit, or
// null. Every limit needs a complete hand, which the reading already is.
import { isDragon, isHonour, isTerminal, isWindTile, GREEN, RED, WHITE } from '../../tiles.ts';
import { allIndices, blocksWhere, isPungLike, isStandard, type Ctx } from '../kernel/context.ts';
import {
  allKongs,
  dragonWithSuit,
  everyTile,
  littleSet,
  nineGates,
  pungsExactly,
  thirteenOrphans,
} from '../kernel/predicates.ts';
import { when, type FoundOnce } from '../kernel/rows.ts';

export const HKE_LIMITS = [
  'four-concealed-pungs',
  'big-three-dragons',
  'little-four-winds',
  'big-four-winds',
  'all-honours',
  'all-terminals',
  'nine-gates',
  'thirteen-orphans',
  'all-kongs',
  'jade-dragon',
  'ruby-dragon',
  'pearl-dragon',
  'heaven',
  'earth',
] as const;
export type HkeLimitId = (typeof HKE_LIMITS)[number];

interface LimitRow {
  id: HkeLimitId;
  find: (ctx: Ctx) => FoundOnce;
}

export const HKE_LIMIT_TABLE: readonly LimitRow[] = [
  {
    // Four pungs or kongs formed in the hand (concealed kongs allowed), won by self-draw.
    id: 'four-concealed-pungs',
    find: (c) => {
      const pungs = blocksWhere(c, (b) => isPungLike(b) && b.concealed);
      return when(isStandard(c) && pungs.length === 4 && c.selfDrawn, allIndices(c));
    },
  },
  { id: 'big-three-dragons', find: (c) => pungsExactly(c, isDragon, 3) },
  { id: 'little-four-winds', find: (c) => littleSet(c, isWindTile, 3) },
  { id: 'big-four-winds', find: (c) => pungsExactly(c, isWindTile, 4) },
  { id: 'all-honours', find: (c) => when(everyTile(c, isHonour), allIndices(c)) },
  { id: 'all-terminals', find: (c) => when(everyTile(c, isTerminal), allIndices(c)) },
  { id: 'nine-gates', find: nineGates },
  { id: 'thirteen-orphans', find: thirteenOrphans },
  { id: 'all-kongs', find: allKongs },
  { id: 'jade-dragon', find: (c) => dragonWithSuit(c, GREEN, 's') },
  { id: 'ruby-dragon', find: (c) => dragonWithSuit(c, RED, 'm') },
  { id: 'pearl-dragon', find: (c) => dragonWithSuit(c, WHITE, 'p') },
  { id: 'heaven', find: (c) => when(c.situation.heaven, allIndices(c)) },
  { id: 'earth', find: (c) => when(c.situation.earth, allIndices(c)) },
];
