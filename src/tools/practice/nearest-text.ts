// "Is this a valid Mah-Jongg?", explained in words for a hand that is none: the nearest complete
// hand (one tile swapped, taken away or added), or, when one change is not enough, what is
// wrong (the tile count, a fifth copy), or that no single change helps. The engine finds them
// (explain.ts); Nearest.tsx draws the reading beside these words, and the tests read them.
import type { NearestReading } from '../../engine/puzzles/explain.ts';
import type { ValidPuzzle } from '../../engine/puzzles/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { fill } from '../../words/fill.ts';
import { tileWords } from '../../words/tile-names.ts';
import type { PracticeStrings } from './strings.ts';

export interface NearestFinder {
  nearestReading: (p: Pick<ValidPuzzle, 'hand'>) => NearestReading | null;
  handProblem: (p: Pick<ValidPuzzle, 'hand'>) => { count: number | null; copies: { tile: string; count: number }[] };
}

export type NearestText =
  | {
      kind: 'reading';
      key: 'swap' | 'drop' | 'add' | 'complete';
      near: NearestReading;
      sentence: string;
      /** The label of the swapped-in tile, marked in the drawn reading. */
      marked: string | null;
    }
  | { kind: 'problem'; lines: string[] };

const caseForms = (prefix: 'in' | 'out', code: string | null, lang: WidgetLang) => {
  if (code === null) return {};
  const w = tileWords(code as TileCode, lang);
  return { [prefix]: w.tile, [`${prefix}Acc`]: w.tileAcc, [`${prefix}Dat`]: w.tileDat };
};

export function nearestText(p: ValidPuzzle, engine: NearestFinder, lang: WidgetLang, t: PracticeStrings): NearestText {
  const near = engine.nearestReading(p);
  if (near) {
    const key = near.out && near.in ? 'swap' : near.out ? 'drop' : near.in ? 'add' : 'complete';
    const words = { ...caseForms('in', near.in, lang), ...caseForms('out', near.out, lang) };
    // A tile swapped in for another is "swapped in"; one only added is "added".
    const label = key === 'add' ? 'practice.nearest.marked.added' : 'practice.nearest.marked';
    const marked = near.in && fill(t[label], { tile: tileWords(near.in as TileCode, lang).tile });
    return { kind: 'reading', key, near, sentence: fill(t[`practice.nearest.${key}`], words), marked };
  }
  // No reading one change away: what is wrong instead (the count, a fifth copy), else that fact.
  const problem = engine.handProblem(p);
  const lines = [
    ...(problem.count === null ? [] : [fill(t['practice.problem.count'], { count: problem.count })]),
    ...problem.copies.map((c) =>
      fill(t['practice.problem.copies'], { ...tileWords(c.tile as TileCode, lang), count: c.count }),
    ),
  ];
  return { kind: 'problem', lines: lines.length ? lines : [t['practice.nearest.none']] };
}
