// "Is this a valid Mah-Jongg?", explained for a hand that is none: the nearest complete hand
// (one tile swapped, taken away or added) drawn as its sets and pair with the changed tile
// marked, said in words too; when one change is not enough, what is wrong (the tile count, a
// fifth copy). The engine finds both (explain.ts); this only words and draws them.
import { useMemo } from 'preact/hooks';
import type { ValidPuzzle } from '../../engine/puzzles/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { tileWords } from '../../words/tile-names.ts';
import type { PuzzleEngine } from './load.ts';
import { Group } from './Why.tsx';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

const caseForms = (prefix: 'in' | 'out', code: string | null, lang: WidgetLang) => {
  if (code === null) return {};
  const w = tileWords(code as TileCode, lang);
  return { [prefix]: w.tile, [`${prefix}Acc`]: w.tileAcc, [`${prefix}Dat`]: w.tileDat };
};

export function Nearest(p: { puzzle: ValidPuzzle; engine: PuzzleEngine; lang: WidgetLang; t: PracticeStrings }) {
  const { puzzle, engine, lang, t } = p;
  const near = useMemo(() => engine.nearestReading(puzzle), [puzzle]);
  const problem = useMemo(() => (near ? null : engine.handProblem(puzzle)), [near, puzzle]);
  if (near) {
    const key = near.out && near.in ? 'swap' : near.out ? 'drop' : near.in ? 'add' : ('complete' as const);
    const words = { ...caseForms('in', near.in, lang), ...caseForms('out', near.out, lang) };
    const marked = near.in && fill(t['practice.nearest.marked'], { tile: tileWords(near.in as TileCode, lang).tile });
    // Only the first tile of the swapped-in kind is marked: the others were there before.
    let mark = near.in;
    return (
      <div class="fl-practice-why" data-nearest={key}>
        <h4>{t['practice.nearest']}</h4>
        <p>{fill(t[`practice.nearest.${key}`], words)}</p>
        <p class="fl-practice-reading">
          {near.readings[0]?.blocks.map((b, i) => {
            const at = mark === null ? -1 : b.tiles.indexOf(mark);
            if (at >= 0) mark = null;
            return <Group key={i} tiles={b.tiles} lang={lang} mark={at} markLabel={marked || undefined} />;
          })}
        </p>
      </div>
    );
  }
  // No reading one change away: what is wrong instead (the count, a fifth copy), else that fact.
  const lines = [
    ...(problem?.count == null ? [] : [fill(t['practice.problem.count'], { count: problem.count })]),
    ...(problem?.copies ?? []).map((c) =>
      fill(t['practice.problem.copies'], { ...tileWords(c.tile as TileCode, lang), count: c.count }),
    ),
  ];
  return (
    <div class="fl-practice-why" data-nearest="none">
      {lines.length === 0 ? (
        <p>{t['practice.nearest.none']}</p>
      ) : (
        <ul>
          {lines.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
