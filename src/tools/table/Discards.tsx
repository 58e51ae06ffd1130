// A seat's discards in the order thrown. One taken into a set or for Mah-Jongg stays, faded, and
// its name says who took it (when the page words it); one tile may be ringed: the last discard,
// or the one waiting for answers.
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { WidgetLang } from '../../ui/types.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import { tileName } from '../../words/tile-names.ts';
import type { DiscardView } from './seats.ts';

interface DiscardsProps {
  discards: readonly DiscardView[];
  lang: WidgetLang;
  /** The list's name. */
  label: string;
  size: number;
  /** The name of a taken tile ("5 Dots, taken by Ben"); without it a taken tile keeps its own name. */
  taken?: (tile: string, by: WindLetter) => string;
  /** The index of the ringed tile, or -1. */
  lit?: number;
}

export function Discards({ discards, lang, label, size, taken, lit = -1 }: DiscardsProps) {
  if (discards.length === 0) return null;
  return (
    <ol class="fl-table-discards" aria-label={label}>
      {discards.map((d, i) => (
        <li class={d.claimedBy === null ? undefined : 'is-taken'} key={i}>
          <TileView
            code={d.tile}
            lang={lang}
            size={size}
            label={d.claimedBy === null || taken === undefined ? undefined : taken(tileName(d.tile, lang), d.claimedBy)}
            highlight={i === lit}
          />
        </li>
      ))}
    </ol>
  );
}
