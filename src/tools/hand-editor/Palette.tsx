// Every tile there is, one row per suit plus the bonus tiles: a tap adds the tile (as the mode
// says). One tab stop; arrow keys move (roving tabindex), Enter or Space adds. A tile with no
// copy left stays focusable and says why when tapped.
import { useRef, useState } from 'preact/hooks';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { Lang } from '../../words/tile-names.ts';
import { move, navKey } from '../../ui/roving.ts';
import type { EditorKey, EditorStrings } from './strings.ts';

const suit = (s: string, n: number): TileCode[] => Array.from({ length: n }, (_, i) => `${i + 1}${s}` as TileCode);

/** The palette's rows and their titles. */
export const PALETTE: readonly { key: EditorKey; codes: readonly TileCode[] }[] = [
  { key: 'wait.suit.m', codes: suit('m', 9) },
  { key: 'wait.suit.p', codes: suit('p', 9) },
  { key: 'wait.suit.s', codes: suit('s', 9) },
  { key: 'wait.suit.z', codes: suit('z', 7) },
  { key: 'hand.part.bonus', codes: [...suit('f', 4), ...suit('g', 4)] },
];
const ROWS = PALETTE.map((r) => r.codes.length);

export interface PaletteProps {
  lang: Lang;
  s: EditorStrings;
  /** Copies still free per code; 0 marks the tile unavailable. */
  left: (code: TileCode) => number;
  /** False until the engine has loaded. */
  ready: boolean;
  onAdd: (code: TileCode) => void;
}

export function Palette({ lang, s, left, ready, onAdd }: PaletteProps) {
  const [cursor, setCursor] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const key = navKey(e.key);
    const from = buttons.current.indexOf(e.target as HTMLButtonElement);
    if (!key || from < 0) return;
    e.preventDefault();
    buttons.current[move(ROWS, from, key)]?.focus();
  };
  let index = 0;
  return (
    <div class="fl-palette" role="group" aria-label={s.t['editor.palette']} onKeyDown={onKeyDown}>
      {PALETTE.map((row) => (
        <div class="fl-palette-row" role="group" aria-label={s.t[row.key]} key={row.key}>
          <span class="fl-palette-title" aria-hidden="true">
            {s.t[row.key]}
          </span>
          <span class="fl-palette-tiles">
            {row.codes.map((code) => {
              const i = index++;
              const none = ready && left(code) === 0;
              return (
                <button
                  type="button"
                  class="fl-palette-tile"
                  key={code}
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  tabIndex={i === cursor ? 0 : -1}
                  aria-disabled={!ready || none}
                  onClick={() => ready && onAdd(code)}
                  onFocus={() => setCursor(i)}
                >
                  <TileView code={code} lang={lang} size={36} />
                </button>
              );
            })}
          </span>
        </div>
      ))}
      <p class="fl-hint fl-keys-hint">{s.t['editor.keysHint']}</p>
    </div>
  );
}
