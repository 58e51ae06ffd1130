// The review's honesty, as properties over planted mistakes: seeded hands (fan minimum 0, 1
// and 3, dangerous play on and off) in which, at each decision of the learner, every other
// legal move is planted in place of the strong choice, judged, and rendered in both languages
// exactly as the review and its second try show it. Each verdict is checked against figures
// this test counts itself from the learner's view: tiles from waiting after each move (the
// shanten, checked against the brute-force oracle in shanten.test.ts; waiting or not, and the
// winning tiles, by taking the hand apart), the unseen tiles that bring the hand closer (by
// trying every tile), what the learner sees, the
// liability from the open sets; the strong move's fold flag and danger from its reason. Again
// with each candidate the search tries in the lead where it overrules the estimate, as the
// table's coach keeps the search's pick for the review.
import { describe, expect, test } from 'vitest';
import {
  bestAction,
  dangerousFor,
  evaluate,
  sameAction,
  shanten,
  viewOf,
  type Action,
  type Choice,
  type SeatView,
} from '../../../engine/game/index.ts';
import { seededRng } from '../../../engine/random.ts';
import { TILE_COUNT } from '../../../engine/tiles.ts';
import { template } from '../../../build/dictionary.ts';
import { fill } from '../../../words/fill.ts';
import { LANGS } from '../../../words/index.ts';
import { CANDIDATES, candidatesOf } from '../../../engine/game/bots/search.ts';
import { agrees, searchedFirst } from './advisor.ts';
import { choiceOf, judge, MISTAKE_KINDS, type Mistake } from './review.ts';
import { playedHand, type Pick } from './test-hands.ts';
import { actionText, bestText, DECISION_KEYS, verdictText, type DecisionStrings } from './words.ts';

const SETTINGS = [0, 1, 3].flatMap((minFan) => [false, true].map((dangerousPlay) => ({ minFan, dangerousPlay })));
/** Hands per setting. */
const HANDS = 45;

const strings = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    {
      t: Object.fromEntries(DECISION_KEYS.map((k) => [k, template(lang, k)])) as DecisionStrings,
      nomatch: template(lang, 'play.review.nomatch'),
    },
  ]),
);

/** Copies of each tile the learner sees: own hidden tiles, every set, every discard not taken. */
function seen(view: SeatView): number[] {
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const t of view.concealed) c[t]!++;
  for (const p of view.players) {
    for (const m of p.melds)
      for (let k = 0; k < (m.kind === 'kong' ? 4 : 3); k++) c[m.kind === 'chow' ? m.tile + k : m.tile]!++;
    for (const d of p.discards) if (d.claimedBy === undefined) c[d.tile]!++;
  }
  return c;
}

interface Counted {
  away: number;
  /** After a discard: unseen copies that lower `away`, or (waiting) that complete the hand. */
  tiles: number | null;
}

/** Sets (pungs, chows) and at most one pair use up every tile: taken apart from the lowest tile up. */
function sets(c: number[], pair: boolean): boolean {
  const t = c.findIndex((n) => n > 0);
  if (t < 0) return true;
  let ok = false;
  const take = (tiles: number[], withPair: boolean) => {
    if (ok || !tiles.every((u) => c[u]! > 0)) return;
    for (const u of tiles) c[u]!--;
    ok = sets(c, withPair);
    for (const u of tiles) c[u]!++;
  };
  if (c[t]! >= 3) take([t, t, t], pair);
  if (t < 27 && t % 9 <= 6) take([t, t + 1, t + 2], pair);
  if (!pair && c[t]! >= 2) take([t, t], true);
  return ok;
}

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** A complete hand, checked by taking it apart: four sets and a pair, or (no sets declared) seven pairs or thirteen orphans. */
function complete(c: readonly number[], declared: number): boolean {
  const total = c.reduce((a, n) => a + n, 0);
  // 3n+2 tiles all used by sets and at most one pair: the pair is there.
  if (total === 14 - 3 * declared && sets([...c], false)) return true;
  if (declared > 0) return false;
  if (total === 14 && c.every((n) => n % 2 === 0)) return true;
  return (
    ORPHANS.every((u) => c[u]! >= 1) &&
    ORPHANS.some((u) => c[u] === 2) &&
    c.every((n, u) => n === 0 || ORPHANS.includes(u))
  );
}

/**
 * Every tile tried: the copies still unseen of those that bring a 3n+1 hand closer, or (waiting)
 * that complete it, checked by taking the hand apart; a hand is waiting when some tile completes it.
 */
function helping(c: number[], declared: number, away: number, sight: readonly number[]): number {
  let n = 0;
  let completes = false;
  for (let u = 0; u < TILE_COUNT; u++) {
    if (c[u]! >= 4) continue;
    c[u]!++;
    const done = away <= 1 && complete(c, declared);
    completes ||= done;
    if (sight[u]! < 4 && (away === 0 ? done : shanten(c, declared) < away)) n += 4 - sight[u]!;
    c[u]!--;
  }
  if (away <= 1) expect({ c, away, completes }).toEqual({ c, away, completes: away === 0 });
  return n;
}

/** The hand a move leaves, counted here: tiles from waiting, and after a discard the tiles that help. */
function counted(view: SeatView, a: Action): Counted {
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const t of view.concealed) c[t]!++;
  let declared = view.players[view.seat]!.melds.length;
  let count = false;
  if (a.type === 'mahjong') return { away: -1, tiles: null };
  if (a.type === 'discard' || a.type === 'added-kong' || a.type === 'concealed-kong') {
    c[a.tile]! -= a.type === 'concealed-kong' ? 4 : 1;
    if (a.type === 'concealed-kong') declared++;
    count = true;
  }
  if ((a.type === 'pung' || a.type === 'kong' || a.type === 'chow') && view.phase.kind === 'claims') {
    const tile = view.phase.tile;
    if (a.type === 'chow') for (const t of [a.tile, a.tile + 1, a.tile + 2]) if (t !== tile) c[t]!--;
    if (a.type !== 'chow') c[tile]! -= a.type === 'pung' ? 2 : 3;
    declared++;
  }
  const away = shanten(c, declared);
  return { away, tiles: count && away >= 0 ? helping(c, declared, away, seen(view)) : null };
}

/** Tiles from waiting before the move: a hand of 3n+2 tiles counted after its best discard. */
function awayBeforeMove(view: SeatView): number {
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const t of view.concealed) c[t]!++;
  const declared = view.players[view.seat]!.melds.length;
  if (view.concealed.length % 3 !== 2) return shanten(c, declared);
  let best = Infinity;
  for (let u = 0; u < TILE_COUNT; u++) {
    if (c[u] === 0) continue;
    c[u]!--;
    best = Math.min(best, shanten(c, declared));
    c[u]!++;
  }
  return best;
}

/** The numbers a distance is said with: "2 tiles from waiting" says 2, "waiting (one tile …)" none. */
const awayNumbers = (n: number): number[] => (n >= 1 ? [n] : []);

/** The figures a verdict of this kind quotes, in order, from this test's own counts. */
function expectedNumbers(m: Mistake, y: Counted, b: Counted, yours: Choice, best: Choice, minFan: number): number[] {
  if (m.kind === 'win-missed' || m.kind === 'dangerous') return [];
  if (m.kind === 'broke-ready') return awayNumbers(y.away);
  const compare = y.away === b.away ? awayNumbers(y.away) : [...awayNumbers(y.away), ...awayNumbers(b.away)];
  const points = Math.round(yours.reason.danger - best.reason.danger);
  const tail: Record<Exclude<Mistake['kind'], 'win-missed' | 'dangerous' | 'broke-ready'>, number[]> = {
    'plan-broken': [minFan],
    slower: [],
    fold: points >= 2 ? [points] : [],
    risky: points >= 2 ? [points] : [],
    'fewer-winning': [y.tiles!, b.tiles!],
    'fewer-useful': [y.tiles!, b.tiles!],
    // Below the minimum: the minimum first, and the strong choice's estimate only where it rounds below it.
    worth:
      best.reason.fan >= minFan
        ? [Math.round(best.reason.fan), Math.round(yours.reason.fan)]
        : Math.round(best.reason.fan) < minFan
          ? [minFan, Math.round(best.reason.fan), Math.round(yours.reason.fan)]
          : [minFan, Math.round(yours.reason.fan)],
  };
  return [...compare, ...tail[m.kind]];
}

const FOLD = { en: 'give up on winning', de: 'vorerst auf den Gewinn verzichten' };
const SAFEST = { en: 'the safest tile it has', de: 'seinen sichersten Stein' };
const NO_FARTHER = { en: 'no farther from waiting than before', de: 'nicht weiter vom Warten entfernt als vorher' };
const ANY = { en: 'any winning hand', de: 'irgendeine Gewinnhand' };
const NEITHER = { en: 'Neither choice leaves a hand that reaches', de: 'Nach keiner der beiden Wahlen erreicht' };
const SAME = { en: 'Both choices leave', de: 'Nach beiden Wahlen' };
/** A suit after "in" takes the dative in German ("in Kreisen"); a bare "in Kreise" is wrong. */
const SUIT_AFTER_IN = /\bin (Kreise|Schrift|Bambus)\b(?!n)/;
const CLOSER = { en: 'closer than the strong choice', de: 'näher als nach der starken Wahl' };

/** Checks one planted move; returns whether it was judged a mistake. */
function check(
  view: SeatView,
  legal: readonly Action[],
  choices: Choice[],
  planted: Action,
  overruled = false,
): boolean {
  const best = choices[0]!;
  const mine = choiceOf(choices, planted)!;
  const m = judge(choices, planted, view, overruled);
  for (const lang of LANGS) {
    const { t, nomatch } = strings[lang]!;
    const said = fill(nomatch, { why: verdictText(t, { agreed: false, mistake: m }) });
    expect(said).not.toMatch(/[{}]|undefined|NaN|\d[.,]\d/);
    expect(said).not.toMatch(lang === 'en' ? /\bready\b/i : /bereit/i);
    if (m === null) {
      expect(said).not.toMatch(/\d/);
      continue;
    }
    const y = counted(view, planted);
    const b = counted(view, best.action);
    const min = view.options.minFan;
    const numbers = (said.match(/\d+/g) ?? []).map(Number);
    expect({ said, numbers }).toEqual({ said, numbers: expectedNumbers(m, y, b, mine, best, min) });
    // "As close" only when as close, "closer" only when closer.
    const compared = !['win-missed', 'dangerous', 'broke-ready'].includes(m.kind);
    expect(said.includes(SAME[lang])).toBe(compared && y.away === b.away);
    expect(said.includes(CLOSER[lang])).toBe(compared && y.away < b.away);
    // "Give up on winning" only when the safe tile leaves the hand farther from waiting than before the move.
    const before = awayBeforeMove(view);
    expect(said.includes(FOLD[lang])).toBe(m.kind === 'fold' && b.away > before);
    expect(said.includes(NO_FARTHER[lang])).toBe(m.kind === 'fold' && b.away <= before);
    // Under a fan minimum neither choice reaches: said so, and no plan below it called a winning hand.
    const below = m.kind === 'worth' && best.reason.fan < min;
    expect(said.includes(NEITHER[lang])).toBe(below);
    if (below) expect(said).not.toContain(ANY[lang]);
    expect(said.includes(SAFEST[lang])).toBe(m.kind === 'fold');
    // One colon per sentence at most, and German suits declined after "in".
    for (const sentence of said.split(/(?<=\.) /)) expect(sentence.split(':').length, sentence).toBeLessThanOrEqual(2);
    expect(said).not.toMatch(SUIT_AFTER_IN);
  }
  const y = counted(view, planted);
  const b = counted(view, best.action);
  const danger = view.options.dangerousPlay ? dangerousFor(view.players, view.seat) : null;
  const liable = (a: Action) => a.type === 'discard' && danger !== null && danger[a.tile]!;
  // "No difference this review can name": not farther from waiting, not liable, not a missed win.
  if (m === null) {
    expect([y.away <= b.away, liable(planted) && !liable(best.action), best.action.type]).toEqual([
      true,
      false,
      best.action.type === 'mahjong' ? 'none' : best.action.type,
    ]);
    return false;
  }
  const mahjong = legal.some((a) => a.type === 'mahjong') && best.action.type === 'mahjong';
  const riskier = mine.reason.danger > best.reason.danger;
  // The kind fits the facts, in the order they decide.
  expect(m.kind === 'win-missed').toBe(mahjong && planted.type !== 'mahjong');
  if (m.kind === 'win-missed') return true;
  expect(m.kind === 'dangerous').toBe(liable(planted) && !liable(best.action));
  if (m.kind === 'dangerous') return true;
  // A fold is called a fold: the strong player gave the hand up and the learner's tile is riskier.
  expect(m.kind === 'fold').toBe(best.reason.fold && riskier);
  if (m.kind === 'fold') {
    const sameKind = choices.filter((c) => c.action.type === 'discard' && liable(c.action) === liable(best.action));
    expect(Math.min(...sameKind.map((c) => c.reason.danger))).toBe(best.reason.danger);
  }
  if (m.kind === 'broke-ready') expect([y.away > 0, b.away]).toEqual([true, 0]);
  if (m.kind === 'slower') expect(y.away).toBeGreaterThan(b.away);
  if (m.kind === 'fewer-useful' || m.kind === 'fewer-winning') {
    expect(y.away).toBe(b.away);
    expect(y.away === 0).toBe(m.kind === 'fewer-winning');
    expect(b.tiles! - y.tiles!).toBeGreaterThanOrEqual(2);
  }
  if (m.kind === 'plan-broken')
    expect([mine.reason.fan < view.options.minFan, best.reason.fan >= view.options.minFan]).toEqual([true, true]);
  if (m.kind === 'worth') expect(Math.round(best.reason.fan)).toBeGreaterThan(Math.round(mine.reason.fan));
  if (m.kind === 'risky') expect([y.away === b.away, riskier]).toEqual([true, true]);
  return true;
}

describe('the review of planted mistakes tells the truth', () => {
  test('every verdict in both languages quotes the judged move’s own counts, and its kind fits them', () => {
    let verdicts = 0;
    let close = 0;
    const kinds = new Set<string>();
    SETTINGS.forEach((options, k) => {
      for (let n = 0; n < HANDS; n++) {
        const rng = seededRng(700 + 100 * k + n);
        // The learner mostly plays the strong choice (so hands reach their late, dangerous turns), else a random move.
        const learner: Pick = ({ hand, seat, legal, random }) => {
          const view = viewOf(hand, seat);
          const choices = evaluate(view, legal, 'strong');
          for (const a of legal) {
            const c = choiceOf(choices, a);
            if (c === undefined || c.score >= choices[0]!.score) continue;
            if (check(view, legal, choices, a)) {
              verdicts++;
              kinds.add(judge(choices, a, view)!.kind);
            } else close++;
          }
          return random < 0.8
            ? (bestAction(view, legal, 'strong') ?? legal[0]!)
            : legal[Math.floor(rng() * legal.length)]!;
        };
        playedHand(700 + 100 * k + n, options, learner, 'strong');
      }
    });
    // 18,799 verdicts (and 10,091 close calls), each in both languages, and every kind among them
    // (a liable discard, "dangerous", comes up in hand 44 of dangerous play at 3 fan).
    expect(verdicts).toBeGreaterThanOrEqual(15_000);
    expect(close).toBeGreaterThan(0);
    expect([...kinds].sort()).toEqual([...MISTAKE_KINDS].sort());
  });
});

describe('where trial games overruled the estimate, the review tells the truth too', () => {
  test('with each pick the search could make in the lead, every verdict fits the counts, and says the trial games decided', () => {
    let overruled = 0;
    let verdicts = 0;
    let close = 0;
    for (const dangerousPlay of [false, true])
      for (let n = 0; n < 12; n++) {
        const seed = 5_000 + n + (dangerousPlay ? 100 : 0);
        const learner: Pick = ({ hand, seat, legal }) => {
          const view = viewOf(hand, seat);
          const ranked = evaluate(view, legal, 'strong');
          const claim = view.phase.kind === 'claims';
          // Every candidate the search tries (candidatesOf) as its pick, as the table's coach keeps it.
          for (const cand of candidatesOf(view, legal, CANDIDATES).slice(1)) {
            const { choices, estimated } = searchedFirst(ranked, cand.action, claim);
            if (estimated === null) continue;
            overruled++;
            for (const lang of LANGS) {
              const said = bestText(strings[lang]!.t, lang, choices[0]!.action, estimated);
              expect(said).not.toMatch(/[{}]|undefined|NaN/);
              expect(said).toContain(lang === 'en' ? 'in trial games' : 'in Probespielen');
              expect(said).toContain(actionText(strings[lang]!.t, lang, estimated));
            }
            for (const a of legal) {
              if (agrees(choices, a, true)) continue;
              if (check(view, legal, choices, a, true)) verdicts++;
              else {
                close++;
                const m = judge(choices, a, view, true);
                // The estimate's own first choice is told so; any other close call as without a search.
                const estimate = sameAction(a, estimated);
                for (const lang of LANGS)
                  expect(verdictText(strings[lang]!.t, { agreed: false, mistake: m, estimate })).toBe(
                    template(lang, estimate ? 'play.review.close.trials' : 'play.review.close'),
                  );
              }
            }
          }
          return ranked[0]!.action;
        };
        playedHand(seed, { minFan: 3, dangerousPlay }, learner, 'strong');
      }
    // 905 decisions overruled, 2,669 verdicts and 4,452 close calls.
    expect({ overruled: overruled >= 800, verdicts: verdicts >= 2_000, close: close >= 3_000 }).toEqual({
      overruled: true,
      verdicts: true,
      close: true,
    });
  });
});
