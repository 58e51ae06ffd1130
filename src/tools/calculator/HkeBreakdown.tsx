// HKE's breakdown of a complete hand: the total, each pattern with its fan, and the reading the
// patterns refer to. Pointing at or focusing a pattern rings its sets in the reading; a click
// (or Enter/Space) keeps them ringed. The same behaviour as the fan puzzle's breakdown.
import { useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { Blocks } from '../../ui/Blocks.tsx';
import { tileNames } from '../../words/tile-names.ts';
import type { BlockLabels, WidgetLang } from '../../ui/types.ts';
import { litBlocks, type HkeResult } from './result.ts';
import { patternDesc, patternName, type CalcStrings } from './strings.ts';

interface Props {
  hke: HkeResult;
  s: CalcStrings;
  lang: WidgetLang;
  labels: BlockLabels;
  /** Id of the section's heading. */
  headingId: string;
}

interface Pointer {
  /** The item being pointed at or focused; -1 is the limit hand. */
  preview: number | null;
  /** The item clicked, kept until clicked again. */
  pinned: number | null;
}

function ItemButton({
  index,
  at,
  set,
  children,
}: {
  index: number;
  at: Pointer;
  set: (p: Pointer) => void;
  children: preact.ComponentChildren;
}) {
  return (
    <button
      type="button"
      class="fl-calc-item"
      aria-pressed={at.pinned === index}
      onClick={() => set({ ...at, pinned: at.pinned === index ? null : index })}
      onMouseEnter={() => set({ ...at, preview: index })}
      onMouseLeave={() => set({ ...at, preview: null })}
      onFocus={() => set({ ...at, preview: index })}
      onBlur={() => set({ ...at, preview: null })}
    >
      {children}
    </button>
  );
}

export function HkeBreakdown({ hke, s, lang, labels, headingId }: Props) {
  const [at, set] = useState<Pointer>({ preview: null, pinned: null });
  const t = s.t;
  const limit = hke.limits.length > 0;
  return (
    <div class="fl-calc-breakdown">
      <h3 id={headingId}>{t['fan.breakdown']}</h3>
      <p class="fl-hint">{t['fan.breakdownHint']}</p>
      <ul class="fl-calc-items">
        {limit && (
          <li>
            <ItemButton index={-1} at={at} set={set}>
              <span>
                {t['fan.limitHand']}: {hke.limits.map((id) => patternName(s, 'limit', id)).join(', ')}
              </span>
            </ItemButton>
            {hke.limits.map((id) => (
              <p class="fl-calc-desc" key={id}>
                {patternDesc(s, 'limit', id)}
              </p>
            ))}
          </li>
        )}
        {hke.items.map((item, i) => (
          <li key={`${item.id}:${i}`}>
            <ItemButton index={i} at={at} set={set}>
              <span>{patternName(s, 'pattern', item.id)}</span>
              <span class="fl-calc-fan">{fill(t['fan.fanCount'], { fan: item.fan })}</span>
            </ItemButton>
            <p class="fl-calc-desc">
              {patternDesc(s, 'pattern', item.id)}
              {item.blocks.length === 0 && <span class="fl-calc-tag">{t['fan.situational']}</span>}
            </p>
          </li>
        ))}
      </ul>
      {!limit && hke.items.length === 0 && <p>{t['fan.noItems']}</p>}
      <h4 class="fl-calc-subtitle">{t['fan.reading']}</h4>
      <Blocks
        blocks={hke.reading.blocks}
        names={tileNames(lang)}
        labels={labels}
        size={32}
        highlight={litBlocks(hke, at.preview ?? at.pinned)}
        label={t['fan.reading']}
      />
    </div>
  );
}
