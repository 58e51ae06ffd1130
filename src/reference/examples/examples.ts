// Example hands for the reference pages. Hands are notation, situations are partial
// Situations; what each example scores is computed by the engine (at build time and in the
// tests), never written here.
import type { HkeLimitId, HkePatternId, Situation } from '../../engine/index.ts';

export type SituationPatch = Partial<Situation>;

export interface Example {
  hand: string;
  situation?: SituationPatch;
}

export interface LimitEntry {
  id: HkeLimitId;
  example: Example;
  /** A hand close to the limit that is not it; `why` is an i18n key suffix. */
  near: Example;
}

const self: SituationPatch = { win: 'self-draw' };

export const LIMIT_GALLERY: readonly LimitEntry[] = [
  {
    id: 'four-concealed-pungs',
    example: { hand: '111m222p333s444s5z +5z', situation: self },
    near: { hand: '111m222p333s444s5z +5z' },
  },
  {
    id: 'big-three-dragons',
    example: { hand: '[555z] 666z777z123m5p +5p' },
    near: { hand: '[555z] 666z77z123m45p +6p' },
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
  {
    id: 'all-honours',
    // One pung exposed, so the entry shows all honours and not also four concealed pungs (a limit of its own).
    example: { hand: '[111z] 222z555z666z7z +7z' },
    near: { hand: '[111z] 222z555z666z1m +1m' },
  },
  { id: 'all-terminals', example: { hand: '[111m] 999m111p999p1s +1s' }, near: { hand: '[111m] 999m111p999p1z +1z' } },
  { id: 'nine-gates', example: { hand: '1112345678999m +5m' }, near: { hand: '1112345678899m +9m' } },
  { id: 'thirteen-orphans', example: { hand: '19m19p19s1234567z +1m' }, near: { hand: '19m19p19s1234566z +5z' } },
  {
    id: 'all-kongs',
    example: { hand: '[1111m] [2222p] (3333s) [4444z] 5z +5z' },
    near: { hand: '[1111m] [2222p] (3333s) 444z 5z +5z' },
  },
  { id: 'jade-dragon', example: { hand: '[666z] 111s222s333s4s +4s' }, near: { hand: '[666z] 111s222s345s4s +4s' } },
  { id: 'ruby-dragon', example: { hand: '[777z] 111m222m333m4m +4m' }, near: { hand: '[777z] 111m222m333m4p +4p' } },
  { id: 'pearl-dragon', example: { hand: '[555z] 111p222p333p4p +4p' }, near: { hand: '[555z] 111p222p333p6z +6z' } },
  {
    id: 'heaven',
    example: { hand: '123m456p789s11z55p +5p', situation: { win: 'self-draw', heaven: true } },
    near: { hand: '123m456p789s11z55p +5p', situation: self },
  },
  {
    id: 'earth',
    example: { hand: '123m456p789s11z55p +5p', situation: { seat: 1, earth: true, from: 0 } },
    near: { hand: '123m456p789s11z55p +5p', situation: { seat: 1, from: 0 } },
  },
];

/** One small example per fan pattern, for the fan table. */
export const FAN_EXAMPLES: Readonly<Record<HkePatternId, Example>> = {
  'no-flowers': { hand: '123m456p789s11z55p +5p' },
  'seat-flower': { hand: '123m456p789s11z55p 2f +5p', situation: { seat: 1 } },
  'seat-season': { hand: '123m456p789s11z55p 3g +5p', situation: { seat: 2 } },
  'all-flowers': { hand: '123m456p789s11z55p 1234f +5p', situation: { seat: 1 } },
  'all-seasons': { hand: '123m456p789s11z55p 1234g +5p', situation: { seat: 1 } },
  'all-chows': { hand: '123m456p789s345s5p +5p' },
  'dragon-pung': { hand: '[777z] 123m456p789s5p +5p' },
  'seat-wind': { hand: '[222z] 123m456p789s5p +5p', situation: { seat: 1 } },
  'prevalent-wind': { hand: '[333z] 123m456p789s5p +5p', situation: { round: 2 } },
  'self-draw': { hand: '123m456p789s11z55p +5p', situation: self },
  'last-tile-draw': { hand: '123m456p789s11z55p +5p', situation: { win: 'self-draw', lastTile: true } },
  'last-tile-claim': { hand: '123m456p789s11z55p +5p', situation: { lastTile: true } },
  'kong-replacement': { hand: '[1111m] 456p789s11z55p +5p', situation: { win: 'kong-replacement' } },
  'robbing-kong': { hand: '123m456p789m11z78s +9s', situation: { win: 'robbing-kong', from: 2 } },
  'all-pungs': { hand: '[111m] 222p333s444s5z +5z' },
  'half-flush': { hand: '123m456m789m111z5m +5m' },
  'seven-pairs': { hand: '1133m5577p22s115z +5z' },
  'little-three-dragons': { hand: '[555z] 666z77z123m45p +6p' },
  'full-flush': { hand: '[123m] 456m789m111m5m +5m' },
};
