// The review, tested on seeded hands: a learner who always plays the strong choice is told
// every decision agreed; a planted mistake – a discard that breaks a ready hand, a Mah-Jongg
// not called – is found at its moment, with its kind; a second try with the strong choice
// matches. The learner's moves come from the same evaluation the review uses.
import { describe, expect, test } from 'vitest';
import { legalActions, viewOf, type Action } from '../../engine/game/index.ts';
import { evaluate } from './advisor.ts';
import { createTable, learnerSeat, nextStep, update, type TableState } from './controller.ts';
import { retry, reviewHand, summarize } from './review.ts';

type Policy = (s: TableState, legal: Action[]) => Action;

const strong: Policy = (s, legal) => evaluate(viewOf(s.game.hand, learnerSeat(s.game)), legal, 'strong')[0]!.action;

/** One hand played by the learner's policy; the table at its end. */
function playHand(seed: number, policy: Policy, minFan = 0): TableState {
  let s = createTable(seed, { minFan, dangerousPlay: seed % 2 === 0, changeSeats: false, bot: 'careful', coach: true });
  for (let guard = 0; guard < 3000; guard++) {
    const step = nextStep(s);
    if (step === 'computer') s = update(s, { type: 'advance', all: true });
    else if (step !== 'learner') break;
    else {
      const { seat: _, ...move } = policy(s, legalActions(s.game, learnerSeat(s.game)));
      s = update(s, { type: 'move', move: move as never });
    }
  }
  return s;
}

const review = (s: TableState) => reviewHand(s.game.hand, s.log, learnerSeat(s.game));

/** A policy that plays strong, except once: `plant` picks the mistake (or null to wait for a chance). */
function planting(plant: (s: TableState, legal: Action[], choices: ReturnType<typeof evaluate>) => Action | null) {
  const at = { index: -1 };
  const policy: Policy = (s, legal) => {
    const choices = evaluate(viewOf(s.game.hand, learnerSeat(s.game)), legal, 'strong');
    if (at.index < 0) {
      const a = plant(s, legal, choices);
      if (a !== null) {
        at.index = s.log.length;
        return a;
      }
    }
    return choices[0]!.action;
  };
  return { policy, at };
}

describe('the review', () => {
  test('playing the strong choice every time: every decision agreed, no mistake', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const moments = review(playHand(seed, strong));
      expect(moments.length).toBeGreaterThan(0);
      expect(moments.every((m) => m.agreed && m.mistake === null)).toBe(true);
      expect(summarize(moments)).toMatchObject({ agreed: moments.length, mistakes: 0, biggest: -1 });
    }
  });

  test('a planted discard that breaks a ready hand is found, sized, and a retry with the strong choice matches', () => {
    let found = 0;
    for (let seed = 1; seed <= 60 && found < 5; seed++) {
      const { policy, at } = planting((_, __, choices) => {
        const best = choices[0]!;
        if (best.action.type !== 'discard' || best.reason.before !== 0 || best.reason.after !== 0) return null;
        return choices.find((c) => c.action.type === 'discard' && c.reason.after > 0)?.action ?? null;
      });
      const s = playHand(seed, policy);
      if (at.index < 0) continue;
      found++;
      const moments = review(s);
      const m = moments.find((x) => x.at === at.index)!;
      expect(m.agreed).toBe(false);
      expect(m.mistake).toEqual({ kind: 'broke-ready', size: 1 });
      expect(summarize(moments).biggest).toBeGreaterThanOrEqual(0);
      expect(retry(m, m.choices[0]!.action)).toEqual({ matches: true, mistake: null });
      expect(retry(m, m.yours).matches).toBe(false);
    }
    expect(found).toBe(5);
  });

  test('a planted missed Mah-Jongg is found as the biggest mistake', () => {
    let found = 0;
    for (let seed = 1; seed <= 200 && found < 3; seed++) {
      const { policy, at } = planting((_, legal) =>
        legal.some((a) => a.type === 'mahjong') ? legal.find((a) => a.type !== 'mahjong')! : null,
      );
      const s = playHand(seed, policy);
      if (at.index < 0) continue;
      found++;
      const moments = review(s);
      const i = moments.findIndex((x) => x.at === at.index);
      expect(moments[i]!.mistake).toEqual({ kind: 'win-missed', size: 1 });
      expect(summarize(moments).biggest).toBe(i);
    }
    expect(found).toBe(3);
  });

  test('a planted claim into a hand that cannot reach the fan minimum is found', () => {
    let found = 0;
    for (let seed = 1; seed <= 300 && found < 3; seed++) {
      const { policy, at } = planting((s, _, choices) => {
        if (s.game.hand.phase.kind !== 'claims') return null;
        const min = s.game.options.minFan;
        if (choices[0]!.reason.fan < min) return null;
        const short = choices.find((c) => ['chow', 'pung', 'kong'].includes(c.action.type) && c.reason.fan < min);
        return short?.action ?? null;
      });
      const s = playHand(seed, policy, 3);
      if (at.index < 0) continue;
      found++;
      const m = review(s).find((x) => x.at === at.index)!;
      expect(m.agreed).toBe(false);
      expect(m.mistake?.kind).toBe('plan-broken');
    }
    expect(found).toBe(3);
  });

  test('a planted discard as close to ready but a point dearer to deal in is found as risky, sized in points', () => {
    let found = 0;
    for (let seed = 1; seed <= 300 && found < 3; seed++) {
      const { policy, at } = planting((s, _, choices) => {
        if (s.game.hand.phase.kind !== 'turn') return null;
        const b = choices[0]!.reason;
        const risky = choices.find(
          (c) =>
            c.action.type === 'discard' &&
            c.reason.after === b.after &&
            c.reason.useful >= b.useful &&
            c.reason.danger >= b.danger + 1 &&
            c.reason.danger >= 2 * b.danger,
        );
        return risky?.action ?? null;
      });
      const s = playHand(seed, policy, 3);
      if (at.index < 0) continue;
      found++;
      const m = review(s).find((x) => x.at === at.index)!;
      expect(m.agreed).toBe(false);
      expect(m.mistake?.kind).toBe('risky');
      expect(m.mistake!.size).toBeGreaterThanOrEqual(1);
    }
    expect(found).toBe(3);
  });

  test('the review sees only the learner’s view: hands that differ only in hidden tiles get the same verdict', () => {
    const s = playHand(3, strong);
    const moments = review(s);
    for (const m of moments.slice(0, 5)) {
      const view = viewOf(m.hand, m.seat);
      expect(evaluate(view, m.legal, 'strong')).toEqual(m.choices);
    }
  });
});
