// A new evening before its first hand, with the defaults the set-up starts from.
import { SHEET_FORMAT, SHEET_VERSION, type Sheet, type SheetRules } from './types.ts';

export interface NewSheet {
  /** Unique per evening. */
  id: string;
  /** When it was set up, ISO 8601. */
  created: string;
  players: Sheet['players'];
  /** Default: player 0 East, 1 South, 2 West, 3 North. */
  seats?: Sheet['seats'];
  /** Default: no title (''). */
  title?: string;
  /** Default: HKE with its default options. */
  main?: SheetRules;
  /** Default: none. */
  second?: SheetRules | null;
  /** Default: no change of seats. */
  changeSeats?: boolean;
  /** Default: scores start at 0 and nobody goes out. */
  start?: number | null;
  /** Default: no time limit. */
  minutes?: number | null;
}

export function emptySheet(n: NewSheet): Sheet {
  return {
    format: SHEET_FORMAT,
    version: SHEET_VERSION,
    id: n.id,
    created: n.created,
    title: n.title ?? '',
    players: [...n.players],
    seats: n.seats === undefined ? [0, 1, 2, 3] : [...n.seats],
    main: n.main ?? { rules: 'hke', options: {} },
    second: n.second ?? null,
    changeSeats: n.changeSeats ?? false,
    start: n.start ?? null,
    minutes: n.minutes ?? null,
    hands: [],
    ended: null,
  };
}
