// The share panel: the evening's link as a QR code drawn by the site, the link itself with a
// copy button, and how to use it. The link is made when the panel opens or the sheet changes;
// what was copied is said in a live region; where the browser refuses to copy, the link is
// selected for the visitor to copy by hand.
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { Sheet } from '../../engine/sheet/types.ts';
import { QrImage } from '../../ui/qr/QrImage.tsx';
import { fill } from '../../words/fill.ts';
import type { Lang } from '../../words/tile-names.ts';
import { copyText } from '../calculator/clipboard.ts';
import { shareView, type ShareView } from './share.ts';
import type { ShareStrings } from './strings.ts';

export interface SharePanelProps {
  lang: Lang;
  sheet: Sheet;
  /** The site's origin, e.g. `location.origin`: the link opens the sheet page there. */
  origin: string;
  /** The `sheetShare.` strings (strings.build.ts). */
  t: ShareStrings;
}

export function SharePanel({ lang, sheet, origin, t }: SharePanelProps) {
  const [view, setView] = useState<ShareView | null>(null);
  const [said, setSaid] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    let current = true;
    setView(null);
    void shareView(sheet, origin, lang).then((v) => current && setView(v));
    return () => {
      current = false;
    };
  }, [sheet, origin, lang]);

  const copy = async () => {
    if (view === null) return;
    // Emptied first, so saying the same thing twice is announced twice.
    setSaid('');
    const copied = await copyText(view.link);
    if (!copied) {
      field.current?.focus();
      field.current?.select();
    }
    setTimeout(() => setSaid(t[copied ? 'sheetShare.copied' : 'sheetShare.copyFailed']), 50);
  };

  return (
    <section class="fl-share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['sheetShare.title']}</h2>
      <p>{t['sheetShare.how']}</p>
      {view === null ? (
        <p class="fl-share-making" role="status">
          {t['sheetShare.making']}
        </p>
      ) : view.code !== null ? (
        <div class="fl-share-code">
          <QrImage code={view.code} label={fill(t['sheetShare.qrLabel'], { hands: sheet.hands.length })} />
        </div>
      ) : (
        <p class="fl-share-problem">{fill(t['sheetShare.tooBig'], view.tooLong ?? {})}</p>
      )}
      {view?.dense && <p class="fl-hint">{fill(t['sheetShare.dense'], { modules: view.code?.size ?? 0 })}</p>}
      <label class="fl-share-link" for={`${id}-link`}>
        <span>{t['sheetShare.linkLabel']}</span>
      </label>
      <textarea id={`${id}-link`} ref={field} class="fl-share-field" readOnly rows={3} value={view?.link ?? ''} />
      <p class="fl-actions">
        <button type="button" class="fl-button" onClick={copy} disabled={view === null}>
          {t['sheetShare.copy']}
        </button>
      </p>
      <p class="fl-share-said" role="status">
        {said}
      </p>
      <p class="fl-hint">{t['sheetShare.private']}</p>
    </section>
  );
}
