// One recipe per HKE pattern and limit hand ("hit"), and for many of them a near miss: a hand
// that looks like the pattern but lacks it. The generator checks every candidate with the
// engine (the target is among the scored items or limits, or for a near miss it is not).
import type { HkeLimitId } from '../rules/hke/limits.ts';
import type { HkePatternId } from '../rules/hke/patterns.ts';
import type { Rng } from '../random.ts';
import type { Situation } from '../situation.ts';
import { DRAGONS, ORPHANS, TERMINALS, WIND_TILES, GREEN, RED, WHITE, type Tile, type Wind } from '../tiles.ts';
import { assemble, chance, pick, randomBonus, randomPair, tilesOfSuit, NUMBER_SUITS, type PlanBlock } from './build.ts';
import {
  discarded,
  distinct,
  foreignBonus,
  maybeShown,
  pungs,
  randomBonusFor,
  selfDrawn,
  standard,
  type Candidate,
  type Recipe,
  type Style,
} from './recipes.ts';

export type TargetId = HkePatternId | HkeLimitId;

const HONOURS: Tile[] = [27, 28, 29, 30, 31, 32, 33];
const numberTiles = (): Tile[] => NUMBER_SUITS.flatMap(tilesOfSuit);
const noDragons = { suits: [0, 1, 2] };
const suitPair = (rng: Rng): PlanBlock => randomPair(rng, NUMBER_SUITS);

function fourChows(rng: Rng, pair: PlanBlock): PlanBlock[] {
  const chows = Array.from({ length: 4 }, (): PlanBlock => ({
    kind: 'chow',
    tile: pick(rng, tilesOfSuit(pick(rng, NUMBER_SUITS)).slice(0, 7)),
  }));
  return [...chows, pair];
}

/** A wind that is neither the seat's nor the round's (or just not the seat's when they agree). */
const otherWind = (rng: Rng, s: Situation): Tile =>
  27 +
  pick(
    rng,
    [0, 1, 2, 3].filter((w) => w !== s.seat && w !== s.round),
  );

const flush = (rng: Rng, s: Situation, st: Style, honours: boolean): Candidate | null => {
  const suit = pick(rng, NUMBER_SUITS);
  const fixed = honours
    ? [maybeShown(rng, { kind: chance(rng, 0.5) ? 'pung' : 'pair', tile: pick(rng, HONOURS) }, st)]
    : [];
  return standard(rng, s, st, { fixed, fill: { suits: [suit] } });
};

/** Pungs of `tiles` (or kongs) and a pair of `pairFrom`; the winning tile anywhere. */
const pungHand = (
  rng: Rng,
  s: Situation,
  st: Style,
  sets: Tile[],
  pairFrom: readonly Tile[],
  kind: 'pung' | 'kong' = 'pung',
) =>
  standard(rng, s, st, {
    fixed: [
      ...pungs(sets, kind).map((b) => maybeShown(rng, b, st)),
      {
        kind: 'pair',
        tile: pick(
          rng,
          pairFrom.filter((t) => !sets.includes(t)),
        ),
      },
    ],
  });

function jewel(dragon: Tile, suit: number, spoil: boolean): Recipe {
  return (rng, s, st) => {
    const tiles = distinct(rng, tilesOfSuit(suit), 4);
    const sets: PlanBlock[] = [{ kind: 'pung', tile: dragon }, ...pungs(tiles.slice(0, 3))];
    if (spoil) sets[3] = { kind: 'chow', tile: suit * 9 + Math.min(6, tiles[2]! % 9) };
    return standard(rng, s, st, { fixed: [...sets, { kind: 'pair', tile: tiles[3]! }] });
  };
}

function nineGates(spoil: boolean): Recipe {
  return (rng, s, st) => {
    const base = 9 * pick(rng, NUMBER_SUITS);
    const shape = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].map((k) => base + k);
    const extra = base + Math.floor(rng() * 9);
    // The near miss holds the same fourteen tiles, but the last one was not the extra tile.
    const winning = spoil
      ? pick(
          rng,
          shape.filter((t) => t !== extra),
        )
      : extra;
    const all = [...shape, extra];
    all.splice(all.indexOf(winning), 1);
    return {
      hand: {
        concealed: all.sort((a, b) => a - b),
        melds: [],
        bonus: randomBonus(rng, Math.floor(rng() * (st.bonus + 1))),
        winning,
      },
      situation: s,
    };
  };
}

/** Heaven (East, self-drawn on the dealt tiles) or earth (on East's first discard): nothing exposed. */
function concealedFirstTurn(earth: boolean): Recipe {
  return (rng, s, st) => {
    const seat = (earth ? 1 + Math.floor(rng() * 3) : 0) as Wind;
    const base: Situation = { ...s, seat, lastTile: false, heaven: !earth, earth };
    const first = earth ? { ...base, win: 'discard' as const, from: 0 as Wind } : selfDrawn(base);
    return standard(rng, first, { ...st, exposed: 0 }, { fill: { exposed: 0, kong: 0 } });
  };
}

interface TargetRecipes {
  hit: Recipe;
  miss?: Recipe;
}

export const TARGETS: Record<TargetId, TargetRecipes> = {
  'no-flowers': {
    hit: (r, s, st) => standard(r, s, st, { bonus: [] }),
    miss: (r, s, st) => standard(r, s, st, { bonus: [foreignBonus(r, chance(r, 0.5) ? 0 : 4, s.seat)] }),
  },
  'seat-flower': {
    hit: (r, s, st) => standard(r, s, st, { bonus: [s.seat, ...(chance(r, 0.3) ? [foreignBonus(r, 4, s.seat)] : [])] }),
    miss: (r, s, st) => standard(r, s, st, { bonus: [foreignBonus(r, 0, s.seat)] }),
  },
  'seat-season': {
    hit: (r, s, st) => standard(r, s, st, { bonus: [4 + s.seat] }),
    miss: (r, s, st) => standard(r, s, st, { bonus: [foreignBonus(r, 4, s.seat)] }),
  },
  'all-flowers': {
    hit: (r, s, st) => standard(r, s, st, { bonus: [0, 1, 2, 3] }),
    miss: (r, s, st) => standard(r, s, st, { bonus: [...distinct(r, [0, 1, 2, 3], 3), 4 + Math.floor(r() * 4)] }),
  },
  'all-seasons': {
    hit: (r, s, st) => standard(r, s, st, { bonus: [4, 5, 6, 7] }),
    miss: (r, s, st) => standard(r, s, st, { bonus: [...distinct(r, [4, 5, 6, 7], 3), Math.floor(r() * 4)] }),
  },
  'all-chows': {
    hit: (r, s, st) => standard(r, s, st, { fixed: fourChows(r, suitPair(r)) }),
    miss: (r, s, st) => standard(r, s, st, { fixed: fourChows(r, { kind: 'pair', tile: pick(r, HONOURS) }) }),
  },
  'dragon-pung': {
    hit: (r, s, st) => standard(r, s, st, { fixed: [maybeShown(r, { kind: 'pung', tile: pick(r, DRAGONS) }, st)] }),
    miss: (r, s, st) => standard(r, s, st, { fixed: [{ kind: 'pair', tile: pick(r, DRAGONS) }], fill: noDragons }),
  },
  'seat-wind': {
    hit: (r, s, st) => standard(r, s, st, { fixed: [maybeShown(r, { kind: 'pung', tile: 27 + s.seat }, st)] }),
    miss: (r, s, st) =>
      standard(r, s, st, { fixed: [maybeShown(r, { kind: 'pung', tile: otherWind(r, s) }, st)], fill: noDragons }),
  },
  'prevalent-wind': {
    hit: (r, s, st) => standard(r, s, st, { fixed: [maybeShown(r, { kind: 'pung', tile: 27 + s.round }, st)] }),
    miss: (r, s, st) =>
      standard(r, s, st, { fixed: [maybeShown(r, { kind: 'pung', tile: otherWind(r, s) }, st)], fill: noDragons }),
  },
  'self-draw': { hit: (r, s, st) => standard(r, selfDrawn(s), st) },
  'last-tile-draw': {
    hit: (r, s, st) => standard(r, { ...selfDrawn(s), lastTile: true }, st),
    miss: (r, s, st) => standard(r, { ...discarded(r, s), lastTile: true }, st),
  },
  'last-tile-claim': {
    hit: (r, s, st) => standard(r, { ...discarded(r, s), lastTile: true }, st),
    miss: (r, s, st) => standard(r, { ...selfDrawn(s), lastTile: true }, st),
  },
  'kong-replacement': {
    hit: (r, s, st) =>
      standard(r, { ...selfDrawn(s), win: 'kong-replacement' }, st, {
        fixed: [
          {
            kind: 'kong',
            tile: pick(r, ORPHANS.concat(numberTiles())),
            show: chance(r, 0.5) ? 'exposed' : 'concealed-kong',
          },
        ],
      }),
    miss: (r, s, st) =>
      standard(r, selfDrawn(s), st, { fixed: [{ kind: 'kong', tile: pick(r, numberTiles()), show: 'exposed' }] }),
  },
  'robbing-kong': {
    hit: (r, s, st) =>
      standard(r, { ...discarded(r, s), win: 'robbing-kong', lastTile: false }, st, { fill: { chow: 0.9 } }),
  },
  'all-pungs': {
    hit: (r, s, st) => standard(r, s, st, { fill: { chow: 0 } }),
    miss: (r, s, st) =>
      standard(r, s, st, {
        fixed: [{ kind: 'chow', tile: pick(r, tilesOfSuit(pick(r, NUMBER_SUITS)).slice(0, 7)) }],
        fill: { chow: 0 },
      }),
  },
  'half-flush': {
    hit: (r, s, st) => flush(r, s, st, true),
    miss: (r, s, st) => {
      const [a, b] = distinct(r, NUMBER_SUITS, 2) as [number, number];
      const fixed: PlanBlock[] = [
        { kind: 'pung', tile: pick(r, HONOURS) },
        { kind: 'chow', tile: pick(r, tilesOfSuit(b).slice(0, 7)) },
      ];
      return standard(r, s, st, { fixed, fill: { suits: [a] } });
    },
  },
  'seven-pairs': {
    hit: (r, s, st) => {
      const pairs = distinct(r, [...numberTiles(), ...HONOURS], 7).map((tile): PlanBlock => ({ kind: 'pair', tile }));
      const hand = assemble(r, pairs, randomBonusFor(r, st));
      return hand && { hand, situation: s };
    },
  },
  'little-three-dragons': {
    hit: (r, s, st) => {
      const [a, b, c] = distinct(r, DRAGONS, 3) as [Tile, Tile, Tile];
      return standard(r, s, st, {
        fixed: [maybeShown(r, { kind: 'pung', tile: a }, st), { kind: 'pung', tile: b }, { kind: 'pair', tile: c }],
        fill: noDragons,
      });
    },
    miss: (r, s, st) => {
      const [a, b] = distinct(r, DRAGONS, 2) as [Tile, Tile];
      return standard(r, s, st, {
        fixed: [{ kind: 'pung', tile: a }, { kind: 'pung', tile: b }, suitPair(r)],
        fill: noDragons,
      });
    },
  },
  'full-flush': {
    hit: (r, s, st) => flush(r, s, st, false),
    miss: (r, s, st) => flush(r, s, st, true),
  },
  'four-concealed-pungs': {
    hit: (r, s, st) => standard(r, selfDrawn(s), st, { fill: { chow: 0, exposed: 0, kong: 0 } }),
    miss: (r, s, st) => standard(r, discarded(r, s), st, { fill: { chow: 0, exposed: 0, kong: 0 } }),
  },
  'big-three-dragons': {
    hit: (r, s, st) => standard(r, s, st, { fixed: pungs(DRAGONS).map((b) => maybeShown(r, b, st)) }),
    miss: (r, s, st) => TARGETS['little-three-dragons'].hit(r, s, st),
  },
  'little-four-winds': {
    hit: (r, s, st) => {
      const w = distinct(r, WIND_TILES, 4);
      return pungHand(r, s, st, w.slice(0, 3), [w[3]!]);
    },
    miss: (r, s, st) => pungHand(r, s, st, distinct(r, WIND_TILES, 3), numberTiles()),
  },
  'big-four-winds': {
    hit: (r, s, st) => pungHand(r, s, st, [...WIND_TILES], [...numberTiles(), ...DRAGONS]),
    miss: (r, s, st) => TARGETS['little-four-winds'].hit(r, s, st),
  },
  'all-honours': {
    hit: (r, s, st) => pungHand(r, s, st, distinct(r, HONOURS, 4), HONOURS),
    miss: (r, s, st) => pungHand(r, s, st, [...distinct(r, HONOURS, 3), pick(r, TERMINALS)], HONOURS),
  },
  'all-terminals': {
    hit: (r, s, st) => pungHand(r, s, st, distinct(r, TERMINALS, 4), TERMINALS),
    miss: (r, s, st) => pungHand(r, s, st, [...distinct(r, TERMINALS, 3), pick(r, HONOURS)], TERMINALS),
  },
  'nine-gates': { hit: nineGates(false), miss: nineGates(true) },
  'thirteen-orphans': {
    hit: (r, s, st) => {
      const tiles = [...ORPHANS, pick(r, ORPHANS)];
      const winning = tiles.splice(Math.floor(r() * tiles.length), 1)[0]!;
      return {
        hand: {
          concealed: tiles.sort((a, b) => a - b),
          melds: [],
          bonus: randomBonus(r, Math.floor(r() * (st.bonus + 1))),
          winning,
        },
        situation: s,
      };
    },
  },
  'all-kongs': {
    hit: (r, s, st) =>
      standard(r, s, st, {
        fixed: distinct(r, [...numberTiles(), ...HONOURS], 4).map((tile) => ({
          kind: 'kong',
          tile,
          show: chance(r, 0.6) ? 'exposed' : 'concealed-kong',
        })),
      }),
    miss: (r, s, st) => {
      const t = distinct(r, [...numberTiles(), ...HONOURS], 4);
      const kongs = t.slice(0, 3).map((tile): PlanBlock => ({ kind: 'kong', tile, show: 'exposed' }));
      return standard(r, s, st, { fixed: [...kongs, { kind: 'pung', tile: t[3]! }] });
    },
  },
  'jade-dragon': { hit: jewel(GREEN, 2, false), miss: jewel(GREEN, 2, true) },
  'ruby-dragon': { hit: jewel(RED, 0, false), miss: jewel(RED, 0, true) },
  'pearl-dragon': { hit: jewel(WHITE, 1, false), miss: jewel(WHITE, 1, true) },
  heaven: { hit: concealedFirstTurn(false) },
  earth: { hit: concealedFirstTurn(true) },
};
