// The data page's strings: every key under `data.`, picked at build time (strings.build.ts) and
// handed to the island as props; the file's problems in words.
import type { KeysUnder } from '../../words/index.ts';
import { fill } from '../../words/fill.ts';
import type { FileError } from './file.ts';

export const DATA_PREFIX = 'data.';
export type DataKey = KeysUnder<typeof DATA_PREFIX>;
export type DataStrings = Readonly<Record<DataKey, string>>;

/** Why a file is refused, in one sentence that also says nothing changed. */
export function errorText(t: DataStrings, e: FileError): string {
  switch (e.code) {
    case 'newer':
      return fill(t['data.error.newer'], { version: e.version });
    case 'damaged':
      return fill(t['data.error.damaged'], { part: t[`data.part.${e.part}`] });
    default:
      return t[`data.error.${e.code}`];
  }
}
