// The score sheet's engine chunk: reading a sheet, computing the evening, the CSV. Pages import
// this file only through loadSheetEngine (a dynamic import), so the bundler gives it a chunk of
// its own, loaded by the score sheet page and by the Your data page when it checks evenings.
export { readSheet, computeSheet, sheetCsv, csvWords, tickable, wayPatterns } from '../../engine/sheet/index.ts';
