// The coach's sentences, in the page's language, from the facts the coach counted (tiles from
// waiting, useful and winning tiles, the fan a set brings) and the reason that decided the
// strong player's choice. Engine-free: facts arrive as data. Whole counts only; the
// evaluation's estimates are never printed as figures, only named as what decided, and the
// search's trial games only as their counts (wins, deal-ins, points in all).
import { fill } from '../../words/fill.ts';
import { makeTile } from '../../engine/tiles.ts';
import type { Action } from '../../engine/game/types.ts';
import type { PlanKind } from '../../engine/game/bots/plan.ts';
import type { HandFacts } from './coach-facts.ts';
import type { ClaimFacts, ClaimWhy, DiscardWhy, Still } from './coach-why.ts';
import type { Kept, Risk } from './coach.ts';
import { tileVars, type PlayKey, type PlayStrings } from './strings.ts';
import { actionText } from '../table/review/words.ts';

type Lang = 'de' | 'en';
const SUITS = ['m', 'p', 's'] as const;

/** "waiting (one tile from winning)", "2 tiles from waiting", "a complete hand". */
export function awayText(t: PlayStrings, n: number): string {
  if (n < 0) return t['play.away.complete'];
  if (n === 0) return t['play.away.ready'];
  return n === 1 ? t['play.away.one'] : fill(t['play.away.n'], { n });
}

const suitText = (t: PlayStrings, suit: number): string => t[`wait.suit.${SUITS[suit]!}`];
/** The suit's name after "in" (German dative: "in Kreisen"). */
const suitIn = (t: PlayStrings, suit: number): string => t[`play.coach.suitDat.${SUITS[suit]!}`];

/** A plan with the fan its pattern brings ("all pungs (3 fan)"). */
export function planText(t: PlayStrings, plan: PlanKind, suit: number | null): string {
  if (plan === 'flush' && suit !== null) return fill(t['play.coach.aim.flush'], { suit: suitIn(t, suit) });
  return t[`play.coach.aim.${plan}`];
}

/** The other tile's names for a sentence ({other}, {otherAcc}, {otherDat}). */
function otherVars(lang: Lang, tile: number): Record<string, string> {
  const v = tileVars(lang, makeTile(tile));
  return { other: v.tile, otherAcc: v.tileAcc, otherDat: v.tileDat };
}

/** Why a discard is a risk (`who`: the player named, "Ben (North)"). */
export function riskText(t: PlayStrings, lang: Lang, risk: Risk, who: string, tile: number): string {
  const vars = { ...tileVars(lang, makeTile(tile)), who };
  if (risk.kind === 'liable') {
    const suit = risk.threat === 'suit' ? suitIn(t, Math.floor(tile / 9)) : '';
    const k = risk.threat;
    return fill(t['play.coach.liable'], {
      ...vars,
      shown: fill(t[`play.coach.liable.shown.${k}`], { suit }),
      hand: fill(t[`play.coach.liable.hand.${k}`], { suit }),
      pungHand: fill(t[`play.coach.liable.pungHand.${k}`], { suit }),
    });
  }
  if (risk.sets === 0) return fill(t['play.coach.risky.late'], vars);
  return fill(t[risk.sets === 1 ? 'play.coach.risky.one' : 'play.coach.risky'], { ...vars, n: risk.sets });
}

/** The honour pairs and pungs worth keeping, each with the fan its pung brings this seat in this round. */
export function keepText(t: PlayStrings, lang: Lang, keep: readonly Kept[]): string {
  const items = keep.map((k) =>
    fill(t[k.pung ? 'play.coach.keep.pung' : 'play.coach.keep.pair'], {
      ...tileVars(lang, makeTile(k.tile)),
      held: k.held,
      fan: k.fan,
    }),
  );
  return fill(t['play.coach.keep'], { list: items.join(', ') });
}

/** How far the hand gets ("stays 2 tiles from waiting"), `before` and `after` counted alike. */
export function distanceText(
  t: PlayStrings,
  key: 'coach' | 'claim',
  before: number,
  after: number,
  claim = '',
): string {
  if (before === after && after >= 0) {
    const base = key === 'coach' ? 'play.coach.same' : 'play.coach.claimSame';
    const k: PlayKey = after === 0 ? `${base}.ready` : after === 1 ? `${base}.one` : base;
    return fill(t[k], { claim, n: after });
  }
  return fill(t[key === 'coach' ? 'play.coach.change' : 'play.coach.claimEffect'], {
    claim,
    before: awayText(t, before),
    after: awayText(t, after),
  });
}

/** What is left to draw after the pick: useful tiles, or the winning tiles and what they reach. */
export function drawLines(t: PlayStrings, f: HandFacts, minFan: number): string[] {
  if (f.away > 0)
    return f.useful === 0
      ? []
      : [fill(t[f.useful === 1 ? 'play.coach.useful.one' : 'play.coach.useful'], { n: f.useful })];
  if (f.wins === null) return [];
  const w = f.wins;
  if (w.unseen === 0) return [t['play.coach.winning.none']];
  const lines = [fill(t[w.unseen === 1 ? 'play.coach.winning.one' : 'play.coach.winning'], { n: w.unseen })];
  if (w.selfDrawOnly > 0) lines.push(fill(t['play.coach.selfDraw'], { n: w.selfDrawOnly, minFan }));
  if (w.never > 0) lines.push(fill(t['play.coach.never'], { n: w.never, minFan }));
  if (w.selfDrawOnly + w.never === w.unseen)
    lines.push(t[w.never === w.unseen ? 'play.coach.notYet' : 'play.coach.onlySelfDraw']);
  return lines;
}

/** The plan, with the fan of its pattern and the agreed minimum; with no pattern, only the minimum (if any). */
export function planLine(t: PlayStrings, plan: PlanKind, suit: number | null, minFan: number): string | null {
  if (plan === 'any') return minFan === 0 ? null : fill(t['play.coach.planAnyMin'], { minFan });
  return fill(t[minFan > 0 ? 'play.coach.planMin' : 'play.coach.plan'], { plan: planText(t, plan, suit), minFan });
}

/** Why the strong player's discard. */
export function whyText(
  t: PlayStrings,
  lang: Lang,
  tile: number,
  why: DiscardWhy,
  minFan: number,
  waiting: boolean,
): string {
  const other = 'other' in why ? why.other : undefined;
  const vars = { ...tileVars(lang, makeTile(tile)), ...(other === undefined ? {} : otherVars(lang, other)) };
  const ctx = why.back === undefined ? 'next' : 'back';
  const away = why.back === undefined ? '' : awayText(t, why.back);
  switch (why.kind) {
    case 'fold':
      return fill(t[why.safest === 'all' ? 'play.coach.why.fold' : 'play.coach.why.foldLiable'], vars);
    case 'only':
      return t['play.coach.why.only'];
    case 'equal':
      return fill(t['play.coach.why.equal'], vars);
    case 'closer':
      return fill(t['play.coach.why.closer'], { ...vars, away: awayText(t, why.away) });
    case 'more': {
      const key: PlayKey = !waiting
        ? 'play.coach.why.more'
        : minFan > 0
          ? 'play.coach.why.moreWaitMin'
          : 'play.coach.why.moreWait';
      return fill(t[key], { ...vars, n: why.count, minFan });
    }
    case 'plan':
      return fill(t[other === undefined ? 'play.coach.why.planBack' : 'play.coach.why.plan'], {
        ...vars,
        plan: planText(t, why.plan, why.suit),
      });
    case 'outside':
      return fill(t[why.only ? 'play.coach.why.outside.only' : 'play.coach.why.outside'], {
        ...vars,
        plan: planText(t, why.plan, why.suit),
      });
    case 'estimate':
      if (why.count !== undefined) return fill(t['play.coach.why.estimate.wider'], { ...vars, n: why.count });
      return fill(t[`play.coach.why.estimate.${ctx}`], { ...vars, away });
    case 'liable':
    case 'safer':
      return fill(t[`play.coach.why.${why.kind}.${ctx}`], { ...vars, away });
    case 'fan':
      return fill(t[`play.coach.why.fan.${ctx}`], { ...vars, away, held: why.held, fan: why.fan });
    case 'trials':
      return fill(t['play.coach.why.trials'], vars);
  }
}

/** Why a risky pick is still the pick. */
export function stillText(t: PlayStrings, lang: Lang, still: Still, waiting: boolean): string {
  switch (still.kind) {
    case 'least':
    case 'forced':
      return t[`play.coach.still.${still.kind}`];
    case 'closer':
      return fill(t['play.coach.still.closer'], { ...otherVars(lang, still.other), away: awayText(t, still.away) });
    case 'more':
      return fill(t[waiting ? 'play.coach.still.moreWait' : 'play.coach.still.more'], {
        ...otherVars(lang, still.other),
        n: still.count,
      });
    case 'outside':
      return fill(t['play.coach.still.outside'], { plan: planText(t, still.plan, still.suit) });
    case 'estimate':
    case 'trials':
      return fill(t[`play.coach.still.${still.kind}`], otherVars(lang, still.other));
  }
}

const lowerFirst = (lang: Lang, s: string): string => (lang === 'en' ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** A claim's name with its tiles ("Chow (1 Dots, 2 Dots, 3 Dots)", "Pung"). */
export function claimName(t: PlayStrings, lang: Lang, a: Action): string {
  const name = a.type === 'chow' || a.type === 'pung' || a.type === 'kong' ? t[`play.action.${a.type}`] : '';
  if (a.type !== 'chow') return name;
  const n = (a.tile % 9) + 1;
  return `${name} (${n}–${n + 1}–${n + 2} ${suitText(t, Math.floor(a.tile / 9))})`;
}

/** What a claim would do to the hand: the distance, the fan its set brings, the plan it rules out. */
export function claimLines(t: PlayStrings, lang: Lang, c: ClaimFacts, minFan: number): string[] {
  const claim = claimName(t, lang, c.action);
  const lines = [distanceText(t, 'claim', c.before, c.after, claim)];
  if (c.reach === 'self-draw' || c.reach === 'never')
    lines.push(
      fill(t[c.reach === 'self-draw' ? 'play.coach.claimSelfDraw' : 'play.coach.claimNotYet'], { claim, minFan }),
    );
  if (c.fan > 0) lines.push(fill(t['play.coach.claimSetFan'], { claim, fan: c.fan }));
  if (c.breaks !== null)
    lines.push(fill(t['play.coach.claimBreaks'], { claim, plan: planText(t, c.breaks.plan, c.breaks.suit) }));
  return lines;
}

/** Why the strong player's answer to a discard; null for a Mah-Jongg (the box says it wins). */
export function claimWhyText(t: PlayStrings, lang: Lang, why: ClaimWhy): string | null {
  switch (why.kind) {
    case 'win':
      return null;
    case 'fan':
      return fill(t['play.coach.claimWhy.fan'], { fan: why.fan });
    case 'plan':
      return fill(t['play.coach.claimWhy.plan'], { plan: planText(t, why.plan, why.suit) });
    case 'breaks':
      return fill(t['play.coach.claimWhy.breaks'], {
        // Running text: English writes "the pung", German keeps the noun's capital.
        claim: lowerFirst(lang, claimName(t, lang, why.action)),
        plan: planText(t, why.plan, why.suit),
      });
    case 'trials':
      return fill(t['play.coach.claimWhy.trials'], { other: actionText(t, lang, why.action) });
    case 'closer':
    case 'estimate':
    case 'kong':
    case 'chows':
    case 'even':
    case 'none-closer':
    case 'pass-estimate':
    case 'pass-against':
      return t[`play.coach.claimWhy.${why.kind}`];
  }
}
