// The CLI's errors in words: a bad value of a flag names the flag, the value and what the flag
// takes; every other error is the engine's sentence (src/words/messages.ts).
import { fill } from '../words/fill.ts';
import { errorMessage, type Messages } from '../words/messages.ts';
import { visibleQuote } from '../words/quote.ts';
import type { CliError, Expected } from './flags.ts';

function expectedText(e: Expected, m: Messages): string {
  const say = (key: string, params: Record<string, string | number> = {}) => fill(m[key] ?? key, params);
  switch (e.kind) {
    case 'whole':
      return e.max === null
        ? say('cli.expected.whole-up', { min: e.min })
        : say('cli.expected.whole', { min: e.min, max: e.max });
    case 'one-of':
      return say('cli.expected.one-of', { values: e.values.join(', ') });
    case 'four-of':
      return say('cli.expected.four-of', { values: e.values.join(', ') });
    case 'none':
      return say('cli.expected.none');
    case 'some':
      return '';
  }
}

export function cliMessage(err: CliError, m: Messages): string {
  if (err.option === undefined || err.expected === undefined) return errorMessage(err, m);
  if (err.value === undefined) return fill(m['cli.no-value'] ?? 'cli.no-value', { option: err.option });
  return fill(m['cli.bad-value'] ?? 'cli.bad-value', {
    option: err.option,
    value: visibleQuote(err.value),
    expected: expectedText(err.expected, m),
  });
}
