// The learner's hidden tiles as buttons: sorted, the drawn tile set apart on the right. One tile
// is in the tab order at a time (roving focus): arrow keys, Home and End move, Enter or Space
// (or a click or tap) discards. Tiles stay focusable when it is not the learner's turn, so the
// hand can be read at any time; they only discard when the table asks for a discard.
import { useId, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import { move, navKey } from '../../ui/roving.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { tileName } from '../../words/tile-names.ts';
import type { HandTile } from './seats.ts';

/** The words of the hand: its name, how to use it, and each tile's marks. */
export type OwnHandStrings = Readonly<
  Record<
    | 'play.hand.label'
    | 'play.hand.help'
    | 'play.hand.drawn'
    | 'play.hand.suggested'
    | 'play.hand.danger'
    | 'play.hand.idle',
    string
  >
>;

/** The hand's places for the focus: the group, the drawn (last) tile, the current tile. */
export type HandSpot = 'hand-area' | 'hand-drawn' | 'hand';

interface OwnHandProps {
  hand: readonly HandTile[];
  drawn: HandTile | null;
  /** The table asks for a discard. */
  canDiscard: boolean;
  t: OwnHandStrings;
  lang: WidgetLang;
  onDiscard: (tile: number) => void;
  /** Hands an element to the page's focus, by its place (the page moves the focus). */
  place: (spot: HandSpot) => (el: HTMLElement | null) => void;
  /** The hint is open: the tile the strong player would discard, ringed (its last copy). */
  suggest: number | null;
}

function label(t: OwnHandStrings, lang: WidgetLang, tile: HandTile, drawn: boolean, suggested: boolean): string {
  let text = tileName(tile.code, lang);
  if (drawn) text = fill(t['play.hand.drawn'], { tile: text });
  if (suggested) text = fill(t['play.hand.suggested'], { tile: text });
  if (tile.danger) text = fill(t['play.hand.danger'], { tile: text });
  if (tile.idle) text = fill(t['play.hand.idle'], { tile: text });
  return text;
}

export function OwnHand({ hand, drawn, canDiscard, t, lang, onDiscard, place, suggest }: OwnHandProps) {
  const tiles = drawn ? [...hand, drawn] : [...hand];
  const suggested = suggest === null ? -1 : tiles.findLastIndex((x) => x.tile === suggest);
  const [index, setIndex] = useState(tiles.length - 1);
  const helpId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const at = Math.max(0, Math.min(index, tiles.length - 1));

  const onKey = (e: KeyboardEvent) => {
    const key = navKey(e.key);
    if (key === undefined || key === 'up' || key === 'down') return;
    e.preventDefault();
    const next = move([tiles.length], at, key);
    setIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      class="fl-play-hand"
      ref={place('hand-area')}
      role="group"
      aria-label={t['play.hand.label']}
      aria-describedby={helpId}
      onKeyDown={onKey}
    >
      {tiles.map((tile, i) => {
        const isDrawn = drawn !== null && i === tiles.length - 1;
        const isSuggested = i === suggested;
        return (
          <button
            type="button"
            class={`fl-play-tile${isDrawn ? ' is-drawn' : ''}${tile.danger ? ' is-danger' : ''}${tile.idle ? ' is-idle' : ''}`}
            key={`${i}-${tile.tile}`}
            ref={(el) => {
              buttons.current[i] = el;
              // The drawn tile (the last) takes the focus when a discard is asked; focused, it becomes the current one.
              if (i === tiles.length - 1) place('hand-drawn')(el);
              if (i === at) place('hand')(el);
            }}
            tabIndex={i === at ? 0 : -1}
            aria-disabled={canDiscard ? undefined : 'true'}
            aria-label={label(t, lang, tile, isDrawn, isSuggested)}
            data-tile={tile.code}
            onFocus={() => setIndex(i)}
            onClick={() => canDiscard && onDiscard(tile.tile)}
          >
            <TileView code={tile.code} lang={lang} size={52} highlight={isSuggested} />
          </button>
        );
      })}
      <p id={helpId} class="fl-sr-only">
        {t['play.hand.help']}
      </p>
    </div>
  );
}
