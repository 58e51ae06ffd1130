// The share panel's and the received sheet's words: every key under `sheetShare.`, picked at
// build time (strings.build.ts) and handed to the islands as props; the sentences filled from
// facts of the sheet or the link.
import type { Sheet } from '../../engine/sheet/types.ts';
import type { KeysUnder } from '../../words/index.ts';
import { fill } from '../../words/fill.ts';
import type { Lang } from '../../words/tile-names.ts';
import type { SheetLinkCode } from './link.ts';

export const SHARE_PREFIX = 'sheetShare.';
export type ShareKey = KeysUnder<typeof SHARE_PREFIX>;
export type ShareStrings = Readonly<Record<ShareKey, string>>;

/** Why a link was not read, in a sentence that says what to do. */
export const linkErrorText = (t: ShareStrings, code: SheetLinkCode): string => t[`sheetShare.error.${code}`];

/** A day as the language writes it (28 Nov 2026, 28.11.2026), in the reader's time zone. */
function day(lang: Lang, iso: string): string | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium' }).format(ms);
}

/** What a received sheet holds, in two or three sentences: who played, how many hands, since when. */
export function receivedLines(t: ShareStrings, lang: Lang, sheet: Sheet): string[] {
  const players = sheet.players.join(', ');
  const who =
    sheet.title.trim() === ''
      ? fill(t['sheetShare.received.untitled'], { players })
      : fill(t['sheetShare.received.titled'], { title: sheet.title.trim(), players });
  const first = sheet.hands[0];
  const count = sheet.hands.length;
  const date = day(lang, first?.at ?? sheet.created) ?? day(lang, sheet.created) ?? '–';
  const hands =
    count === 0
      ? fill(t['sheetShare.received.hands.none'], { date })
      : fill(t[count === 1 ? 'sheetShare.received.hands.one' : 'sheetShare.received.hands.other'], { count, date });
  return sheet.ended === null ? [who, hands] : [who, hands, t['sheetShare.received.ended']];
}
