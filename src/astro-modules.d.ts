// Plain `tsc` (npm run typecheck) cannot read .astro files; `astro check` can. This lets .ts
// files import components (src/lessons/index.ts) under tsc as well; astro check
// resolves the real component types and ignores this fallback.
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
