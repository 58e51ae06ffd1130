// The one side effect every puzzle shares: telling the page that it was solved. The site's
// progress tracking listens for this event; widgets know nothing about storage.
import { useEffect } from 'preact/hooks';

export const SOLVED_EVENT = 'fanlaak:solved';

export interface SolvedDetail {
  id: string;
}

/** Fires the event once, when `solved` turns true. */
export function useSolvedEvent(id: string, solved: boolean): void {
  useEffect(() => {
    if (!solved) return;
    window.dispatchEvent(new CustomEvent<SolvedDetail>(SOLVED_EVENT, { detail: { id } }));
  }, [id, solved]);
}
