// The honesty checks of a box's warning and its form (coach-honesty.test.ts): a warned pick
// says why it is still the pick, and that reason holds; a dangerous-play warning names what
// the rule counts, recounted from the shown sets (HKE 240–248: pungs and kongs only, never
// chows); and no line stacks one parenthesis after or inside another.
import { fill } from '../../words/fill.ts';
import {
  awayWords,
  holds,
  need,
  other,
  planWords,
  tileOf,
  type At,
  type Check,
  type Choice,
  type Recount,
} from './coach-honesty.checks.ts';
import type { PlayKey } from './strings.ts';

/** The shown pungs and kongs that make each threat, as the rule text counts them (HKE 240–248). */
const NEEDED = { dragons: 2, winds: 3, suit: 3, honours: 3, terminals: 3 } as const;

export function checkRisk(c: Check): void {
  const { t, advice, view } = c;
  const risk = advice.risk;
  const d = advice.discard;
  if (risk?.kind !== 'liable' || d === null) return;
  const tile = d.tile;
  const k = risk.threat;
  const pungs = view.players[risk.seat]!.melds.filter((m) => m.kind !== 'chow').map((m) => m.tile);
  const of: Record<typeof k, (x: number) => boolean> = {
    dragons: (x) => x >= 31,
    winds: (x) => x >= 27 && x < 31,
    suit: (x) => x < 27 && Math.floor(x / 9) === Math.floor(tile / 9),
    honours: (x) => x >= 27,
    terminals: (x) => x < 27 && (x % 9 === 0 || x % 9 === 8),
  };
  holds(c, pungs.filter(of[k]).length >= NEEDED[k], `${risk.seat} shows the pungs or kongs of the threat (${k})`);
  const suit = k === 'suit' ? t[`play.coach.suitDat.${'mps'[Math.floor(tile / 9)]}` as PlayKey] : '';
  const shown = t[`play.coach.liable.shown.${k}` as PlayKey].replace('{suit}', suit);
  holds(
    c,
    c.lines.some((l) => l.includes(` ${shown}`)),
    'the warning names the shown sets',
  );
  // Suits and terminals can be shown as chows too, which the rule does not count.
  if (k === 'suit' || k === 'terminals')
    holds(c, /pungs or kongs|Pongs oder Kongs/.test(shown), 'the warning counts pungs and kongs, not chows');
}

/** No "(…) (…)" and no "(… (…))": a second remark goes into its own clause. */
export function checkParens(c: Check): void {
  for (const l of c.lines) holds(c, !/\)\s*\(/.test(l) && !/\([^)]*\(/.test(l), `one parenthesis at a time: «${l}»`);
}

/** At most one colon in a sentence: a second one reads as a chain of labels. */
export function checkColons(c: Check): void {
  for (const l of c.lines)
    for (const sentence of l.split(/(?<=[.!?])\s+/))
      holds(c, sentence.split(':').length <= 2, `one colon per sentence: «${sentence}»`);
}

/** A warned pick says why it is still the pick, and that reason holds. */
export function checkStill(c: Check, discards: Choice[], at: At, pick: Recount): void {
  const { t, advice } = c;
  const risk = advice.risk!;
  if (risk.kind === 'risky') c.figures.add(c.view.players[risk.seat]!.melds.length);
  const d = advice.discard!;
  const still = d.still;
  if (still === null) {
    c.fail.push('a risky pick without why it is still the pick');
    return;
  }
  const r = discards[0]!.reason;
  const safer = discards.filter((x) => x.reason.danger < r.danger && (r.liable || !x.reason.liable));
  let sentence: string;
  switch (still.kind) {
    case 'least':
      holds(c, safer.length === 0, 'no safer tile');
      sentence = t['play.coach.still.least'];
      break;
    case 'forced':
      holds(
        c,
        discards.every((x) => x.reason.liable),
        'every tile is dangerous play',
      );
      sentence = t['play.coach.still.forced'];
      break;
    case 'closer': {
      const away = at(still.other).away;
      holds(
        c,
        safer.every((x) => at(tileOf(x)).away > pick.away) && tileOf(safer[0]!) === still.other,
        'every safer tile is further',
      );
      c.figures.add(away);
      sentence = fill(t['play.coach.still.closer'], { ...other(c, still.other), away: awayWords(t, away) });
      break;
    }
    case 'more': {
      const worse = (x: Choice) =>
        at(tileOf(x)).away > pick.away || (at(tileOf(x)).away === pick.away && at(tileOf(x)).good < pick.good);
      holds(c, safer.every(worse) && at(still.other).good === still.count, 'every safer tile keeps less');
      c.figures.add(still.count);
      sentence = fill(t[pick.wins === null ? 'play.coach.still.more' : 'play.coach.still.moreWait'], {
        ...other(c, still.other),
        n: still.count,
      });
      break;
    }
    case 'outside': {
      const off = (tile: number) => tile < 27 && Math.floor(tile / 9) !== r.suit;
      holds(
        c,
        r.plan === 'flush' && off(tileOf(discards[0]!)) && safer.length > 0 && safer.every((x) => !off(tileOf(x))),
        'every safer tile fits the flush, the pick does not',
      );
      sentence = fill(t['play.coach.still.outside'], { plan: planWords(c, r.plan, r.suit) });
      break;
    }
    case 'estimate':
    case 'trials':
      holds(
        c,
        safer.some((x) => tileOf(x) === still.other),
        'the other is safer',
      );
      sentence = fill(t[`play.coach.still.${still.kind}`], other(c, still.other));
      break;
  }
  need(c, sentence, `why still the pick (${still.kind})`);
}
