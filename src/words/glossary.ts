// The glossary: the single source for term pairs. German follows the DMJL's words (Tschau,
// Pong, Bildziegel, tote Mauer …); where the DMJL uses an English pattern name (Half Flush,
// Self-Draw) the German entry keeps it and adds a German gloss. Notes are our own words; rule
// facts follow Hongkong „Easy“ (HKE). `id` is the anchor on the glossary page (#dead-wall).
import { DEFENCE_TERMS } from './glossary/defence.ts';
import { PLAY_TERMS } from './glossary/play.ts';
import { SCORING_TERMS } from './glossary/scoring.ts';
import { TABLE_TERMS } from './glossary/table.ts';
import { TILE_TERMS } from './glossary/tiles.ts';

import type { GlossaryEntry } from './glossary/entry.ts';

export type { GlossaryEntry };

/** Every term, from the tiles to scoring (the page sorts them in the reader's language). */
export const GLOSSARY: readonly GlossaryEntry[] = [
  ...TILE_TERMS,
  ...TABLE_TERMS,
  ...PLAY_TERMS,
  ...DEFENCE_TERMS,
  ...SCORING_TERMS,
];
