// The world as the play page's controller (island.ts) sees it: the table engine's chunk,
// storage, the other tabs, the address, the setup form and the timers. The browser's is
// browser-io.ts, the Node tests' test-world.ts.
import type { SearchDecision, SearchReply } from './controller.ts';
import type { PlayStorage } from './island-store.ts';
import type { TableEngine } from './load.ts';
import type { TableLock } from './table-owner.ts';

/** The world as the controller sees it; the browser's is browser-io.ts, the tests' test-world.ts. */
export interface PlayIO {
  /** The table engine chunk; rejects when it does not load. */
  loadEngine: () => Promise<TableEngine>;
  storage: PlayStorage;
  /** The other tabs at the table; null where the browser cannot reach them (every tab plays). */
  lock: TableLock | null;
  /** The page's address: its path (the share link) and query (`?seed=…&speed=…`). */
  location: () => { pathname: string; search: string };
  /** Writes the game's seed into the address, so a reload or a shared link deals it again. */
  showSeed: (seed: number) => void;
  /** The setup form's fields (name → value) as the page drew them or the learner changed them before the script ran. */
  formValues: () => Record<string, unknown>;
  /** A number in [0, 1): a fresh game's seed. */
  random: () => number;
  /** Runs `f` after `ms` milliseconds; returns its canceller. */
  later: (f: () => void, ms: number) => () => void;
  /** Runs `f` when the page is idle (after the table has settled); returns its canceller. */
  idle: (f: () => void) => () => void;
  /**
   * Searches a computer player's decision away from the page (a worker) for at most `ms`, with
   * the search chunk at `chunk` (search-entry.ts): its move (and trial games), or null when it
   * could not (the page's players decide). Absent: the table's players decide on the page.
   * `drop` aborted: the answer is no longer wanted, the search stops and the promise gives null.
   */
  search?: (chunk: string, d: SearchDecision, ms: number, drop?: AbortSignal) => Promise<SearchReply | null>;
  /** Calls `f` whenever the page is hidden or left (a phone may drop a hidden page). */
  onHide: (f: () => void) => void;
}
