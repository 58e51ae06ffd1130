// One place at the table, as every tool draws it: a head the tool words (who sits there, whose
// turn), the hidden tiles as the tool may show them (a count, tile backs, or face up), then the
// exposed sets and bonus tiles and the discards in the order they came.
import type { ComponentChildren } from 'preact';
import type { WindLetter } from '../../engine/tiles.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { Discards } from './Discards.tsx';
import { Open, type OpenWords } from './Meld.tsx';
import type { TableSeat } from './seats.ts';

export interface SeatWords extends OpenWords {
  /** The name of the list of discards. */
  discards: string;
  /** The name of a taken discard; without it a taken tile keeps its own name. */
  taken?: (tile: string, by: WindLetter) => string;
}

/** Tile heights in px. */
export interface SeatSizes {
  set: number;
  bonus: number;
  discard: number;
}

interface SeatProps {
  seat: TableSeat;
  lang: WidgetLang;
  /** The section's class and accessible name. */
  class: string;
  label: string;
  head: ComponentChildren;
  /** The hidden tiles as the tool shows them. */
  hidden?: ComponentChildren;
  words: SeatWords;
  sizes: SeatSizes;
  /** The discard to ring (the last one, or the one waiting for answers), or -1. */
  lit?: number;
}

export function Seat(props: SeatProps) {
  const { seat, lang, words, sizes } = props;
  return (
    <section class={props.class} aria-label={props.label} data-seat={seat.seat}>
      {props.head}
      {props.hidden}
      <Open melds={seat.melds} bonus={seat.bonus} lang={lang} words={words} size={sizes.set} bonusSize={sizes.bonus} />
      <Discards
        discards={seat.discards}
        lang={lang}
        label={words.discards}
        size={sizes.discard}
        taken={words.taken}
        lit={props.lit}
      />
    </section>
  );
}
