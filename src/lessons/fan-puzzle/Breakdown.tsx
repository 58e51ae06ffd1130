// The engine's breakdown of a hand, item by item. Pointing at or focusing an item highlights
// the sets that made it in the reading below; a click (or Enter/Space) keeps it highlighted.
import { fill } from '../../words/fill.ts';
import { Blocks } from '../../ui/Blocks.tsx';
import type { BlockLabels, TileNames } from '../../ui/types.ts';
import { litBlocks, type BreakdownAction, type BreakdownState } from './breakdown.ts';
import type { FanStrings } from './strings.ts';

interface Props {
  s: BreakdownState;
  t: FanStrings;
  names: TileNames;
  labels: BlockLabels;
  dispatch: (a: BreakdownAction) => void;
}

/** A toggle button that previews its item on hover and focus. */
function ItemButton({
  index,
  s,
  dispatch,
  children,
}: {
  index: number;
  s: BreakdownState;
  dispatch: Props['dispatch'];
  children: preact.ComponentChildren;
}) {
  return (
    <button
      type="button"
      class="fl-item"
      aria-pressed={s.pinned === index}
      onClick={() => dispatch({ type: 'pin', item: index })}
      onMouseEnter={() => dispatch({ type: 'preview', item: index })}
      onMouseLeave={() => dispatch({ type: 'preview', item: null })}
      onFocus={() => dispatch({ type: 'preview', item: index })}
      onBlur={() => dispatch({ type: 'preview', item: null })}
    >
      {children}
    </button>
  );
}

export function Breakdown({ s, t, names, labels, dispatch }: Props) {
  const a = s.answer;
  return (
    <section class="fl-breakdown">
      <h3 class="fl-section-title">{t['fan.breakdown']}</h3>
      <p class="fl-hint">{t['fan.breakdownHint']}</p>
      {a.limits.length > 0 && (
        <div class="fl-limit">
          <ItemButton index={-1} s={s} dispatch={dispatch}>
            {t['fan.limitHand']}: {a.limits.map((l) => l.name).join(', ')}
          </ItemButton>
          {a.limits.map((l) => (
            <p class="fl-item-desc" key={l.id}>
              {l.desc}
            </p>
          ))}
          <p class="fl-item-desc">{fill(t['fan.limitNote'], { points: a.points })}</p>
        </div>
      )}
      {/* A limit hand told by its limit alone (as the table does) shows no fan count. */}
      {a.items.length === 0 && a.limits.length > 0 ? null : a.items.length === 0 ? (
        <p>{t['fan.noItems']}</p>
      ) : (
        <ul class="fl-items">
          {a.items.map((item, i) => (
            <li key={i}>
              <ItemButton index={i} s={s} dispatch={dispatch}>
                <span class="fl-item-name">{item.name}</span>
                <span class="fl-item-fan">{fill(t['fan.fanCount'], { fan: item.fan })}</span>
              </ItemButton>
              <p class="fl-item-desc">
                {item.desc}
                {item.situational && <span class="fl-tag">{t['fan.situational']}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {(a.items.length > 0 || a.limits.length === 0) && <p class="fl-total">{fill(t['fan.total'], { fan: a.fan })}</p>}
      <h4 class="fl-subtitle">{t['fan.reading']}</h4>
      <Blocks
        blocks={a.reading.blocks}
        names={names}
        labels={labels}
        size={32}
        highlight={litBlocks(s)}
        label={t['fan.reading']}
      />
    </section>
  );
}
