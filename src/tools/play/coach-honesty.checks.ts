// The honesty checks of one coaching box (coach-honesty.test.ts): each sentence the box must
// hold is rebuilt from the dictionary's template and the test's own recount, each reason is
// checked against the recount or the decision's data, and every figure used is collected so
// the test can find a number in the box that nobody counted. Failures are collected, not thrown.
import { sameAction, type Action, type SeatView } from '../../engine/game/index.ts';
import { countTiles, makeTile, type Tile } from '../../engine/tiles.ts';
import { fill } from '../../words/fill.ts';
import { CANDIDATES, candidatesOf, type Trials } from '../../engine/game/bots/search.ts';
import { tallyText } from '../table/review/words.ts';
import type { Advice } from './coach.ts';
import { pungFan, recountAway, recountSeen, recountUseful, recountWins } from './coach-recount.ts';
import type { RuleSection } from './rule-links.ts';
import { tileVars, type PlayKey, type PlayStrings } from './strings.ts';

export interface Check {
  t: PlayStrings;
  lang: 'de' | 'en';
  view: SeatView;
  /** The learner's choices, in the engine's order (the estimate breaks ties by it). */
  legal: readonly Action[];
  advice: Advice;
  /** The box's lines as the learner reads them. */
  lines: string[];
  sections: readonly RuleSection[];
  /** Recounts per discard tile, shared by the languages of one decision. */
  memo: Map<Tile, Recount>;
  /** Every number the checks recounted for this box. */
  figures: Set<number>;
  fail: string[];
}

/** HKE fan table (docs/rules/hke.md): half flush 3, full flush 6, all pungs 3, seven pairs 4. */
const PATTERN_FAN = { flush: [3, 6], pungs: [3], pairs: [4], any: [] } as const;

export const awayWords = (t: PlayStrings, n: number): string =>
  n < 0
    ? t['play.away.complete']
    : n === 0
      ? t['play.away.ready']
      : n === 1
        ? t['play.away.one']
        : fill(t['play.away.n'], { n });

/** "stays …": waiting, 1 tile or n tiles from waiting (`base`: the discard's or the claim's key). */
export const sameWords = (t: PlayStrings, base: 'play.coach.same' | 'play.coach.claimSame', n: number, claim = '') =>
  fill(t[(n === 0 ? `${base}.ready` : n === 1 ? `${base}.one` : base) as PlayKey], { claim, n });

export function need(c: Check, sentence: string, what: string): void {
  if (!c.lines.includes(sentence)) c.fail.push(`missing ${what}: «${sentence}»`);
}

export function holds(c: Check, ok: boolean, what: string): void {
  if (!ok) c.fail.push(`does not hold: ${what}`);
}

export const other = (c: Check, t: Tile) => {
  const v = tileVars(c.lang, makeTile(t));
  return { other: v.tile, otherAcc: v.tileAcc, otherDat: v.tileDat };
};

export const planWords = (c: Check, plan: string, suit: number | null): string => {
  (PATTERN_FAN[plan as keyof typeof PATTERN_FAN] ?? []).forEach((f) => c.figures.add(f));
  return plan === 'flush'
    ? fill(c.t['play.coach.aim.flush'], { suit: c.t[`play.coach.suitDat.${'mps'[suit!]}` as PlayKey] })
    : c.t[`play.coach.aim.${plan}` as PlayKey];
};

export type Recount = ReturnType<typeof recountDiscard>;

/** Per discard tile: its recounted distance and goodness (useful, or winning copies that win on a discard). */
function recountDiscard(c: Check, c14: readonly number[], t: Tile) {
  const seen = recountSeen(c.view);
  const melds = c.view.players[c.view.seat]!.melds;
  const after = c14.slice();
  after[t]!--;
  const away = recountAway(after, melds.length);
  if (away > 0) return { away, good: recountUseful(after, melds.length, seen), wins: null };
  const wins = recountWins(c.view, after, melds, seen);
  return { away, good: wins.unseen - wins.selfDrawOnly - wins.never, wins };
}

/** What a discard's checks counted, for the checks of its warning (coach-honesty.risk.ts). */
export interface Discarded {
  discards: Choice[];
  at: At;
  pick: Recount;
}

export function checkDiscard(c: Check): Discarded | null {
  const { t, advice, view } = c;
  const d = advice.discard;
  const best = advice.choices[0]!;
  if (best.action.type === 'concealed-kong') c.figures.add(4); // "4 × Red Dragon": a kong's four tiles
  if (best.action.type === 'concealed-kong' || best.action.type === 'added-kong')
    need(c, t['play.coach.kongWhy'], 'why the kong');
  if (best.action.type !== 'discard' || d === null) return null;
  const minFan = advice.minFan;
  if (minFan > 0) c.figures.add(minFan);
  const c14 = countTiles(view.concealed);
  const declared = view.players[view.seat]!.melds.length;
  const before = recountAway(c14, declared);
  const discards = [
    ...new Map(
      advice.choices.filter((x) => x.action.type === 'discard').map((x) => [(x.action as { tile: Tile }).tile, x]),
    ).values(),
  ];
  const memo = c.memo;
  const at = (tile: Tile) => memo.get(tile) ?? memo.set(tile, recountDiscard(c, c14, tile)).get(tile)!;
  const pick = at(d.tile);
  [before, pick.away].forEach((n) => c.figures.add(n));
  need(
    c,
    before === pick.away
      ? sameWords(t, 'play.coach.same', pick.away)
      : fill(t['play.coach.change'], { before: awayWords(t, before), after: awayWords(t, pick.away) }),
    'distance',
  );
  if (pick.wins === null) {
    c.figures.add(pick.good);
    if (pick.good > 0)
      need(
        c,
        fill(t[pick.good === 1 ? 'play.coach.useful.one' : 'play.coach.useful'], { n: pick.good }),
        'useful tiles',
      );
  } else checkWins(c, pick.wins, minFan);
  checkWhy(c, discards, at, pick);
  // A hand given up plays for safety: the box gives it no plan and no honours to keep.
  const fold = d.why.kind === 'fold';
  if (!fold) checkKeep(c, c14, d.tile, best.reason.plan);
  const plan = best.reason.plan;
  if (fold)
    holds(
      c,
      !c.lines.some((l) => l.startsWith('Plan:') || l.startsWith(t['play.coach.keep'].split('{')[0]!)),
      'a hand given up has no plan and nothing worth keeping',
    );
  else if (plan !== 'any')
    need(
      c,
      fill(t[minFan > 0 ? 'play.coach.planMin' : 'play.coach.plan'], {
        plan: planWords(c, plan, best.reason.suit),
        minFan,
      }),
      'plan',
    );
  else if (minFan > 0) need(c, fill(t['play.coach.planAnyMin'], { minFan }), 'the minimum with no pattern');
  checkLinks(c);
  return { discards, at, pick };
}

function checkWins(c: Check, w: { unseen: number; selfDrawOnly: number; never: number }, minFan: number): void {
  const t = c.t;
  [w.unseen, w.selfDrawOnly, w.never].forEach((n) => c.figures.add(n));
  if (w.unseen === 0) return need(c, t['play.coach.winning.none'], 'no winning tile left');
  need(c, fill(t[w.unseen === 1 ? 'play.coach.winning.one' : 'play.coach.winning'], { n: w.unseen }), 'winning tiles');
  if (w.selfDrawOnly > 0) need(c, fill(t['play.coach.selfDraw'], { n: w.selfDrawOnly, minFan }), 'only by self-draw');
  if (w.never > 0) need(c, fill(t['play.coach.never'], { n: w.never, minFan }), 'no win yet');
  if (w.selfDrawOnly + w.never === w.unseen)
    need(c, t[w.never === w.unseen ? 'play.coach.notYet' : 'play.coach.onlySelfDraw'], 'cannot win on a discard');
}

export type Choice = Advice['choices'][number];
export type At = (tile: Tile) => ReturnType<typeof recountDiscard>;
export const tileOf = (x: Choice): Tile => (x.action as { tile: Tile }).tile;

function checkWhy(c: Check, discards: Choice[], at: At, pick: ReturnType<typeof recountDiscard>): void {
  const { t, advice } = c;
  const why = advice.discard!.why;
  const best = discards[0]!;
  const r = best.reason;
  const o = 'other' in why && why.other !== undefined ? discards.find((x) => tileOf(x) === why.other) : undefined;
  const vars = o ? other(c, tileOf(o)) : {};
  if (why.kind === 'trials') {
    if (why.tally !== null) checkTally(c, why.tally);
    return checkTrials(c, discards, o);
  }
  const next = discards.find((x) => x.score < best.score);
  const closest = Math.min(...discards.map((x) => at(tileOf(x)).away));
  const ctx = why.back === undefined ? 'next' : 'back';
  // A pick that leaves the hand further from waiting than another discard says why it steps back.
  if (pick.away > closest)
    holds(
      c,
      why.kind === 'fold' || why.back !== undefined || (why.kind === 'plan' && o === undefined),
      'the step back is explained',
    );
  if (why.back !== undefined)
    holds(
      c,
      o !== undefined && at(tileOf(o)).away === closest && closest < pick.away,
      'the other keeps the hand closest',
    );
  else if (o !== undefined && why.kind !== 'equal') holds(c, o === next, 'the other is the next best choice');
  let key = `play.coach.why.${why.kind}`;
  const fillVars: Record<string, string | number> = { ...vars };
  switch (why.kind) {
    case 'fold': {
      const lower = discards.filter((x) => x.reason.danger < r.danger);
      holds(
        c,
        r.fold && (why.safest === 'all' ? lower.length === 0 : !r.liable && lower.every((x) => x.reason.liable)),
        'the least dangerous',
      );
      key = why.safest === 'all' ? 'play.coach.why.fold' : 'play.coach.why.foldLiable';
      break;
    }
    case 'only':
      holds(c, discards.length === 1, 'one tile to choose');
      break;
    case 'equal':
      holds(c, o !== undefined && o.score === best.score && next === undefined, 'ranked the same');
      break;
    case 'closer':
      holds(c, at(tileOf(o!)).away > pick.away && why.away === at(tileOf(o!)).away, 'the next best is further');
      fillVars.away = awayWords(t, at(tileOf(o!)).away);
      c.figures.add(at(tileOf(o!)).away);
      break;
    case 'more':
      holds(c, at(tileOf(o!)).away === pick.away && at(tileOf(o!)).good < pick.good, 'fewer useful or winning tiles');
      fillVars.n = at(tileOf(o!)).good;
      c.figures.add(at(tileOf(o!)).good);
      key =
        pick.wins === null
          ? 'play.coach.why.more'
          : advice.minFan > 0
            ? 'play.coach.why.moreWaitMin'
            : 'play.coach.why.moreWait';
      fillVars.minFan = advice.minFan;
      break;
    case 'plan':
      holds(
        c,
        r.plan !== 'any' &&
          (o === undefined ? pick.away > closest : o.reason.plan !== r.plan || o.reason.suit !== r.suit),
        'aims for a pattern',
      );
      fillVars.plan = planWords(c, r.plan, r.suit);
      key = o === undefined ? 'play.coach.why.planBack' : 'play.coach.why.plan';
      break;
    case 'outside': {
      // A flush in one suit: a tile of another suit lies outside it; honours fit a half flush.
      const off = (tile: number) => tile < 27 && Math.floor(tile / 9) !== r.suit;
      const held = countTiles(c.view.concealed);
      const only = held[tileOf(best)] === 1 && held.every((n, tile) => n === 0 || tile === tileOf(best) || !off(tile));
      holds(
        c,
        r.plan === 'flush' && off(tileOf(best)) && !off(tileOf(o!)) && why.only === only,
        'the pick lies outside the flush, the other fits it',
      );
      fillVars.plan = planWords(c, r.plan, r.suit);
      if (only) key = 'play.coach.why.outside.only';
      break;
    }
    case 'liable':
      holds(c, o!.reason.liable && !r.liable, 'the other is dangerous play');
      key += `.${ctx}`;
      break;
    case 'fan': {
      const tile = tileOf(o!);
      const held = countTiles(c.view.concealed)[tile]!;
      const fan = pungFan(tile, c.view.seat, c.view.round);
      holds(c, held >= 2 && fan > 0 && why.fan === fan && why.held === held, 'the other breaks a valued pair');
      Object.assign(fillVars, { held, fan });
      [held, fan].forEach((n) => c.figures.add(n));
      key += `.${ctx}`;
      break;
    }
    case 'safer':
      holds(c, o!.reason.danger > r.danger, 'the other is more dangerous');
      key += `.${ctx}`;
      break;
    case 'estimate': {
      // Only the facts that hold are named: stepping back, the pick's larger count of useful
      // tiles when it has one; else no counted fact speaks for the pick.
      const oa = at(tileOf(o!));
      const wider = ctx === 'back' && oa.wins === null && pick.wins === null && oa.good < pick.good;
      holds(c, (why.count !== undefined) === wider, 'the estimate names the fact for the pick');
      if (ctx === 'next') holds(c, oa.away === pick.away && oa.good >= pick.good, 'the two count the same');
      if (wider) {
        key = 'play.coach.why.estimate.wider';
        fillVars.n = oa.good;
        c.figures.add(oa.good);
      } else key += `.${ctx}`;
      break;
    }
  }
  need(c, fill(t[key as PlayKey], fillVars), `the reason (${why.kind})`);
}

/**
 * The search's pick, overruling the estimate: the other is the estimate's first choice, the
 * pick one of the choices the search tries (candidatesOf).
 */
function checkTrials(c: Check, discards: Choice[], o: Choice | undefined): void {
  const { t } = c;
  holds(c, o !== undefined && trialsHold(c, discards[0]!, o), 'the search tried both');
  if (o === undefined) return;
  const vars = { ...tileVars(c.lang, makeTile(tileOf(discards[0]!))), ...other(c, tileOf(o)) };
  need(c, fill(t['play.coach.why.trials'], vars), 'the reason (trials)');
}

/**
 * The trial games' tally, told where the search sent it: whole counts within the games, the
 * pick ahead on points, in the sentence `tallyText` makes (the tally itself is recounted on
 * the same deals by the test).
 */
export function checkTally(c: Check, tally: Trials): void {
  const { games, pick, estimate } = tally;
  const ahead = pick.points - estimate.points;
  holds(c, games >= 2 && [pick, estimate].every((x) => x.wins + x.dealIns <= games), 'counts within the games');
  holds(c, ahead > 0, 'the pick ahead on points');
  [games, pick.wins, pick.dealIns, estimate.wins, estimate.dealIns, ahead].forEach((n) => c.figures.add(n));
  need(c, tallyText(c.t, tally), 'the trial games');
}

/** `other` is the estimate's first choice, and `pick`, another, is among the choices the search tries. */
export function trialsHold(c: Check, pick: Choice, other: Choice): boolean {
  const tried = candidatesOf(c.view, c.legal, CANDIDATES);
  return (
    !sameAction(pick.action, other.action) &&
    sameAction(tried[0]!.action, other.action) &&
    tried.some((x) => sameAction(x.action, pick.action))
  );
}

function checkKeep(c: Check, c14: readonly number[], discard: Tile, plan: string): void {
  const { t, view } = c;
  const items: string[] = [];
  for (let tile = 27; tile < 34 && plan !== 'pairs'; tile++) {
    const held = c14[tile]! - (tile === discard ? 1 : 0);
    const fan = pungFan(tile, view.seat, view.round);
    if (fan === 0 || held < 2) continue;
    [fan, held].forEach((n) => c.figures.add(n));
    items.push(
      fill(t[held >= 3 ? 'play.coach.keep.pung' : 'play.coach.keep.pair'], {
        ...tileVars(c.lang, makeTile(tile)),
        held,
        fan,
      }),
    );
  }
  if (items.length > 0) need(c, fill(t['play.coach.keep'], { list: items.join(', ') }), 'the honours worth keeping');
}

/** Every term used links to its lesson. */
export function checkLinks(c: Check): void {
  const text = c.lines.join('\n');
  const terms: [RegExp, RuleSection][] = [
    [/tiles? from waiting|Steine? (?:bis zum|vom) Warten|useful|nützlich/, 'distance'],
    [/winning tile|Gewinnstein/, 'waiting'],
    [/minimum|Minimum/, 'fanMinimum'],
    [/dangerous play|gefährliches Spiel/, 'dangerous'],
    [/risky|riskant|more dangerous|gefährlicher/, 'safety'],
    [/gives up|gibt diese Hand/, 'giveUp'],
    [/Plan: (?!any|irgendeine|no particular|noch kein)|aims for|zielt|your plan|deinem Plan/, 'direction'],
    [/Worth keeping|Behalten lohnt/, 'honourFan'],
  ];
  for (const [re, section] of terms)
    if (re.test(text) && !c.sections.includes(section)) c.fail.push(`no link to ${section} for ${re}`);
}
