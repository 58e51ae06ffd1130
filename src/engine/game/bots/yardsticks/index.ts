// The yardsticks by name, beside the levels: the names the arena and the CLI's `--bots` take.
import { BOT_LEVELS, makeBot, type Bot, type BotLevel } from '../bot.ts';
import { greedyMeasure } from './greedy.ts';
import { plannerMeasure } from './planner.ts';
import { yardstickBot } from './yardstick.ts';

export const YARDSTICKS = ['greedy', 'planner'] as const;
export type Yardstick = (typeof YARDSTICKS)[number];

/** Every player the arena seats: the levels, then the yardsticks. */
export const ARENA_PLAYERS: readonly (BotLevel | Yardstick)[] = [...BOT_LEVELS, ...YARDSTICKS];
export type ArenaPlayer = BotLevel | Yardstick;

const isYardstick = (name: ArenaPlayer): name is Yardstick => (YARDSTICKS as readonly string[]).includes(name);

export function arenaBot(name: ArenaPlayer): Bot {
  if (!isYardstick(name)) return makeBot(name);
  return name === 'greedy' ? yardstickBot(() => greedyMeasure) : yardstickBot(plannerMeasure);
}
