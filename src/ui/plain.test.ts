import { describe, expect, test } from 'vitest';
import { decompose } from '../engine/decompose.ts';
import { parseHand } from '../engine/notation/hand-notation.ts';
import { handLayout, plainReading } from './plain.ts';

const hand = (text: string) => {
  const h = parseHand(text);
  if (!h.ok) throw new Error(text);
  return h.value;
};

describe('handLayout', () => {
  test('concealed tiles, declared sets, bonus tiles and the winning tile as codes', () => {
    expect(handLayout(hand('123m45s11z [555p] (7777s) 1f +3s'))).toEqual({
      concealed: ['1m', '2m', '3m', '4s', '5s', '1z', '1z'],
      melds: [
        { kind: 'pung', tiles: ['5p', '5p', '5p'], concealed: false },
        { kind: 'kong', tiles: ['7s', '7s', '7s', '7s'], concealed: true },
      ],
      bonus: ['1f'],
      winning: '3s',
    });
  });
});

describe('plainReading', () => {
  test('spells every block out; declared sets keep their flags', () => {
    const [reading] = decompose(hand('123m45s11z [555p] (7777s) 1f +3s')).map(plainReading);
    expect(reading?.blocks.map((b) => [b.kind, b.tiles.join(''), b.declared, b.concealed])).toEqual([
      ['pung', '5p5p5p', true, false],
      ['kong', '7s7s7s7s', true, true],
      ['chow', '1m2m3m', false, true],
      ['chow', '3s4s5s', false, true],
      ['pair', '1z1z', false, true],
    ]);
  });
});
