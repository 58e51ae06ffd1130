// How a table row reports what it found. A pattern row returns one entry per time it counts
// (`number[][]`, each entry the blocks that made it); a limit row returns the blocks or null.
export type Found = number[][];
export type FoundOnce = number[] | null;

/** A pattern that counts once when `cond` holds. */
export const once = (cond: boolean, blocks: number[] = []): Found => (cond ? [blocks] : []);

/** A pattern that counts once per block, e.g. one dragon pung each. */
export const each = (blocks: readonly number[]): Found => blocks.map((i) => [i]);

/** A limit (or a section line) that holds when `cond` does. */
export const when = (cond: boolean, blocks: number[] = []): FoundOnce => (cond ? blocks : null);

/** A limit-style finding used as a pattern row: once, or not at all. */
export const asOnce = (found: FoundOnce): Found => (found === null ? [] : [found]);
