// The table's settings and its link, without the engine (the page reads them before the engine
// has loaded). Both come from places anyone can write to – localStorage and the address bar –
// so they are parsed, then checked field by field: junk falls back to the default, never throws.
import type { BotLevel } from '../../engine/game/bots/bot.ts';

export const SPEEDS = ['normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The computer players' strengths (the engine's BOT_LEVELS; checked equal in settings.test.ts). */
export const BOT_CHOICES = ['beginner', 'careful', 'strong'] as const satisfies readonly BotLevel[];

/** The fan minimums offered before a game (0 = none); the HKE text suggests 1 to 3. */
export const MIN_FAN_CHOICES = [0, 1, 2, 3] as const;

export interface PlaySettings {
  /** Optional HKE rules, agreed before a game. */
  minFan: number;
  dangerousPlay: boolean;
  changeSeats: boolean;
  /** How well the computer players play. */
  bot: BotLevel;
  /** Has the learner picked `bot` themselves? Until then the page suggests one (suggestedBot). */
  botChosen: boolean;
  /** Coaching: waits, what a claim means, dangerous discards. */
  hints: boolean;
  /** Pause between the computer players' moves. */
  speed: Speed;
}

export const PLAY_DEFAULTS: PlaySettings = {
  minFan: 0, // no minimum, as the HKE text plays by default
  dangerousPlay: false, // off unless agreed
  changeSeats: false, // off unless agreed
  bot: 'careful', // club strength once past the first hands (suggestedBot); strong on request
  botChosen: false,
  hints: true, // a learner's table: coaching on
  speed: 'normal',
};

/** How many finished hands a learner plays against beginners before careful players are suggested. */
export const FIRST_HANDS = 4;

/**
 * The level the table deals with: the learner's own pick, or, until they pick one, beginners for
 * their first hands (a first game should be won now and then) and careful players after that.
 */
export const suggestedBot = (s: PlaySettings, handsPlayed: number): BotLevel =>
  s.botChosen ? s.bot : handsPlayed < FIRST_HANDS ? 'beginner' : PLAY_DEFAULTS.bot;

/** Milliseconds between two visible computer moves. */
export const SPEED_DELAY: Readonly<Record<Speed, number>> = { normal: 900, fast: 300, instant: 0 };

/**
 * The time a computer player's search may take (src/tools/play/search-worker.ts): the pause
 * before its step, and at least SEARCH_MS, so that a search holds the table at most SEARCH_MS
 * beyond the pause the learner waits for anyway.
 */
export const SEARCH_MS = 200;
export const searchTime = (speed: Speed): number => Math.max(SEARCH_MS, SPEED_DELAY[speed]);
/** The time the search of the learner's own decision may take: the coach's advice waits for it. */
export const COACH_SEARCH_MS = 1000;

/** Versioned: a later format gets a new key instead of misreading this one. */
export const SETTINGS_KEY = 'fanlaak:play:v1';

/** The game in progress (persist.ts); versioned in its key and in the data. */
export const GAME_KEY = 'fanlaak:play-game:v1';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T>(choices: readonly T[], v: unknown, fallback: T): T =>
  choices.includes(v as T) ? (v as T) : fallback;
const flag = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

/** Settings as stored (JSON), each field checked on its own. */
export function parseSettings(raw: string | null | undefined): PlaySettings {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!isObject(value)) return { ...PLAY_DEFAULTS };
  const d = PLAY_DEFAULTS;
  return {
    minFan: oneOf<number>(MIN_FAN_CHOICES, value.minFan, d.minFan),
    dangerousPlay: flag(value.dangerousPlay, d.dangerousPlay),
    changeSeats: flag(value.changeSeats, d.changeSeats),
    bot: oneOf<BotLevel>(BOT_CHOICES, value.bot, d.bot),
    // Settings stored before this field: a level other than the old default was picked by hand.
    botChosen: flag(value.botChosen, value.bot !== d.bot && BOT_CHOICES.includes(value.bot as BotLevel)),
    hints: flag(value.hints, d.hints),
    speed: oneOf<Speed>(SPEEDS, value.speed, d.speed),
  };
}

export const makeSettings = (s: PlaySettings): string => JSON.stringify(s);

/**
 * What the learner changed in the setup form before the page could answer (on a slow phone the
 * form shows a moment before its script runs, and the script then draws it from its own state):
 * of the form's fields as read (`read`, name → value), those that differ from what was drawn,
 * `drawn`, checked as stored settings are.
 */
export function changedFrom(read: Record<string, unknown>, drawn: PlaySettings): Partial<PlaySettings> {
  // Read as stored settings are, so a field that is not a setting is left out.
  const bot = read.bot !== undefined && read.bot !== drawn.bot;
  const now = parseSettings(JSON.stringify({ ...drawn, ...read, botChosen: drawn.botChosen || bot }));
  return Object.fromEntries(Object.entries(now).filter(([k, v]) => v !== drawn[k as keyof PlaySettings]));
}

/** What the address bar asks for: a game's seed and, for tests and demos, a speed. */
export interface PlayLink {
  seed: number | null;
  speed: Speed | null;
}

export type PlayLinkError = { code: 'bad-seed' } | { code: 'bad-speed' };
export type PlayLinkResult = { link: PlayLink; errors: PlayLinkError[] };

const MAX_SEED = 0xffff_ffff;

/** A seed as written in a link: a whole number 0 … 4294967295, digits only. */
export function parseSeed(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_SEED ? n : null;
}

/**
 * `?seed=123&speed=instant`. A bad value is dropped with an error (the page says so and deals
 * a fresh game); unknown parameters are ignored. Never throws, whatever the string. A query of
 * any length is read (URLSearchParams reads it in one linear pass): a seed of thousands of
 * digits is a bad seed like any other, told, not dropped without a word.
 */
export function parsePlayLink(search: string): PlayLinkResult {
  const link: PlayLink = { seed: null, speed: null };
  const errors: PlayLinkError[] = [];
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { link, errors };
  }
  const seed = params.get('seed');
  if (seed !== null) {
    link.seed = parseSeed(seed);
    if (link.seed === null) errors.push({ code: 'bad-seed' });
  }
  const speed = params.get('speed');
  if (speed !== null) {
    link.speed = (SPEEDS as readonly string[]).includes(speed) ? (speed as Speed) : null;
    if (link.speed === null) errors.push({ code: 'bad-speed' });
  }
  return { link, errors };
}

/** The query string that shares a game: its seed only (speed is the visitor's own choice). */
export const makePlayLink = (seed: number): string => `?seed=${seed >>> 0}`;

/** A fresh seed from the browser's generator (the caller passes it in, so this stays pure). */
export const seedFrom = (random: number): number => Math.floor(random * (MAX_SEED + 1)) >>> 0;
