import { describe, expect, test } from 'vitest';
import { compassSentences, readCompass, type CompassOptions, type CompassProps } from './compass.ts';
import { compassSvg } from './svg.ts';

const PLAIN: CompassOptions = { highlight: [], from: null, to: null, you: null };
const LABELS = { seat: { 0: 'East', 1: 'South', 2: 'West', 3: 'North' }, you: 'you', discard: 'discard' } as const;
const count = (s: string, needle: RegExp): number => s.match(needle)?.length ?? 0;

describe('readCompass: props as an author writes them', () => {
  test.each<[string, CompassProps, CompassOptions]>([
    ['nothing', {}, PLAIN],
    ['one seat framed', { highlight: 'W' }, { ...PLAIN, highlight: [2] }],
    ['two seats framed', { highlight: 'W N' }, { ...PLAIN, highlight: [2, 3] }],
    ['West discards', { from: 'W' }, { ...PLAIN, from: 2 }],
    ["West's discard to North", { from: 'W', to: 'N' }, { ...PLAIN, from: 2, to: 3 }],
    ['you are East', { from: 'W', you: 'E' }, { ...PLAIN, from: 2, you: 0 }],
  ])('%s', (_, props, expected) => {
    expect(readCompass(props)).toEqual({ ok: true, value: expected });
  });

  test.each<[string, CompassProps, RegExp]>([
    ['a seat name instead of a letter', { highlight: 'West' }, /highlight must be seat letters/],
    ['a seat twice', { highlight: 'W W' }, /each once/],
    ['lower case', { from: 'w' }, /from must be one of E, S, W, N/],
    ['to without from', { to: 'N' }, /to needs from/],
    ['to the discarder', { from: 'N', to: 'N' }, /two different seats/],
    ['not a string', { you: 1 }, /you must be one of/],
  ])('refused: %s', (_, props, message) => {
    const r = readCompass(props);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

describe('what the caption says', () => {
  const keys = (o: CompassOptions) => compassSentences(o).map((s) => s.key);
  test('always the turn order; the chow rule only when the picture shows nothing else', () => {
    expect(keys(PLAIN)).toEqual(['compass.turns', 'compass.chow']);
    expect(keys({ ...PLAIN, from: 2 })).toEqual(['compass.turns', 'compass.discards']);
    expect(keys({ ...PLAIN, from: 2, to: 3 })).toEqual(['compass.turns', 'compass.discardTo']);
    expect(keys({ ...PLAIN, from: 2, you: 0, highlight: [1] })).toEqual([
      'compass.turns',
      'compass.you',
      'compass.discards',
      'compass.marked',
    ]);
  });
});

describe('the picture', () => {
  test('four wind tiles and four turn arrows, nothing else by default', () => {
    const svg = compassSvg(PLAIN, LABELS);
    for (const z of ['1z', '2z', '3z', '4z']) expect(svg).toContain(`#t-${z}"`);
    expect(count(svg, /class="fl-compass-turn"/g)).toBe(4);
    expect(svg).not.toContain('fl-compass-discard');
    expect(svg).not.toContain('fl-compass-frame');
  });

  test('a discard arrow with its word, frames and the "you" mark when asked', () => {
    const svg = compassSvg({ highlight: [1, 3], from: 2, to: 3, you: 0 }, LABELS);
    expect(count(svg, /class="fl-compass-discard"/g)).toBe(1);
    expect(svg).toContain('>discard</text>');
    expect(count(svg, /class="fl-compass-frame"/g)).toBe(2);
    expect(svg).toContain('>(you)</text>');
  });

  // Turn order runs E → S → W → N: each curve starts beside a seat and ends beside the next one,
  // anticlockwise on screen (East at the bottom, South on the right).
  test('each turn arrow ends on the side of the next seat', () => {
    const ends = [
      ...compassSvg(PLAIN, LABELS).matchAll(
        /class="fl-compass-turn" d="M(-?[\d.]+) (-?[\d.]+)Q[^ ]+ [^ ]+ (-?[\d.]+) (-?[\d.]+)"/g,
      ),
    ].map((m) => m.slice(1).map(Number));
    const side = ([x, y]: number[]) => (Math.abs(x!) > Math.abs(y!) ? (x! > 0 ? 'S' : 'N') : y! > 0 ? 'E' : 'W');
    expect(ends.map(([x0, y0, x1, y1]) => `${side([x0!, y0!])}→${side([x1!, y1!])}`)).toEqual([
      'E→S',
      'S→W',
      'W→N',
      'N→E',
    ]);
  });
});
