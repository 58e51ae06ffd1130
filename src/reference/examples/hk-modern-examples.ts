// Example hands for the modern Hong Kong reference page: one per pattern and per limit hand,
// each a legal win (3 fan or more) under hk-modern's default options unless `options` says
// otherwise. What each example scores is computed by the engine, never written here.
import type { HkModernLimitId, HkModernOptions, HkModernPatternId } from '../../engine/index.ts';
import type { Example, SituationPatch } from './examples.ts';

export interface HkModernExample extends Example {
  /** Options the example needs (e.g. little four winds agreed as 6 fan); defaults otherwise. */
  options?: Partial<HkModernOptions>;
}

/** Patterns with an example: all but the two no hand and situation can show. */
export type HkModernExamplePattern = Exclude<HkModernPatternId, 'human' | 'double-kong-replacement'>;
export type HkModernExampleLimit = Exclude<HkModernLimitId, 'human'>;

const self: SituationPatch = { win: 'self-draw' };
// A half flush in characters: 3 fan, so the 1-fan patterns below are legal wins.
const flush = '123m456m789m11z55m +5m';

export const HK_MODERN_FAN_EXAMPLES: Readonly<Record<HkModernExamplePattern, HkModernExample>> = {
  'no-flowers': { hand: flush },
  'seat-flower': { hand: '123m456m789m11z55m 2f +5m', situation: { seat: 1 } },
  'seat-season': { hand: '123m456m789m11z55m 3g +5m', situation: { seat: 2 } },
  'concealed-hand': { hand: flush, options: { bonusTiles: false } },
  'all-chows': { hand: '123m456m789m345m1z +1z' },
  'dragon-pung': { hand: '[777z] 123m456m789m5m +5m' },
  'seat-wind': { hand: '[222z] 123m456m789m5m +5m', situation: { seat: 1 } },
  'prevalent-wind': { hand: '[333z] 123m456m789m5m +5m', situation: { round: 2 } },
  'self-draw': { hand: flush, situation: self },
  'last-tile-draw': { hand: flush, situation: { win: 'self-draw', lastTile: true } },
  'kong-replacement': { hand: '[1111m] 456m789m11z55m +5m', situation: { win: 'kong-replacement' } },
  'robbing-kong': { hand: '123m456m111z22z78m +9m', situation: { round: 1, win: 'robbing-kong', from: 2 } },
  'terminals-and-honours': { hand: '[111m] 999p222z555z9s +9s' },
  'all-flowers': { hand: '123m456m789m11z55m 1234f +5m', situation: { seat: 1 } },
  'all-seasons': { hand: '123m456m789m11z55m 1234g +5m', situation: { seat: 1 } },
  'all-pungs': { hand: '[111m] 222p333s444s5z +5z' },
  'half-flush': { hand: '123m456m789m111z5m +5m' },
  'seven-flowers': { hand: '123m456p789s111p5s 1234f234g +5s' },
  'little-three-dragons': { hand: '[555z] 666z77z123m45p +6p' },
  'little-four-winds': { hand: '[111z] 222z333z44z12m +3m', options: { littleFourWinds: 6 } },
  'full-flush': { hand: '[123m] 456m789m111m5m +5m' },
  'big-three-dragons': { hand: '[555z] 666z777z123m5p +5p' },
  'eight-flowers': { hand: '123m456p789s111p5s 1234f1234g +5s', options: { eightFlowers: 8 } },
  'all-honours': { hand: '[111z] 222z555z666z7z +7z' },
  'all-terminals': { hand: '[111m] 999m111p999p1s +1s' },
};

export interface HkModernLimitEntry {
  id: HkModernExampleLimit;
  example: HkModernExample;
  /** A hand close to the limit that is not it (it may be no complete hand at all). */
  near: HkModernExample;
}

export const HK_MODERN_LIMIT_GALLERY: readonly HkModernLimitEntry[] = [
  { id: 'thirteen-orphans', example: { hand: '19m19p19s1234567z +1m' }, near: { hand: '19m19p19s1234566z +5z' } },
  {
    id: 'eight-flowers',
    example: { hand: '123m456p789s111p5s 1234f1234g +5s' },
    near: { hand: '123m456p789s111p5s 1234f123g +5s' },
  },
  // On a discard it must complete the pair, not a pung.
  { id: 'four-concealed-pungs', example: { hand: '111m222p333s444s5z +5z' }, near: { hand: '111m222p333s44s55z +5z' } },
  {
    id: 'all-kongs',
    example: { hand: '[1111m] [2222p] (3333s) [4444z] 5z +5z' },
    near: { hand: '[1111m] [2222p] (3333s) 444z 5z +5z' },
  },
  {
    id: 'little-four-winds',
    example: { hand: '[111z] 222z333z44z12m +3m' },
    near: { hand: '[111z] 222z333z44p12m +3m' },
  },
  {
    id: 'big-four-winds',
    example: { hand: '[111z] [222z] 333z444z5p +5p' },
    near: { hand: '[111z] [222z] 333z456p4p +4p' },
  },
  { id: 'nine-gates', example: { hand: '1112345678999m +5m' }, near: { hand: '1112345678899m +9m' } },
  // A concealed kong replaced before the first turn spoils the heavenly hand.
  {
    id: 'heaven',
    example: { hand: '123m456p789s11z55p +5p', situation: { win: 'self-draw', heaven: true } },
    near: { hand: '(1111m) 456p789s11z55p +5p', situation: { win: 'self-draw', heaven: true } },
  },
  {
    id: 'earth',
    example: { hand: '123m456p789s11z55p +5p', situation: { seat: 1, earth: true, from: 0 } },
    near: { hand: '123m456p789s11z55p +5p', situation: { seat: 1, from: 0 } },
  },
];
