// Example hands for the simplified Hong Kong reference page: one per score-sheet line (the
// page groups them by section a–h, from HK_SIMPLE_TABLE) and one per maximum hand with a near
// miss. What each example scores is computed by the engine, never written here.
import type { HkSimpleLimitId, HkSimplePatternId } from '../../engine/index.ts';
import type { Example, SituationPatch } from './examples.ts';

const self: SituationPatch = { win: 'self-draw' };

/** One small example per line; the line is the one its section scores. */
export const HK_SIMPLE_EXAMPLES: Readonly<Record<HkSimplePatternId, Example>> = {
  mahjong: { hand: '123m456p789s111s5z 1f +5z', situation: { seat: 1 } },
  'seven-pairs': { hand: '1133m5577p22s115z +5z' },
  'self-draw': { hand: '123m456p789s11z55p +5p', situation: self },
  'kong-replacement': { hand: '[1111m] 456p789s11z55p +5p', situation: { win: 'kong-replacement' } },
  'all-chows': { hand: '123m456p789s345s1z +1z' },
  'all-pungs': { hand: '[111m] 222p333s444s5z +5z' },
  'dragon-pung': { hand: '[777z] 123m456p789s5p +5p' },
  'two-dragon-pungs': { hand: '[555z] 666z123m456p9s +9s' },
  'little-three-dragons': { hand: '[555z] 666z77z123m45p +6p' },
  'big-three-dragons': { hand: '[555z] 666z777z123m5p +5p' },
  'seat-wind': { hand: '[222z] 123m456p789s5p +5p', situation: { seat: 1 } },
  'prevalent-wind': { hand: '[333z] 123m456p789s5p +5p', situation: { seat: 1, round: 2 } },
  'seat-and-prevalent-wind': { hand: '[222z] [333z] 123m456p5p +5p', situation: { seat: 1, round: 2 } },
  'no-flowers': { hand: '123m456p789s11z55p +5p' },
  'seat-flower': { hand: '123m456p789s11z55p 2f +5p', situation: { seat: 1 } },
  'seat-season': { hand: '123m456p789s11z55p 3g +5p', situation: { seat: 2 } },
  'seat-flower-and-season': { hand: '123m456p789s11z55p 2f2g +5p', situation: { seat: 1 } },
  'all-flowers': { hand: '123m456p789s11z55p 1234f +5p', situation: { seat: 1 } },
  'all-seasons': { hand: '123m456p789s11z55p 1234g +5p', situation: { seat: 1 } },
  'all-flowers-and-seasons': { hand: '123m456p789s11z55p 1234f1234g +5p', situation: { seat: 1 } },
  'half-flush': { hand: '123m456m789m111z5m +5m' },
  'full-flush': { hand: '[123m] 456m789m111m5m +5m' },
  'all-honours': { hand: '[111z] 222z555z666z7z +7z' },
};

export interface HkSimpleLimitEntry {
  id: HkSimpleLimitId;
  example: Example;
  /** A complete hand close to the maximum hand that is not it. */
  near: Example;
}

export const HK_SIMPLE_LIMIT_EXAMPLES: readonly HkSimpleLimitEntry[] = [
  { id: 'thirteen-orphans', example: { hand: '19m19p19s1234567z +1m' }, near: { hand: '1199m1199p1199s1z +1z' } },
  { id: 'nine-gates', example: { hand: '1112345678999m +5m' }, near: { hand: '1113345678999m +9m' } },
  { id: 'pearl-dragon', example: { hand: '[555z] 111p222p333p4p +4p' }, near: { hand: '[555z] 111p222p333p6z +6z' } },
  { id: 'jade-dragon', example: { hand: '[666z] 111s222s333s4s +4s' }, near: { hand: '[666z] 111s222s345s4s +4s' } },
  { id: 'ruby-dragon', example: { hand: '[777z] 111m222m333m4m +4m' }, near: { hand: '[777z] 111m222m333m4p +4p' } },
];

/** The source's worked figure for the theoretical maximum of the sections (23, docs/rules/hk-simple.md). */
export const HK_SIMPLE_MAXIMUM_EXAMPLE: Example = {
  hand: '(5555z) [666z] [777z] [111z] 2z 1234f1234g +2z',
  situation: { win: 'kong-replacement' },
};
