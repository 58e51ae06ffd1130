// The island's memory: the game in progress is written after every change and when the page
// is hidden (an app switch, a closed tab), read back once the table engine has loaded, and
// each finished hand goes into the history. Storage can be blocked or full: then the game
// holds for this visit only, and nothing throws.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TableState } from './controller.ts';
import { addHand, HISTORY_KEY, parseHistory, type PlayedHand } from './history.ts';
import type { SaveProblem } from './persist.ts';
import { GAME_KEY } from './settings.ts';
import { localStore, readText, removeItem, writeItem } from '../../ui/storage.ts';

type Engine = typeof import('./play-engine.ts');

const read = (key: string): string | null => readText(localStore(), key);

/** Blocked or full: the game holds for this visit only. */
function write(key: string, value: string | null): void {
  if (value === null) removeItem(localStore(), key);
  else writeItem(localStore(), key, value);
}

export interface SavedGame {
  /** Why the saved game could not be restored, or null. */
  problem: SaveProblem | null;
  history: PlayedHand[];
  /** Forget the saved game (a new game, or the learner removes a damaged one). */
  forget: () => void;
}

export function useSavedGame(
  engine: Engine | null,
  table: TableState | null,
  restore: (s: TableState) => void,
): SavedGame {
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [history, setHistory] = useState<PlayedHand[]>([]);
  const latest = useRef<{ engine: Engine | null; table: TableState | null }>({ engine, table });
  latest.current = { engine, table };

  useEffect(() => setHistory(parseHistory(read(HISTORY_KEY))), []);

  // Once the engine is here: the saved game comes back, whatever the address says.
  useEffect(() => {
    if (!engine) return;
    const text = read(GAME_KEY);
    if (text === null) return;
    const r = engine.readSave(text);
    if (r.ok) restore(r.value);
    else setProblem(r.problem);
  }, [engine]);

  useEffect(() => {
    if (engine && table) write(GAME_KEY, engine.saveText(table));
  }, [engine, table]);

  // A new game replaces a save that could not be restored: its message goes too (left standing,
  // its "Remove the saved game" would remove the new game's save).
  useEffect(() => {
    if (table !== null) setProblem(null);
  }, [table !== null]);

  // A phone may drop a hidden page without warning: write once more when it is hidden.
  useEffect(() => {
    const save = () => {
      const { engine: e, table: s } = latest.current;
      if (e && s) write(GAME_KEY, e.saveText(s));
    };
    const onHidden = () => document.visibilityState === 'hidden' && save();
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  // A finished hand joins the history (once: the list replaces the same hand).
  const ended = table?.game.hand.result ? `${table.game.seed}:${table.game.handNumber}` : null;
  useEffect(() => {
    if (!engine || !table || ended === null) return;
    const next = addHand(parseHistory(read(HISTORY_KEY)), {
      game: table.game.seed,
      hand: table.game.handNumber,
      record: engine.handRecordOf(table),
    });
    write(HISTORY_KEY, JSON.stringify(next));
    setHistory(next);
  }, [ended]);

  const forget = () => {
    write(GAME_KEY, null);
    setProblem(null);
  };
  return { problem, history, forget };
}
