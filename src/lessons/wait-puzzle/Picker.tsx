// The 34 tile kinds as toggle buttons, one row per suit. One tab stop (roving tabindex): Tab
// enters the picker, arrow keys move, Space/Enter toggle (native button behaviour).
import { useId, useRef } from 'preact/hooks';
import { TileFace } from '../../ui/tiles/TileFace.tsx';
import { move, navKey } from '../../ui/roving.ts';
import type { TileNames } from '../../ui/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WaitsFeedback } from '../../engine/puzzles/judge-waits.ts';
import { PICKER_CODES, PICKER_ROWS } from './picker-codes.ts';
import type { WaitStrings } from './strings.ts';

export interface PickerProps {
  selected: readonly TileCode[];
  cursor: number;
  /** The judge's feedback, whose picks are marked, or null while selecting. */
  marks: WaitsFeedback | null;
  locked: boolean;
  /** The tiles' accessible names in the page's language, from the build. */
  names: TileNames;
  t: WaitStrings;
  onToggle: (code: TileCode) => void;
  /** The button at `index` took the focus. */
  onCursor: (index: number) => void;
}

const SUIT_KEYS = ['wait.suit.m', 'wait.suit.p', 'wait.suit.s', 'wait.suit.z'] as const;

type Mark = 'hit' | 'missed' | 'wrong';

function markOf(code: TileCode, marks: WaitsFeedback | null): Mark | null {
  if (!marks) return null;
  if (marks.hits.includes(code)) return 'hit';
  if (marks.kind === 'right') return null;
  if (marks.missed.includes(code)) return 'missed';
  return marks.wrong.some((w) => w.tile === code) ? 'wrong' : null;
}

const MARK_SYMBOL = { hit: '✓', missed: '!', wrong: '✗' } as const;

/** Index of the first tile of each row. */
const ROW_STARTS = PICKER_ROWS.map((_, r) => PICKER_ROWS.slice(0, r).reduce((a, b) => a + b, 0));

/** One toggle button of the picker, with its judged mark once checked. */
function PickButton({
  code,
  index,
  mark,
  p,
  buttons,
}: {
  code: TileCode;
  index: number;
  mark: Mark | null;
  p: PickerProps;
  buttons: (HTMLButtonElement | null)[];
}) {
  return (
    <button
      type="button"
      class={`fl-pick${mark ? ` is-${mark}` : ''}`}
      ref={(el) => {
        buttons[index] = el;
      }}
      tabIndex={index === p.cursor ? 0 : -1}
      aria-pressed={p.selected.includes(code)}
      aria-disabled={p.locked}
      onClick={() => p.onToggle(code)}
      onFocus={() => p.onCursor(index)}
    >
      <TileFace code={code} label={p.names[code]} size={40} />
      {mark && (
        <span class="fl-pick-mark" aria-hidden="true">
          {MARK_SYMBOL[mark]}
        </span>
      )}
      {mark && <span class="fl-sr-only">{p.t[`wait.mark.${mark}`]}</span>}
    </button>
  );
}

export function Picker(p: PickerProps) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Focus moves here, synchronously, from the button that has it: a second key pressed before
  // the next render still starts from the right tile. The state's cursor follows via onFocus.
  const onKeyDown = (e: KeyboardEvent) => {
    const key = navKey(e.key);
    const from = buttons.current.indexOf(e.target as HTMLButtonElement);
    if (!key || from < 0) return;
    e.preventDefault();
    buttons.current[move(PICKER_ROWS, from, key)]?.focus();
  };

  return (
    <div class="fl-picker" role="group" aria-label={p.t['wait.pickerLabel']} onKeyDown={onKeyDown}>
      {PICKER_ROWS.map((len, row) => {
        const from = ROW_STARTS[row]!;
        const headingId = `${base}-suit-${row}`;
        return (
          <div class="fl-picker-row" role="group" aria-labelledby={headingId} key={row}>
            <span class="fl-picker-suit" id={headingId}>
              {p.t[SUIT_KEYS[row]!]}
            </span>
            <span class="fl-picker-tiles">
              {PICKER_CODES.slice(from, from + len).map((code, k) => {
                const i = from + k;
                return (
                  <PickButton
                    key={code}
                    code={code}
                    index={i}
                    mark={markOf(code, p.marks)}
                    p={p}
                    buttons={buttons.current}
                  />
                );
              })}
            </span>
          </div>
        );
      })}
      <p class="fl-hint fl-keys-hint">{p.t['wait.keysHint']}</p>
    </div>
  );
}
