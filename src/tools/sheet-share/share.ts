// What the share panel shows and what the receiving side does, as plain functions the
// components only draw: the link, its QR code (or why there is none) and, on the other phone,
// the sheet read from the page's address or the code of why not.
import type { Sheet, SheetError } from '../../engine/sheet/index.ts';
import { encodeQr, qrCapacity, type QrCode } from '../../ui/qr/index.ts';
import type { Lang } from '../../words/tile-names.ts';
import { sheetFromHash, sheetLink, type SheetLinkCode } from './link.ts';

/**
 * The largest symbol the panel draws without a word of warning: version 25 has 117 modules
 * on a side, about 2.5 CSS pixels each at the panel's 300 pixels, which a phone camera reads
 * off another phone's screen held close; denser codes get the sentence `sheetShare.dense`.
 */
export const READABLE_VERSION = 25;

export interface ShareView {
  link: string;
  /** The code of the link; null when the link is longer than a code holds. */
  code: QrCode | null;
  /** The link's length and the most a code holds, when it holds less. */
  tooLong: { length: number; max: number } | null;
  /** The code is larger than READABLE_VERSION. */
  dense: boolean;
}

/** The panel's view of a link. */
export function shareViewOf(link: string): ShareView {
  const qr = encodeQr(link);
  if (!qr.ok) return { link, code: null, tooLong: { length: link.length, max: qrCapacity(40, 'L') }, dense: false };
  return { link, code: qr.value, tooLong: null, dense: qr.value.version > READABLE_VERSION };
}

/** The panel's view of a sheet: its link on `origin` in `lang`, and the link's code. */
export async function shareView(sheet: Sheet, origin: string, lang: Lang): Promise<ShareView> {
  return shareViewOf(await sheetLink(sheet, origin, lang));
}

/** The receiving side: no sheet in the address, the sheet, or why it could not be read. */
export type Received =
  { kind: 'none' } | { kind: 'sheet'; sheet: Sheet } | { kind: 'error'; code: SheetLinkCode; sheet?: SheetError };

/** Reads the sheet in a location hash (`#sheet=…`); never throws. */
export async function receive(hash: string): Promise<Received> {
  const read = await sheetFromHash(hash);
  if (read === null) return { kind: 'none' };
  return read.ok ? { kind: 'sheet', sheet: read.value } : { kind: 'error', ...read.error };
}
