// The guided first hand: followed step by step it reaches Mah-Jongg; at every step every other
// move the learner could make is not played and comes with its reason; a saved place resumes to
// the same table. The moves tried are every action the engine knows of at that moment (its legal
// ones, and the forbidden ones the buttons offer), not a list written for the test.
import { describe, expect, test } from 'vitest';
import { legalHandActions, type HandState } from '../../engine/game/index.ts';
import { makeBonus, makeTile, type Wind } from '../../engine/tiles.ts';
import { dictionary, LANGS } from '../../words/index.ts';
import { TILE_CASES, tileWords } from '../../words/tile-names.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { FIRST_HAND, GUIDED_SCRIPTS } from './first-hand.ts';
import { actionOf, guidedMove, isDone, matches, resumeGuided, startGuided, type GuidedMove } from './guided.ts';
import type { GuidedScript } from './script.ts';

const SOUTH = 1 as Wind;

/** Every move the table's buttons can make at this moment: each tile held, each claim, each call. */
function candidates(h: HandState, seat: Wind): GuidedMove[] {
  const held = [...new Set(h.players[seat]!.concealed)];
  const legal = legalHandActions(h, seat).map(({ seat: _s, ...m }) => m as GuidedMove);
  const tried: GuidedMove[] = [
    { type: 'draw' },
    { type: 'pass' },
    { type: 'pung' },
    { type: 'kong' },
    { type: 'mahjong' },
    ...held.map((tile) => ({ type: 'discard' as const, tile })),
    ...held.map((tile) => ({ type: 'concealed-kong' as const, tile })),
    ...held.map((tile) => ({ type: 'chow' as const, tile })),
  ];
  return [...legal, ...tried];
}

function follow(script: GuidedScript) {
  let s = startGuided(script);
  if (s === null) throw new Error('the deal does not lay out');
  const seen: { step: number; others: number }[] = [];
  for (const [k, step] of script.steps.entries()) {
    expect(s.step).toBe(k);
    let others = 0;
    for (const m of candidates(s.hand, SOUTH)) {
      if (matches(step.expect, m)) continue;
      const after = guidedMove(script, s, m);
      // Not played: the table is unchanged, the step too, and the learner is told why.
      expect(after.hand).toBe(s.hand);
      expect(after.step).toBe(k);
      expect(after.note).not.toBeNull();
      others++;
    }
    seen.push({ step: k, others });
    const { seat: _seat, ...move } = actionOf(step.expect, SOUTH);
    const next = guidedMove(script, s, move as GuidedMove);
    expect(next.note, `step ${k} (${step.say}) is refused: ${JSON.stringify(next.note)}`).toBeNull();
    expect(next.step).toBe(k + 1);
    s = next;
  }
  return { s, seen };
}

describe.each(Object.values(GUIDED_SCRIPTS))('guided hand $id', (script) => {
  test('followed step by step, it ends in the learner’s Mah-Jongg', () => {
    const { s } = follow(script);
    expect(isDone(script, s)).toBe(true);
    expect(s.hand.result?.outcome).toBe('win');
    expect(s.hand.result?.seat).toBe(script.learner);
  });

  test('every other move is explained and not played, at every step', () => {
    const { seen } = follow(script);
    expect(seen.every((x) => x.others > 0)).toBe(true);
  });

  test('a saved place resumes to the same table', () => {
    let s = startGuided(script)!;
    for (let k = 0; k < script.steps.length; k++) {
      expect(resumeGuided(script, k)!.hand).toEqual(s.hand);
      const { seat: _seat, ...move } = actionOf(script.steps[k]!.expect, SOUTH);
      s = guidedMove(script, s, move as GuidedMove);
    }
  });

  test('at most 40 actions, and every highlighted tile is on the table at its step', () => {
    expect(script.steps.length).toBeLessThanOrEqual(40);
    let s = startGuided(script)!;
    for (const step of script.steps) {
      const p = s.hand.phase;
      const visible = new Set([
        ...s.hand.players[SOUTH]!.concealed.map(makeTile),
        ...(p.kind === 'claims' ? [makeTile(p.tile)] : []),
        ...s.hand.players[SOUTH]!.bonus.map((b) => makeBonus(b)),
      ]);
      if (step.expect.type !== 'draw')
        for (const t of step.highlight) expect(visible, `${step.say}: ${t}`).toContain(t);
      const { seat: _seat, ...move } = actionOf(step.expect, SOUTH);
      s = guidedMove(script, s, move as GuidedMove);
    }
  });
});

test('the refused chow is refused by the rule of the left-hand player', () => {
  const k = FIRST_HAND.steps.findIndex((s) => s.refused);
  const s = resumeGuided(FIRST_HAND, k)!;
  const { seat: _seat, ...move } = actionOf(FIRST_HAND.steps[k]!.expect, SOUTH);
  const after = guidedMove(FIRST_HAND, s, move as GuidedMove);
  expect(after.lesson).toMatchObject({ kind: 'refused', code: 'chow-not-from-left' });
  expect(after.hand).toBe(s.hand);
});

/** Words that name a tile not as the table does: "the 9 Dots" / "die 5 Kreise" (reads as five
 * tiles), "flower 2" without its name, a run with hyphens ("3-4-5"), "your fourth 9 Characters". */
const MISNAMED = {
  en: /\bthe \d|\bflower \d|\bFlower \d(?! \()|\d-\d|\b(first|second|third|fourth) \d/,
  de: /\b(die|der|den|dem|deine|deiner) \d|\bBlume \d(?! \()|\d-\d|\b(erste|zweite|dritte|vierte) \d/,
} as const;

test.each([...LANGS])('every guided sentence names its tiles as the table does (%s)', (lang) => {
  const t = dictionary(lang);
  const keys = Object.keys(t).filter((k) => k.startsWith('guided.first.'));
  expect(keys.length).toBeGreaterThan(10);
  for (const k of keys) expect(t[k], k).not.toMatch(MISNAMED[lang]);
  // Each highlighted tile is named in a form of the tile vocabulary, or as part of a run ("3–4–5 Dots").
  for (const step of FIRST_HAND.steps) {
    const said = t[`guided.${FIRST_HAND.id}.${step.say}`]!;
    for (const code of step.highlight) {
      const forms = TILE_CASES.map((c) => tileWords(code as TileCode, lang)[c]);
      const run = [...said.matchAll(/(\d)–(\d)–(\d) (\p{L}+)/gu)].some(
        (m) => m.slice(1, 4).includes(code[0]!) && forms.some((f) => f.endsWith(m[4]!)),
      );
      expect(forms.some((f) => said.includes(f)) || run, `${step.say}: ${code}`).toBe(true);
    }
  }
});

/** "You don't draw", said after a claim; a claim in general (a kong draws a replacement, HKE 47). */
const NO_DRAW = { en: /don’t draw/, de: /ziehst du nicht/ } as const;
const ANY_CLAIM = { en: /\bclaims?\b/, de: /Nehmen/ } as const;
const PUNG_OR_CHOW = { en: 'pung or chow', de: 'Pong oder Tschau' } as const;

test.each([...LANGS])('"you don’t draw" is said only of a pung or chow just taken (%s)', (lang) => {
  const t = dictionary(lang);
  const said = FIRST_HAND.steps.map((step) => t[`guided.${FIRST_HAND.id}.${step.say}`]!);
  const noDraw = FIRST_HAND.steps.flatMap((_, k) => (NO_DRAW[lang].test(said[k]!) ? [k] : []));
  expect(noDraw.length).toBe(2);
  for (const k of noDraw) {
    // The step before took a pung or chow, and this one asks for a discard, not a draw.
    expect([FIRST_HAND.steps[k - 1]!.expect.type, FIRST_HAND.steps[k]!.expect.type]).toEqual([
      expect.stringMatching(/^(pung|chow)$/),
      'discard',
    ]);
    expect(said[k]).toContain(PUNG_OR_CHOW[lang]);
    expect(said[k]).not.toMatch(ANY_CLAIM[lang]);
  }
});
