// The practice page's state: which kind of puzzle, where the current one came from, and the
// feedback for it. A closed union of phases and one transition function; the controller
// (controller.ts) generates and judges puzzles with the engine chunk and dispatches the results here.
import type {
  DiscardFeedback,
  FanFeedback,
  PayFeedback,
  ValidFeedback,
  WaitsFeedback,
} from '../../engine/puzzles/judge.ts';
import type { PuzzleKeyError } from '../../engine/puzzles/key.ts';
import type { Level, Puzzle, PuzzleType } from '../../engine/puzzles/types.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';

/** Where the shown puzzle came from. */
/** `mistakes`: due for review today; `retry`: missed today, asked again at once. */
export type Source = 'stream' | 'daily' | 'link' | 'mistakes' | 'retry' | 'ladder';

/** An item-by-item fan answer, both steps judged: the items given, the items' and the total's verdicts. */
export interface FanSteps {
  given: string[];
  items: FanFeedback;
  total: FanFeedback;
}

/** The engine's verdict, tagged with the puzzle type it belongs to. */
export type Feedback =
  | { type: 'waits'; fb: WaitsFeedback }
  /** `steps` when answered item by item; `fb` is then the first wrong step's verdict (or right). */
  | { type: 'fan'; fb: FanFeedback; steps?: FanSteps }
  | { type: 'pay'; fb: PayFeedback }
  | { type: 'valid'; fb: ValidFeedback }
  | { type: 'discard'; fb: DiscardFeedback };

export type Phase =
  | { kind: 'loading' } // the engine chunk or the next puzzle is on its way
  | { kind: 'answering'; puzzle: Puzzle; source: Source }
  | { kind: 'judged'; puzzle: Puzzle; source: Source; feedback: Feedback }
  | { kind: 'revealed'; puzzle: Puzzle; source: Source } // solution shown without an answer: counts as missed
  | { kind: 'failed' }; // the engine chunk did not load

export interface PracticeState {
  type: PuzzleType;
  level: Level;
  /** Used by fan, pay and valid only. */
  rules: RuleSetId;
  /** Session seed and the index of the next stream puzzle (selection may skip keys). */
  session: number;
  index: number;
  /** Stream puzzles shown in this session, of every kind: the number in the card's title. */
  streamed: number;
  /** Ids of puzzles shown in this session (no repeats). */
  seen: readonly string[];
  phase: Phase;
  /** Why the address's link could not be used (the key's error code), shown once. */
  notice: PuzzleKeyError | null;
}

export type Action =
  | { kind: 'choose'; type: PuzzleType; level: Level; rules: RuleSetId }
  | { kind: 'loading' }
  | { kind: 'show'; puzzle: Puzzle; source: Source; next?: number }
  | { kind: 'answer'; feedback: Feedback }
  | { kind: 'reveal' }
  | { kind: 'failed' }
  | { kind: 'notice'; code: PuzzleKeyError | null };

export const initialPractice = (session: number): PracticeState => ({
  type: 'waits',
  level: 1,
  rules: 'hke',
  session,
  index: 0,
  streamed: 0,
  seen: [],
  phase: { kind: 'loading' },
  notice: null,
});

export const isRight = (f: Feedback): boolean => f.fb.kind === 'right';

export function reduce(s: PracticeState, a: Action): PracticeState {
  switch (a.kind) {
    case 'choose':
      // A new kind starts a new stream; seen ids stay so nothing repeats in the session, and the
      // puzzles go on counting up.
      return {
        ...s,
        type: a.type,
        level: a.level,
        rules: a.rules,
        index: 0,
        phase: { kind: 'loading' },
      };
    case 'loading':
      return { ...s, phase: { kind: 'loading' } };
    case 'show': {
      const seen = s.seen.includes(a.puzzle.id) ? s.seen : [...s.seen, a.puzzle.id];
      return {
        ...s,
        seen,
        index: a.next ?? s.index,
        streamed: a.source === 'stream' ? s.streamed + 1 : s.streamed,
        phase: { kind: 'answering', puzzle: a.puzzle, source: a.source },
      };
    }
    case 'answer':
      // Only the first answer counts; a judged puzzle waits for "next".
      if (s.phase.kind !== 'answering' || s.phase.puzzle.type !== a.feedback.type) return s;
      return {
        ...s,
        phase: { ...s.phase, kind: 'judged', feedback: a.feedback },
      };
    case 'reveal':
      if (s.phase.kind !== 'answering' && s.phase.kind !== 'judged') return s;
      return {
        ...s,
        phase: {
          kind: 'revealed',
          puzzle: s.phase.puzzle,
          source: s.phase.source,
        },
      };
    case 'failed':
      return { ...s, phase: { kind: 'failed' } };
    case 'notice':
      return { ...s, notice: a.code };
    default: {
      const never: never = a;
      return never;
    }
  }
}

/** Whether revealing now should count as a miss (nothing was answered yet). */
export const revealCountsAsMiss = (s: PracticeState): boolean => s.phase.kind === 'answering';

/** The puzzle on screen, if any. */
export const currentPuzzle = (s: PracticeState): Puzzle | null =>
  s.phase.kind === 'answering' || s.phase.kind === 'judged' || s.phase.kind === 'revealed' ? s.phase.puzzle : null;
