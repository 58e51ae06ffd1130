import { describe, expect, test } from 'vitest';
import { parseHand } from '../notation/hand-notation.ts';
import { handProblem } from './explain.ts';
import { fanChoices, judgeFanSteps } from './fan-items.ts';
import { expectedItems } from './judge-fan.ts';
import { generatePuzzle } from './generate.ts';
import type { FanPuzzle, ValidPuzzle } from './types.ts';

const FAN_RULES = ['hke', 'hk-modern', 'hk-simple'] as const;

describe('fan choices with their fan', () => {
  // Oracle: ticking exactly the score's items (repeats by count) and giving its total is right.
  test.each(FAN_RULES)('%s: every item of the score is offered with the fan the score gave it', (rules) => {
    for (let seed = 0; seed < 40; seed++)
      for (const level of [1, 2, 3] as const) {
        const p = generatePuzzle({ type: 'fan', level, rules, seed }) as FanPuzzle;
        const choices = fanChoices(p);
        const byId = new Map(choices.map((c) => [c.id, c]));
        for (const i of p.answer.items) expect(byId.get(String(i.id))?.fan, `${p.notation} ${i.id}`).toBe(i.fan);
        for (const l of p.answer.limits) expect(byId.get(l)?.fan).toBe('limit');
        // A repeated item is one the form lets the learner count more than once.
        const ids = expectedItems(p.answer);
        for (const id of ids) if (ids.indexOf(id) !== ids.lastIndexOf(id)) expect(byId.get(id)?.repeats).toBe(true);
        const total =
          p.answer.limit !== null ? { kind: 'limit' as const } : { kind: 'fan' as const, fan: p.answer.fan };
        expect(judgeFanSteps(p, ids, total).right).toBe(true);
      }
  });

  test('classic scores in points: no item-by-item choices', () => {
    const p = generatePuzzle({ type: 'fan', level: 1, rules: 'classic', seed: 3 }) as FanPuzzle;
    expect(fanChoices(p)).toEqual([]);
  });
});

describe('what is wrong with a hand', () => {
  test.each([
    ['123m 456m 789m 123p 55p', null, []],
    ['123m 456m 789m 123p 5p', 13, []],
    // The parser refuses a fifth copy, so the test adds one more 1m to a parsed hand.
    ['1111m 456m 789m 123p 5p', 15, [{ tile: '1m', count: 5 }]],
  ] as const)('%s: count %s, copies %j', (notation, count, copies) => {
    const h = parseHand(notation);
    if (!h.ok) throw new Error(notation);
    const hand = copies.length ? { ...h.value, concealed: [h.value.concealed[0]!, ...h.value.concealed] } : h.value;
    expect(handProblem({ hand })).toEqual({ count, copies });
  });

  test('generated fifth-copy hands name a tile held five times', () => {
    let seen = 0;
    for (let seed = 0; seed < 300 && seen < 10; seed++) {
      const p = generatePuzzle({ type: 'valid', level: 1, rules: 'hke', seed }) as ValidPuzzle;
      if (p.answer.reason !== 'too-many-copies') continue;
      seen++;
      expect(handProblem(p).copies.length, p.notation).toBeGreaterThan(0);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
