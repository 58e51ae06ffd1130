// What the Preact renderer's browser half calls in place of its "@preact/signals" block
// (astro.config.mjs). The renderer needs signals only for an island given a signal as a prop;
// ours take plain values only, so the real library (3 kB of every island page's JavaScript) would
// never run. An island handed a signal stops here with a message instead of quietly losing its
// updates.
export function signal(): never {
  throw new Error('Islands take plain props: pass the value, not a signal (see astro.config.mjs).');
}
