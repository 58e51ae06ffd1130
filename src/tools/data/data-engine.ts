// The data page's engine chunk: the play table's own restore, which replays a saved game with the
// table engine. The page imports this file only through a dynamic import (load.ts), when the
// browser or a chosen file holds a game, so every other visit goes without the engine.
import { readSave } from '../play/persist.ts';

/** Would the play page restore this game? The same check it runs when it opens. */
export const gameRestores = (value: unknown): boolean => readSave(JSON.stringify(value)).ok;
