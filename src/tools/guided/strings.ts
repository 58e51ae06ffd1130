// The guided hand's strings, picked at build time and handed to the island: the table's words
// (`guided.*` without a script), each script's instructions (`guided.<id>.*`), the seat winds,
// the engine's refusals (`game.error.*`) and the names of the patterns a finished hand scores.
import type { KeysUnder } from '../../words/index.ts';

/** The namespaces the island takes: all of `guided.` (the table's words and every script's) and the seat winds. */
export const GUIDED_PREFIXES = ['guided.', 'wind.'] as const;
export type GuidedKey = KeysUnder<(typeof GUIDED_PREFIXES)[number]>;
/** The table's words plus the script's (`guided.<id>.<say>`, `guided.<id>.end`). */
export type GuidedStrings = Readonly<Record<GuidedKey, string>> & Readonly<Record<string, string>>;
