// The rows of a rule page's tables: what model.ts builds and tables.ts fills, kept apart so
// neither module imports the other.
import type { ClassicSpecialClass, HkSimpleSection } from '../../engine/index.ts';
import type { Shown } from './check.ts';

/** What a row's number counts: fan, classic base points or doublings, or hk-simple sheet points. */
export type Unit = 'fan' | 'points' | 'doublings' | 'sheet';

export interface PatternRow {
  id: string;
  /** The row's value in its rule set's table. */
  value: number;
  example: Shown;
  /** Classic doublings the source grants the winner only. */
  winnerOnly?: boolean;
}

export interface PatternTable {
  /** `patterns`, classic's `base` and `doublings`, or one of hk-simple's sections a–h. */
  id: 'patterns' | 'base' | 'doublings' | HkSimpleSection;
  unit: Unit;
  rows: PatternRow[];
}

export interface SpecialRow {
  id: string;
  /** Classic's class (limit, half or double limit); null where every special hand is worth the same. */
  cls: ClassicSpecialClass | null;
  example: Shown;
}

export interface RuleTables {
  tables: PatternTable[];
  specials: SpecialRow[];
  /** Ids of the source's patterns and limit hands that no hand + situation can show (hk-modern). */
  notShown: { patterns: string[]; limits: string[] };
}
