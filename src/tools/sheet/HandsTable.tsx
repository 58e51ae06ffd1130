// The hands of the evening as a table, in the order played: the hand's number, round and East,
// what happened and what it was worth (and under the rule set alongside), and each player's
// payment with the running total under it. A hand's number opens its actions: edit, remove
// (asked first), and for a hand by tiles the calculator and the compare page.
import { useState } from 'preact/hooks';
import type { Evening, HandRow } from '../../engine/sheet/evening.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { fill } from '../../words/fill.ts';
import { handHrefs } from './hand-links.ts';
import type { Page, PageState, Screen } from './page.ts';
import { amount, rulesWord, signedAmount, type SheetStrings } from './strings.ts';
import { liableText, resultText, rowRound, secondText, valueText } from './text.ts';

export interface HandPaths {
  calculator: string;
  compare: string;
  /** How hands are written down (the hand editor links to it). */
  notation: string;
}

interface Props {
  t: SheetStrings;
  sheet: Sheet;
  evening: Evening;
  screen: Extract<Screen, { kind: 'evening' }>;
  paths: HandPaths;
  page: Page;
  act: (s: PageState) => void;
}

function Actions({ row, props }: { row: HandRow; props: Props }) {
  const { t, sheet, screen, page, act } = props;
  const h = sheet.hands[row.index]!;
  const hrefs = handHrefs(h, row, props.paths);
  const asking = typeof screen.ask === 'object' && screen.ask !== null && screen.ask.remove === h.id;
  if (asking)
    return (
      <div class="fl-sheet-ask" role="group" aria-label={fill(t['sheet.hand.removeAsk'], { number: row.number })}>
        <p>{fill(t['sheet.hand.removeAsk'], { number: row.number })}</p>
        <button type="button" class="fl-button" onClick={() => act(page.removeHand(h.id))}>
          {t['sheet.hand.removeYes']}
        </button>
        <button type="button" class="fl-button" onClick={() => act(page.ask(null))} autoFocus>
          {t['sheet.hand.removeNo']}
        </button>
      </div>
    );
  return (
    <p class="fl-actions fl-sheet-hand-actions">
      <button type="button" class="fl-button" onClick={() => act(page.editHand(h.id))}>
        {fill(t['sheet.hand.edit'], { number: row.number })}
      </button>
      <button type="button" class="fl-button" onClick={() => act(page.ask({ remove: h.id }))}>
        {fill(t['sheet.hand.remove'], { number: row.number })}
      </button>
      {hrefs && <a href={hrefs.calculator}>{t['sheet.hand.calculator']}</a>}
      {hrefs && <a href={hrefs.compare}>{t['sheet.hand.compare']}</a>}
    </p>
  );
}

function Row({ row, props, open, toggle }: { row: HandRow; props: Props; open: boolean; toggle: () => void }) {
  const { t, sheet } = props;
  const h = sheet.hands[row.index]!;
  const liable = liableText(t, sheet, row.main);
  const east = sheet.players[row.east];
  return (
    <tbody class={row.main.error ? 'is-void' : undefined}>
      <tr>
        <th scope="row" rowSpan={2}>
          <button type="button" class="fl-sheet-number" aria-expanded={open} onClick={toggle}>
            <span class="fl-sr-only">{t['sheet.hands.hand']} </span>
            {row.number}
          </button>
        </th>
        <td class="fl-sheet-what" colSpan={4}>
          <span class="fl-sheet-muted">{fill(t['sheet.hands.dealt'], { round: rowRound(t, row), east })}</span>
          <span>{resultText(t, sheet, h)}</span>
          <span>
            {valueText(t, sheet, sheet.main, row.main)}
            {liable && `; ${liable}`}
          </span>
          {row.second !== null && (
            <span class="fl-sheet-second">
              {rulesWord(t, sheet.second!.rules)}: {secondText(t, sheet, row, row.second).join('; ')}
            </span>
          )}
        </td>
      </tr>
      <tr class="fl-sheet-pay">
        {row.main.payments.map((p, i) => (
          <td key={i} class="fl-sheet-num">
            <span class="fl-sr-only">{sheet.players[i]}: </span>
            <span class={p > 0 ? 'is-plus' : p < 0 ? 'is-minus' : undefined}>{signedAmount(p)}</span>
            <span class="fl-sheet-running">{amount(row.main.totals[i]!)}</span>
          </td>
        ))}
      </tr>
      {open && (
        <tr class="fl-sheet-open">
          <td colSpan={5}>
            <Actions row={row} props={props} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

export function HandsTable(props: Props) {
  const { t, sheet, evening } = props;
  const [open, setOpen] = useState<string | null>(null);
  if (evening.rows.length === 0) return <p>{t['sheet.hands.none']}</p>;
  return (
    <div class="fl-sheet-scroll" tabIndex={0} role="region" aria-label={t['sheet.hands.title']}>
      <table class="fl-sheet-hands">
        <caption class="fl-sr-only">{t['sheet.hands.caption']}</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={t['sheet.hands.hand']}>#</abbr>
            </th>
            {sheet.players.map((name, i) => (
              <th key={i} scope="col" class="fl-sheet-num">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {evening.rows.map((row) => {
          const id = sheet.hands[row.index]!.id;
          return (
            <Row
              key={id}
              row={row}
              props={props}
              open={open === id || props.screen.editing === id}
              toggle={() => setOpen(open === id ? null : id)}
            />
          );
        })}
      </table>
    </div>
  );
}
