// Progress: streak, accuracy per type, a small bar chart per day (patterns and labels, so it
// reads without colour, with a table for screen readers) and export/import as a JSON file.
import { useState } from 'preact/hooks';
import { PUZZLE_TYPES } from '../../engine/puzzles/types.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { Theme } from '../../engine/puzzles/themes.ts';
import { Ratings, Themes } from './Adaptive.tsx';
import { chartDays, type ChartDay } from './chart.ts';
import type { StoredPractice } from './merge.ts';
import { readImport, totals, type PracticeData } from './store.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

interface Props {
  lang: WidgetLang;
  t: PracticeStrings;
  data: PracticeData;
  today: string;
  /** A file's progress, to be merged into the stored progress. */
  onImport: (s: StoredPractice) => void;
  /** The progress as an export file's text. */
  exportText: () => string;
  onTheme: (theme: Theme) => void;
}

// One fill pattern and one letter per type: the bars differ without colour.
const PATTERNS = ['solid', 'hatch', 'dots', 'cross', 'vertical'] as const;
const BAR = 18;
const GAP = 4;
const H = 100;

function Chart({ days }: { days: ChartDay[] }) {
  const group = PUZZLE_TYPES.length * (BAR + GAP) + 16;
  const width = days.length * group;
  return (
    <svg
      class="fl-practice-chart"
      viewBox={`0 -12 ${width} ${H + 42}`}
      width={width}
      height={H + 42}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id="fl-pat-hatch" width="4" height="4" patternUnits="userSpaceOnUse">
          <path d="M0 4L4 0" stroke="currentColor" />
        </pattern>
        <pattern id="fl-pat-dots" width="4" height="4" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1" fill="currentColor" />
        </pattern>
        <pattern id="fl-pat-cross" width="4" height="4" patternUnits="userSpaceOnUse">
          <path d="M0 0L4 4M4 0L0 4" stroke="currentColor" />
        </pattern>
        <pattern id="fl-pat-vertical" width="3" height="3" patternUnits="userSpaceOnUse">
          <path d="M1 0V3" stroke="currentColor" />
        </pattern>
      </defs>
      <line x1="0" x2={width} y1={H} y2={H} stroke="currentColor" />
      {days.map((d, i) =>
        d.cells.map((c, k) => {
          const h = c.percent === null ? 0 : Math.max(1, (c.percent / 100) * H);
          const x = i * group + k * (BAR + GAP);
          const pattern = PATTERNS[k]!;
          return (
            <g key={`${d.date}-${c.type}`}>
              <rect
                x={x}
                y={H - h}
                width={BAR}
                height={h}
                fill={pattern === 'solid' ? 'currentColor' : `url(#fl-pat-${pattern})`}
                stroke="currentColor"
              />
              <text x={x + BAR / 2} y={H + 12} font-size="11" text-anchor="middle" fill="currentColor">
                {'wfpvd'[k]}
              </text>
              {c.percent !== null && (
                <text x={x + BAR / 2} y={H - h - 3} font-size="9" text-anchor="middle" fill="currentColor">
                  {c.percent}
                </text>
              )}
            </g>
          );
        }),
      )}
      {days.map((d, i) => (
        <text key={d.date} x={i * group} y={H + 27} font-size="11" fill="currentColor">
          {d.date.slice(5)}
        </text>
      ))}
    </svg>
  );
}

function download(text: string, today: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `fan-laak-practice-${today}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export function Progress({ t, data, today, onImport, exportText, onTheme }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const sums = totals(data);
  const days = chartDays(data);
  const answered = PUZZLE_TYPES.some((x) => sums[x][1] > 0);
  const onFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const r = file.size > 1_000_000 ? null : readImport(await file.text(), today);
    input.value = '';
    if (r === null) return setMessage(t['practice.importBad']);
    onImport(r.stored);
    setMessage(t['practice.importDone']);
  };
  return (
    <section class="fl-puzzle fl-practice-progress" aria-labelledby="fl-practice-stats">
      <h2 id="fl-practice-stats">{t['practice.stats']}</h2>
      <p class="fl-practice-streak">{fill(t['practice.streak'], { streak: data.streak, best: data.best })}</p>
      {!answered && <p>{t['practice.noStats']}</p>}
      {answered && (
        <ul class="fl-practice-accuracy">
          {PUZZLE_TYPES.filter((x) => sums[x][1] > 0).map((x) => (
            <li key={x} data-type={x}>
              {fill(t['practice.accuracy'], {
                type: t[`practice.type.${x}`],
                right: sums[x][0],
                total: sums[x][1],
                percent: Math.round((100 * sums[x][0]) / sums[x][1]),
              })}
            </li>
          ))}
        </ul>
      )}
      <Ratings t={t} data={data} />
      <Themes t={t} data={data} onTheme={onTheme} />
      {days.length > 0 && (
        <figure class="fl-practice-figure">
          <figcaption>
            <strong>{t['practice.chart']}</strong>{' '}
            {days.length === 1 ? t['practice.chart.desc.one'] : fill(t['practice.chart.desc'], { days: days.length })}
          </figcaption>
          {/* Wider than a phone: keyboard users scroll it too, so the scroller takes the focus. */}
          <div class="fl-practice-chart-scroll" tabIndex={0} role="group" aria-label={t['practice.chart']}>
            <Chart days={days} />
          </div>
          <ul class="fl-practice-legend" aria-hidden="true">
            {PUZZLE_TYPES.map((x, k) => (
              <li key={x}>
                {'wfpvd'[k]}: {t[`practice.type.${x}`]}
              </li>
            ))}
          </ul>
          <div class="fl-practice-table-scroll" tabIndex={0} role="group" aria-label={t['practice.chart.day']}>
            <table class="fl-practice-table">
              <thead>
                <tr>
                  <th scope="col">{t['practice.chart.day']}</th>
                  {PUZZLE_TYPES.map((x) => (
                    <th scope="col" key={x}>
                      {t[`practice.type.${x}`]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{d.date}</th>
                    {d.cells.map((c) => (
                      <td key={c.type} data-type={c.type}>
                        {c.total === 0
                          ? '–'
                          : `${fill(t['practice.chart.cell'], { right: c.right, total: c.total })} (${c.percent} %)`}
                        {c.rating !== null && (
                          <span class="fl-practice-small">
                            {' '}
                            · {fill(t['practice.chart.rating'], { rating: c.rating })}
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
      <p class="fl-actions">
        <button type="button" class="fl-button" onClick={() => download(exportText(), today)}>
          {t['practice.export']}
        </button>
        <label class="fl-button fl-file-button">
          <span>{t['practice.import']}</span>
          <input type="file" accept="application/json,.json" class="fl-sr-only" onChange={onFile} />
        </label>
      </p>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
