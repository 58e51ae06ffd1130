// The guided hand's engine, loaded by its island through a dynamic import so the table engine
// stays out of the page's first JavaScript.
export { guidedMove, isDone, resumeGuided, startGuided } from './guided.ts';
export { guidedView } from './view.ts';
export { GUIDED_SCRIPTS } from './first-hand.ts';
