// The table: a hand as an immutable state, its legal actions, one transition function, the
// game around the hands, records and replays, and the computer players.
export * from './types.ts';
export * from './errors.ts';
export { newHand, dealWall, dealtState, dealtTiles, type HandSetup } from './start.ts';
export { arrangeWall, wallTiles, type ArrangedDeal } from './arranged.ts';
export { applyHandAction } from './apply.ts';
export { legalHandActions } from './legal.ts';
export {
  newGame,
  nextHand,
  applyAction,
  legalActions,
  seatsOf,
  playerAt,
  SEAT_CHANGES,
  type GameState,
} from './game.ts';
export { viewOf, eventFor, type SeatView, type OpenPlayer, type PhaseView } from './view.ts';
export {
  actionOfPick,
  handRecord,
  recordPickOf,
  replayRecord,
  type HandRecord,
  type HandInGame,
  type RecordPick,
} from './record.ts';
export { recordStart, type RecordTiles } from './record-wall.ts';
export { serializeGame, restoreGame, checkGame, checkHand, census } from './serial.ts';
export { threatTiles, threatOf, dangerousFor, supplyCase, THREAT_KINDS, type ThreatKind } from './danger.ts';
export { liveCount, deadCount } from './table.ts';
export {
  makeBot,
  BOT_LEVELS,
  evaluate,
  bestAction,
  type Bot,
  type BotLevel,
  type Choice,
  type Reason,
} from './bots/bot.ts';
export { playHand, playHands, handRecords, pendingSeats, recordOf } from './bots/driver.ts';
export { shanten } from './bots/shanten.ts';
