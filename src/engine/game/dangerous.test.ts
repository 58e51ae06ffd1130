// "Gefährliches Spiel" at the table (docs/rules/hke-dangerous-play.md): the game records who
// supplied the third dragon set or the fourth set, and whether a discarder had no choice; the
// HKE scorer turns that into payments. Every case of the text, played through.
import { describe, expect, test } from 'vitest';
import { discardUnclaimed, drawAndDiscard, pass, play, T, table, thirdDragon, type TableSpec } from './fixture.ts';

const options = { dangerousPlay: true };

describe('the supplier of the third dragon set', () => {
  test('the claimed pung is marked as supplied by East', () => {
    const h = thirdDragon('7z123p456p789p1234s', '111222333444m5m', '1z 2z 3z 9p');
    expect(h.players[3]!.melds.at(-1)).toEqual({
      kind: 'pung',
      tile: T('7z'),
      concealed: false,
      from: 0,
      claimed: T('7z'),
      supplied: 'third-dragon',
    });
  });

  test('North draws the winning tile: East pays for all, six times the points', () => {
    let h = thirdDragon('7z123p456p789p1234s', '111222333444m5m', '1z 2z 3z 9p');
    h = drawAndDiscard(drawAndDiscard(drawAndDiscard(h, 0, '1z'), 1, '2z'), 2, '3z');
    h = play(h, { type: 'draw', seat: 3 }, { type: 'mahjong', seat: 3 });
    expect(h.result).toMatchObject({
      outcome: 'win',
      limit: 'big-three-dragons',
      liable: 'E',
      situation: { liable: { seat: 'E', why: 'third-dragon' } },
    });
    expect(h.result!.payments).toEqual({ E: -384, S: 0, W: 0, N: 384 });
  });

  test('another player discards the winning tile: supplier and discarder pay double each', () => {
    let h = thirdDragon('7z123p456p789p1234s', '111222333444m9p', '1z 2z 3z');
    h = drawAndDiscard(drawAndDiscard(h, 0, '1z'), 1, '2z');
    h = play(h, { type: 'draw', seat: 2 }, { type: 'discard', seat: 2, tile: T('9p') }, pass(0), pass(1), {
      type: 'mahjong',
      seat: 3,
    });
    expect(h.result!.payments).toEqual({ E: -128, S: 0, W: -128, N: 256 });
  });

  test('the supplier discards the winning tile too: four times the points', () => {
    let h = thirdDragon('7z9p23p456p789p1234s', '111222333444m5m', '1z');
    h = play(h, { type: 'draw', seat: 0 }, { type: 'discard', seat: 0, tile: T('9p') }, pass(1), pass(2), {
      type: 'mahjong',
      seat: 3,
    });
    expect(h.result!.payments).toEqual({ E: -256, S: 0, W: 0, N: 256 });
  });

  test('without the option nothing is marked and everyone pays the usual share', () => {
    const spec: TableSpec = {
      seats: ['7z123p456p789p1234s', '111222333444s5s', '111222333444m5m', '[555z] [666z] 77z123m99p'],
      discards: { E: '1z' },
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4s') },
    };
    const h = play(table(spec), { type: 'discard', seat: 0, tile: T('7z') }, pass(1), pass(2), {
      type: 'pung',
      seat: 3,
    });
    expect(h.players[3]!.melds.at(-1)!.supplied).toBeUndefined();
  });
});

describe('"no choice": a discarder who held only dangerous tiles is not liable', () => {
  // South shows three bamboo pungs (every bamboo is dangerous), North two dragon pungs.
  test('the supplier case: East held nothing but red dragons and bamboo', () => {
    const spec: TableSpec = {
      seats: ['77z444555666s789s', '[111s] [222s] [333s] 1234m', '111222333444p5p', '[555z] [666z] 77z123m99p'],
      discards: { E: '1z' },
      next: '1z 2z 3z 9p',
      options,
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('9s') },
    };
    let h = play(table(spec), { type: 'discard', seat: 0, tile: T('7z') });
    expect(h.players[0]!.discards.at(-1)).toEqual({ tile: T('7z'), noChoice: true });
    h = play(h, pass(1), pass(2), { type: 'pung', seat: 3 });
    expect(h.players[3]!.melds.at(-1)!.supplied).toBeUndefined();
    h = drawAndDiscard(drawAndDiscard(drawAndDiscard(discardUnclaimed(h, 3, '9p'), 0, '1z'), 1, '2z'), 2, '3z');
    h = play(h, { type: 'draw', seat: 3 }, { type: 'mahjong', seat: 3 });
    expect(h.result).toMatchObject({
      limit: 'big-three-dragons',
      liable: null,
      payments: { E: -128, S: -128, W: -128, N: 384 },
    });
  });

  // West discards the red dragon to North's two dragon pungs: little three dragons, 7 fan, 32 points.
  const discarderCase = (west: string) =>
    play(
      table({
        seats: ['111222333444p5p', '[111s] [222s] [333s] 1234m', west, '[555z] [666z] 7z123m456p'],
        discards: { E: '9p' },
        options,
        phase: { kind: 'turn', seat: 2, source: 'wall', drawn: T('7s') },
      }),
      { type: 'discard', seat: 2, tile: T('7z') },
      pass(0),
      pass(1),
      { type: 'mahjong', seat: 3 },
    );

  test('with a choice, the discarder pays for all (four times)', () => {
    const h = discarderCase('7z444555666777s1m');
    expect(h.result).toMatchObject({ fan: 7, points: 32, liable: 'W', payments: { E: 0, S: 0, W: -128, N: 128 } });
  });

  test('with no choice, the usual payments', () => {
    const h = discarderCase('7z444555666777s8s');
    expect(h.result).toMatchObject({ fan: 7, liable: null, payments: { E: -32, S: -32, W: -64, N: 128 } });
  });
});

test('the supplier of the fourth wind set pays for a self-drawn big four winds', () => {
  const spec: TableSpec = {
    seats: ['111222333444s5s', '4z123m456m789m1234p', '555666777888s9s', '[111z] [222z] [333z] 44z5p9p'],
    discards: { E: '9m' },
    next: '5z 6z 7z 5p',
    options,
    phase: { kind: 'turn', seat: 1, source: 'wall', drawn: T('4p') },
  };
  let h = play(table(spec), { type: 'discard', seat: 1, tile: T('4z') }, pass(2), { type: 'pung', seat: 3 }, pass(0));
  expect(h.players[3]!.melds.at(-1)).toMatchObject({ from: 1, supplied: 'fourth-set' });
  h = drawAndDiscard(drawAndDiscard(drawAndDiscard(discardUnclaimed(h, 3, '9p'), 0, '5z'), 1, '6z'), 2, '7z');
  h = play(h, { type: 'draw', seat: 3 }, { type: 'mahjong', seat: 3 });
  expect(h.result).toMatchObject({ limit: 'big-four-winds', liable: 'S', payments: { E: 0, S: -384, W: 0, N: 384 } });
});
