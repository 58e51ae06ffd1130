// The game in progress, saved after every action and restored when the page opens again
// (reload, Back/Forward, a closed tab, a site update). What is stored is the table's state;
// restoring parses, then checks: the envelope is ours and of this version, and the game passes
// the engine's table check (every one of the 144 tiles in one place, hands of the right size).
// The state is the game: it is not dealt again from its seed, so a release that shuffles
// differently still restores it. The action log is kept for the review, which plays it from the
// hand's own wall (src/tools/table/review/review.ts). Problems are values.
import { BOT_LEVELS, eventFor, checkGame, type Action } from '../../engine/game/index.ts';
import { TILE_COUNT } from '../../engine/tiles.ts';
import { learnerSeat, type TableState } from './controller.ts';
import { trialsOf } from '../../engine/game/record.ts';

import { GAME_KEY } from './settings.ts';

/** Versioned: a later format is stored under a new version and reported, never misread. */
export { GAME_KEY };
export const SAVE_FORMAT = 'fan-and-laak/table';
export const SAVE_VERSION = 1;

/** Why a saved game cannot be restored: unreadable, not a game of this table, or from an older version. */
export const SAVE_PROBLEMS = ['corrupt', 'foreign', 'old'] as const;
export type SaveProblem = (typeof SAVE_PROBLEMS)[number];
export type Restored = { ok: true; value: TableState } | { ok: false; problem: SaveProblem };

export function saveText(s: TableState): string {
  const { hints: _, ...kept } = s; // hints are words for one moment; the state brings them back
  return JSON.stringify({ format: SAVE_FORMAT, version: SAVE_VERSION, table: kept });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The table restored from a save, or why it cannot be: the envelope is ours and of this version,
 * every field is of its kind and the game passes the engine's table check.
 */
export function readSave(text: string | null): Restored {
  const corrupt: Restored = { ok: false, problem: 'corrupt' };
  let v: unknown;
  try {
    v = JSON.parse(text ?? '');
  } catch {
    return corrupt;
  }
  if (!isObject(v) || v.format !== SAVE_FORMAT) return { ok: false, problem: 'foreign' };
  if (typeof v.version !== 'number' || v.version > SAVE_VERSION) return { ok: false, problem: 'foreign' };
  if (v.version < SAVE_VERSION) return { ok: false, problem: 'old' };
  const t = v.table;
  if (!isObject(t) || !Array.isArray(t.log) || !Array.isArray(t.news) || !Array.isArray(t.before)) return corrupt;
  const game = checkGame(t.game);
  if (!game.ok || !BOT_LEVELS.includes(t.bot as never) || typeof t.coach !== 'boolean') return corrupt;
  if (t.before.length !== 4 || !t.before.every((n) => typeof n === 'number')) return corrupt;
  const log = t.log as Action[];
  const confirm = typeof t.confirm === 'number' && t.confirm >= 0 && t.confirm < TILE_COUNT ? t.confirm : null;
  const events = game.value.hand.events;
  const me = learnerSeat(game.value);
  // What the learner had been shown since their last move, rebuilt from the hand itself.
  const news = events.slice(Math.max(0, events.length - t.news.length)).map((e) => eventFor(e, me));
  const before = t.before as number[];
  const searched = searchedOf(t.searched, events.length);
  return {
    ok: true,
    value: {
      game: game.value,
      bot: t.bot as TableState['bot'],
      coach: t.coach,
      before,
      news,
      hints: [],
      confirm,
      log,
      searched,
    },
  };
}

/**
 * The search's picks kept with a save: those that name a moment of the hand (its number of
 * events) and an action; any other entry is left out (a save without them, written before they
 * were kept, has none). The review uses a pick only where it is one of the learner's choices.
 */
function searchedOf(v: unknown, events: number): TableState['searched'] {
  if (!Array.isArray(v)) return [];
  return v
    .filter(
      (p): p is TableState['searched'][number] =>
        isObject(p) &&
        Number.isInteger(p.event) &&
        (p.event as number) >= 0 &&
        (p.event as number) <= events &&
        isObject(p.pick) &&
        typeof p.pick.type === 'string' &&
        typeof p.pick.seat === 'number',
    )
    .map(({ event, pick, trials }) => {
      // Trial games that do not hold are left out; the pick stays.
      const kept = trialsOf(trials);
      return kept === null ? { event, pick } : { event, pick, trials: kept };
    });
}
