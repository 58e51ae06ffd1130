// Command-line flags → a Situation and each rule set's options. The situation flags are
// spelled out as the written situation (docs/notation.md, "The situation") and read by the
// engine's parseSituation, so the CLI and the notation cannot drift apart. Errors are values,
// like in the engine.
import {
  fail,
  LIABILITY_CASES,
  ok,
  parseSituation,
  RULE_SETS,
  SITUATION_SWITCHES,
  SWITCH_WORDS,
  WIND_LETTERS,
  type Result,
  type RuleSetId,
  type Situation,
  type SituationSwitch,
  type WindLetter,
  type WinKind,
} from '../engine/index.ts';
import { badValue, readFlags, type CliResult, type Expected } from './flags.ts';
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

/** The flag of each switch of the situation. */
const SWITCH_FLAGS: Readonly<Record<SituationSwitch, string>> = {
  lastTile: 'last-tile',
  heaven: 'heaven',
  earth: 'earth',
};

function winKind(v: Values): Result<WinKind> {
  if (v['robbing-kong'] && (v['self-draw'] || v['kong-replacement']))
    return fail({ code: 'impossible-situation', reason: 'robbing-kong-self-draw' });
  if (v['robbing-kong']) return ok('robbing-kong');
  if (v['kong-replacement']) return ok('kong-replacement');
  // The blessing of heaven is a self-draw: `--heaven` alone says so.
  return ok(v['self-draw'] || v['heaven'] ? 'self-draw' : 'discard');
}

/** A situation flag with its value, and the word of the written situation it stands for. */
interface Word {
  /** The flag and its value, when the word came from one (`--seat`, `Q`). */
  flag?: [option: string, value: string];
  word: string;
}

/** What each situation flag with a value takes, for the message of a bad value. */
const SITUATION_VALUES: Readonly<Record<string, Expected>> = {
  '--seat': { kind: 'one-of', values: WIND_LETTERS },
  '--round': { kind: 'one-of', values: WIND_LETTERS },
  '--from': { kind: 'one-of', values: WIND_LETTERS },
  '--liable': { kind: 'one-of', values: WIND_LETTERS },
  '--liable-why': { kind: 'one-of', values: LIABILITY_CASES },
};

/** `--liable S --liable-why fourth-set`: both or neither; as one written word `liable=S:fourth-set`. */
function liableWord(v: Values): Result<Word | null> {
  const [seat, why] = [v['liable'], v['liable-why']];
  if (seat === undefined && why === undefined) return ok(null);
  if (seat === undefined) return fail({ code: 'bad-option', text: `--liable-why ${String(why)} without --liable` });
  if (why === undefined) return fail({ code: 'bad-option', text: `--liable ${String(seat)} without --liable-why` });
  const letter = String(seat).toUpperCase();
  // The written word cannot say which half is wrong; the flag named in the error can.
  const flag: [string, string] = WIND_LETTERS.includes(letter as WindLetter)
    ? ['--liable-why', String(why)]
    : ['--liable', String(seat)];
  return ok({ flag, word: `liable=${letter}:${String(why)}` });
}

/** The flags as words of the written situation (docs/notation.md), each with the flag it came from. */
function situationWords(v: Values): Result<Word[]> {
  const words: Word[] = [];
  for (const key of ['seat', 'round', 'from'] as const)
    if (v[key] !== undefined)
      words.push({ flag: [`--${key}`, String(v[key])], word: `${key}=${String(v[key]).toUpperCase()}` });
  const win = winKind(v);
  if (!win.ok) return win;
  words.push({ word: `win=${win.value}` });
  for (const f of SITUATION_SWITCHES) if (v[SWITCH_FLAGS[f]]) words.push({ word: SWITCH_WORDS[f] });
  const liable = liableWord(v);
  if (!liable.ok) return liable;
  if (liable.value !== null) words.push(liable.value);
  return ok(words);
}

/** The situation flags, read as one written situation; an unreadable value is a bad value of its flag. */
function situationOf(v: Values): CliResult<Situation> {
  const words = situationWords(v);
  if (!words.ok) return words;
  let text = '';
  const starts: [number, Word][] = [];
  for (const w of words.value) {
    if (text !== '') text += ' ';
    starts.push([text.length, w]);
    text += w.word;
  }
  const r = parseSituation(text);
  if (r.ok) return r;
  const flag = starts.findLast(([start]) => start <= (r.error.at ?? 0))?.[1].flag;
  if (flag === undefined) return fail({ code: 'bad-option', text: String(r.error.text) });
  return badValue(flag[0], flag[1], SITUATION_VALUES[flag[0]] ?? { kind: 'some' });
}

function optionsOf(v: Values): CliResult<RuleOptions> {
  const options: RuleOptions = { hke: {}, classic: {}, hkModern: {}, hkSimple: {} };
  for (const [name, flag] of Object.entries(OPTION_FLAGS)) {
    const value = v[name];
    if (value === undefined) continue;
    if (!flag.apply(options, value)) return badValue(`--${name}`, String(value), flag.expected);
  }
  return ok(options);
}

export function parseCli(argv: string[]): CliResult<CliRequest> {
  const parsed = readFlags(argv, FLAGS, true);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values as Values;
  const [command, ...hands] = parsed.value.positionals;
  if (!COMMANDS.includes(command as Command)) return fail({ code: 'bad-option', text: command ?? '(no command)' });
  // compare scores every rule set: --rules has no meaning there.
  if (command === 'compare' && v['rules'] !== undefined) return fail({ code: 'bad-option', text: '--rules' });
  const rules = (v['rules'] ?? 'hke') as RuleSetId;
  if (!RULE_SETS.includes(rules)) return badValue('--rules', String(v['rules']), { kind: 'one-of', values: RULE_SETS });
  const options = optionsOf(v);
  if (!options.ok) return options;
  const situation = situationOf(v);
  if (!situation.ok) return situation;
  return ok({ command: command as Command, hands, situation: situation.value, rules, options: options.value });
}
