// The two engine chunks the score sheet page works with: the rules engine (the hand editor, the
// scoring of a hand by tiles) and the sheet's own (reading, computing, the CSV).
import type { Engine } from '../shared/load-engine.ts';
import type { SheetEngine } from './load.ts';

export interface Engines {
  rules: Engine;
  sheet: SheetEngine;
}
