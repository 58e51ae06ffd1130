// The other tabs at the table, in the browser (table-owner.ts says why): the tab that plays holds
// an exclusive Web Lock for as long as it plays, and a tab that takes the game over asks it, on a
// BroadcastChannel, to save and let go, then waits for the lock. A tab that does not answer
// within STEAL_MS (its page frozen, say) has the lock taken from it, and writes nothing after.
import type { TableLock } from './table-owner.ts';

const NAME = 'fanlaak:table';
/** How long a tab waits for the other to let go before it takes the lock anyway. */
export const STEAL_MS = 4000;

/**
 * The other tabs, or null where the browser has no Web Locks or BroadcastChannel (every tab plays
 * then). `stealMs`: how long a waiting claim waits for the holder to let go.
 */
export function tableLock(stealMs = STEAL_MS): (TableLock & { close: () => void }) | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(NAME);
  let letGo: (asked: boolean) => void = () => {};
  // Resolving it ends the lock this tab holds.
  let free: (() => void) | null = null;
  // The lock this tab holds now (a later claim's grant replaces it; only the current one's loss is told).
  let current = 0;

  const request = (options: LockOptions, then: (held: boolean) => void) => {
    const id = ++current;
    let answered = false;
    locks
      .request(NAME, options, (lock) => {
        answered = true;
        if (lock === null) return then(false);
        const held = new Promise<void>((r) => (free = r));
        then(true);
        return held;
      })
      .catch(() => {
        // Refused before any answer (a sandboxed page, say): the tab plays, as without locks.
        if (!answered) return options.signal?.aborted === true ? undefined : then(true);
        // Another tab took the lock without asking: told only for the lock held now.
        if (id === current && free !== null) {
          free = null;
          letGo(false);
        }
      });
  };

  channel.onmessage = (e: MessageEvent) => {
    if ((e.data as { type?: unknown } | null)?.type === 'let-go' && free !== null) letGo(true);
  };

  const release = () => {
    const f = free;
    free = null;
    f?.();
  };

  return {
    claim(wait, then) {
      if (!wait) return request({ mode: 'exclusive', ifAvailable: true }, then);
      const giveUp = new AbortController();
      let held = false;
      const timer = setTimeout(() => {
        if (held) return;
        giveUp.abort();
        request({ mode: 'exclusive', steal: true }, then);
      }, stealMs);
      request({ mode: 'exclusive', signal: giveUp.signal }, (ok) => {
        held = ok;
        clearTimeout(timer);
        then(ok);
      });
    },
    askOthers: () => channel.postMessage({ type: 'let-go' }),
    release,
    onLetGo(f) {
      letGo = f;
    },
    /** Lets the table go and stops listening to the other tabs (a closed page does both anyway). */
    close() {
      release();
      channel.close();
    },
  };
}
