// "Copy as text" and "copy link". The page's address is the share link (the page keeps it up
// to date); what was copied is said in a live region. Where the browser refuses to copy, the
// text appears in a box, selected, for the visitor to copy by hand.
import { useEffect, useRef, useState } from 'preact/hooks';
import { copyText } from './clipboard.ts';
import type { CalcStrings } from './strings.ts';

export interface ShareProps {
  s: CalcStrings;
  /** The plain-text summary, built when asked for. */
  summary: () => string;
  headingId: string;
}

export function Share({ s, summary, headingId }: ShareProps) {
  const t = s.t;
  const [said, setSaid] = useState('');
  const [box, setBox] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (box === null) return;
    area.current?.focus();
    area.current?.select();
  }, [box]);

  const copy = async (what: 'text' | 'link') => {
    const value = what === 'text' ? summary() : window.location.href;
    // Emptied first, so saying the same thing twice is announced twice.
    setSaid('');
    const copied = await copyText(value);
    setBox(copied ? null : value);
    setTimeout(
      () => setSaid(copied ? t[what === 'text' ? 'calc.copiedText' : 'calc.copiedLink'] : t['calc.copyFailed']),
      50,
    );
  };

  return (
    <div class="fl-calc-share">
      <h3 id={headingId}>{t['calc.shareTitle']}</h3>
      <p class="fl-hint">{t['calc.shareHint']}</p>
      <p class="fl-actions">
        <button type="button" class="fl-button" onClick={() => copy('text')}>
          {t['calc.copyText']}
        </button>
        <button type="button" class="fl-button" onClick={() => copy('link')}>
          {t['calc.copyLink']}
        </button>
      </p>
      <p class="fl-calc-said" role="status">
        {said}
      </p>
      {box !== null && (
        <label class="fl-calc-box">
          <span>{t['calc.copyBox']}</span>
          <textarea ref={area} readOnly rows={Math.min(14, box.split('\n').length + 1)} value={box} />
        </label>
      )}
    </div>
  );
}
