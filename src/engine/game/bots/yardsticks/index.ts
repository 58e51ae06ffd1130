// The yardsticks by name, beside the levels: the names the arena and the CLI's `--bots` take.
import { makeBot, type Bot, type BotLevel } from '../bot.ts';
import { greedyMeasure } from './greedy.ts';
import { plannerMeasure } from './planner.ts';
import { yardstickBot } from './yardstick.ts';

export const YARDSTICKS = ['greedy', 'planner'] as const;
export type Yardstick = (typeof YARDSTICKS)[number];

/** A level or a yardstick (players.ts lists every name the arena seats). */
export type ArenaPlayer = BotLevel | Yardstick;

const isYardstick = (name: ArenaPlayer): name is Yardstick => (YARDSTICKS as readonly string[]).includes(name);

export function arenaBot(name: ArenaPlayer): Bot {
  if (!isYardstick(name)) return makeBot(name);
  return name === 'greedy' ? yardstickBot(() => greedyMeasure) : yardstickBot(plannerMeasure);
}
