// The search worker: a computer player's decision searched (search.ts, `decideBySearch`) away
// from the page, so the table's page never waits on it. The search comes from the address the
// page sends (search-entry.ts, `url`): the very file the page loaded, so the browser fetches it
// once. Each request carries its deadline, counted from the page's request (a worker still
// starting uses up its time): there the search stops and the strong evaluation decides. A
// search that cannot load answers null (the page's players decide).
import type { Trials } from '../../engine/game/bots/search.ts';
import type { Action } from '../../engine/game/types.ts';
import type { SearchDecision } from './controller.ts';

export interface SearchRequest {
  id: number;
  /** The search chunk's address (search-entry.ts). */
  chunk: string;
  decision: SearchDecision;
  /** The time (`Date.now()`, a clock the page and the worker share) when the search stops. */
  until: number;
}

export interface SearchAnswer {
  id: number;
  action: Action | null;
  /** Where the move overruled the evaluation: the trial games that decided. */
  trials: Trials | null;
  /** Play-outs the search spent (0: the evaluation decided). */
  playouts: number;
}

let engine: Promise<typeof import('./search-entry.ts')> | undefined;

const answer = (a: SearchAnswer) => (self as unknown as { postMessage: (a: SearchAnswer) => void }).postMessage(a);

self.onmessage = async (ev: MessageEvent<SearchRequest>) => {
  const { id, chunk, decision, until } = ev.data;
  try {
    engine ??= import(/* @vite-ignore */ chunk) as Promise<typeof import('./search-entry.ts')>;
    const e = await engine;
    const d = e.decideBySearch(decision.view, decision.legal, {
      budget: decision.budget,
      stop: () => Date.now() > until,
    });
    answer({ id, action: d.action, playouts: d.playouts, trials: d.trials });
  } catch {
    engine = undefined;
    answer({ id, action: null, playouts: 0, trials: null });
  }
};
