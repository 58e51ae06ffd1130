// Example hands for the classic reference page: one per base-point item, per doubling and per
// special hand. Hands are notation, situations partial Situations; what each scores under
// `rules: 'classic'` is computed by the engine (in the tests and when the page is built).
import type { ClassicDoublingId, ClassicPointId, ClassicSpecialId } from '../../engine/index.ts';
import type { Example, SituationPatch } from './examples.ts';

export interface ClassicSpecialEntry {
  id: ClassicSpecialId;
  example: Example;
  /** A hand close to the special hand that is not it. */
  near: Example;
}

const self: SituationPatch = { win: 'self-draw' };
const south: SituationPatch = { seat: 1 };
// Four chows and a pair of 9 dots: no set points, a single wait.
const PLAIN = '123m456p789s234s9p +9p';
const OPEN_PUNG = '[222p] 123m456p789s5s';

export const CLASSIC_POINT_EXAMPLES: Readonly<Record<ClassicPointId, Example>> = {
  mahjong: { hand: PLAIN },
  pung: { hand: '[222p] 123m456p789s5p +5p' },
  'concealed-pung': { hand: '222p123m456p789s5p +5p' },
  'pung-major': { hand: '[111p] 123m456p789s5p +5p' },
  'concealed-pung-major': { hand: '111p123m456p789s5p +5p' },
  kong: { hand: '[2222p] 123m456p789s5p +5p' },
  'concealed-kong': { hand: '(2222p) 123m456p789s5p +5p' },
  'kong-major': { hand: '[1111z] 123m456p789s5p +5p' },
  'concealed-kong-major': { hand: '(9999s) 123m456p789p5s +5s' },
  'dragon-pair': { hand: '123m456p789s234s5z +5z' },
  'seat-wind-pair': { hand: '123m456p789s234s2z +2z', situation: south },
  'prevalent-wind-pair': { hand: '123m456p789s234s3z +3z', situation: { round: 2 } },
  flower: { hand: '123m456p789s234s9p 3f +9p' },
  season: { hand: '123m456p789s234s9p 3g +9p' },
  'all-pungs': { hand: '[111m] 222p333s444s5z +5z' },
  'all-chows': { hand: '[123m] 456p789s234s9p +9p' },
  'only-possible-tile': { hand: PLAIN },
  'self-draw': { hand: PLAIN, situation: self },
  'kong-replacement': { hand: '[1111m] 456p789s234s9p +9p', situation: { win: 'kong-replacement' } },
  'robbing-kong': { hand: '123m456p789m11z78s +9s', situation: { win: 'robbing-kong', from: 2 } },
};

export const CLASSIC_DOUBLING_EXAMPLES: Readonly<Record<ClassicDoublingId, Example>> = {
  'last-tile-claim': { hand: PLAIN, situation: { lastTile: true } },
  'last-tile-draw': { hand: '[1111m] 456p789s234s9p +9p', situation: { win: 'kong-replacement', lastTile: true } },
  'concealed-hand': { hand: '222p123m456p789s5p +5p' },
  'zero-point-hand': { hand: PLAIN },
  'all-simples': { hand: '[234m] 456p678s234s5p +5p' },
  'major-in-every-set': { hand: '[123m] 789p111s999s1z +1z' },
  'terminals-and-honours': { hand: '[111m] 999p111s555z9s +9s' },
  'triple-chow': { hand: '[123m] 123p123s555z9s +9s' },
  'three-consecutive-chows': { hand: '[123p] [456p] [789p] 45m88s +3m' },
  'seat-wind': { hand: '[222z] 123m456p789s5p +5p', situation: south },
  'prevalent-wind': { hand: '[333z] 123m456p789s5p +5p', situation: { round: 2 } },
  'dragon-pung': { hand: '[777z] 123m456p789s5p +5p' },
  'half-flush': { hand: '[123m] 456m789m111z5m +5m' },
  'full-flush': { hand: '[123m] 456m789m111m5m +5m' },
  'seat-flower': { hand: `${OPEN_PUNG} 2f +5s`, situation: south },
  'seat-season': { hand: `${OPEN_PUNG} 3g +5s`, situation: { seat: 2 } },
  'all-flowers': { hand: `${OPEN_PUNG} 1234f +5s` },
  'all-seasons': { hand: `${OPEN_PUNG} 1234g +5s` },
};

export const CLASSIC_SPECIAL_GALLERY: readonly ClassicSpecialEntry[] = [
  {
    id: 'heaven',
    example: { hand: PLAIN, situation: { win: 'self-draw', heaven: true } },
    near: { hand: PLAIN, situation: self },
  },
  {
    id: 'earth',
    example: { hand: PLAIN, situation: { seat: 1, earth: true, from: 0 } },
    near: { hand: PLAIN, situation: { seat: 1, from: 0 } },
  },
  { id: 'thirteen-orphans', example: { hand: '19m19p19s1234567z +1m' }, near: { hand: '19m19p19s1234566z +5z' } },
  { id: 'all-green', example: { hand: '[666z] 234s333s666s8s +8s' }, near: { hand: '[666z] 234s333s666s9s +9s' } },
  { id: 'nine-gates', example: { hand: '1112345678999m +5m' }, near: { hand: '1112345678889m +9m' } },
  {
    id: 'big-three-dragons',
    example: { hand: '[555z] 666z777z123m5p +5p' },
    near: { hand: '[555z] 666z77z123m45p +6p' },
  },
  {
    id: 'big-four-winds',
    example: { hand: '[111z] [222z] 333z444z5p +5p' },
    near: { hand: '[111z] [222z] 333z456p4p +4p' },
  },
  { id: 'all-honours', example: { hand: '[111z] 222z555z666z7z +7z' }, near: { hand: '[111z] 222z555z666z1m +1m' } },
  { id: 'heavenly-twins', example: { hand: '1199m1199p11z55z7z +7z' }, near: { hand: '1199m1188p11z55z7z +7z' } },
  { id: 'earthly-twins', example: { hand: '1133m5577p22s115z +5z' }, near: { hand: '112233m555p22s11z +1z' } },
  { id: 'all-terminals', example: { hand: '[111m] 999m111p999p1s +1s' }, near: { hand: '[111m] 999m111p999p1z +1z' } },
  {
    id: 'all-kongs',
    example: { hand: '[1111m] [2222p] (3333s) [4444z] 5z +5z' },
    near: { hand: '[1111m] [2222p] (3333s) 444z 5z +5z' },
  },
  {
    id: 'plucking-the-moon',
    example: { hand: PLAIN, situation: { win: 'self-draw', lastTile: true } },
    near: { hand: PLAIN, situation: { lastTile: true } },
  },
  { id: 'jade-dragon', example: { hand: '[666z] 111s222s333s4s +4s' }, near: { hand: '[666z] 111s222s345s4s +4s' } },
  { id: 'ruby-dragon', example: { hand: '[777z] 111m222m333m4m +4m' }, near: { hand: '[777z] 111m222m333m4p +4p' } },
  { id: 'pearl-dragon', example: { hand: '[555z] 111p222p333p4p +4p' }, near: { hand: '[555z] 111p222p333p6z +6z' } },
  {
    id: 'heavenly-ladder',
    example: { hand: '[4444s] 333m555m666p2p +2p' },
    near: { hand: '[4444s] 333m555m666p8p +8p' },
  },
  { id: 'winding-snake', example: { hand: '[111m] 333m555m777m9m +9m' }, near: { hand: '[111m] 333m555m777m8m +8m' } },
];
