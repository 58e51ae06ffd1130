// The computer players' search as the table's search worker (search-worker.ts) loads it: a
// chunk of its own, which the page loads once to learn its address (`url`) and hands that to
// the worker, which imports the same file from the browser's cache.
export { searchSteps } from '../../engine/game/bots/search.ts';

/** This chunk's own address. */
export const url: string = import.meta.url;
