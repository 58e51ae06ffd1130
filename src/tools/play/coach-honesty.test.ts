// The coach's honesty, as properties over thousands of seeded decisions at the real table
// (computer players of every level, fan minimum 0, 1 and 3, dangerous play on and off, a
// learner who mostly follows the strong player and sometimes does not). At each discard and
// claim the box is built exactly as the page shows it (coachBox), in German and English, and:
// - every number in it is a whole count, and each is a figure the test recounted itself;
// - its figures (tiles from waiting, useful and winning tiles unseen, what the winning tiles
//   reach under the minimum, the fan a set brings) match the recount from the learner's view
//   (coach-recount.ts: plain decomposition and the HKE fan table, not the coach's code);
// - a recommendation states the reason that decided it, and that reason holds;
// - a tile both recommended and warned against comes with why it is still the pick, and a hand
//   given up gets no plan and no honours to keep;
// - a claim is followed by its discard: it never makes a complete hand;
// - a dangerous-play warning names the pungs and kongs the rule counts, recounted;
// - no line stacks one parenthesis after or inside another, no sentence has two colons;
// - a waiting hand whose winning tiles miss the minimum on a discard is said to win only by
//   self-draw or not yet;
// - every term the box uses links to the lesson section that teaches it.
// Then the same at 3-fan tables of every level with the learner's decisions searched as the
// strong player searches its own: where the trial games overrule the estimate, the box names the
// estimate's first choice, the pick is among the choices the search tries, the trial games'
// tally is the one recounted by playing both moves out again on the check's deals, and all
// else holds (804 decisions, 68 overruled, 69 tallies recounted).
import { describe, expect, test } from 'vitest';
import { legalActions, makeBot, viewOf, type Action, type HandState, type SeatView } from '../../engine/game/index.ts';
import { decideBySearch } from '../../engine/game/bots/search.ts';
import { playOut } from '../../engine/game/bots/search-playout.ts';
import { sampleState } from '../../engine/game/bots/search-sample.ts';
import { seededRng, type Rng } from '../../engine/random.ts';
import { TILE_COUNT } from '../../engine/tiles.ts';
import { oracleShanten, winningHands } from '../../engine/game/bots/shanten-oracle.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { advise, type Advice } from './coach.ts';
import { boxText, coachBox } from './coach-box.ts';
import { checkDiscard, type Check, type Recount } from './coach-honesty.checks.ts';
import { checkClaim, checkWaits } from './coach-honesty.claims.ts';
import { checkColons, checkParens, checkRisk, checkStill } from './coach-honesty.risk.ts';
import { recountAway } from './coach-recount.ts';
import { createTable, learnerSeat, nextStep, update, type TableState } from './controller.ts';
import { tableView } from './model.ts';
import { BOT_CHOICES, PLAY_DEFAULTS } from './settings.ts';
import { PLAY_PREFIXES, seatingOf, type PlayStrings } from './strings.ts';

/** The play-outs' policy (the search's default): the strong evaluation at every seat. */
const STRONG = makeBot('strong');

const strings = (d: Record<string, string>): PlayStrings =>
  Object.fromEntries(Object.entries(d).filter(([k]) => PLAY_PREFIXES.some((p) => k.startsWith(p)))) as PlayStrings;
const LANGS = [
  ['de', strings(de as Record<string, string>)],
  ['en', strings(en as Record<string, string>)],
] as const;

describe('the recount', () => {
  test('tiles from waiting agree with the brute-force oracle on small hands', () => {
    const rng = seededRng(7);
    const universe = [0, 1, 2, 3, 4, 5, 27, 28];
    const tables = [0, 1, 2, 3].map((declared) => winningHands(universe, 4 - declared, declared === 0));
    let checked = 0;
    for (let i = 0; i < 400; i++) {
      const declared = 2 + Math.floor(rng() * 2);
      const size = 3 * (4 - declared) + 1 + Math.floor(rng() * 2);
      const c = new Array<number>(TILE_COUNT).fill(0);
      for (let k = 0; k < size; k++) c[universe[Math.floor(rng() * universe.length)]!]!++;
      expect(recountAway(c, declared)).toBe(oracleShanten(c, tables[declared]!));
      checked++;
    }
    expect(checked).toBe(400);
  });
});

/** Seeded games (three hands each): over 6,000 decisions, each setting in 15 or 16 of them. */
const GAMES = 140;
/** Hands at 3-fan tables where the learner's decisions are searched, and the search's budget. */
const SEARCHED_GAMES = 40;
const SEARCHED_BUDGET = 32;

/** The learner's questions on seeded games: each discard and claim the coach advises. */
function* decisions(games: number): Generator<{ s: TableState; advice: Advice; view: SeatView }> {
  for (let g = 0; g < games; g++) {
    const setup = {
      ...PLAY_DEFAULTS,
      coach: true,
      bot: BOT_CHOICES[g % 3]!,
      minFan: [0, 1, 3][Math.floor(g / 3) % 3]!,
      dangerousPlay: Math.floor(g / 9) % 2 === 1,
    };
    let s = createTable(1000 + g, setup);
    const rng = seededRng(g + 1);
    for (let guard = 0, hands = 0; guard < 4000 && hands < 3; guard++) {
      const step = nextStep(s);
      if (step === 'computer') s = update(s, { type: 'advance', all: true });
      else if (step === 'hand-over') [s, hands] = [update(s, { type: 'next-hand' }), hands + 1];
      else if (step !== 'learner') break;
      if (step !== 'learner') continue;
      const prompt = tableView(s).prompt;
      if (prompt.kind === 'draw') {
        s = update(s, { type: 'move', move: { type: 'draw' } });
        continue;
      }
      const advice = advise(s);
      if (advice === null) {
        s = update(s, { type: 'move', move: { type: 'pass' } });
        continue;
      }
      yield { s, advice, view: viewOf(s.game.hand, learnerSeat(s.game)) };
      // Mostly the strong player's choice, sometimes another one (the learner errs).
      const pick = rng() < 0.7 ? advice.choices[0]! : advice.choices[Math.floor(rng() * advice.choices.length)]!;
      const { seat: _, ...move } = pick.action as typeof pick.action & { seat: number };
      s = update(s, { type: 'move', move: move as never });
      if (s.confirm !== null) s = update(s, { type: 'move', move: move as never });
    }
  }
}

/** A number in a sentence that is not part of a tile's name ("5 Dots") or a multiplication sign's count. */
const numbers = (text: string, tileNames: readonly string[]): number[] => {
  let rest = text;
  for (const name of tileNames) rest = rest.split(name).join('#');
  return [...rest.matchAll(/\d+/g)].map((m) => Number(m[0]));
};

/** The honesty failures of the box for `advice` at `s`, in both languages; counts each box drawn. */
function boxFailures(s: TableState, advice: Advice, view: SeatView, counted: { boxes: number }): string[] {
  const failures: string[] = [];
  const memo = new Map<number, Recount>();
  for (const [lang, t] of LANGS) {
    const v = tableView(s);
    const box = coachBox(t, seatingOf(lang, v), v, advice, true);
    if (box === null) continue;
    counted.boxes++;
    const lines = boxText(box, lang);
    const text = lines.join('\n');
    const legal = legalActions(s.game, learnerSeat(s.game));
    const c: Check = {
      t,
      lang,
      view,
      legal,
      advice,
      lines,
      sections: box.sections,
      memo,
      figures: new Set(),
      fail: [],
    };
    if (advice.kind === 'discard') {
      const d = checkDiscard(c);
      if (d !== null && advice.risk !== null) checkStill(c, d.discards, d.at, d.pick);
      checkRisk(c);
    } else checkClaim(c);
    checkWaits(c, v);
    // The advice is the estimate's alone (not searched where the strong player searches): said once, and only then.
    const estimate = lines.filter((l) => l === t['play.review.estimateOnly']).length;
    if (estimate !== (advice.estimateOnly && (advice.kind === 'discard' || advice.claim !== null) ? 1 : 0))
      c.fail.push(`the estimate said ${estimate} times`);
    checkParens(c);
    checkColons(c);
    if (/\d[.,]\d/.test(text)) c.fail.push('a decimal number');
    if (lang === 'de' && /(Warum|Trotzdem bleibt es die Wahl): [a-zäöü]/.test(text))
      c.fail.push('a German reason in lower case');
    const tileNames = [
      ...new Set(
        lines.flatMap((l) =>
          [...l.matchAll(/\d(?:–\d)* (?:Dots?|Bamboo|Characters?|Kreise?|Bambus|Schrift)/g)].map((m) => m[0]),
        ),
      ),
    ];
    for (const n of numbers(text, tileNames))
      if (!c.figures.has(n)) c.fail.push(`the number ${n} is no recounted figure`);
    if (c.fail.length > 0) failures.push(`${lang} ${c.fail.join('; ')}\n${text}`);
  }
  return failures;
}

test('at thousands of decisions, in both languages, the coach says only what it counted', () => {
  const failures: string[] = [];
  const counted = { decisions: 0, boxes: 0, discards: 0, claims: 0, warned: 0 };
  for (const { s, advice, view } of decisions(GAMES)) {
    counted.decisions++;
    if (advice.kind === 'discard') counted.discards++;
    else counted.claims++;
    if (advice.risk !== null) counted.warned++;
    failures.push(...boxFailures(s, advice, view, counted));
  }
  expect(failures.slice(0, 3)).toEqual([]);
  expect(counted.decisions).toBeGreaterThan(6000);
  expect(counted.boxes).toBeGreaterThan(12000);
  expect(counted.warned).toBeGreaterThan(100);
  expect(counted.claims).toBeGreaterThan(500);
});

test('where the strong player searched and its trial games overruled its estimate, the coach says so, and only that', () => {
  const failures: string[] = [];
  const counted = { decisions: 0, overruled: 0, discards: 0, claims: 0, boxes: 0, tallies: 0 };
  for (let g = 0; g < SEARCHED_GAMES; g++) {
    // The coach searches at 3-fan tables of every level; here the computer players play their evaluation.
    let s = createTable(5000 + g, { ...PLAY_DEFAULTS, coach: true, bot: BOT_CHOICES[g % 3]!, minFan: 3 });
    for (let guard = 0; guard < 1000 && s.game.hand.phase.kind !== 'over'; guard++) {
      const step = nextStep(s);
      if (step === 'computer') {
        s = update(s, { type: 'advance', all: true });
        continue;
      }
      if (step !== 'learner') break;
      const me = learnerSeat(s.game);
      const legal = legalActions(s.game, me);
      const view = viewOf(s.game.hand, me);
      const plain = advise(s);
      if (plain === null) {
        s = update(s, { type: 'move', move: legal[0]!.type === 'draw' ? { type: 'draw' } : { type: 'pass' } });
        continue;
      }
      counted.decisions++;
      // Every state the search deals, in order: the check's games are the last ones.
      const dealt: HandState[] = [];
      const sample = (v: SeatView, rng: Rng) => {
        const h = sampleState(v, rng);
        if (h !== null) dealt.push(h);
        return h;
      };
      const { action, trials } = decideBySearch(view, legal, { budget: SEARCHED_BUDGET, sample });
      if (trials !== null) {
        // The tally recounted: both moves played out again on the check's deals.
        const deals = dealt.slice(-trials.games);
        const tally = (a: Action) => {
          const outs = deals.map((h) => playOut(h, me, a, STRONG)!);
          const points = outs.reduce((n, u) => n + u.points, 0);
          return { wins: outs.filter((u) => u.won).length, dealIns: outs.filter((u) => u.dealtIn).length, points };
        };
        expect(trials).toEqual({ games: trials.games, pick: tally(action), estimate: tally(plain.choices[0]!.action) });
        counted.tallies++;
      }
      const advice = advise(s, { action, trials })!;
      const lead = advice.choices[0]!.action;
      // A kong on one side of a turn keeps the estimate's word; any other pick leads the advice.
      const kong = [action, plain.choices[0]!.action].some(
        (a) => a.type === 'added-kong' || a.type === 'concealed-kong',
      );
      expect(lead).toEqual(kong ? plain.choices[0]!.action : action);
      if (JSON.stringify(lead) !== JSON.stringify(plain.choices[0]!.action)) {
        counted.overruled++;
        if (advice.kind === 'discard') counted.discards++;
        else counted.claims++;
        failures.push(...boxFailures(s, advice, view, counted));
      }
      const { seat: _, ...move } = action as typeof action & { seat: number };
      s = update(s, { type: 'move', move: move as never });
      if (s.confirm !== null) s = update(s, { type: 'move', move: move as never });
    }
  }
  expect(failures.slice(0, 3)).toEqual([]);
  expect(counted.overruled).toBeGreaterThan(20);
  expect(counted.tallies).toBeGreaterThan(20);
  expect(counted.discards).toBeGreaterThan(5);
  expect(counted.claims).toBeGreaterThan(5);
});
