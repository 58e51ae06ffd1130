// The replay page's state in its address: `?at=N` the moment shown (0 = the deal), `hand=K` which
// record of a text with several (1-based), `g=…` a hand link (src/tools/shared/replay-link.ts).
// Read like every link: a value we cannot use is dropped, never thrown over. A query of any
// length is read, so an over-long `g` reaches the link's reader and is refused in words
// ('too-long'), not dropped without a word.
export interface ReplayQuery {
  at: number | null;
  hand: number | null;
  g: string | null;
}

/** A moment or a hand number: digits only, and not absurdly many. */
const count = (v: string | null): number | null => (v !== null && /^\d{1,6}$/.test(v) ? Number(v) : null);

export function parseReplayQuery(search: string): ReplayQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { at: null, hand: null, g: null };
  }
  const hand = count(params.get('hand'));
  return { at: count(params.get('at')), hand: hand === 0 ? null : hand, g: params.get('g') };
}

/** The query for a moment, keeping the link (`g`) it was opened from. */
export function makeReplayQuery(q: ReplayQuery): string {
  const params = new URLSearchParams();
  if (q.g !== null) params.set('g', q.g);
  if (q.hand !== null && q.hand > 1) params.set('hand', String(q.hand));
  if (q.at !== null) params.set('at', String(q.at));
  const s = params.toString();
  return s === '' ? '' : `?${s}`;
}
