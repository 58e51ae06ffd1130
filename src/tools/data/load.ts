// Loads the data page's engine chunk (data-engine.ts) on demand, once per page.
import { chunkLoader } from '../shared/load-chunk.ts';

export type DataEngine = typeof import('./data-engine.ts');

export const loadDataEngine: () => Promise<DataEngine> = chunkLoader(() => import('./data-engine.ts'));
