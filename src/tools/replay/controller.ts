// The replay page, headless: one controller that owns the page's model (the engine once loaded,
// the record opened, the moment shown, the problem to name) and its effects, each behind the
// small `ReplayIO` the view hands in (engine chunk, address, the record handed over by the
// table). The view renders the model it is sent and calls these methods; tests drive the same
// controller in Node with a fake IO (controller.test.ts).
import type { HandRecord } from '../../engine/game/record.ts';
import type { ReplayLinkError } from '../shared/replay-link.ts';
import type { TakeResult } from '../shared/record-handoff.ts';
import type { Board } from './board.ts';
import type { Decision, Decisions } from './decision-list.ts';
import { makeReplayQuery, parseReplayQuery } from './query.ts';
import type { RecordError, Replay } from './records.ts';

export type ReplayEngine = typeof import('./replay-engine.ts');

/** The world as the controller sees it; the browser's is in Replay.tsx, the tests' is a fake. */
export interface ReplayIO {
  /** The table engine chunk; rejects when it does not load (the next call tries again). */
  loadEngine: () => Promise<ReplayEngine>;
  /** The address's query (`?g=…&hand=K&at=N`). */
  readQuery: () => string;
  /** Writes the moment shown into the address (a query made by makeReplayQuery). */
  writeQuery: (query: string) => void;
  /** The record the play table left for this page, taken once (record-handoff.ts). */
  takeHandOff: () => TakeResult;
  /** Keeps the record opened for this tab, so a reload or Back shows it again; false when refused. */
  keepOpen: (text: string) => boolean;
  /** The record this tab showed last, or null. */
  keptOpen: () => string | null;
}

/** What went wrong, as a value; the view words it. */
export type Problem =
  | { kind: 'record'; error: RecordError } // the text is not a record that replays
  | { kind: 'link'; error: ReplayLinkError } // the address's hand link (`g`) does not replay
  | { kind: 'storage' } // the record handed over by the table could not be read
  | { kind: 'file' }; // the chosen file could not be read

export interface Opened {
  /** How many records the text holds. */
  count: number;
  /** Which of them is shown, 1-based. */
  hand: number;
  replay: Replay;
  /** The learner's decisions, for a record from the play table; null for others. */
  decisions: Decisions | null;
  /** The record as a hand link (`g`), or null when it cannot be written as one. */
  link: string | null;
  /** The hand link the page was opened from, kept in the address; null for a record read from text. */
  from: string | null;
  /** The text the records were read from ('' for a link): another hand is read from it. */
  text: string;
}

/** An opened hand at one moment, as the view draws it. */
export interface Shown extends Opened {
  /** The moment, 0 = the deal; within the hand. */
  at: number;
  board: Board;
  /** The learner's decisions made at this moment. */
  here: Decision[];
}

export interface ReplayModel {
  /** The engine chunk: on its way, failed (the next open loads it again), or in. */
  engine: 'loading' | 'failed' | 'ready';
  problem: Problem | null;
  /** Null while nothing is open. */
  shown: Shown | null;
  /** The element this change asks to take the focus; null leaves the focus where it is. */
  focus: 'board' | null;
  /** The record shown could not be kept for this tab: a reload will not show it. */
  notKept: boolean;
}

type Focus = ReplayModel['focus'];

/** Where to open a record: which hand (1-based), which moment, and whether the board takes the focus. */
interface Where {
  hand: number;
  at: number;
  focus: Focus;
}

/** The address of a moment of the opened hand (a decision's link), keeping the link it came from. */
export const momentQuery = (o: Opened, at: number): string => makeReplayQuery({ at, hand: o.hand, g: o.from });

/** The address of the moment shown as a hand link (`?g=…&at=N`), or null when the record has none. */
export const shareQuery = (s: Shown): string | null =>
  s.link === null ? null : makeReplayQuery({ at: s.at, hand: null, g: s.link });

export function createReplay(io: ReplayIO) {
  let model: ReplayModel = { engine: 'loading', problem: null, shown: null, focus: null, notKept: false };
  let engine: ReplayEngine | null = null;
  const listeners = new Set<(m: ReplayModel) => void>();
  const set = (next: ReplayModel) => {
    model = next;
    for (const f of listeners) f(model);
  };
  /** Shows moment `want` of the opened hand (clamped to it). */
  const moment = (e: ReplayEngine, opened: Opened, want: number, focus: Focus) => {
    const at = e.clampMoment(opened.replay, want);
    const here = (opened.decisions?.items ?? []).filter((x) => x.moment === at);
    set({ ...model, problem: null, shown: { ...opened, at, board: e.boardAt(opened.replay, at), here }, focus });
    io.writeQuery(momentQuery(opened, at));
  };
  const fail = (problem: Problem) => set({ ...model, problem, shown: null, focus: null });

  /** Shows a hand of `records` (read from `text`, or from the link `from`); false when it does not replay. */
  const show = (e: ReplayEngine, records: HandRecord[], text: string, where: Where, from: string | null): boolean => {
    const hand = Math.min(Math.max(where.hand, 1), records.length);
    const r = e.replayOf(records[hand - 1]!);
    if (!r.ok) {
      fail({ kind: 'record', error: records.length > 1 ? { ...r.error, record: hand } : r.error });
      return false;
    }
    const link = from ?? e.replayLinkOf(r.value.record);
    const opened: Opened = {
      count: records.length,
      hand,
      replay: r.value,
      decisions: e.decisionsOf(r.value.record),
      link: typeof link === 'string' ? link : link.ok ? link.value : null,
      from,
      text,
    };
    moment(e, opened, where.at, where.focus);
    return true;
  };
  /** Reads a text and shows one of its hands; a text that replays is kept for this tab. */
  const open = (e: ReplayEngine, text: string, where: Where, from: string | null = null) => {
    const read = e.readRecords(text);
    if (!read.ok) return fail({ kind: 'record', error: read.error });
    if (show(e, read.value, text, where, from)) set({ ...model, notKept: !io.keepOpen(text) });
  };
  /** Runs `then` with the engine, loading it first (again, after a failed load). */
  const withEngine = async (then: (e: ReplayEngine) => void): Promise<void> => {
    if (engine === null) {
      try {
        engine = await io.loadEngine();
      } catch {
        return set({ ...model, engine: 'failed' });
      }
      set({ ...model, engine: 'ready' });
    }
    then(engine);
  };
  /** Opens a pasted text (or a file's) at its first hand's deal; the board takes the focus. */
  const openText = (text: string): Promise<void> =>
    withEngine((e) => open(e, text, { hand: 1, at: 0, focus: 'board' }));

  return {
    get model(): ReplayModel {
      return model;
    },
    subscribe(f: (m: ReplayModel) => void): () => void {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    /**
     * Loads the engine, then opens what the page was reached with: a record handed over by the
     * table, else a hand link (`?g=`), else the record this tab showed before (a reload, Back).
     */
    start(): Promise<void> {
      return withEngine((e) => {
        const q = parseReplayQuery(io.readQuery());
        const where: Where = { hand: q.hand ?? 1, at: q.at ?? 0, focus: null };
        const handed = io.takeHandOff();
        if (!handed.ok) return fail({ kind: 'storage' });
        if (handed.value !== null) return open(e, handed.value, where);
        if (q.g !== null) {
          // A hand link from the table: the hand is played again from its seed and choices.
          const linked = e.readReplayLink(q.g);
          if (linked.ok) show(e, [linked.value], '', where, q.g);
          else fail({ kind: 'link', error: linked.error });
          return;
        }
        const kept = io.keptOpen();
        if (kept !== null) open(e, kept, where);
      });
    },
    openText,
    /** Opens a chosen file like a pasted text; a file that cannot be read is a problem. */
    async openFile(file: Pick<Blob, 'text'>): Promise<void> {
      let text: string;
      try {
        text = await file.text();
      } catch {
        return fail({ kind: 'file' });
      }
      return openText(text);
    },
    /** Another hand of the text opened, at its deal. */
    chooseHand(hand: number): void {
      const o = model.shown;
      if (engine !== null && o !== null) open(engine, o.text, { hand, at: 0, focus: null }, o.from);
    },
    /** To moment `at` (clamped to the hand); `focus`: the board takes the focus (a jump from the list). */
    go(at: number, focus = false): void {
      const o = model.shown;
      if (engine === null || o === null) return;
      if (!focus && engine.clampMoment(o.replay, at) === o.at) return;
      moment(engine, o, at, focus ? 'board' : null);
    },
  };
}
