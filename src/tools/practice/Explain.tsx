// The feedback after an answer (or "show solution"): right or not, what was wrong in the
// learner's answer, and the engine's solution with its explanation. Reads state only.
import type { Puzzle } from '../../engine/puzzles/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { tileName } from '../../words/tile-names.ts';
import { FanStepsWhy } from './FanSteps.tsx';
import { Nearest } from './Nearest.tsx';
import type { Score } from '../../engine/rules/types.ts';
import type { PuzzleEngine } from './load.ts';
import type { Feedback } from './state.ts';
import { Mistakes } from './Mistakes.tsx';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

interface Props {
  puzzle: Puzzle;
  feedback: Feedback | null;
  /** Said instead of "revealed" when the solution is shown for another reason. */
  note?: string | undefined;
  t: PracticeStrings;
  names: Record<string, string>;
  /** Pattern and limit descriptions, keyed `rules:id`: the why of an item-by-item answer. */
  descs: Record<string, string>;
  engine: PuzzleEngine;
  lang: WidgetLang;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function ScoreText({
  score,
  ask,
  t,
  names,
}: {
  score: Score;
  ask: 'fan' | 'points';
  t: PracticeStrings;
  names: Record<string, string>;
}) {
  const name = (id: string) => names[`${score.rules}:${id}`] ?? id;
  const head =
    score.limit !== null
      ? fill(t['practice.answer.limit'], { points: score.points })
      : ask === 'points'
        ? fill(t['practice.answer.points'], { points: score.points })
        : fill(t['practice.answer.fan'], { fan: score.fan });
  return (
    <>
      <p class="fl-practice-solution">{head}</p>
      <h4>{t['practice.items']}</h4>
      <ul class="fl-practice-items">
        {score.limits.map((id) => (
          <li key={id}>{name(id)}</li>
        ))}
        {score.items.map((i, k) => (
          <li key={k}>
            {name(i.id)}: {i.fan}
          </li>
        ))}
      </ul>
    </>
  );
}

function Payments({ score, t }: { score: Score; t: PracticeStrings }) {
  return (
    <table class="fl-practice-pay">
      <caption>{t['practice.answer.pay']}</caption>
      <tbody>
        {WIND_LETTERS.map((w) => (
          <tr key={w} data-seat={w}>
            <th scope="row">{t[`practice.seat.${w}`]}</th>
            <td>{signed(score.payments[w])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The engine's solution, explained. */
function Solution({ puzzle, t, names, engine, lang }: Omit<Props, 'feedback' | 'note' | 'descs'>) {
  switch (puzzle.type) {
    case 'waits':
      return (
        <p class="fl-practice-solution">
          {fill(t['practice.answer.waits'], {
            // Tiles in words, as the Why list below names them; never notation codes.
            tiles: engine
              .waitsSolution(puzzle)
              .map((c) => tileName(c as TileCode, lang))
              .join(', '),
          })}
        </p>
      );
    case 'fan':
      return <ScoreText score={puzzle.answer} ask={puzzle.ask} t={t} names={names} />;
    case 'pay':
      return (
        <>
          <Payments score={puzzle.answer} t={t} />
          <ScoreText score={puzzle.answer} ask="fan" t={t} names={names} />
        </>
      );
    case 'valid':
      return (
        <>
          <p class="fl-practice-solution">
            {t[puzzle.answer.valid ? 'practice.answer.valid' : 'practice.answer.invalid']}{' '}
            {puzzle.answer.reason && t[`practice.reason.${puzzle.answer.reason}`]}
          </p>
          {!puzzle.answer.valid && <Nearest puzzle={puzzle} engine={engine} lang={lang} t={t} />}
        </>
      );
    case 'discard':
      // Every rule that decides it: on the last discard the last-tile rule beside the priority.
      return (
        <p class="fl-practice-solution">
          {fill(t['practice.answer.discard'], {
            seat: t[`practice.seat.${WIND_LETTERS[puzzle.answer.seat]!}`],
          })}{' '}
          {(puzzle.answer.reasons ?? [puzzle.answer.reason]).map((r) => t[`practice.reason.${r}`]).join(' ')}
        </p>
      );
    default: {
      const never: never = puzzle;
      return never;
    }
  }
}

export function Explain(p: Props) {
  const right = p.feedback !== null && p.feedback.fb.kind === 'right';
  const verdict =
    p.feedback === null ? (p.note ?? p.t['practice.revealed']) : right ? p.t['practice.right'] : p.t['practice.wrong'];
  return (
    <div class={`fl-practice-feedback ${p.feedback === null ? 'is-revealed' : right ? 'is-right' : 'is-wrong'}`}>
      <p class="fl-practice-verdict">
        <strong>{verdict}</strong>
      </p>
      {p.feedback && <Mistakes feedback={p.feedback} t={p.t} />}
      {p.feedback?.type === 'fan' && p.feedback.steps && p.puzzle.type === 'fan' && (
        <FanStepsWhy puzzle={p.puzzle} steps={p.feedback.steps} t={p.t} names={p.names} descs={p.descs} />
      )}
      <Solution puzzle={p.puzzle} t={p.t} names={p.names} engine={p.engine} lang={p.lang} />
    </div>
  );
}
