// "Is this a valid Mah-Jongg?", explained for a hand that is none: the nearest complete hand
// (one tile swapped, taken away or added) drawn as its sets and pair with the changed tile
// marked, said in words too; when one change is not enough, what is wrong (the tile count, a
// fifth copy). The engine finds both (explain.ts); nearest-text.ts words them, this draws them.
import { useMemo } from 'preact/hooks';
import type { ValidPuzzle } from '../../engine/puzzles/types.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { PuzzleEngine } from './load.ts';
import { Group } from './Why.tsx';
import { nearestText } from './nearest-text.ts';
import type { PracticeStrings } from './strings.ts';

export function Nearest(p: { puzzle: ValidPuzzle; engine: PuzzleEngine; lang: WidgetLang; t: PracticeStrings }) {
  const { puzzle, engine, lang, t } = p;
  const text = useMemo(() => nearestText(puzzle, engine, lang, t), [puzzle, lang]);
  if (text.kind === 'reading') {
    // Only the first tile of the swapped-in kind is marked: the others were there before.
    let mark = text.near.in;
    return (
      <div class="fl-practice-why" data-nearest={text.key}>
        <h4>{t['practice.nearest']}</h4>
        <p>{text.sentence}</p>
        <p class="fl-practice-reading">
          {text.near.readings[0]?.blocks.map((b, i) => {
            const at = mark === null ? -1 : b.tiles.indexOf(mark);
            if (at >= 0) mark = null;
            return <Group key={i} tiles={b.tiles} lang={lang} mark={at} markLabel={text.marked ?? undefined} />;
          })}
        </p>
      </div>
    );
  }
  const none = text.lines.length === 1 && text.lines[0] === t['practice.nearest.none'];
  return (
    <div class="fl-practice-why" data-nearest="none">
      {none ? (
        <p>{text.lines[0]}</p>
      ) : (
        <ul>
          {text.lines.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
