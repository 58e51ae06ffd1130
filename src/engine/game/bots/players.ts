// The computer players by the names the CLI and the arena take: the three levels, where
// `strong` searches (search.ts: the strong evaluation names the candidates and plays them
// out); `heuristic`, the strong evaluation alone without search (the search's play-out policy
// and fallback); and the yardsticks (yardsticks/), fixed players the levels are measured by.
import { BOT_LEVELS, makeBot, type Bot } from './bot.ts';
import { searchBot } from './search.ts';
import { arenaBot, YARDSTICKS } from './yardsticks/index.ts';

export const PLAYERS = [...BOT_LEVELS, 'heuristic', ...YARDSTICKS] as const;
export type PlayerName = (typeof PLAYERS)[number];

/** Play-outs per decision of the searching player unless a budget is named. */
export const DEFAULT_BUDGET = 64;

export interface PlayerOptions {
  /** Play-outs per decision of the searching player (0: the evaluation alone). */
  budget?: number;
}

export function makePlayer(name: PlayerName, o: PlayerOptions = {}): Bot {
  const budget = o.budget ?? DEFAULT_BUDGET;
  if (name === 'heuristic' || (name === 'strong' && budget <= 0)) return makeBot('strong');
  if (name === 'strong') return searchBot({ budget });
  return arenaBot(name);
}
