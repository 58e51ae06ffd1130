// The tile images we can draw, named by their notation code. This is a picture catalogue, not
// the rules engine's tile type: it also holds the bonus tiles and the back, and knows no rules.

export const TILE_CODES = [
  '1m',
  '2m',
  '3m',
  '4m',
  '5m',
  '6m',
  '7m',
  '8m',
  '9m',
  '1p',
  '2p',
  '3p',
  '4p',
  '5p',
  '6p',
  '7p',
  '8p',
  '9p',
  '1s',
  '2s',
  '3s',
  '4s',
  '5s',
  '6s',
  '7s',
  '8s',
  '9s',
  '1z',
  '2z',
  '3z',
  '4z',
  '5z',
  '6z',
  '7z',
  '1f',
  '2f',
  '3f',
  '4f',
  '1g',
  '2g',
  '3g',
  '4g',
  'back',
] as const;

export type TileCode = (typeof TILE_CODES)[number];

/** The family a code belongs to: decides which drawing module paints it. */
export type TileFamily = 'm' | 'p' | 's' | 'z' | 'f' | 'g' | 'back';

const CODE_SET: ReadonlySet<string> = new Set(TILE_CODES);

export const isTileCode = (code: string): code is TileCode => CODE_SET.has(code);

/** Splits a code into its family and its number (1–9; 0 for the back). */
export function splitCode(code: TileCode): { family: TileFamily; n: number } {
  if (code === 'back') return { family: 'back', n: 0 };
  return { family: code[1] as Exclude<TileFamily, 'back'>, n: Number(code[0]) };
}
