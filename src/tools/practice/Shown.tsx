// How a puzzle is shown: its hand as tiles, the situation of a win, or a discard with the
// three callers. Reads the puzzle only.
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { Hand } from '../../engine/hand.ts';
import type { Situation } from '../../engine/situation.ts';
import type { Puzzle } from '../../engine/puzzles/types.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { PuzzleEngine } from './load.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

const Tiles = ({ codes, lang, size = 40 }: { codes: readonly string[]; lang: WidgetLang; size?: number }) => (
  <span class="fl-practice-tiles">
    {codes.map((c, i) => (
      <TileView key={i} code={c as TileCode} lang={lang} size={size} />
    ))}
  </span>
);

// A chow's three tiles from its lowest (tile numbers of one suit are consecutive).
const chowCodes = (tile: number, engine: PuzzleEngine): string[] => [0, 1, 2].map((i) => engine.makeTile(tile + i));

export function HandTiles({
  hand,
  notation,
  lang,
  t,
  engine,
  size,
}: {
  hand: Hand;
  notation: string;
  lang: WidgetLang;
  t: PracticeStrings;
  engine: PuzzleEngine;
  size?: number;
}) {
  const h = engine.handCodes(hand);
  return (
    <div class="fl-practice-hand" data-notation={notation}>
      <span class="fl-sr-only">{t['practice.hand']}: </span>
      <Tiles codes={h.concealed} lang={lang} size={size} />
      {h.melds.length > 0 && (
        <span class="fl-practice-melds" role="group" aria-label={t['practice.melds']}>
          {h.melds.map((m, i) => (
            <Tiles key={i} codes={m} lang={lang} size={size} />
          ))}
        </span>
      )}
      {h.winning && (
        <span class="fl-practice-winning" role="group" aria-label={t['practice.winning']}>
          <Tiles codes={[h.winning]} lang={lang} size={size} />
        </span>
      )}
      {h.bonus.length > 0 && (
        <span class="fl-practice-bonus" role="group" aria-label={t['practice.bonus']}>
          <Tiles codes={h.bonus} lang={lang} size={size} />
        </span>
      )}
      <code class="fl-practice-notation">{notation}</code>
    </div>
  );
}

export function SituationText({ s, t }: { s: Situation; t: PracticeStrings }) {
  const seat = (w: number) => t[`practice.seat.${WIND_LETTERS[w]!}`];
  const parts = [
    fill(t['practice.situation'], {
      winner: seat(s.seat),
      seat: seat(s.seat),
      round: seat(s.round),
    }),
  ];
  parts.push(
    fill(t[`practice.win.${s.win}`], {
      from: s.from === undefined ? '' : seat(s.from),
    }),
  );
  if (s.lastTile) parts.push(t['practice.lastTile']);
  return <p class="fl-practice-situation">{parts.join(' ')}</p>;
}

export function Shown({
  puzzle,
  lang,
  t,
  engine,
}: {
  puzzle: Puzzle;
  lang: WidgetLang;
  t: PracticeStrings;
  engine: PuzzleEngine;
}) {
  switch (puzzle.type) {
    case 'waits':
      return <HandTiles hand={puzzle.hand} notation={puzzle.notation} lang={lang} t={t} engine={engine} />;
    case 'fan':
    case 'pay':
    case 'valid':
      return (
        <>
          <HandTiles hand={puzzle.hand} notation={puzzle.notation} lang={lang} t={t} engine={engine} />
          <SituationText s={puzzle.situation} t={t} />
        </>
      );
    case 'discard':
      return (
        <div class="fl-practice-discard">
          <p>
            <Tiles codes={[engine.makeTile(puzzle.tile)]} lang={lang} size={48} />
          </p>
          {puzzle.lastTile && <p>{t['practice.discard.lastTile']}</p>}
          <ul>
            {puzzle.callers.map((c) => (
              <li key={c.seat}>
                <strong>{t[`practice.seat.${WIND_LETTERS[c.seat]!}`]}</strong> {t[`practice.call.${c.call.type}`]}
                {c.call.type === 'chow' && <Tiles codes={chowCodes(c.call.tile, engine)} lang={lang} size={28} />}
                <HandTiles hand={c.hand} notation={c.notation} lang={lang} t={t} engine={engine} size={28} />
              </li>
            ))}
          </ul>
        </div>
      );
    default: {
      const never: never = puzzle;
      return never;
    }
  }
}
