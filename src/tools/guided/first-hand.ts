// The guided first hand. The learner sits South, so East (on the left) discards first and is the
// one player whose discards the learner may chow. In order the learner meets: drawing and
// discarding, a flower and its replacement, a chow refused from West and one taken from East, a
// pung out of turn from North, a concealed kong and its replacement, waiting on 4 or 7
// characters, and Mah-Jongg on West's 7 characters:
//   [345p] [777s] [9999m] 567m 55z
// The others only pass and throw the tile they drew (East first throws the red dragon), so the
// draws below are also their discards, in turn order.
import type { GuidedScript } from './script.ts';

export const FIRST_HAND: GuidedScript = {
  id: 'first',
  learner: 'S',
  options: { minFan: 0, dangerousPlay: false, changeSeats: false },
  deal: {
    dealt: {
      E: '11223m44668p258s7z',
      S: '56999m349p177s15z',
      W: '3448m1227p3669s6z',
      N: '2358m1137p1455s4z',
    },
    draws: [
      // round 1: South, West, North (East holds 14 and begins by discarding)
      '3z',
      '2s',
      '8p',
      // round 2: East, South (a flower: its replacement is the dead wall's first tile), West, North
      '1m',
      '2f',
      '5p',
      '2m',
      // round 3: East (South chows), West, North (South pungs)
      '5p',
      '4s',
      '7s',
      // round 4: West, North, East, South (the fourth 9 characters), West
      '3s',
      '6p',
      '8s',
      '9m',
      '7m',
    ],
    replacements: ['6z', '5z'],
    dice: [3, 4],
  },
  steps: [
    { expect: { type: 'draw' }, say: 'draw', highlight: [] },
    { expect: { type: 'discard', tile: '9p' }, say: 'discard', highlight: ['9p'] },
    { expect: { type: 'draw' }, say: 'drawAgain', highlight: [] },
    { expect: { type: 'discard', tile: '1z' }, say: 'flower', highlight: ['1z', '2f'] },
    { expect: { type: 'chow', tile: '3p' }, say: 'chowTry', highlight: ['3p', '4p', '5p'], refused: true, on: '5p' },
    { expect: { type: 'pass' }, say: 'chowPass', highlight: [] },
    { expect: { type: 'chow', tile: '3p' }, say: 'chow', highlight: ['3p', '4p', '5p'] },
    { expect: { type: 'discard', tile: '3z' }, say: 'afterChow', highlight: ['3z'] },
    { expect: { type: 'pung' }, say: 'pung', highlight: ['7s'] },
    { expect: { type: 'discard', tile: '6z' }, say: 'afterPung', highlight: ['6z'] },
    { expect: { type: 'draw' }, say: 'drawKong', highlight: [] },
    { expect: { type: 'concealed-kong', tile: '9m' }, say: 'kong', highlight: ['9m'] },
    { expect: { type: 'discard', tile: '1s' }, say: 'wait', highlight: ['1s'] },
    { expect: { type: 'mahjong' }, say: 'win', highlight: ['7m'] },
  ],
};

/** Every guided hand, by id. */
export const GUIDED_SCRIPTS: Readonly<Record<string, GuidedScript>> = { [FIRST_HAND.id]: FIRST_HAND };
