// Loads the puzzle engine (generators and judges) on demand, once per page: its own chunk.
import { chunkLoader } from '../shared/load-chunk.ts';

export type PuzzleEngine = typeof import('./puzzle-engine.ts');

export const loadPuzzles: () => Promise<PuzzleEngine> = chunkLoader(() => import('./puzzle-engine.ts'));
