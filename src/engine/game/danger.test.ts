// The five threats of dangerous play (docs/rules/hke-dangerous-play.md), one row per case: the
// shown pungs and kongs, a tile, and the threat a discard of it would feed (null: none). The
// table's marks (`threatTiles`) are the same judgement for every tile.
import { describe, expect, test } from 'vitest';
import { TILE_COUNT } from '../tiles.ts';
import { threatOf, threatTiles, type ThreatKind } from './danger.ts';
import { T } from './fixture.ts';
import type { MeldKind } from '../hand.ts';
import type { TableMeld } from './types.ts';

/** Shown sets written as `p5z k6z c1m` (kind letter, then the set's lowest tile). */
function shown(text: string): TableMeld[] {
  const kinds: Record<string, MeldKind> = { p: 'pung', k: 'kong', c: 'chow' };
  return text
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => ({ kind: kinds[w[0]!]!, tile: T(w.slice(1)), concealed: false }));
}

const CASES: [string, string, ThreatKind | null][] = [
  ['p5z k6z', '7z', 'dragons'],
  ['p5z k6z', '5z', null], // a dragon already shown is no third set
  ['p5z', '7z', null], // one dragon set is no threat yet
  ['p5z c1m', '7z', null], // a chow is not a pung
  ['p1z p2z p3z', '4z', 'winds'],
  ['p1z p2z p3z', '5z', 'honours'], // three honour sets: any honour
  ['p2m p5m k7m', '4m', 'suit'],
  ['p2m p5m k7m', '4p', null],
  ['p2m p5m c1p', '4m', null], // two of the suit are not three
  ['p1m p9p p1s', '9s', 'terminals'],
  ['p1m p9p p1s', '5s', null],
  ['p1m p9m p1s', '9m', 'terminals'], // neither one suit (one is Bamboo) nor honours: terminals
];

describe('threatOf', () => {
  test.each(CASES)('shown %s, discard %s: %s', (sets, tile, kind) => {
    expect(threatOf(shown(sets), T(tile))).toBe(kind);
  });

  test('threatTiles marks exactly the tiles with a threat', () => {
    for (const [sets] of CASES) {
      const melds = shown(sets);
      const marked = threatTiles(melds);
      for (let t = 0; t < TILE_COUNT; t++) expect(marked[t]).toBe(threatOf(melds, t) !== null);
    }
  });
});
