// What a guided hand is: a deal laid out by hand (engine data, src/engine/game/arranged.ts) and a
// list of steps, each the move the learner is to make, the instruction's key, and the tiles to
// highlight. The computer players follow a fixed rule (they pass, and discard the tile they drew),
// so the deal alone decides what they throw. A new script is new data: no code changes.
import type { ArrangedDeal } from '../../engine/game/arranged.ts';
import type { GameOptions } from '../../engine/game/types.ts';
import type { WindLetter } from '../../engine/tiles.ts';

/** A move of the learner, tiles in notation. */
export type ExpectedMove =
  | { type: 'draw' }
  | { type: 'discard'; tile: string }
  /** The chow's lowest tile. */
  | { type: 'chow'; tile: string }
  | { type: 'pung' }
  | { type: 'kong' }
  | { type: 'concealed-kong'; tile: string }
  | { type: 'added-kong'; tile: string }
  | { type: 'pass' }
  | { type: 'mahjong' };

export interface GuidedStep {
  /** The move this step waits for. */
  expect: ExpectedMove;
  /** The instruction: `guided.<script id>.<say>` in the i18n files. */
  say: string;
  /** Tiles to highlight, in notation: in the learner's hand, or the discard on the table. */
  highlight: readonly string[];
  /** A move the rules forbid, tried on purpose: the table says why, nothing is played. */
  refused?: true;
  /** A claim step: the discard it answers (so the learner is asked even when passing is all they may do). */
  on?: string;
}

export interface GuidedScript {
  /** Names the script's strings (`guided.<id>.*`) and its saved place. */
  id: string;
  learner: WindLetter;
  options: GameOptions;
  deal: ArrangedDeal;
  steps: readonly GuidedStep[];
}
