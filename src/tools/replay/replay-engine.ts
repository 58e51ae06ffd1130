// The replay page's engine, loaded by its island through a dynamic import so the table engine
// stays out of the page's first JavaScript (scripts/budget-js.ts counts it as loaded on demand).
export { readRecords, replayOf, type Replay } from './records.ts';
export { boardAt, clampMoment, lastMoment } from './board.ts';
export { readReplayLink, replayLinkOf } from '../shared/replay-link.ts';
export { decisionsOf } from './decisions.ts';
