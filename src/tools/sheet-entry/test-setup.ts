// The hand entry's tests share this: the engine as the page passes it (the rules engine and the
// score sheet's functions), an evening of four players, and a runner that applies a list of
// actions, one per tap, to a new entry.
import * as rules from '../../engine/index.ts';
import * as sheets from '../../engine/sheet/index.ts';
import type { Sheet, SheetRules } from '../../engine/sheet/types.ts';
import type { Wind } from '../../engine/tiles.ts';
import type { EntryEngine } from './entry-check.ts';
import { emptyEntry, update, type EntryAction, type EntryContext, type EntryState } from './entry.ts';

export const engine: EntryEngine = { ...rules, ...sheets };

export const [ANNA, BEN, CARL, DORA] = [0, 1, 2, 3] as const;

/** Anna East, Ben South, Carl West, Dora North, in the East round; no hands yet. */
export function sheetOf(main: SheetRules = { rules: 'hke', options: {} }): Sheet {
  return {
    format: 'fan-and-laak/sheet',
    version: 1,
    id: 'test-evening',
    created: '2026-11-28T19:00:00.000Z',
    title: '',
    players: ['Anna', 'Ben', 'Carl', 'Dora'],
    seats: [0, 1, 2, 3],
    main,
    second: null,
    changeSeats: false,
    start: null,
    minutes: null,
    hands: [],
    ended: null,
  };
}

export const SEATS: readonly Wind[] = [0, 1, 2, 3];

export const ctxOf = (main?: SheetRules): EntryContext => ({ sheet: sheetOf(main), seatsNow: SEATS, round: 0 });

export const FRESH = { id: 'hand-1', at: '2026-11-28T19:30:00.000Z' };

/** The entry after `actions`, each one tap or key press, from nothing chosen. */
export function run(ctx: EntryContext, actions: readonly EntryAction[], from?: EntryState): EntryState {
  return actions.reduce((s, a) => update(engine, ctx, s, a), from ?? emptyEntry(ctx, FRESH));
}

/** One palette tap per tile of a notation run such as "123m456m": the taps a hand by tiles takes. */
export const tileTaps = (codes: readonly string[]): EntryAction[] =>
  codes.map((code) => ({ type: 'editor', action: { type: 'add', code } }));
