// The end of an evening: why it ended, the final table, who pays whom with the fewest transfers,
// the evening in figures, and the sheet to print, download (CSV, JSON) or pass to another phone.
// An evening ended early (time, agreed) can go on.
import type { Evening } from '../../engine/sheet/evening.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { fill } from '../../words/fill.ts';
import { amount, signedAmount, rulesUnder, rulesWord, type SheetStrings } from './strings.ts';
import { endText, figureLines, transferText } from './text.ts';

interface Props {
  t: SheetStrings;
  sheet: Sheet;
  evening: Evening;
  onResume: () => void;
}

export function EndView({ t, sheet, evening, onResume }: Props) {
  const f = evening.figures;
  const early = evening.end?.why === 'time' || evening.end?.why === 'agreed';
  const second = evening.second;
  // Won or lost differs from the total only when the players started with chips.
  const chips = sheet.start !== null;
  return (
    <section class="fl-sheet-end" aria-labelledby="fl-sheet-end">
      <h2 id="fl-sheet-end" tabIndex={-1}>
        {t['sheet.end.title']}
      </h2>
      <p>{endText(t, sheet, evening)}</p>
      {early && (
        <p class="fl-sheet-noprint">
          <button type="button" class="fl-button" onClick={onResume}>
            {t['sheet.end.resume']}
          </button>
        </p>
      )}
      <div class="fl-sheet-scroll" tabIndex={0} role="region" aria-label={t['sheet.end.table']}>
        <table class="fl-sheet-final">
          <caption>{t['sheet.end.table']}</caption>
          <thead>
            <tr>
              <th scope="col">{t['sheet.end.player']}</th>
              <th scope="col" class="fl-sheet-num">
                {t['sheet.end.total']}
              </th>
              {chips && (
                <th scope="col" class="fl-sheet-num">
                  {t['sheet.end.net']}
                </th>
              )}
              {second !== null && (
                <th scope="col" class="fl-sheet-num">
                  {rulesWord(t, sheet.second!.rules)}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {sheet.players.map((name, p) => (
              <tr key={p}>
                <th scope="row">{name}</th>
                <td class="fl-sheet-num">{amount(evening.totals[p]!)}</td>
                {chips && <td class="fl-sheet-num">{signedAmount(evening.net[p]!)}</td>}
                {second !== null && <td class="fl-sheet-num">{amount(second.totals[p]!)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t['sheet.end.settle']}</h3>
      {evening.settlement.length === 0 ? (
        <p>{t['sheet.end.even']}</p>
      ) : (
        <ul class="fl-sheet-pays">
          {evening.settlement.map((x) => (
            <li key={`${x.from}-${x.to}`}>{transferText(t, sheet, x)}</li>
          ))}
        </ul>
      )}
      <h3>{t['sheet.fig.title']}</h3>
      <div class="fl-sheet-scroll" tabIndex={0} role="region" aria-label={t['sheet.fig.title']}>
        <table class="fl-sheet-figures">
          <thead>
            <tr>
              <th scope="col">{t['sheet.end.player']}</th>
              <th scope="col" class="fl-sheet-num">
                {t['sheet.fig.wins']}
              </th>
              <th scope="col" class="fl-sheet-num">
                {t['sheet.fig.selfDraws']}
              </th>
              <th scope="col" class="fl-sheet-num">
                {t['sheet.fig.dealIns']}
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.players.map((name, p) => (
              <tr key={p}>
                <th scope="row">{name}</th>
                <td class="fl-sheet-num">{f.wins[p]}</td>
                <td class="fl-sheet-num">{f.selfDraws[p]}</td>
                <td class="fl-sheet-num">{f.dealIns[p]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul class="fl-sheet-figure-lines">
        {figureLines(t, sheet, evening).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {second !== null && (
        <p>
          {fill(t['sheet.end.second'], {
            rules: rulesWord(t, sheet.second!.rules),
            under: rulesUnder(t, sheet.second!.rules),
            count: second.compared,
            hands: evening.rows.length,
          })}
        </p>
      )}
    </section>
  );
}
