// A known flag with a value it cannot take is a bad value of that flag, named with the value
// and what the flag takes; only a flag the CLI does not know is an unknown option. The JSON code
// stays `bad-option`; a bad value adds `option` and `value`. Expected sentences are written out
// here from the ranges the docs state (docs/cli.md), not built by the code under test.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseArena } from './arena.ts';
import { parseCli } from './args.ts';
import { parsePlay } from './play.ts';
import { errorJson, runLine } from './run.ts';

const SEED = 'a whole number from 0 to 4294967295 is needed';
const RUN = 'a whole number from 0 to 10000000 is needed';
const FAN = 'a whole number from 0 to 99 is needed';
const WIND = 'one of E, S, W, N is needed';
const BUDGET = 'a whole number from 0 to 100000 is needed';

const bad = (option: string, value: string, expected: string) => ({
  error: { code: 'bad-option', message: `Bad value “${value}” for ${option}: ${expected}.`, option, value },
});

const PARSERS = {
  play: parsePlay,
  arena: parseArena,
  score: (argv: string[]) => parseCli(['score', '1m', ...argv]),
  compare: (argv: string[]) => parseCli(['compare', '1m', ...argv]),
};
const jsonOf = (command: keyof typeof PARSERS, argv: string[]) => {
  const r = PARSERS[command](argv);
  return r.ok ? 'accepted' : errorJson(r.error);
};

describe('a bad value is a bad value of its flag', () => {
  test.each([
    ['play', ['--hands', '-1'], bad('--hands', '-1', RUN)],
    ['play', ['--seed', '-1'], bad('--seed', '-1', SEED)],
    ['play', ['--seed', '1e308'], bad('--seed', '1e308', SEED)],
    ['play', ['--seed=-7'], bad('--seed', '-7', SEED)],
    ['play', ['--seed', '4294967296'], bad('--seed', '4294967296', SEED)],
    ['play', ['--seed', 'NaN'], bad('--seed', 'NaN', SEED)],
    ['play', ['--seed', ''], bad('--seed', '', SEED)],
    ['play', ['--hands', '1.5'], bad('--hands', '1.5', RUN)],
    ['play', ['--min-fan', '100'], bad('--min-fan', '100', FAN)],
    [
      'play',
      ['--bot', 'genius'],
      bad('--bot', 'genius', 'one of beginner, careful, strong, heuristic, greedy, planner is needed'),
    ],
    [
      'play',
      ['--bots', 'strong,careful'],
      bad(
        '--bots',
        'strong,careful',
        'four levels separated by commas are needed, each one of beginner, careful, strong, heuristic, greedy, planner',
      ),
    ],
    ['arena', ['--games', '-5'], bad('--games', '-5', RUN)],
    ['arena', ['--seed', 'Infinity'], bad('--seed', 'Infinity', SEED)],
    ['arena', ['--min-fan', '-1'], bad('--min-fan', '-1', FAN)],
    ['arena', ['--json=yes'], bad('--json', 'yes', 'this option is a switch and takes no value')],
    ['arena', ['--budget', '-1'], bad('--budget', '-1', BUDGET)],
    ['play', ['--budget', 'lots'], bad('--budget', 'lots', BUDGET)],
    ['play', ['--budget', '100001'], bad('--budget', '100001', BUDGET)],
    ['score', ['--min-fan', '-1'], bad('--min-fan', '-1', FAN)],
    ['score', ['--min-fan', '1e308'], bad('--min-fan', '1e308', FAN)],
    ['score', ['--modern-min-fan', '-3'], bad('--modern-min-fan', '-3', FAN)],
    ['score', ['--classic-limit', '0'], bad('--classic-limit', '0', 'a whole number from 1 up is needed')],
    ['score', ['--modern-max-fan', '9'], bad('--modern-max-fan', '9', 'one of 8, 10, 13 is needed')],
    ['score', ['--seat', 'Q'], bad('--seat', 'Q', WIND)],
    ['score', ['--from', '-1'], bad('--from', '-1', WIND)],
    [
      'score',
      ['--liable', 'S', '--liable-why', 'luck'],
      bad('--liable-why', 'luck', 'one of third-dragon, fourth-set, kong-replacement is needed'),
    ],
    ['score', ['--rules', 'mcr'], bad('--rules', 'mcr', 'one of hke, classic, hk-modern, hk-simple is needed')],
    ['compare', ['--simple-min-fan', '-2'], bad('--simple-min-fan', '-2', FAN)],
  ] as const)('%s %j', (command, argv, json) => {
    expect(jsonOf(command, [...argv])).toEqual(json);
  });

  test.each([
    ['play', ['--seed']],
    ['play', ['--seed', '--hands', '3']],
    ['score', ['--seat']],
  ] as const)('%s %j: a flag without its value', (command, argv) => {
    expect(jsonOf(command, [...argv])).toEqual({
      error: { code: 'bad-option', message: `The option ${argv[0]} needs a value.`, option: argv[0] },
    });
  });

  test.each([
    ['play', ['--turbo']],
    ['arena', ['--seeds', '3']],
    ['score', ['--frobnicate']],
  ] as const)('%s %j: an unknown flag stays an unknown option, with no value field', (command, argv) => {
    expect(jsonOf(command, [...argv])).toEqual({
      error: { code: 'bad-option', message: `Unknown option “${argv[0]}”.` },
    });
  });

  test('the value is given as typed; its quote in the sentence shows what cannot be seen', () => {
    expect(jsonOf('play', ['--seed', '\u202E12'])).toEqual({
      error: {
        code: 'bad-option',
        message: `Bad value “<U+202E>12” for --seed: ${SEED}.`,
        option: '--seed',
        value: '\u202E12',
      },
    });
  });
});

describe('the fan minimum: one range, 0 to 99, for every command', () => {
  test.each([
    ['play', ['--min-fan', '99']],
    ['arena', ['--min-fan', '99']],
    ['score', ['--min-fan', '99']],
    ['score', ['--modern-min-fan', '0']],
    ['compare', ['--simple-min-fan', '99']],
    ['play', ['--min-fan', '0']],
  ] as const)('%s %j is accepted', (command, argv) => {
    expect(jsonOf(command, [...argv])).toBe('accepted');
  });

  test.each(['play', 'arena', 'score', 'compare'] as const)('%s refuses 100 and 1e308', (command) => {
    for (const v of ['100', '1e308']) expect(jsonOf(command, ['--min-fan', v])).toEqual(bad('--min-fan', v, FAN));
  });
});

test('a tile emoji in a hand is quoted whole in the JSON, not as half a character', () => {
  const req = parseCli(['score', '\u{1F004}']);
  if (!req.ok) throw new Error(req.error.code);
  const r = runLine(req.value, '123m\u{1F004}');
  expect(r.ok ? null : errorJson(r.error)).toEqual({
    error: { code: 'unknown-char', message: '“\u{1F004}” at position 5 is not part of the notation.' },
  });
});

test('from the command line: exit status 2, the JSON on standard output, the sentence on standard error', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const r = spawnSync(process.execPath, [main, 'play', '--seed', '-1'], { encoding: 'utf8' });
  expect(r.status).toBe(2);
  expect(JSON.parse(r.stdout)).toEqual(bad('--seed', '-1', SEED));
  expect(r.stderr).toMatch(/^Bad value “-1” for --seed: a whole number from 0 to 4294967295 is needed\.\nusage: /);
});
