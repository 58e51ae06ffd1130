// What the entry says before "Add", in both languages: the engine's figures (computeSheet) put
// into words. The figures are recounted here from the rules (docs/rules/hke.md): HKE points
// 2 fan: 4, 3 fan: 8; on a discard the discarder pays double, the others single; a false
// Mah-Jongg costs 16 to each other player; East passes unless East wins.
import { describe, expect, test } from 'vitest';
import { checkEntry, type EntryProblem } from './entry-check.ts';
import { entryStrings } from './data.build.ts';
import type { EntryAction } from './entry.ts';
import { outcomeOf, type OutcomeProblem } from './outcome.ts';
import { outcomeText, problemText, saidText, whyQuestion } from './strings.ts';
import { ANNA, BEN, CARL, DORA, FRESH, ctxOf, engine, run, sheetOf, tileTaps } from './test-setup.ts';

const en = entryStrings('en');
const de = entryStrings('de');
const hke = ctxOf();
const benOnAnna: EntryAction[] = [
  { type: 'player', player: BEN },
  { type: 'how', win: 'discard', from: ANNA },
];

/** The sentence in both languages after `actions`, as the view shows it before "Add". */
function said(actions: EntryAction[], ctx = hke) {
  const r = checkEntry(engine, ctx, run(ctx, actions));
  if (!r.ok) throw new Error(r.problem.kind);
  const o = outcomeOf(engine, ctx.sheet, r.hand);
  if (!o.ok) throw new Error(o.problem.kind);
  return { en: outcomeText(en, ctx.sheet.players, o.outcome), de: outcomeText(de, ctx.sheet.players, o.outcome) };
}

const points = { 2: 4, 3: 8 } as const;

test('a discard win by fan: value, who pays what, who deals next', () => {
  const p = points[3];
  expect(said([...benOnAnna, { type: 'fan', text: '3' }])).toEqual({
    en: `Ben wins on Anna’s discard: 3 fan, ${p} points. Anna pays ${2 * p}, Carl and Dora pay ${p} each. The deal passes: Ben is East next.`,
    de: `Ben gewinnt mit dem Abwurf von Anna: 3 Fan, ${p} Punkte. Anna zahlt ${2 * p}, Carl und Dora zahlen je ${p}. Ost wechselt: Als Nächstes ist Ben Ost.`,
  });
});

test('a hand by tiles: the patterns the engine scored, with their fan', () => {
  const tiles = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '2p', '3p', '5p', '5p'];
  const p = points[2];
  const s = said([...benOnAnna, { type: 'mode', mode: 'tiles' }, ...tileTaps(tiles)]);
  expect(s.en).toBe(
    `Ben wins on Anna’s discard: 2 fan, ${p} points. Anna pays ${2 * p}, Carl and Dora pay ${p} each. ` +
      'Scored: No flowers or seasons 1, All chows 1. The deal passes: Ben is East next.',
  );
  expect(s.de).toContain(
    'Gewertet: No Flowers nor Seasons (weder Blumen noch Jahreszeiten) 1, All Chows (nur Tschaus) 1.',
  );
});

test('East wins by self-draw and stays East; all three pay double', () => {
  const p = points[3];
  expect(
    said([
      { type: 'player', player: ANNA },
      { type: 'how', win: 'self-draw' },
      { type: 'fan', text: '3' },
    ]).en,
  ).toBe(`Anna wins by self-draw: 3 fan, ${p} points. Ben, Carl and Dora pay ${2 * p} each. Anna stays East.`);
});

test('a false Mah-Jongg: the penalty, and the deal passes as HKE says', () => {
  expect(
    said([
      { type: 'result', result: 'false-mahjong' },
      { type: 'player', player: CARL },
    ]),
  ).toEqual({
    en: 'Carl called a false Mah-Jongg and pays each other player 16, the penalty under HKE. The deal passes: Ben is East next.',
    de: 'Carl hat ein falsches Mah-Jongg gerufen und zahlt jedem anderen Spieler 16, die Strafe nach HKE. Ost wechselt: Als Nächstes ist Ben Ost.',
  });
});

test('a draw game under HKE: nobody pays, the deal passes', () => {
  expect(said([{ type: 'result', result: 'draw' }]).en).toBe(
    'Draw game: nobody pays. The deal passes: Ben is East next.',
  );
});

test('editing the first of two hands: the hand after it says who is East next', () => {
  const sheet = sheetOf();
  const first = { kind: 'draw', id: 'a', at: '2026-11-28T19:00:00.000Z' } as const;
  const second = { kind: 'draw', id: 'b', at: '2026-11-28T19:10:00.000Z' } as const;
  const ctx = { ...hke, sheet: { ...sheet, hands: [first, second] } };
  const win = checkEntry(
    engine,
    ctx,
    run(ctx, [...benOnAnna, { type: 'fan', text: '3' }], { ...run(ctx, []), id: 'a' }),
  );
  const o = win.ok ? outcomeOf(engine, ctx.sheet, win.hand) : null;
  // Ben won the first hand, so Ben deals the second and, after its draw, Carl the third.
  expect(o?.ok && o.outcome.east).toBe(BEN);
});

test('a hand by tiles below hk-modern’s minimum is no win, said in words', () => {
  const ctx = ctxOf({ rules: 'hk-modern', options: {} });
  const tiles = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '2p', '3p', '5p', '5p'];
  const r = checkEntry(engine, ctx, run(ctx, [...benOnAnna, { type: 'mode', mode: 'tiles' }, ...tileTaps(tiles)]));
  const o = r.ok ? outcomeOf(engine, ctx.sheet, r.hand) : null;
  expect(o).toEqual({ ok: false, problem: { kind: 'not-a-win', rules: 'hk-modern' } });
  expect(o && !o.ok && problemText(en, o.problem, 'Ben', 'en')).toContain(
    'This hand is no win under the modern Hong Kong rules',
  );
});

test('while the value is missing, who won and how comes before what is still needed', () => {
  const state = run(hke, benOnAnna);
  const checked = checkEntry(engine, hke, state);
  expect(saidText(en, 'en', hke.sheet.players, state, checked, null)).toBe(
    'Ben wins on Anna’s discard. Choose the fan of the hand, or “Limit hand”.',
  );
  expect(saidText(de, 'de', hke.sheet.players, state, checked, null)).toBe(
    'Ben gewinnt mit dem Abwurf von Anna. Wähl die Fan der Hand oder „Limithand“.',
  );
  const robbing = run(hke, [...benOnAnna, { type: 'how', win: 'robbing-kong' }]);
  expect(saidText(en, 'en', hke.sheet.players, robbing, checkEntry(engine, hke, robbing), null)).toBe(
    'Choose whose kong Ben robbed.',
  );
});

describe('every refusal reads as a whole sentence in both languages', () => {
  const problems: (EntryProblem | OutcomeProblem)[] = [
    { kind: 'loading' },
    { kind: 'no-winner' },
    { kind: 'no-caller' },
    { kind: 'no-how' },
    { kind: 'no-from' },
    { kind: 'impossible', reason: 'earth-not-from-east' },
    { kind: 'no-why' },
    { kind: 'liable-not-here' },
    { kind: 'no-fan' },
    { kind: 'fan-range', min: 0, max: 35 },
    { kind: 'below-minimum', min: 3 },
    { kind: 'no-points' },
    { kind: 'points-range', min: 1, max: 2000 },
    { kind: 'no-patterns' },
    { kind: 'tiles', status: { kind: 'building', count: 3, missing: 11 } },
    { kind: 'not-a-win', rules: 'hke' },
    { kind: 'not-scored', error: { code: 'not-complete-hand' } },
  ];
  test.each(problems.flatMap((p) => [['en', p] as const, ['de', p] as const]))('%s %o', (lang, p) => {
    const text = problemText(lang === 'en' ? en : de, p, 'Ben', lang);
    expect(text).not.toMatch(/[{}]|undefined/);
    expect(text).toMatch(/^[A-ZÄÖÜ].*[.:]$|^[A-ZÄÖÜ].*\.$/);
  });
});

describe('the second rule set, said beside the main one', () => {
  const withClassic = { ...hke, sheet: { ...hke.sheet, second: { rules: 'classic', options: {} } } } as const;
  const tiles = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '2p', '3p', '5p', '5p'];

  test('a quick entry cannot be compared', () => {
    const s = said([...benOnAnna, { type: 'fan', text: '3' }], withClassic);
    expect(s.en).toMatch(
      / This hand cannot be scored under the classic rules for comparison: it is entered without tiles\.$/,
    );
    expect(s.de).toMatch(
      / Zum Vergleich lässt sich das Spiel nach den klassischen Regeln nicht werten: Es ist ohne Steine eingetragen\.$/,
    );
  });

  test("a hand by tiles: classic's value and payments, as classic's own scoring gives them", () => {
    // The same hand scored directly under classic: Ben (South) on Anna's (East) discard.
    const hand = engine.parseHand('123456789m1235p +5p');
    const sit = { seat: 1, round: 0, win: 'discard', from: 0, lastTile: false, heaven: false, earth: false } as const;
    const sc = hand.ok ? engine.score(hand.value, sit, { rules: 'classic' }) : null;
    if (!sc?.ok) throw new Error('classic cannot score the test hand');
    const pay = sc.value.payments;
    const s = said([...benOnAnna, { type: 'mode', mode: 'tiles' }, ...tileTaps(tiles)], withClassic);
    const payers = [
      [pay.E, 'Anna'],
      [pay.W, 'Carl'],
      [pay.N, 'Dora'],
    ].filter(([p]) => Number(p) < 0);
    expect(payers.length).toBeGreaterThan(0);
    expect(s.en).toContain(`For comparison, under the classic rules: ${sc.value.points} points; `);
    for (const [p, name] of payers) expect(s.en).toMatch(new RegExp(`${name}[^.;]* ${-Number(p)}`));
  });
});

describe('the end of the evening', () => {
  test('a hand that leaves a player below nothing ends it', () => {
    // Everyone starts with 10; Anna pays 16 for Ben's 3 fan on her discard.
    const ctx = { ...hke, sheet: { ...hke.sheet, start: 10 } };
    expect(said([...benOnAnna, { type: 'fan', text: '3' }], ctx).en).toMatch(
      / Anna pays 16, .* This hand ends the evening\.$/,
    );
  });

  test('a hand entered after the end (here: after a player went out) counts nothing, and says so', () => {
    const out = {
      kind: 'win',
      id: 'out',
      winner: BEN,
      win: 'discard',
      from: ANNA,
      lastTile: false,
      heaven: false,
      earth: false,
      value: { by: 'fan', fan: 3, limit: false },
      at: '2026-11-28T19:00:00.000Z',
    } as const;
    const ctx = { ...hke, sheet: { ...hke.sheet, start: 10, hands: [out] } };
    const s = said([{ type: 'result', result: 'draw' }], ctx);
    expect(s.en).toBe('The evening had already ended before this hand, so it counts for nothing.');
    expect(s.de).toBe('Die Partie war vor diesem Spiel schon zu Ende, es zählt also nichts.');
  });
});

test('the liability question names the liable player, then the winner', () => {
  const names = ['Anna', 'Ben', 'Carla', 'Dieter'];
  expect(whyQuestion(en, names, 2, 3)).toBe('What did Carla give Dieter?');
  expect(whyQuestion(de, names, 2, 1)).toBe('Was hat Carla Ben geliefert?');
});

test('a hand worth one point says "1 point", "1 Punkt"', () => {
  // HKE pays 0 fan as 1 point (docs/rules/hke.md).
  const s = said([...benOnAnna, { type: 'fan', text: '0' }]);
  expect(s.en).toContain(': 0 fan, 1 point.');
  expect(s.de).toContain(': 0 Fan, 1 Punkt.');
});

test('liability named on a hand that is none of the listed expensive hands: paid normally, said so', () => {
  // HKE "Gefährliches Spiel": a hand that is not one of the named expensive hands is paid
  // normally ("dann wird normal abgerechnet"). A chow hand with two pungs shown, by tiles: Carl pays double as the
  // discarder, the others single; Anna, named as liable, pays only her share.
  const main = { rules: 'hke' as const, options: { hke: { dangerousPlay: true } } };
  const hand = {
    kind: 'win' as const,
    ...FRESH,
    winner: BEN,
    win: 'discard' as const,
    from: CARL,
    lastTile: false,
    heaven: false,
    earth: false,
    liable: { player: ANNA, why: 'fourth-set' as const },
    value: { by: 'tiles' as const, hand: '123m456p5p [777z] [111s] +5p' },
  };
  const o = outcomeOf(engine, sheetOf(main), hand);
  if (!o.ok) throw new Error(JSON.stringify(o.problem));
  const p = o.outcome.payments;
  expect(p[CARL]).toBe(2 * p[ANNA]!);
  expect(p[ANNA]).toBe(p[DORA]);
  expect(outcomeText(en, sheetOf(main).players, o.outcome)).toContain(
    'Anna does not pay for the others: this hand is none of the expensive hands dangerous play names',
  );
  expect(outcomeText(de, sheetOf(main).players, o.outcome)).toContain('Anna zahlt nicht für die anderen mit');
});
