// The review, tested on seeded hands: a learner who always plays the strong choice is told
// every decision agreed; a planted mistake – a discard that breaks a ready hand, a Mah-Jongg
// not called – is found at its moment, with its kind; a second try with the strong choice
// matches. The learner's moves come from the same evaluation the review uses.
import { describe, expect, test } from 'vitest';
import { viewOf, type Action } from '../../../engine/game/index.ts';
import { evaluate } from './advisor.ts';
import { factsOf } from './facts.ts';
import { retry, reviewHand, summarize, type Moment } from './review.ts';
import { playedHand, type PlayedHand, type Pick, type Turn } from './test-hands.ts';

const strong: Pick = (t) => evaluate(viewOf(t.hand, t.seat), t.legal, 'strong')[0]!.action;

/** One hand played by the learner's policy against the careful player; the hand at its end. */
const playHand = (seed: number, policy: Pick, minFan = 0): PlayedHand =>
  playedHand(seed, { minFan, dangerousPlay: seed % 2 === 0 }, policy, 'careful');

const review = (p: PlayedHand) => reviewHand(p.hand, p.log, p.seat);

/** Picks the planted mistake at a decision, or null to wait for a chance. */
type Plant = (t: Turn, choices: ReturnType<typeof evaluate>) => Action | null;

/** A policy that plays strong, except once: `plant` picks the mistake (or null to wait for a chance). */
function planting(plant: Plant) {
  const at = { index: -1 };
  const policy: Pick = (t) => {
    const choices = evaluate(viewOf(t.hand, t.seat), t.legal, 'strong');
    if (at.index < 0) {
      const a = plant(t, choices);
      if (a !== null) {
        at.index = t.at;
        return a;
      }
    }
    return choices[0]!.action;
  };
  return { policy, at };
}

/**
 * Plays seeded hands (seed 1 on) until `wanted` of them held the planted move; `check` gets
 * each such hand's review and the index of the planted moment.
 */
function eachPlanted(
  plant: Plant,
  o: { seeds: number; wanted: number; minFan?: number },
  check: (moments: Moment[], i: number) => void,
): void {
  let found = 0;
  for (let seed = 1; seed <= o.seeds && found < o.wanted; seed++) {
    const { policy, at } = planting(plant);
    const s = playHand(seed, policy, o.minFan);
    if (at.index < 0) continue;
    found++;
    const moments = review(s);
    check(
      moments,
      moments.findIndex((x) => x.at === at.index),
    );
  }
  expect(found).toBe(o.wanted);
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
    const plant: Plant = (_, choices) => {
      const best = choices[0]!;
      if (best.action.type !== 'discard' || best.reason.before !== 0 || best.reason.after !== 0) return null;
      return choices.find((c) => c.action.type === 'discard' && c.reason.after > 0)?.action ?? null;
    };
    eachPlanted(plant, { seeds: 60, wanted: 5 }, (moments, i) => {
      const m = moments[i]!;
      expect(m.agreed).toBe(false);
      expect(m.mistake).toMatchObject({ kind: 'broke-ready', before: 0, best: { away: 0 } });
      expect(m.mistake!.yours.away).toBe(m.mistake!.size);
      expect(summarize(moments).biggest).toBeGreaterThanOrEqual(0);
      expect(retry(m, m.choices[0]!.action)).toEqual({ matches: true, mistake: null, estimate: false });
      expect(retry(m, m.yours).matches).toBe(false);
    });
  });

  test('a planted missed Mah-Jongg is found as the biggest mistake', () => {
    const plant: Plant = ({ legal }) =>
      legal.some((a) => a.type === 'mahjong') ? legal.find((a) => a.type !== 'mahjong')! : null;
    eachPlanted(plant, { seeds: 200, wanted: 3 }, (moments, i) => {
      expect(moments[i]!.mistake).toMatchObject({ kind: 'win-missed', size: 1 });
      expect(summarize(moments).biggest).toBe(i);
    });
  });

  test('a planted claim into a hand that cannot reach the fan minimum is found', () => {
    const plant: Plant = ({ hand }, choices) => {
      if (hand.phase.kind !== 'claims') return null;
      const min = hand.options.minFan;
      if (choices[0]!.reason.fan < min) return null;
      const short = choices.find((c) => ['chow', 'pung', 'kong'].includes(c.action.type) && c.reason.fan < min);
      return short?.action ?? null;
    };
    eachPlanted(plant, { seeds: 300, wanted: 3, minFan: 3 }, (moments, i) => {
      expect(moments[i]!.agreed).toBe(false);
      expect(moments[i]!.mistake?.kind).toBe('plan-broken');
    });
  });

  test('a planted discard as close to ready but a point dearer to deal in is found as risky, sized in points', () => {
    const plant: Plant = ({ hand }, choices) => {
      if (hand.phase.kind !== 'turn') return null;
      const b = choices[0]!.reason;
      if (b.fold) return null;
      const view = viewOf(hand, choices[0]!.action.seat);
      const best = factsOf(view, choices[0]!.action);
      const risky = choices.find((c) => {
        const f = factsOf(view, c.action);
        return (
          c.action.type === 'discard' &&
          f.away === best.away &&
          (f.tiles ?? 0) >= (best.tiles ?? 0) &&
          Math.round(c.reason.fan) >= Math.round(b.fan) &&
          c.reason.danger >= b.danger + 1 &&
          c.reason.danger >= 2 * b.danger
        );
      });
      return risky?.action ?? null;
    };
    eachPlanted(plant, { seeds: 300, wanted: 3, minFan: 3 }, (moments, i) => {
      expect(moments[i]!.agreed).toBe(false);
      expect(moments[i]!.mistake?.kind).toBe('risky');
      expect(moments[i]!.mistake!.size).toBeGreaterThanOrEqual(1);
    });
  });

  test('the review sees only the learner’s view: hands that differ only in hidden tiles get the same verdict', () => {
    const s = playHand(3, strong);
    const moments = review(s);
    for (const m of moments.slice(0, 5)) {
      const view = viewOf(m.hand, m.seat);
      expect(evaluate(view, m.legal, 'strong')).toEqual(m.choices);
    }
  });

  // Where the strong player searches at the table (3 fan), a decision it did not search is told
  // as its estimate; a searched one, any decision below that minimum, and a Mah-Jongg offered are not.
  test.each([
    [0, 'none', false],
    [3, 'none', true],
    [3, 'all', false],
    [3, 'every other', true],
  ] as const)('at %i fan, searched %s: the estimate alone where not searched', (minFan, which, some) => {
    let seen = 0;
    for (const seed of [1, 2, 3, 4]) {
      const s = playHand(seed, strong, minFan);
      const all = review(s);
      const picked = which === 'all' ? all : which === 'every other' ? all.filter((_, i) => i % 2 === 0) : [];
      const searched = picked.map((m) => ({ event: m.hand.events.length, pick: m.choices[0]!.action }));
      for (const m of reviewHand(s.hand, s.log, s.seat, searched)) {
        const wins = m.legal.some((a) => a.type === 'mahjong');
        const wasSearched = searched.some((p) => p.event === m.hand.events.length);
        expect(m.estimateOnly).toBe(minFan >= 3 && !wasSearched && !wins);
        if (m.estimateOnly) seen++;
      }
    }
    expect(seen > 0).toBe(some);
  });
});
