// The coach's sentences: a choice's reason (tiles away before and after, the unseen useful
// tiles, the plan toward the fan minimum, the danger), in the page's language. Engine-free:
// reasons arrive as data. A decision and its verdict are told by src/tools/table/review/words.ts.
import { fill } from '../../words/fill.ts';
import { makeTile } from '../../engine/tiles.ts';
import type { Choice, Reason } from '../table/review/advisor.ts';
import type { Kept, Risk } from './coach.ts';
import { chowText } from '../table/review/words.ts';
import { tileVars, type PlayStrings } from './strings.ts';

type Lang = 'de' | 'en';
const SUITS = ['m', 'p', 's'] as const;

/** "ready", "2 tiles from ready", "a complete hand". */
export function awayText(t: PlayStrings, n: number): string {
  if (n < 0) return t['play.away.complete'];
  if (n === 0) return t['play.away.ready'];
  return n === 1 ? t['play.away.one'] : fill(t['play.away.n'], { n });
}

const suitText = (t: PlayStrings, suit: number): string => t[`wait.suit.${SUITS[suit]!}`];

function planText(t: PlayStrings, r: Reason): string {
  if (r.plan === 'flush' && r.suit !== null) return fill(t['play.plan.flush'], { suit: suitText(t, r.suit) });
  return t[`play.plan.${r.plan}`];
}

/** Why a discard is a risk (`who`: the player named, "Ben (North)"). */
export function riskText(t: PlayStrings, lang: Lang, risk: Risk, who: string, tile: number): string {
  const vars = { ...tileVars(lang, makeTile(tile)), who };
  if (risk.kind === 'liable') {
    const suit = risk.threat === 'suit' ? suitText(t, Math.floor(tile / 9)) : '';
    return fill(t[`play.coach.liable.${risk.threat}`], { ...vars, suit });
  }
  if (risk.sets === 0) return fill(t['play.coach.risky.late'], vars);
  return fill(t[risk.sets === 1 ? 'play.coach.risky.one' : 'play.coach.risky'], { ...vars, n: risk.sets });
}

/** The plan's expected fan ("about 5 fan"): whole fan, as a hand scores them (and no "4.5" in a German sentence). */
const aboutFan = (fan: number): number => Math.round(fan);

/** The honour pairs and pungs worth keeping, in one line ("Worth keeping …: Red Dragon (pung)"). */
export function keepText(t: PlayStrings, lang: Lang, keep: readonly Kept[]): string {
  const items = keep.map((k) =>
    fill(t[k.pung ? 'play.coach.keep.pung' : 'play.coach.keep.pair'], tileVars(lang, makeTile(k.tile))),
  );
  return fill(t['play.coach.keep'], { list: items.join(', ') });
}

/** Why a discard: how far the hand gets, what is left to draw, the plan (the risk is `riskText`). */
export function reasonLines(t: PlayStrings, r: Reason, minFan: number): string[] {
  const lines = [
    r.before === r.after
      ? fill(t['play.coach.same'], { after: awayText(t, r.after) })
      : fill(t['play.coach.change'], { before: awayText(t, r.before), after: awayText(t, r.after) }),
  ];
  if (r.after >= 0 && r.useful > 0)
    lines.push(fill(t[r.after === 0 ? 'play.coach.winning' : 'play.coach.useful'], { n: r.useful }));
  // "Any winning hand" worth nothing yet says nothing: the plan is named when it steers.
  if (r.plan !== 'any' || r.fan > 0)
    lines.push(
      fill(t[minFan > 0 ? 'play.coach.planMin' : 'play.coach.plan'], {
        plan: planText(t, r),
        fan: aboutFan(r.fan),
        minFan,
      }),
    );
  return lines;
}

/** What a claim would do to the hand (`passFan`: the hand's fan when passing, for the fan it brings or costs). */
export function claimLines(t: PlayStrings, lang: Lang, c: Choice, minFan: number, passFan: number | null): string[] {
  const a = c.action;
  const name = a.type === 'chow' || a.type === 'pung' || a.type === 'kong' ? t[`play.action.${a.type}`] : '';
  const claim = a.type === 'chow' ? `${name} (${chowText(lang, a.tile)})` : name;
  const r = c.reason;
  const lines = [
    r.before === r.after
      ? fill(t['play.coach.claimSame'], { claim, after: awayText(t, r.after) })
      : fill(t['play.coach.claimEffect'], { claim, before: awayText(t, r.before), after: awayText(t, r.after) }),
  ];
  if (minFan > 0 && (r.plan !== 'any' || r.fan > 0))
    lines.push(
      fill(t[r.fan >= minFan ? 'play.coach.claimFan' : 'play.coach.claimShort'], {
        claim,
        fan: aboutFan(r.fan),
        minFan,
      }),
    );
  else if (passFan !== null && aboutFan(r.fan) !== aboutFan(passFan))
    lines.push(fill(t['play.coach.claimWorth'], { claim, fan: aboutFan(r.fan), before: aboutFan(passFan) }));
  return lines;
}
