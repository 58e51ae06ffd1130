// Command-line flags → a Situation and each rule set's options. Errors are values, like in
// the engine.
import { parseArgs } from 'node:util';
import {
  fail,
  LIABILITY_CASES,
  ok,
  RULE_SETS,
  WIND_LETTERS,
  type LiabilityCase,
  type Result,
  type RuleSetId,
  type Situation,
  type Wind,
  type WinKind,
} from '../engine/index.ts';
import { OPTION_FLAGS, type RuleOptions } from './option-flags.ts';

export const COMMANDS = ['waits', 'score', 'compare'] as const;
export type Command = (typeof COMMANDS)[number];

export interface CliRequest {
  command: Command;
  /** Hands given on the command line; none means: read standard input. */
  hands: string[];
  situation: Situation;
  /** The rule set `score` uses; `compare` scores all four. */
  rules: RuleSetId;
  /** Each rule set's options from the flags; unset ones keep the rule set's defaults. */
  options: RuleOptions;
}

const SITUATION_FLAGS = {
  rules: { type: 'string' },
  seat: { type: 'string' },
  round: { type: 'string' },
  from: { type: 'string' },
  'self-draw': { type: 'boolean' },
  'kong-replacement': { type: 'boolean' },
  'robbing-kong': { type: 'boolean' },
  'last-tile': { type: 'boolean' },
  heaven: { type: 'boolean' },
  earth: { type: 'boolean' },
  liable: { type: 'string' },
  'liable-why': { type: 'string' },
} as const;

const FLAGS = {
  ...SITUATION_FLAGS,
  ...Object.fromEntries(Object.entries(OPTION_FLAGS).map(([name, f]) => [name, { type: f.type }])),
};

type Values = { [name: string]: string | boolean | undefined };

const wind = (v: unknown, fallback: Wind | undefined, name: string): Result<Wind | undefined> => {
  if (v === undefined) return ok(fallback);
  const i = WIND_LETTERS.indexOf(String(v).toUpperCase() as (typeof WIND_LETTERS)[number]);
  return i < 0 ? fail({ code: 'bad-option', text: `--${name} ${String(v)}` }) : ok(i as Wind);
};

function winKind(v: Values): Result<WinKind> {
  if (v['robbing-kong'] && (v['self-draw'] || v['kong-replacement']))
    return fail({ code: 'impossible-situation', reason: 'robbing-kong-self-draw' });
  if (v['robbing-kong']) return ok('robbing-kong');
  if (v['kong-replacement']) return ok('kong-replacement');
  return ok(v['self-draw'] || v['heaven'] ? 'self-draw' : 'discard');
}

/** `--liable S --liable-why fourth-set`: both or neither. */
function liability(v: Values): Result<Situation['liable']> {
  const [seat, why] = [v['liable'], v['liable-why']];
  if (seat === undefined && why === undefined) return ok(undefined);
  if (seat === undefined) return fail({ code: 'bad-option', text: `--liable-why ${String(why)} without --liable` });
  if (why === undefined) return fail({ code: 'bad-option', text: `--liable ${String(seat)} without --liable-why` });
  const w = wind(seat, undefined, 'liable');
  if (!w.ok) return w;
  if (!LIABILITY_CASES.includes(why as LiabilityCase))
    return fail({ code: 'bad-option', text: `--liable-why ${String(why)}` });
  return ok({ seat: w.value!, why: why as LiabilityCase });
}

function situationOf(v: Values): Result<Situation> {
  const seat = wind(v['seat'], 0, 'seat');
  if (!seat.ok) return seat;
  const round = wind(v['round'], 0, 'round');
  if (!round.ok) return round;
  const from = wind(v['from'], undefined, 'from');
  if (!from.ok) return from;
  const win = winKind(v);
  if (!win.ok) return win;
  const liable = liability(v);
  if (!liable.ok) return liable;
  const situation: Situation = {
    seat: seat.value!,
    round: round.value!,
    win: win.value,
    lastTile: !!v['last-tile'],
    heaven: !!v['heaven'],
    earth: !!v['earth'],
  };
  if (from.value !== undefined) situation.from = from.value;
  if (liable.value !== undefined) situation.liable = liable.value;
  return ok(situation);
}

function optionsOf(v: Values): Result<RuleOptions> {
  const options: RuleOptions = { hke: {}, classic: {}, hkModern: {}, hkSimple: {} };
  for (const [name, flag] of Object.entries(OPTION_FLAGS)) {
    const value = v[name];
    if (value === undefined) continue;
    if (!flag.apply(options, value)) return fail({ code: 'bad-option', text: `--${name} ${String(value)}` });
  }
  return ok(options);
}

export function parseCli(argv: string[]): Result<CliRequest> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: FLAGS, allowPositionals: true, strict: true });
  } catch (e) {
    // parseArgs reports unknown flags by throwing; turn that into an error value.
    return fail({ code: 'bad-option', text: /'([^']+)'/.exec((e as Error).message)?.[1] ?? argv.join(' ') });
  }
  const v = parsed.values as Values;
  const [command, ...hands] = parsed.positionals;
  if (!COMMANDS.includes(command as Command)) return fail({ code: 'bad-option', text: command ?? '(no command)' });
  // compare scores every rule set: --rules has no meaning there.
  if (command === 'compare' && v['rules'] !== undefined) return fail({ code: 'bad-option', text: '--rules' });
  const rules = (v['rules'] ?? 'hke') as RuleSetId;
  if (!RULE_SETS.includes(rules)) return fail({ code: 'bad-option', text: `--rules ${String(v['rules'])}` });
  const options = optionsOf(v);
  if (!options.ok) return options;
  const situation = situationOf(v);
  if (!situation.ok) return situation;
  return ok({ command: command as Command, hands, situation: situation.value, rules, options: options.value });
}
