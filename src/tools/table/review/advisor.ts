// The coach's and the review's source of judgement: the computer players' evaluation API
// (engine/game/bots/evaluate.ts), every choice of a seat ranked best first with its reason as
// data (tiles away before and after, useful tiles, the plan and its fan, danger, liability).
// One name for the table's side, so the coach and the review follow the bots as they improve.
export { evaluate, type Choice, type Reason } from '../../../engine/game/bots/evaluate.ts';
