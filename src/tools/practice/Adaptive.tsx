// The adaptive part of the progress: the learner's rating per kind of puzzle with its history
// (a small line per kind, its points also in words), and the themes dashboard, weakest first,
// each with "practise this theme". Reads the stored data only.
import { PUZZLE_TYPES } from '../../engine/puzzles/types.ts';
import type { Theme } from '../../engine/puzzles/themes.ts';
import type { PracticeData } from './store.ts';
import { weakThemes, type RatingEntry } from './store-adaptive.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

/** How many themes the dashboard lists (the weakest). */
const SHOWN_THEMES = 8;
/** How many days of a rating's history are drawn and told. */
const HISTORY = 14;
const W = 120;
const H = 28;

/** The history as a polyline: oldest left, the range of the ratings shown stretched to the box. */
function Line({ points }: { points: readonly (readonly [string, number])[] }) {
  const values = points.map(([, r]) => r);
  const lo = Math.min(...values) - 10;
  const hi = Math.max(...values) + 10;
  const x = (i: number) => (points.length < 2 ? W / 2 : (i * W) / (points.length - 1));
  const y = (r: number) => H - ((r - lo) / (hi - lo)) * H;
  return (
    <svg class="fl-practice-rating-line" viewBox={`-3 -3 ${W + 6} ${H + 6}`} width={W} height={H} aria-hidden="true">
      <polyline points={points.map(([, r], i) => `${x(i)},${y(r)}`).join(' ')} fill="none" stroke="currentColor" />
      {points.map(([d, r], i) => (
        <circle key={d} cx={x(i)} cy={y(r)} r="2" fill="currentColor" />
      ))}
    </svg>
  );
}

export function Ratings({ t, data }: { t: PracticeStrings; data: PracticeData }) {
  const rated = PUZZLE_TYPES.flatMap((type) => {
    const r = data.ratings[type];
    return r ? [[type, r] as const] : [];
  });
  if (rated.length === 0) return null;
  const history = (r: RatingEntry) => r.history.slice(-HISTORY);
  return (
    <div class="fl-practice-ratings">
      <h3>{t['practice.ratings']}</h3>
      <p class="fl-practice-small">{t['practice.ratings.desc']}</p>
      <ul>
        {rated.map(([type, r]) => (
          <li key={type} data-type={type} data-rating={Math.round(r.rating)}>
            <span class="fl-practice-rating">
              {fill(t['practice.rating'], {
                type: t[`practice.type.${type}`],
                rating: Math.round(r.rating),
                rd: Math.round(2 * r.rd),
              })}
            </span>
            <Line points={history(r)} />
            <span class="fl-practice-small">
              {fill(t['practice.rating.history'], {
                points: history(r)
                  .map(([d, v]) => `${d.slice(5)}: ${Math.round(v)}`)
                  .join(', '),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Themes(p: { t: PracticeStrings; data: PracticeData; onTheme: (theme: Theme) => void }) {
  const weak = weakThemes(p.data).slice(0, SHOWN_THEMES);
  return (
    <div class="fl-practice-themes">
      <h3>{p.t['practice.themes']}</h3>
      {weak.length === 0 && <p class="fl-practice-small">{p.t['practice.themes.none']}</p>}
      {weak.length > 0 && (
        <ul>
          {weak.map((w) => {
            const name = p.t[`practice.theme.${w.theme}`];
            return (
              <li key={w.theme} data-theme={w.theme}>
                <span>
                  <strong>{name}</strong>{' '}
                  {fill(p.t['practice.themes.row'], {
                    right: w.right,
                    total: w.answered,
                    percent: Math.round((100 * w.right) / w.answered),
                  })}
                </span>
                <button
                  type="button"
                  class="fl-button"
                  aria-label={fill(p.t['practice.themes.practiseName'], { theme: name })}
                  onClick={() => p.onTheme(w.theme)}
                >
                  {p.t['practice.themes.practise']}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
