// The play page's model (what island.ts keeps) and what follows from it, as pure functions: the
// table's question as a key, the speed in force, the settings the setup shows, the questions the
// page asks, and which control the focus belongs on. No engine, no DOM: the view and the Node
// tests read the same answers.
import type { TableState } from './controller.ts';
import type { HistoryNote, Keeping, PlayedHand } from './history.ts';

export type { HistoryNote, Keeping };
import type { TableEngine } from './load.ts';
import type { TableView } from './model.ts';
import type { SaveProblem } from './persist.ts';
import { PLAY_DEFAULTS, suggestedBot, type PlayLinkResult, type PlaySettings, type Speed } from './settings.ts';
import { away, type Owner } from './table-owner.ts';

export type Advice = ReturnType<TableEngine['advise']>;
export type Review = ReturnType<TableEngine['reviewOf']>;

/** A question of the page's own, asked at one moment of the table (`at`, a prompt key). */
export interface Asking {
  /** Mah-Jongg with a hand that does not win (coaching off), or leaving the hand for a new game. */
  what: 'mahjong' | 'new-game';
  at: string;
}

export interface PlayModel {
  /** Null until the chunk has loaded. */
  engine: TableEngine | null;
  /** The chunk did not load: the page says so. */
  failed: boolean;
  settings: PlaySettings;
  /** What the link asked for: its seed until the first deal, its speed until the learner picks one, its errors until the first deal. */
  opened: PlayLinkResult;
  /** The game being played, or null while the setup shows. */
  table: TableState | null;
  /** The table as the learner sees it (null with no table). */
  view: TableView | null;
  /** Why the saved game could not be restored, or null; the save stays until removed or replaced. */
  problem: SaveProblem | null;
  /** The save that could not be restored: kept as a copy, or refused (then it is not replaced: the game holds for this visit). */
  saveKept: Keeping | null;
  /** The finished hands, newest first. */
  history: PlayedHand[];
  historyNote: HistoryNote;
  /** Which tab plays the game (table-owner.ts). */
  owner: Owner;
  asking: Asking | null;
  /** The prompt key the hint was opened at: it closes by itself when the table asks something new. */
  hintAt: string | null;
  /** The strong player's ranking for the moment, when shown: a claim at once, a discard with the hint open. */
  advice: Advice;
  /** The advice would show, but the strong player is still trying the learner's choices out (a searching table). */
  coachTrying: boolean;
  /** The review of the hand just ended, once asked for. */
  review: Review | null;
  /** The hand the learner dealt (Start, Next hand), `seed:hand`: the view brings it into view. */
  dealt: string | null;
  /** The shortcuts have been read out (once, shortly after the first table appears). */
  announced: boolean;
}

/** The page as it opens: nothing read yet; `owner`: 'asking' where tabs can agree who plays, else 'alone'. */
export const initialModel = (owner: Owner): PlayModel => ({
  engine: null,
  failed: false,
  settings: { ...PLAY_DEFAULTS },
  opened: { link: { seed: null, speed: null }, errors: [] },
  table: null,
  view: null,
  problem: null,
  saveKept: null,
  history: [],
  historyNote: { damaged: null, unread: 0 },
  owner,
  asking: null,
  hintAt: null,
  advice: null,
  coachTrying: false,
  review: null,
  dealt: null,
  announced: false,
});

/** The table's question now, as a key that changes with every new question ('' with no table). */
export const promptKey = (m: Pick<PlayModel, 'table' | 'view'>): string =>
  m.table && m.view ? `${m.view.prompt.kind}:${m.table.game.handNumber}:${m.table.game.hand.events.length}` : '';

/** The speed in force: the link's until the learner picks one. */
export const speedOf = (m: PlayModel): Speed => m.opened.link.speed ?? m.settings.speed;

/** The settings the setup shows and deals: until the learner picks a level, the suggested one. */
export const setupOf = (m: Pick<PlayModel, 'settings' | 'history'>): PlaySettings => ({
  ...m.settings,
  bot: suggestedBot(m.settings, m.history.length),
});

export const hintOpen = (m: PlayModel): boolean => m.hintAt !== null && m.hintAt === promptKey(m);

/** The question the page asks now: a Mah-Jongg question lasts for its moment, a new-game one while the hand goes on. */
export function askingNow(m: PlayModel): Asking['what'] | null {
  const a = m.asking;
  if (a === null || m.table === null) return null;
  if (a.what === 'mahjong') return a.at === promptKey(m) ? 'mahjong' : null;
  return m.table.game.hand.phase.kind === 'over' ? null : 'new-game';
}

/**
 * The control the focus belongs on:
 * - `hand-drawn`: a discard is asked: the drawn tile (the last one);
 * - `hand`: the others play: the hand's current tile (a discarded tile's button is gone);
 * - `answer`: the question's first answer (draw, pass, carry on);
 * - `keep-mahjong`, `keep-game`: the safe answer of the page's own question;
 * - `end`: the hand's end; `setup`: the setup's Start (after leaving a game);
 * - `take`: the game is played in another tab: the button that takes it over here.
 */
export type FocusTarget = 'take' | 'hand-drawn' | 'hand' | 'answer' | 'keep-mahjong' | 'keep-game' | 'end' | 'setup';

export interface Focus {
  target: FocusTarget;
  /** The moment it belongs to: the focus moves when the target or the moment changes. */
  at: string;
  /**
   * Only if the learner is playing (the focus is in the hand, the question, or nowhere): the
   * table's questions follow the game; what the learner's own step opened takes the focus anyway.
   */
  follow: boolean;
}

/** Where the focus belongs now (a pure function of the model). */
export function focusOf(m: PlayModel): Focus {
  const at = promptKey(m);
  if (away(m.owner)) return { target: 'take', at: m.owner, follow: true };
  if (!m.table || !m.view) return { target: 'setup', at: 'setup', follow: false };
  const asking = askingNow(m);
  // "New game?" stays open while the others play on: its focus does not move with their moves.
  if (asking === 'new-game') return { target: 'keep-game', at: 'new-game', follow: false };
  if (asking === 'mahjong') return { target: 'keep-mahjong', at, follow: false };
  const kind = m.view.prompt.kind;
  const target = kind === 'over' ? 'end' : kind === 'discard' ? 'hand-drawn' : kind === 'wait' ? 'hand' : 'answer';
  return { target, at, follow: kind !== 'over' };
}
