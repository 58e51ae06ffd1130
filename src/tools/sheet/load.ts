// Loads the score sheet's engine chunk (sheet-engine.ts) on demand, once per page.
import { chunkLoader } from '../shared/load-chunk.ts';

export type SheetEngine = typeof import('./sheet-engine.ts');

export const loadSheetEngine: () => Promise<SheetEngine> = chunkLoader(() => import('./sheet-engine.ts'));

export type ShareParts = typeof import('./share-parts.ts');

export const loadShareParts: () => Promise<ShareParts> = chunkLoader(() => import('./share-parts.ts'));
