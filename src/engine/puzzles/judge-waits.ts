// The judge of "which tiles win?", for generated puzzles and lesson puzzles alike: the learner's
// picks against the engine's winning tiles, in any order, repeats ignored, each wrong pick with
// the reason it does not win.
import { makeTile, parseTile, type Tile } from '../tile-code.ts';
import type { WaitsInput, WaitsQuestion } from './types.ts';

/** Why a picked tile does not win, plus text that is no tile. */
export const WAITS_MISTAKES = [
  'all-copies-used', // the hand already holds all four copies
  'no-reading', // the 14 tiles make no sets-and-pair, seven pairs or thirteen orphans
  'not-a-tile', // the text names no tile (only from typed answers)
] as const;
export type WaitsMistake = (typeof WAITS_MISTAKES)[number];

/** Tile codes in tile order (`1m` … `7z`); `hits` are right picks, `missed` winning tiles not picked. */
export type WaitsFeedback =
  | { kind: 'right'; hits: string[] }
  | { kind: 'wrong'; hits: string[]; missed: string[]; wrong: { tile: string; why: WaitsMistake }[] };

export function judgeWaits(p: WaitsQuestion, picked: WaitsInput): WaitsFeedback {
  const tiles = new Set<Tile>();
  const unknown = new Set<string>();
  for (const code of picked) {
    const t = parseTile(String(code).trim());
    if (t === undefined) unknown.add(String(code));
    else tiles.add(t);
  }
  const chosen = [...tiles].sort((a, b) => a - b);
  const hits = chosen.filter((t) => p.answer.tiles.includes(t)).map(makeTile);
  const missed = p.answer.tiles.filter((t) => !tiles.has(t)).map(makeTile);
  const wrong = [
    ...chosen
      .filter((t) => !p.answer.tiles.includes(t))
      .map((t) => ({
        tile: makeTile(t),
        why: (p.answer.allCopiesHeld.includes(t) ? 'all-copies-used' : 'no-reading') as WaitsMistake,
      })),
    ...[...unknown].map((tile) => ({ tile, why: 'not-a-tile' as const })),
  ];
  return missed.length === 0 && wrong.length === 0 ? { kind: 'right', hits } : { kind: 'wrong', hits, missed, wrong };
}

/** The engine's answer written as picks: what "show the solution" fills in. */
export const waitsSolution = (p: WaitsQuestion): string[] => p.answer.tiles.map(makeTile);
