// Loads the table engine (rules, computer players, scoring) on demand, once per page: its own chunk.
import { chunkLoader } from '../shared/load-chunk.ts';

export type TableEngine = typeof import('./play-engine.ts');

export const loadTable: () => Promise<TableEngine> = chunkLoader(() => import('./play-engine.ts'));
