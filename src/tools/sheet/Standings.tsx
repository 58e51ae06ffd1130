// The running totals, big enough to read across a table: one box per player with the total under
// the evening's rule set, the seat wind in the next hand, and the total under the rule set
// alongside (over the hands it could compare).
import type { Evening } from '../../engine/sheet/evening.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { fill } from '../../words/fill.ts';
import { amount, rulesUnder, rulesWord, windWord, type SheetStrings } from './strings.ts';

export function Standings({ t, sheet, evening }: { t: SheetStrings; sheet: Sheet; evening: Evening }) {
  const seats = evening.next?.seats ?? null;
  const second = evening.second;
  return (
    <section class="fl-sheet-standings" aria-labelledby="fl-sheet-standings">
      <h2 id="fl-sheet-standings" class="fl-sr-only">
        {t['sheet.standings']}
      </h2>
      <ul>
        {sheet.players.map((name, p) => (
          <li key={p} class={seats !== null && seats[p] === 0 ? 'is-east' : undefined}>
            <span class="fl-sheet-player">{name}</span>
            {seats !== null && <span class="fl-sheet-wind">{windWord(t, WIND_LETTERS[seats[p]!]!)}</span>}
            <span class="fl-sheet-total">{amount(evening.totals[p]!)}</span>
            {second !== null && sheet.second !== null && (
              <span class="fl-sheet-muted">
                {fill(t['sheet.standings.second'], {
                  rules: rulesWord(t, sheet.second.rules),
                  total: amount(second.totals[p]!),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {second !== null && evening.rows.length > 0 && (
        <p class="fl-sheet-muted">
          {fill(t[second.compared === 1 ? 'sheet.standings.compared.one' : 'sheet.standings.compared.other'], {
            under: rulesUnder(t, sheet.second!.rules),
            count: second.compared,
            hands: evening.rows.length,
          })}
        </p>
      )}
    </section>
  );
}
