// The rules engine as the browser loads it: pages import this file only through loadEngine()
// (a dynamic import), so the bundler gives the engine a chunk of its own, "engine.<hash>.js",
// which only the pages that score in the browser fetch. scripts/budget-js.ts checks that no
// lesson page loads it.
export * from '../../engine/index.ts';
