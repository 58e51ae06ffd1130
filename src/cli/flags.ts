// Reading flags for every command, and the errors they make. A flag the CLI does not know is
// an unknown option; a known flag with a value it cannot take is a bad value of that option
// (`Bad value “-1” for --seed: …`), never an unknown option. Both keep the code `bad-option`;
// the JSON of a bad value adds which option and which value (`"option"`, `"value"`).
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { EngineError, Result } from '../engine/index.ts';

/** What a flag takes, for the message of a bad value. */
export type Expected =
  | { kind: 'whole'; min: number; max: number | null }
  | { kind: 'one-of'; values: readonly (string | number)[] }
  | { kind: 'four-of'; values: readonly string[] } // --bots: four levels, comma-separated
  | { kind: 'none' } // a switch, given a value
  | { kind: 'some' }; // a flag given no value

export interface CliError extends EngineError {
  /** The flag at fault, as typed (`--seed`). */
  option?: string;
  /** The value it was given; absent when it was given none. */
  value?: string;
  /** What the flag takes. */
  expected?: Expected;
}

export type CliResult<T> = Result<T, CliError>;

/** The error of a flag given a value it cannot take (`value` undefined: given none). */
export const badValueError = (option: string, value: string | undefined, expected: Expected): CliError => ({
  code: 'bad-option',
  text: value === undefined ? option : `${option} ${value}`,
  option,
  ...(value === undefined ? {} : { value }),
  expected,
});

export const badValue = (option: string, value: string | undefined, expected: Expected): CliResult<never> => ({
  ok: false,
  error: badValueError(option, value, expected),
});

/** A whole number min…max (max null: no bound), or the flag's default when it is not given. */
export function whole(
  v: string | undefined,
  fallback: number,
  option: string,
  min: number,
  max: number | null,
): CliResult<number> {
  if (v === undefined) return { ok: true, value: fallback };
  const n = v.trim() === '' ? NaN : Number(v);
  return Number.isInteger(n) && n >= min && (max === null || n <= max)
    ? { ok: true, value: n }
    : badValue(option, v, { kind: 'whole', min, max });
}

/**
 * Each string flag joined with the word after it (`--seed -1` → `--seed=-1`): parseArgs reads
 * a word that starts with a dash as another flag, so a negative number was reported as an
 * unknown option. A flag followed by another flag (`--seed --hands 3`) is left: it has no value.
 */
function joinValues(argv: readonly string[], options: ParseArgsOptionsConfig): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    const next = argv[i + 1];
    const name = word.startsWith('--') && !word.includes('=') ? word.slice(2) : undefined;
    if (name !== undefined && options[name]?.type === 'string' && next !== undefined && !next.startsWith('--')) {
      out.push(`${word}=${next}`);
      i++;
    } else out.push(word);
  }
  return out;
}

/** parseArgs's refusal as an error value: the flag it names, and the value when there was one. */
function refusal(e: unknown, argv: readonly string[]): CliError {
  const err = e as { code?: string; message?: string };
  const named = /'([^']+)'/.exec(err.message ?? '')?.[1] ?? argv.join(' ');
  const option = named.split(' ')[0]!;
  if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    // A switch given a value (`--json=1`), or a flag given none (`--seed` at the end).
    const given = argv.find((w) => w.startsWith(`${option}=`));
    return given === undefined
      ? badValueError(option, undefined, { kind: 'some' })
      : badValueError(option, given.slice(option.length + 1), { kind: 'none' });
  }
  return { code: 'bad-option', text: named };
}

/** The flags (and, if `positionals`, the other words) of a command; never throws. */
export function readFlags<O extends ParseArgsOptionsConfig>(argv: readonly string[], options: O, positionals: boolean) {
  const args = joinValues(argv, options);
  try {
    const r = parseArgs({ args, options, strict: true, allowPositionals: positionals });
    return { ok: true as const, value: { values: r.values, positionals: r.positionals } };
  } catch (e) {
    return { ok: false as const, error: refusal(e, args) };
  }
}
