// The score sheet of a club evening (docs/score-sheet.md): the stored format, reading it, and
// everything computed from it.
export * from './types.ts';
export * from './evening.ts';
export { computeSheet } from './compute.ts';
export { settlement } from './settlement.ts';
export { eastStays, type HandEnd } from './rotation.ts';
export { tickable, type Tickable } from './patterns.ts';
