// Build time only: the answer to "which tiles win?" for one 13-tile hand, computed by the engine
// and flattened into plain data for the island (which therefore does not bundle the engine).
import type { EngineError } from '../../engine/errors.ts';
import { allTiles, type Hand } from '../../engine/hand.ts';
import { ALL_TILES, countTiles } from '../../engine/tiles.ts';
import { winningTiles } from '../../engine/waits.ts';
import { plainReading, tileCode } from '../../build/plain.ts';
import type { WaitTile } from './state.ts';

/** One entry per tile kind, in picker order (1m … 7z). */
export function waitAnswers(hand: Hand): { ok: true; value: WaitTile[] } | { ok: false; error: EngineError } {
  const wins = winningTiles(hand);
  if (!wins.ok) return wins;
  const used = countTiles(allTiles(hand));
  const value = ALL_TILES.map((t): WaitTile => {
    const win = wins.value.find((w) => w.tile === t);
    if (win) return { code: tileCode(t), wins: true, readings: win.decompositions.map(plainReading) };
    // Four copies in sight: even a tile that fits the shape cannot arrive.
    return { code: tileCode(t), wins: false, reason: used[t]! >= 4 ? 'all-copies-used' : 'no-reading' };
  });
  return { ok: true, value };
}
