// The score sheet of a club evening (docs/score-sheet.md): the stored format, reading it, and
// everything computed from it.
export * from './types.ts';
export * from './evening.ts';
export { SHEET_ERRORS, type SheetError, type SheetErrorCode } from './errors.ts';
export { readSheet, readSheetText, MAX_NAME, MAX_HANDS } from './read.ts';
export { MAX_FAN } from './read-hand.ts';
export { emptySheet, type NewSheet } from './empty.ts';
export { computeSheet } from './compute.ts';
export { situationOf, type Seating } from './entry.ts';
export { settlement } from './settlement.ts';
export { eastStays, type HandEnd } from './rotation.ts';
export { tickable, wayPatterns, type Tickable, type WayOfWinning } from './patterns.ts';
export { sheetCsv, csvWords, csvCell, type CsvWords, type CsvResult } from './csv.ts';
