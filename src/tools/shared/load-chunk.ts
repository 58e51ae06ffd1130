// The one loader for the engine chunks (the rules engine, the table engine, the puzzle engine):
// each is fetched once per page, on demand, by a dynamic import, so the bundler gives it a chunk
// of its own. A failed fetch (a flaky network) is forgotten, so the next call tries again
// instead of handing back the same rejection for the rest of the visit; each page keeps the
// failure as a state of its own ("could not load", and a later action loads again). This file
// sits in the shared runtime chunk (astro.config.mjs), beside the dynamic-import helper.

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
