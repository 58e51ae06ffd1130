// Command-line flags → a Situation and options. Errors are values, like in the engine.
import { parseArgs } from 'node:util';
import { fail, ok, RULE_SETS, WIND_LETTERS, type Result, type RuleSetId, type Situation, type Wind, type WinKind } from '../engine/index.ts';

export interface CliRequest {
  command: 'waits' | 'score';
  /** Hands given on the command line; none means: read standard input. */
  hands: string[];
  situation: Situation;
  rules: RuleSetId;
  minFan: number;
  dangerousPlay: boolean;
}

const OPTIONS = {
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
  'min-fan': { type: 'string' },
  'dangerous-play': { type: 'boolean' },
} as const;

const wind = (v: string | undefined, fallback: Wind | undefined, name: string): Result<Wind | undefined> => {
  if (v === undefined) return ok(fallback);
  const i = WIND_LETTERS.indexOf(v.toUpperCase() as (typeof WIND_LETTERS)[number]);
  return i < 0 ? fail({ code: 'bad-option', text: `--${name} ${v}` }) : ok(i as Wind);
};

function winKind(v: { [k: string]: unknown }): Result<WinKind> {
  if (v['robbing-kong'] && (v['self-draw'] || v['kong-replacement']))
    return fail({ code: 'impossible-situation', reason: 'robbing-kong-self-draw' });
  if (v['robbing-kong']) return ok('robbing-kong');
  if (v['kong-replacement']) return ok('kong-replacement');
  return ok(v['self-draw'] || v.heaven ? 'self-draw' : 'discard');
}

export function parseCli(argv: string[]): Result<CliRequest> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    // parseArgs reports unknown flags by throwing; turn that into an error value.
    return fail({ code: 'bad-option', text: /'([^']+)'/.exec((e as Error).message)?.[1] ?? argv.join(' ') });
  }
  const { values: v, positionals } = parsed;
  const [command, ...hands] = positionals;
  if (command !== 'waits' && command !== 'score') return fail({ code: 'bad-option', text: command ?? '(no command)' });
  const rules = (v.rules ?? 'hke') as RuleSetId;
  if (!RULE_SETS.includes(rules)) return fail({ code: 'bad-option', text: `--rules ${v.rules}` });
  const minFan = Number(v['min-fan'] ?? 0);
  if (!Number.isInteger(minFan) || minFan < 0) return fail({ code: 'bad-option', text: `--min-fan ${v['min-fan']}` });
  const seat = wind(v.seat, 0, 'seat');
  const round = wind(v.round, 0, 'round');
  const from = wind(v.from, undefined, 'from');
  const win = winKind(v);
  for (const r of [seat, round, from, win]) if (!r.ok) return r;
  if (!seat.ok || !round.ok || !from.ok || !win.ok) return fail({ code: 'bad-option' });
  const situation: Situation = {
    seat: seat.value!,
    round: round.value!,
    win: win.value,
    lastTile: !!v['last-tile'],
    heaven: !!v.heaven,
    earth: !!v.earth,
  };
  if (from.value !== undefined) situation.from = from.value;
  return ok({ command, hands, situation, rules, minFan, dangerousPlay: !!v['dangerous-play'] });
}
