// One tile inside a tool's island, named in the page's language by tile-names.ts (which holds
// both languages; the lesson widgets use TileFace with names from the build instead).
import type { TileCode } from './codes.ts';
import { TileFace } from './TileFace.tsx';
import { tileName } from '../../words/tile-names.ts';
import type { Lang } from '../../words/tile-names.ts';

export interface TileViewProps {
  code: TileCode;
  /** Language of the accessible name. */
  lang: Lang;
  /** Accessible name to use instead of the built-in one, e.g. from the page's i18n strings. */
  label?: string;
  /** Height in CSS px (default 48). */
  size?: number;
  /** Sideways, as a claimed tile in a meld. */
  rotated?: boolean;
  /** Draw a ring around the tile. */
  highlight?: boolean;
}

export function TileView({ lang, label, ...face }: TileViewProps) {
  return <TileFace {...face} label={label ?? tileName(face.code, lang)} />;
}
