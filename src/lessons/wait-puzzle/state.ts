// Headless state of "Which tiles win?": what is selected, where the keyboard cursor is, and the
// feedback. One pure `update`, one `judge`; the view only renders this and dispatches actions.
import type { PlainReading } from '../../ui/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';

/** Why a picked tile does not win. */
export type WrongReason =
  | 'all-copies-used' // the hand already holds all four copies
  | 'no-reading'; // the 14 tiles make no sets-and-pair, seven pairs or thirteen orphans

/** The answer for one tile kind, computed at build time. */
export type WaitTile =
  { code: TileCode; wins: true; readings: PlainReading[] } | { code: TileCode; wins: false; reason: WrongReason };

/** Tile kinds per picker row: characters, dots, bamboo, honours. */
export const PICKER_ROWS = [9, 9, 9, 7] as const;

export interface Judgement {
  correct: boolean;
  /** Picked and winning. */
  hits: TileCode[];
  /** Winning but not picked. */
  missed: TileCode[];
  /** Picked but not winning. */
  wrong: TileCode[];
}

export type Feedback =
  | { kind: 'answering' } // selecting tiles, nothing judged yet
  | { kind: 'checked'; judgement: Judgement } // the selection was judged
  | { kind: 'revealed' }; // the learner asked for the solution

export interface WaitState {
  /** The 34 answers in picker order; never changes. */
  tiles: readonly WaitTile[];
  /** Selected codes, in picker order. */
  selected: readonly TileCode[];
  /** Index of the picker button that holds the tab stop. */
  cursor: number;
  feedback: Feedback;
  /** The solution was shown: a later correct answer no longer counts as solved. */
  gaveUp: boolean;
  /** Answered correctly without seeing the solution; stays true. */
  solved: boolean;
}

export type WaitAction =
  | { type: 'toggle'; code: TileCode }
  | { type: 'cursor'; index: number } // the tab stop follows focus (arrow keys, Tab, click)
  | { type: 'check' }
  | { type: 'retry' }
  | { type: 'reveal' };

export const initialState = (tiles: readonly WaitTile[]): WaitState => ({
  tiles,
  selected: [],
  cursor: 0,
  feedback: { kind: 'answering' },
  gaveUp: false,
  solved: false,
});

export const solution = (tiles: readonly WaitTile[]): TileCode[] => tiles.filter((t) => t.wins).map((t) => t.code);

/** Compares a selection with the answer; the order of the selection does not matter. */
export function judge(tiles: readonly WaitTile[], selected: readonly TileCode[]): Judgement {
  const picked = new Set(selected);
  const hits = tiles.filter((t) => t.wins && picked.has(t.code)).map((t) => t.code);
  const missed = tiles.filter((t) => t.wins && !picked.has(t.code)).map((t) => t.code);
  const wrong = tiles.filter((t) => !t.wins && picked.has(t.code)).map((t) => t.code);
  return { correct: missed.length === 0 && wrong.length === 0, hits, missed, wrong };
}

function toggle(s: WaitState, code: TileCode): WaitState {
  const index = s.tiles.findIndex((t) => t.code === code);
  if (index < 0) return s;
  const on = !s.selected.includes(code);
  const set = new Set(on ? [...s.selected, code] : s.selected.filter((c) => c !== code));
  // Keep picker order so equal selections are equal arrays.
  const selected = s.tiles.map((t) => t.code).filter((c) => set.has(c));
  return { ...s, selected, cursor: index };
}

export function update(s: WaitState, a: WaitAction): WaitState {
  switch (a.type) {
    case 'toggle':
      // The selection is frozen while feedback is shown, so the feedback always matches it.
      return s.feedback.kind === 'answering' ? toggle(s, a.code) : s;
    case 'cursor':
      return Number.isInteger(a.index) && a.index >= 0 && a.index < s.tiles.length ? { ...s, cursor: a.index } : s;
    case 'check': {
      if (s.feedback.kind !== 'answering') return s;
      const judgement = judge(s.tiles, s.selected);
      return { ...s, feedback: { kind: 'checked', judgement }, solved: s.solved || (judgement.correct && !s.gaveUp) };
    }
    case 'retry':
      // Back to selecting, keeping the selection so only the mistakes need fixing.
      return s.feedback.kind === 'checked' ? { ...s, feedback: { kind: 'answering' } } : s;
    case 'reveal':
      // Offered after a check, like "view the solution" after a failed puzzle.
      if (s.feedback.kind !== 'checked') return s;
      return { ...s, selected: solution(s.tiles), feedback: { kind: 'revealed' }, gaveUp: true };
  }
}
