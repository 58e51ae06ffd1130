// The sheet on paper and in files: print (the print styles show the whole sheet without the
// page's controls), download as CSV or as JSON (docs/score-sheet.md).
import type { Evening } from '../../engine/sheet/evening.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import type { Engines } from './engines.ts';
import { download } from './files.ts';
import type { SheetStrings } from './strings.ts';

/** The files' name: the day the evening was set up ("score-sheet-2026-11-28"). */
export const fileStem = (sheet: Sheet): string => `score-sheet-${sheet.created.slice(0, 10)}`;

interface Props {
  t: SheetStrings;
  lang: 'de' | 'en';
  sheet: Sheet;
  evening: Evening;
  engine: Engines;
}

export function SheetFiles({ t, sheet, evening, engine }: Props) {
  return (
    <section class="fl-sheet-noprint fl-sheet-files" aria-labelledby="fl-sheet-files">
      <h2 id="fl-sheet-files">{t['sheet.files.title']}</h2>
      <p class="fl-actions">
        <button type="button" class="fl-button" onClick={() => print()}>
          {t['sheet.files.print']}
        </button>
        <button
          type="button"
          class="fl-button"
          onClick={() =>
            download(
              `${fileStem(sheet)}.csv`,
              engine.sheet.sheetCsv(sheet, evening, engine.sheet.csvWords(t)),
              'text/csv',
            )
          }
        >
          {t['sheet.files.csv']}
        </button>
        <button
          type="button"
          class="fl-button"
          onClick={() => download(`${fileStem(sheet)}.json`, `${JSON.stringify(sheet, null, 2)}\n`, 'application/json')}
        >
          {t['sheet.files.json']}
        </button>
      </p>
    </section>
  );
}
