// "Which tiles win?", explained: each winning tile with the reading it completes (the sets and
// the pair drawn as tiles, the winning tile ringed where it goes), and each wrong pick with the
// reason it does not win, in words.
// Tiles are pictures with their names for screen readers, never notation codes.
import type { WaitsFeedback } from '../../engine/puzzles/judge.ts';
import type { WaitsPuzzle } from '../../engine/puzzles/types.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { tileName } from '../../words/tile-names.ts';
import type { PuzzleEngine } from './load.ts';
import { fill } from '../../words/fill.ts';
import { moreReadings } from './solution-text.ts';
import type { PracticeStrings } from './strings.ts';

const SMALL = 26;

/** One set or pair as small tiles; the tile at `mark` (if any) ringed and named by `markLabel`. */
export function Group(p: {
  tiles: readonly string[];
  lang: WidgetLang;
  mark?: number;
  markLabel?: string | undefined;
}) {
  return (
    <span class="fl-practice-group">
      {p.tiles.map((c, i) =>
        i === p.mark ? (
          <TileView key={i} code={c as TileCode} lang={p.lang} size={SMALL} highlight label={p.markLabel} />
        ) : (
          <TileView key={i} code={c as TileCode} lang={p.lang} size={SMALL} />
        ),
      )}
    </span>
  );
}

export function WaitsWhy(p: {
  puzzle: WaitsPuzzle;
  feedback: WaitsFeedback | null;
  engine: PuzzleEngine;
  lang: WidgetLang;
  t: PracticeStrings;
}) {
  const wins = p.engine.explainWaits(p.puzzle);
  const wrong = p.feedback?.kind === 'wrong' ? p.feedback.wrong : [];
  const missed = p.feedback?.kind === 'wrong' ? p.feedback.missed : [];
  return (
    <div class="fl-practice-why">
      <h4>{p.t['practice.why']}</h4>
      <ul>
        {wins.map((w) => (
          <li key={w.tile} data-tile={w.tile}>
            <TileView code={w.tile as TileCode} lang={p.lang} size={34} />{' '}
            {missed.includes(w.tile) && <strong>{p.t['practice.why.missed']}</strong>}{' '}
            <span>{p.t['practice.why.wins']}</span>{' '}
            {w.readings[0]?.blocks.map((b, i) => (
              // The winning tile is ringed where it goes, so the reading shows what it completes.
              <Group
                key={i}
                tiles={b.tiles}
                lang={p.lang}
                mark={i === w.readings[0]!.winning ? b.tiles.indexOf(w.tile) : undefined}
                markLabel={fill(p.t['practice.why.marked'], { tile: tileName(w.tile as TileCode, p.lang) })}
              />
            ))}
            {w.readings.length > 1 && <span class="fl-practice-small"> {moreReadings(w.readings.length, p.t)}</span>}
          </li>
        ))}
        {wrong.map((w) => (
          <li key={w.tile} class="is-wrong" data-tile={w.tile}>
            {w.why !== 'not-a-tile' && <TileView code={w.tile as TileCode} lang={p.lang} size={34} />}{' '}
            <span>
              {p.t['practice.why.wrong']} {p.t[`practice.why.${w.why}`]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
