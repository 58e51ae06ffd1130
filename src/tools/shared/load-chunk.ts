// The one loader for the engine chunks (the rules engine, the table engine, the puzzle engine):
// each is fetched once per page, on demand, by a dynamic import, so the bundler gives it a chunk
// of its own. A failed fetch (a flaky network) is forgotten, so the next call tries again
// instead of handing back the same rejection for the rest of the visit.

/** A chunk as a value: loaded, or failed (the page shows its "could not load" words). */
export type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A loader for one chunk: every call shares the load in flight or done; a failure is retried by the next call. */
export function chunkLoader<T>(importChunk: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const p = importChunk();
    pending = p;
    p.catch(() => {
      if (pending === p) pending = undefined;
    });
    return p;
  };
}

/** The load as a value that never rejects, for state that holds "failed" as a phase. */
export const settle = <T>(p: Promise<T>): Promise<Loaded<T>> =>
  p.then(
    (value): Loaded<T> => ({ ok: true, value }),
    (error: unknown): Loaded<T> => ({ ok: false, error }),
  );
