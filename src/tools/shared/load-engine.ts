// Loads the rules engine on demand, once per page. Islands that score in the browser call this
// instead of importing src/engine/, which keeps the engine out of every other page's JavaScript.
import { chunkLoader } from './load-chunk.ts';

export type Engine = typeof import('./engine.ts');

export const loadEngine: () => Promise<Engine> = chunkLoader(() => import('./engine.ts'));
