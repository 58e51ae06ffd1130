// The one side effect every puzzle shares: telling the page that it was solved. The site's
// progress tracking listens for this event; widgets know nothing about storage. The other way
// round, the page marks puzzles solved on an earlier visit (an attribute on the puzzle's
// `[data-puzzle-id]` element plus an event, so it works whether the page or the island runs first).
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { SOLVED_BEFORE_ATTR, SOLVED_BEFORE_EVENT, SOLVED_EVENT, type SolvedDetail } from './solved-events.ts';

/** Fires the event once, when `solved` turns true. */
export function useSolvedEvent(id: string, solved: boolean): void {
  useEffect(() => {
    if (!solved) return;
    window.dispatchEvent(new CustomEvent<SolvedDetail>(SOLVED_EVENT, { detail: { id } }));
  }, [id, solved]);
}

/** Calls `onSolvedBefore` once if the page says puzzle `id` (the one around `ref`) was solved before. */
export function useSolvedBefore(id: string, ref: RefObject<HTMLElement>, onSolvedBefore: () => void): void {
  useEffect(() => {
    const root = ref.current?.closest('[data-puzzle-id]');
    if (root?.hasAttribute(SOLVED_BEFORE_ATTR)) {
      onSolvedBefore();
      return;
    }
    const listen = (event: Event) => {
      if ((event as CustomEvent<SolvedDetail>).detail?.id === id) onSolvedBefore();
    };
    window.addEventListener(SOLVED_BEFORE_EVENT, listen);
    return () => window.removeEventListener(SOLVED_BEFORE_EVENT, listen);
    // Once, on hydration: the stored state of an earlier visit does not change under us.
  }, [id]);
}
