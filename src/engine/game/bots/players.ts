// The computer players by the names the CLI and the arena take: the three levels, where
// `strong` searches when given a budget of play-outs (search.ts: the strong evaluation names
// the candidates and plays them out) and is the strong evaluation alone without one;
// `heuristic`, that evaluation alone whatever the budget (the search's play-out policy and
// fallback); and the yardsticks (yardsticks/), fixed players the levels are measured by.
import { BOT_LEVELS, makeBot, type Bot } from './bot.ts';
import { searchBot } from './search.ts';
import { arenaBot, YARDSTICKS } from './yardsticks/index.ts';

export const PLAYERS = [...BOT_LEVELS, 'heuristic', ...YARDSTICKS] as const;
export type PlayerName = (typeof PLAYERS)[number];

/**
 * Play-outs per decision of `strong` unless a budget is named: none, the evaluation alone, which
 * is what the learner meets at the table below a 3-fan minimum. At 3 fan the table's strong
 * players search (table-search.ts); here the search runs when a budget is named (`--budget`).
 */
export const DEFAULT_BUDGET = 0;

export interface PlayerOptions {
  /** Play-outs per decision of the searching player (0: the evaluation alone). */
  budget?: number;
  /** Told, at each of the strong player's decisions with a choice, the play-outs spent on it. */
  seen?: (playouts: number) => void;
}

/** The evaluation, telling `seen` of each decision with a choice (no play-outs). */
function counted(bot: Bot, seen: PlayerOptions['seen']): Bot {
  if (seen === undefined) return bot;
  return (view, legal) => {
    if (legal.length > 1 && !legal.some((a) => a.type === 'mahjong')) seen(0);
    return bot(view, legal);
  };
}

export function makePlayer(name: PlayerName, o: PlayerOptions = {}): Bot {
  const budget = o.budget ?? DEFAULT_BUDGET;
  if (name === 'heuristic') return makeBot('strong');
  if (name === 'strong' && budget <= 0) return counted(makeBot('strong'), o.seen);
  if (name === 'strong') return searchBot({ budget, seen: o.seen });
  return arenaBot(name);
}
