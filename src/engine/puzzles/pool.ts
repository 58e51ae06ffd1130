// The tiles still free while a table is dealt for a "who gets the discard?" puzzle: four
// copies of each tile at the start, every hand built takes its tiles from here, so the table
// never holds a fifth copy.
import { blockTiles, type Hand, type Meld } from '../hand.ts';
import { randomInt, type Rng } from '../random.ts';
import { TILE_COUNT, type Tile } from '../tiles.ts';
import { pick, randomSet, tilesOfSuit, type PlanBlock } from './build.ts';

export type Pool = number[];

export const fullPool = (): Pool => new Array<number>(TILE_COUNT).fill(4);

/** Takes the tiles if all are free (and changes nothing otherwise). */
export function take(pool: Pool, tiles: readonly Tile[]): boolean {
  const need = new Map<Tile, number>();
  for (const t of tiles) need.set(t, (need.get(t) ?? 0) + 1);
  for (const [t, n] of need) if (pool[t]! < n) return false;
  for (const t of tiles) pool[t]!--;
  return true;
}

/** `n` random free tiles, taken. */
export function draw(rng: Rng, pool: Pool, n: number, avoid: readonly Tile[] = []): Tile[] | null {
  const free = pool.flatMap((c, t) => (avoid.includes(t) ? [] : new Array<Tile>(c).fill(t)));
  if (free.length < n) return null;
  const out: Tile[] = [];
  for (let i = 0; i < n; i++) out.push(free.splice(randomInt(rng, free.length), 1)[0]!);
  take(pool, out);
  return out.sort((a, b) => a - b);
}

/** A random set whose tiles are free, taken; null when none is found quickly. */
export function drawSet(rng: Rng, pool: Pool, avoid: readonly Tile[] = []): PlanBlock | null {
  for (let i = 0; i < 40; i++) {
    const b = randomSet(rng, { chow: 0.6 });
    const tiles = blockTiles(b);
    if (tiles.some((t) => avoid.includes(t))) continue;
    if (take(pool, tiles)) return b;
  }
  return null;
}

/** A chow of the tile's suit that holds it, as its lowest tile. */
export function chowAround(rng: Rng, t: Tile): Tile {
  const n = t % 9;
  const lows = [n - 2, n - 1, n].filter((k) => k >= 0 && k <= 6);
  return t - n + pick(rng, lows);
}

/** A plan block laid down as an exposed set. */
export const exposedMeldOf = (b: PlanBlock): Meld => ({ kind: b.kind as Meld['kind'], tile: b.tile, concealed: false });

/** A hand of `concealed` tiles plus exposed sets. */
export const handOf = (concealed: Tile[], melds: Meld[]): Hand => ({
  concealed: [...concealed].sort((a, b) => a - b),
  melds,
  bonus: [],
});

export const suitTiles = (): Tile[] => [0, 1, 2].flatMap(tilesOfSuit);
