// Four columns, one per rule set, whose lines line up across the columns (CSS subgrid): the
// first column names the lines and stays in view while the table scrolls sideways. In a narrow
// box (a phone) each line's name becomes a band above its four values instead, so all four rule
// sets fit side by side (compare.css). Each rule set is one element (data-rules="hke" …) that a
// screen reader reads on its own: every line carries its own name there. Rendered at build time
// by <Compare> and live by the compare page.
import { allLines, type Comparison, type Line } from './model.ts';
import { cellText, groupTitle, lineLabel, rulesAbbr, rulesName, type CompareStrings } from './strings.ts';

export interface CompareTableProps {
  comparison: Comparison;
  s: CompareStrings;
  /** Heading level of the rule-set names (3 under the page's h2). */
  level?: 2 | 3 | 4;
}

interface Slot {
  row: number;
  line: Line | null;
  /** A group title in the label column. */
  title: string | null;
  /** First line of a group: drawn with a rule above it. */
  first: boolean;
}

/** Grid rows: 1 holds the rule-set names, then each group's title and its lines. The row goes to
 * the CSS as --fl-row, which places an element in either layout. */
function layout(c: Comparison, s: CompareStrings): Slot[] {
  const slots: Slot[] = [];
  let row = 2;
  for (const g of c.groups) {
    const title = groupTitle(s, g.id);
    if (title) slots.push({ row: row++, line: null, title, first: true });
    g.lines.forEach((line, i) => slots.push({ row: row++, line, title: null, first: i === 0 && !title }));
  }
  return slots;
}

const rowStyle = (row: number): string => `--fl-row:${row}`;

function Label({ slot, c, s }: { slot: Slot; c: Comparison; s: CompareStrings }) {
  const style = rowStyle(slot.row);
  // A group title is a band across all columns (drawn by the grid), so its cell here stays empty.
  if (slot.title) return <span class="fl-cmp-group-gap" style={style} />;
  const line = slot.line!;
  return (
    <span class={`fl-cmp-label${line.differs ? ' is-diff' : ''}${slot.first ? ' is-first' : ''}`} style={style}>
      {line.differs && <span class="fl-cmp-mark">≠ </span>}
      {lineLabel(s, c, line)}
    </span>
  );
}

interface ColumnProps {
  rules: Comparison['rules'][number];
  /** Grid column: 2 to 5 (1 holds the line names; the narrow layout moves each one left). */
  at: number;
  slots: Slot[];
  c: Comparison;
  s: CompareStrings;
  level: 2 | 3 | 4;
}

function Column({ rules, at, slots, c, s, level }: ColumnProps) {
  const Heading = `h${level}` as 'h3';
  const lines = slots.filter((x) => x.line !== null);
  return (
    <div
      class="fl-cmp-col"
      data-rules={rules}
      role="group"
      aria-label={`${rulesName(s, rules)} – ${rulesName(s, rules, 'long')}`}
      style={`--fl-col:${at}`}
    >
      <Heading class="fl-cmp-head">
        <span class="fl-cmp-name">{rulesName(s, rules)}</span>
        <span class="fl-cmp-abbr" aria-hidden="true">
          {rulesAbbr(s, rules)}
        </span>
        <span class="fl-cmp-long">{rulesName(s, rules, 'long')}</span>
      </Heading>
      <dl class="fl-cmp-lines">
        {lines.map((slot) => {
          const line = slot.line!;
          const text = cellText(s, line.cells[rules]);
          return (
            <div
              class={`fl-cmp-cell${line.differs ? ' is-diff' : ''}${slot.first ? ' is-first' : ''} is-${line.kind}`}
              style={rowStyle(slot.row)}
              key={line.key}
            >
              <dt class="fl-sr-only">
                {lineLabel(s, c, line)}
                {line.differs && ` (${s.t['compare.differs']})`}
              </dt>
              <dd>
                {text ?? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span class="fl-sr-only">{s.t['compare.cell.none']}</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

export function CompareTable({ comparison: c, s, level = 3 }: CompareTableProps) {
  const slots = layout(c, s);
  const rows = slots.length + 1;
  return (
    <div class="fl-cmp">
      <p class="fl-cmp-legend">{s.t['compare.legend']}</p>
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
      <div class="fl-cmp-scroll" role="region" aria-label={s.t['compare.tableLabel']} tabIndex={0}>
        <div class="fl-cmp-grid" style={`--fl-cmp-rows:${rows}`} data-lines={allLines(c).length}>
          {/* Group titles as bands across the grid, and the visible line names; each column
              repeats the names for screen readers, so both are hidden from them here. */}
          {slots
            .filter((slot) => slot.title)
            .map((slot) => (
              <div class="fl-cmp-group" style={rowStyle(slot.row)} aria-hidden="true" key={`g${slot.row}`}>
                <span>{slot.title}</span>
              </div>
            ))}
          <div class="fl-cmp-labels" aria-hidden="true">
            {slots.map((slot) => (
              <Label slot={slot} c={c} s={s} key={slot.row} />
            ))}
          </div>
          {c.rules.map((r, i) => (
            <Column rules={r} at={i + 2} slots={slots} c={c} s={s} level={level} key={r} />
          ))}
        </div>
      </div>
      {classicPays(c) && <p class="fl-cmp-note">{s.t['compare.classicPayments']}</p>}
    </div>
  );
}

/** Classic's payments are the ones that surprise (hundreds beside a few points, one payer): say
 * how they come about whenever classic has a payment line. */
const classicPays = (c: Comparison): boolean =>
  allLines(c).some((l) => l.kind === 'payment' && l.cells.classic !== null);
