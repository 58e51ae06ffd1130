// A set as the table draws it: its tiles side by side, the one claimed from a discard turned
// sideways, a concealed kong half-open. Sets and bonus tiles of one seat sit in one row.
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { MeldView } from './seats.ts';

export function Meld({ meld, lang, size }: { meld: MeldView; lang: WidgetLang; size: number }) {
  return (
    <li class={`fl-table-meld${meld.concealed ? ' is-concealed' : ''}`}>
      {meld.tiles.map((code, i) => (
        <TileView code={code} lang={lang} size={size} rotated={i === meld.claimed} key={i} />
      ))}
    </li>
  );
}

export interface OpenWords {
  /** The name of the list of sets. */
  melds: string;
  /** The name of the list of flowers and seasons. */
  bonus: string;
}

/** A seat's exposed sets and bonus tiles, when it has any. */
export function Open(props: {
  melds: readonly MeldView[];
  bonus: readonly TileCode[];
  lang: WidgetLang;
  words: OpenWords;
  /** Tile heights in px: the sets', the bonus tiles'. */
  size: number;
  bonusSize?: number;
}) {
  const { melds, bonus, lang, words, size, bonusSize = size } = props;
  if (melds.length === 0 && bonus.length === 0) return null;
  return (
    <div class="fl-table-open">
      {melds.length > 0 && (
        <ul class="fl-table-melds" aria-label={words.melds}>
          {melds.map((m, i) => (
            <Meld meld={m} lang={lang} size={size} key={i} />
          ))}
        </ul>
      )}
      {bonus.length > 0 && (
        <ul class="fl-table-bonus" aria-label={words.bonus}>
          {bonus.map((code, i) => (
            <li key={i}>
              <TileView code={code} lang={lang} size={bonusSize} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
