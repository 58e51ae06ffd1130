// The receiving side: a sheet that came in the page's address (`#sheet=…`, from a link or a
// scanned code), what it holds in a few sentences and "Keep this evening"; or why the link
// could not be read. Keeping (storing, clearing the address) is the page's part: the sheet goes
// to `onKeep`, and "Not now" or "Close" to `onDismiss`. Nothing is drawn when the address
// holds no sheet.
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { Sheet, SheetError } from '../../engine/sheet/index.ts';
import type { Lang } from '../../words/tile-names.ts';
import { receive, type Received } from './share.ts';
import { linkErrorText, receivedLines, type ShareStrings } from './strings.ts';

export interface ReceivedSheetProps {
  lang: Lang;
  /** The page's `location.hash`. */
  hash: string;
  onKeep: (sheet: Sheet) => void;
  onDismiss: () => void;
  /** The `sheetShare.` strings (strings.build.ts). */
  t: ShareStrings;
  /**
   * Why readSheet refused what an intact link held, in words (the page's sheetErrorMessage of
   * src/words/sheet-messages.ts): shown under the sentence of 'not-a-sheet' when given.
   */
  sheetError?: (error: SheetError) => string;
}

export function ReceivedSheet({ lang, hash, onKeep, onDismiss, t, sheetError }: ReceivedSheetProps) {
  const [got, setGot] = useState<Received | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    let current = true;
    setGot(null);
    void receive(hash).then((r) => current && setGot(r));
    return () => {
      current = false;
    };
  }, [hash]);

  // The sheet (or the problem) is why the visitor came: the focus goes to it once it is read.
  useEffect(() => {
    if (got !== null && got.kind !== 'none') heading.current?.focus();
  }, [got]);

  if (got?.kind === 'none') return null;
  return (
    <section class="fl-received" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t['sheetShare.received.title']}
      </h2>
      {got === null && <p role="status">{t['sheetShare.received.reading']}</p>}
      {got?.kind === 'error' && (
        <>
          <p class="fl-share-problem">{linkErrorText(t, got.code)}</p>
          {got.sheet !== undefined && sheetError !== undefined && <p>{sheetError(got.sheet)}</p>}
          <p class="fl-actions">
            <button type="button" class="fl-button" onClick={onDismiss}>
              {t['sheetShare.error.close']}
            </button>
          </p>
        </>
      )}
      {got?.kind === 'sheet' && (
        <>
          {receivedLines(t, lang, got.sheet).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p class="fl-actions">
            <button type="button" class="fl-button is-primary" onClick={() => onKeep(got.sheet)}>
              {t['sheetShare.received.keep']}
            </button>
            <button type="button" class="fl-button" onClick={onDismiss}>
              {t['sheetShare.received.dismiss']}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
