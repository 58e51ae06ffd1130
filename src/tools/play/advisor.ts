// The coach's and the review's source of judgement: every choice of a seat ranked best first,
// each with its reason as data. It has the shape of the computer players' evaluation API
// (`evaluate` in engine/game/bots/evaluate.ts, "Opponents worth learning from"); until that is
// in this tree, this stand-in ranks by the same first measures – tiles away (shanten), then
// unseen useful tiles, never a tile that makes the discarder liable – with one plan, "any".
// When the bots' evaluate arrives, this file re-exports it and the coach and review improve.
import { dangerousFor } from '../../engine/game/danger.ts';
import { shanten } from '../../engine/game/bots/shanten.ts';
import type { Action } from '../../engine/game/types.ts';
import type { SeatView } from '../../engine/game/view.ts';
import { countTiles, TILE_COUNT, type Tile } from '../../engine/tiles.ts';

export type PlanKind = 'any' | 'flush' | 'pungs' | 'pairs';

export interface Reason {
  /** Tiles away (shanten: −1 complete, 0 waiting) before the move. */
  before: number;
  /** Tiles away after the move. */
  after: number;
  /** Unseen copies of the tiles that would bring the hand closer. */
  useful: number;
  /** Waiting only: unseen winning tiles that cannot reach the fan minimum. */
  short: number;
  plan: PlanKind;
  /** The flush's suit (0 m, 1 p, 2 s), else null. */
  suit: number | null;
  /** The expected fan of the hand the plan makes. */
  fan: number;
  /** Expected points given away by this discard. */
  danger: number;
  /** Under dangerous play: the discarder would be liable. */
  liable: boolean;
  /** Chosen for safety: the hand is given up for now. */
  fold: boolean;
}

export interface Choice {
  action: Action;
  score: number;
  reason: Reason;
}

export type Level = 'beginner' | 'careful' | 'strong';

function visibleCounts(view: SeatView): number[] {
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

/** Unseen copies of the tiles that, drawn, lower the tiles away of a 13-tile hand. */
function usefulCount(c: number[], declared: number, visible: readonly number[], base: number): number {
  let n = 0;
  for (let u = 0; u < TILE_COUNT; u++) {
    if (visible[u]! >= 4) continue;
    c[u]!++;
    if (shanten(c, declared) < base) n += 4 - visible[u]!;
    c[u]!--;
  }
  return n;
}

const reason = (before: number, after: number, useful = 0, liable = false): Reason => ({
  before,
  after,
  useful,
  short: 0,
  plan: 'any',
  suit: null,
  fan: 0,
  danger: 0,
  liable,
  fold: false,
});

/** The tiles a claim takes from the hand. */
function taken(a: Action, tile: Tile): Tile[] | null {
  if (a.type === 'kong') return [tile, tile, tile];
  if (a.type === 'pung') return [tile, tile];
  if (a.type === 'chow') return [a.tile, a.tile + 1, a.tile + 2].filter((t) => t !== tile);
  return null;
}

/** Every choice for the seat, ranked best first; a Mah-Jongg, when legal, always first. */
export function evaluate(view: SeatView, legal: readonly Action[], _level: Level): Choice[] {
  const c = countTiles(view.concealed);
  const declared = view.players[view.seat]!.melds.length;
  const visible = visibleCounts(view);
  const now = shanten(c, declared);
  const liable = view.options.dangerousPlay ? dangerousFor(view.players, view.seat) : [];
  const phase = view.phase;
  const out: Choice[] = [];
  for (const a of legal) {
    if (a.type === 'mahjong') out.push({ action: a, score: Infinity, reason: reason(now, -1) });
    else if (a.type === 'discard') {
      c[a.tile]!--;
      const after = shanten(c, declared);
      const useful = usefulCount(c, declared, visible, after);
      c[a.tile]!++;
      const bad = liable[a.tile] === true;
      out.push({ action: a, score: -after * 1000 + useful - (bad ? 1e6 : 0), reason: reason(now, after, useful, bad) });
    } else if (phase.kind === 'claims' && taken(a, phase.tile) !== null) {
      const take = taken(a, phase.tile)!;
      for (const t of take) c[t]!--;
      const after = shanten(c, declared + 1);
      for (const t of take) c[t]!++;
      // A kong brings a replacement tile, so it may keep the count; a pung or chow must lower it.
      const gain = now - after + (a.type === 'kong' ? 1 : 0);
      out.push({ action: a, score: gain > 0 ? gain * 1000 : -1, reason: reason(now, after) });
    } else if (a.type === 'concealed-kong' || a.type === 'added-kong') {
      out.push({ action: a, score: -5e5, reason: reason(now, now) });
    } else out.push({ action: a, score: a.type === 'pass' ? 0 : -Infinity, reason: reason(now, now) });
  }
  return out.sort((x, y) => y.score - x.score);
}
