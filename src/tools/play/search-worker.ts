// The search worker: a computer player's decision searched (search.ts, `searchSteps`) away
// from the page, so the table's page never waits on it. The search comes from the address the
// page sends (search-entry.ts, `url`): the very file the page loaded, so the browser fetches it
// once. Each request carries its deadline, counted from the page's request (a worker still
// starting uses up its time): there the search stops and the strong evaluation decides. A
// search pauses every `SLICE_MS` to read the worker's messages, so a request that comes
// meanwhile is searched alongside it, sharing the worker's time, and one the page dropped (the
// learner decided before the coach's search came back) stops there and is not answered. A
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

/** A request, or the page dropping one it no longer waits for. */
export type SearchMessage = SearchRequest | { drop: number };

export interface SearchAnswer {
  id: number;
  action: Action | null;
  /** Where the move overruled the evaluation: the trial games that decided. */
  trials: Trials | null;
  /** Play-outs the search spent (0: the evaluation decided). */
  playouts: number;
}

/** A search runs this long (ms) between two looks at the worker's messages. */
const SLICE_MS = 8;

let engine: Promise<typeof import('./search-entry.ts')> | undefined;
const dropped = new Set<number>();

const answer = (a: SearchAnswer) => (self as unknown as { postMessage: (a: SearchAnswer) => void }).postMessage(a);

// A pause that lets the messages in: a message to itself, which no timer's minimum delay holds up.
const pauses: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => pauses.shift()?.();
const pause = () =>
  new Promise<void>((resume) => {
    pauses.push(resume);
    channel.port2.postMessage(null);
  });

/** The request searched, or null when the page dropped it. */
async function searched({ id, chunk, decision, until }: SearchRequest): Promise<SearchAnswer | null> {
  try {
    engine ??= import(/* @vite-ignore */ chunk) as Promise<typeof import('./search-entry.ts')>;
    const e = await engine;
    const steps = e.searchSteps(decision.view, decision.legal, {
      budget: decision.budget,
      stop: () => Date.now() > until,
    });
    let slice = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done === true) return { id, ...step.value };
      if (performance.now() - slice < SLICE_MS) continue;
      await pause();
      if (dropped.has(id)) return null;
      slice = performance.now();
    }
  } catch {
    engine = undefined;
    return { id, action: null, playouts: 0, trials: null };
  }
}

self.onmessage = async (ev: MessageEvent<SearchMessage>) => {
  const m = ev.data;
  if ('drop' in m) return void dropped.add(m.drop);
  const a = await searched(m);
  dropped.delete(m.id);
  if (a !== null) answer(a);
};
