// Build time only: the answer to "which tiles win?" for one 13-tile hand, computed by the engine
// in the same shape a generated puzzle holds (so the island asks the same judge), plus each
// winning tile's readings flattened into plain data for the feedback. The island therefore
// bundles the judge, not the engine.
import type { EngineError } from '../../engine/errors.ts';
import type { Hand } from '../../engine/hand.ts';
import { allCopiesHeld } from '../../engine/puzzles/gen-waits.ts';
import type { WaitsQuestion } from '../../engine/puzzles/types.ts';
import { winningTiles } from '../../engine/waits.ts';
import { plainReading, tileCode } from '../../ui/plain.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { PlainReading } from '../../ui/types.ts';

export interface WaitData {
  /** What the judge reads: the winning tiles and the tiles held four times. */
  question: WaitsQuestion;
  /** Every reading of the hand with each winning tile, for the feedback. */
  readings: Partial<Record<TileCode, PlainReading[]>>;
}

export function waitAnswers(hand: Hand): { ok: true; value: WaitData } | { ok: false; error: EngineError } {
  const wins = winningTiles(hand);
  if (!wins.ok) return wins;
  const readings: WaitData['readings'] = {};
  for (const w of wins.value) readings[tileCode(w.tile)] = w.decompositions.map(plainReading);
  const tiles = wins.value.map((w) => w.tile).sort((a, b) => a - b);
  return { ok: true, value: { question: { answer: { tiles, allCopiesHeld: allCopiesHeld(hand) } }, readings } };
}
