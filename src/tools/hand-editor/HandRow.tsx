// The hand being built, as it lies on the table: a tap on a tile (or a whole set) takes it out.
// One tab stop with arrow keys, like the palette; when the focused part goes, focus moves to
// its neighbour, or to `onEmpty` when nothing is left.
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { Lang } from '../../words/tile-names.ts';
import { move, navKey } from '../../ui/roving.ts';
import type { HandPart, PartRef } from './state.ts';
import { nameOf, wordsOf, type EditorStrings } from './strings.ts';

export interface HandRowProps {
  parts: readonly HandPart[];
  lang: Lang;
  s: EditorStrings;
  onRemove: (part: PartRef) => void;
  /** Where focus goes when the last part is taken out. */
  onEmpty: () => void;
}

/** "Take out the exposed pung: 5 Dots, 5 Dots, 5 Dots" and the like. */
function partLabel(p: HandPart, s: EditorStrings, lang: Lang): string {
  const tile = nameOf(p.codes[0]!, lang);
  switch (p.kind) {
    case 'concealed':
    case 'bonus':
      return fill(s.t['editor.remove'], wordsOf(p.codes[0]!, lang));
    case 'winning':
      return fill(s.t['editor.removeWinning'], { tile });
    case 'concealed-kong':
      return fill(s.t['editor.removeConcealedKong'], { tile });
    case 'exposed':
      return fill(s.t['editor.removeExposed'], {
        kind: s.t[`block.${p.meld ?? 'pung'}`],
        tiles: p.codes.map((c) => nameOf(c, lang)).join(', '),
      });
  }
}

export function HandRow({ parts, lang, s, onRemove, onEmpty }: HandRowProps) {
  const [cursor, setCursor] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const removedAt = useRef<number | null>(null);
  const at = Math.min(cursor, Math.max(0, parts.length - 1));

  // After a removal by this row, the neighbour takes the focus (the pressed button is gone).
  useEffect(() => {
    if (removedAt.current === null) return;
    const i = Math.min(removedAt.current, parts.length - 1);
    removedAt.current = null;
    if (i >= 0) buttons.current[i]?.focus();
    else onEmpty();
  }, [parts]);

  const onKeyDown = (e: KeyboardEvent) => {
    const key = navKey(e.key);
    const from = buttons.current.indexOf(e.target as HTMLButtonElement);
    if (!key || key === 'up' || key === 'down' || from < 0) return;
    e.preventDefault();
    buttons.current[move([parts.length], from, key)]?.focus();
  };

  if (parts.length === 0) return <p class="fl-hand-empty">{s.t['editor.empty']}</p>;
  buttons.current.length = parts.length;
  return (
    <ul class="fl-hand-row fl-editor-row" aria-label={s.t['editor.handLabel']} onKeyDown={onKeyDown}>
      {parts.map((p, i) => (
        <li class={`fl-hand-part is-${p.kind}`} key={`${p.kind}:${i}:${p.codes.join('')}`}>
          {p.kind === 'winning' && (
            <span class="fl-hand-mark" aria-hidden="true">
              +
            </span>
          )}
          <button
            type="button"
            class="fl-editor-part"
            ref={(el) => {
              buttons.current[i] = el;
            }}
            tabIndex={i === at ? 0 : -1}
            aria-label={partLabel(p, s, lang)}
            onFocus={() => setCursor(i)}
            onClick={() => {
              removedAt.current = i;
              onRemove(p.ref);
            }}
          >
            {p.codes.map((c, k) => (
              // A concealed kong lies half-open: its outer tiles face down.
              <TileView
                code={(p.kind === 'concealed-kong' && (k === 0 || k === 3) ? 'back' : c) as TileCode}
                lang={lang}
                size={p.kind === 'bonus' ? 32 : 40}
                key={k}
              />
            ))}
          </button>
        </li>
      ))}
    </ul>
  );
}
