// A reading drawn set by set: tiles grouped, each group captioned with its kind, declared sets
// tagged. Used inside islands and, rendered without a client directive, by HandAnatomy.astro.
import { TileFace } from './tiles/TileFace.tsx';
import type { BlockLabels, PlainBlock, TileNames } from './types.ts';

export interface BlocksProps {
  blocks: readonly PlainBlock[];
  /** The tiles' accessible names in the page's language. */
  names: TileNames;
  labels: BlockLabels;
  /** Tile height in px. */
  size?: number;
  /** Indices of blocks drawn with a ring. */
  highlight?: readonly number[];
  /** Accessible name of the list, e.g. "Reading 1 of 2". */
  label?: string;
}

function tagOf(b: PlainBlock, labels: BlockLabels): string | null {
  if (!b.declared) return null;
  return b.concealed ? labels.concealedKong : labels.exposed;
}

export function Blocks({ blocks, names, labels, size = 30, highlight = [], label }: BlocksProps) {
  return (
    <ul class="fl-blocks" aria-label={label}>
      {blocks.map((b, i) => {
        const lit = highlight.includes(i);
        const tag = tagOf(b, labels);
        return (
          <li class={`fl-block${b.declared ? ' is-declared' : ''}${lit ? ' is-lit' : ''}`} key={i}>
            {/* The caption comes first so a screen reader hears "Pung" before the tiles. */}
            <span class="fl-block-label">
              {labels[b.kind]}
              {tag && <span class="fl-block-tag"> · {tag}</span>}
            </span>
            <span class="fl-block-tiles">
              {b.tiles.map((t, k) => (
                <TileFace code={t} label={names[t]} size={size} highlight={lit} key={k} />
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
