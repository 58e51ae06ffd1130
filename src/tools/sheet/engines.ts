// The two engine chunks the score sheet page works with: the rules engine (the hand editor, the
// scoring of a hand by tiles) and the sheet's own (reading, computing, the CSV).
import type { Engine } from '../shared/load-engine.ts';
import type { SheetEngine } from './load.ts';
import type { EntryEngine } from '../sheet-entry/entry-check.ts';

export interface Engines {
  rules: Engine;
  sheet: SheetEngine;
  /** Both in one, as the hand entry takes them. */
  entry: EntryEngine;
}
