// The honesty checks of a claim's coaching box and of "You are waiting for" (coach-honesty.test.ts):
// each claim's distance, the fan its set brings and the plan it rules out, rebuilt from the
// dictionary's templates and the test's recount; the answer's reason checked against them.
import { countTiles, type Tile } from '../../engine/tiles.ts';
import { fill } from '../../words/fill.ts';
import {
  awayWords,
  checkLinks,
  holds,
  need,
  planWords,
  sameWords,
  trialsHold,
  checkTally,
  type Check,
  type Choice,
} from './coach-honesty.checks.ts';
import { actionText } from '../table/review/words.ts';
import { pungFan, recountAway, recountSeen, recountWins } from './coach-recount.ts';
import type { TableView } from './model.ts';
import type { PlayKey } from './strings.ts';

/** What a hand of 13 or 14 hidden tiles waits to win by at best: on a discard, only by self-draw, or not yet. */
function bestReach(view: Check['view'], c: number[], melds: Check['view']['players'][number]['melds']) {
  const seen = recountSeen(view);
  const of = (w: ReturnType<typeof recountWins>) =>
    w.unseen - w.selfDrawOnly - w.never > 0 ? 2 : w.selfDrawOnly > 0 ? 1 : 0;
  let best = 0;
  if (c.reduce((a, b) => a + b, 0) % 3 === 1) best = of(recountWins(view, c, melds, seen));
  else
    for (let t = 0; t < c.length; t++) {
      if (c[t] === 0) continue;
      const left = c.slice();
      left[t]!--;
      if (recountAway(left, melds.length) === 0) best = Math.max(best, of(recountWins(view, left, melds, seen)));
    }
  return (['never', 'self-draw', 'discard'] as const)[best]!;
}

/** Claims: each claim's distance, the fan its set brings, the plan it rules out; the answer's reason. */
export function checkClaim(c: Check): void {
  const { t, advice, view } = c;
  const a = advice.claim;
  if (a === null || view.phase.kind !== 'claims') return;
  const tile = view.phase.tile;
  const c13 = countTiles(view.concealed);
  const melds = view.players[view.seat]!.melds;
  const declared = melds.length;
  const before = recountAway(c13, declared);
  c.figures.add(before);
  const pass = advice.choices.find((x) => x.action.type === 'pass')!;
  const plan = pass.reason.plan;
  const facts: { action: Choice['action']; after: number; fan: number; breaks: boolean }[] = [];
  for (const x of advice.choices) {
    const act = x.action;
    if (act.type !== 'chow' && act.type !== 'pung' && act.type !== 'kong') continue;
    const rest = c13.slice();
    const taken =
      act.type === 'chow'
        ? [act.tile, act.tile + 1, act.tile + 2].filter((u) => u !== tile)
        : new Array<Tile>(act.type === 'kong' ? 3 : 2).fill(tile);
    for (const u of taken) rest[u]!--;
    // The claim is followed by a discard: a shape the claimed tile completes is waiting after it.
    const after = Math.max(0, recountAway(rest, declared + 1));
    const fan = act.type === 'chow' ? 0 : pungFan(tile, view.seat, view.round);
    const low = act.type === 'chow' ? act.tile : tile;
    const breaks =
      plan === 'pairs' ||
      (plan === 'pungs' && act.type === 'chow') ||
      (plan === 'flush' && low < 27 && Math.floor(low / 9) !== pass.reason.suit);
    facts.push({ action: act, after, fan, breaks });
    [after, fan].forEach((n) => c.figures.add(n));
    const name = t[`play.action.${act.type}`];
    const claim =
      act.type === 'chow'
        ? `${name} (${[1, 2, 3].map((i) => (act.tile % 9) + i).join('–')} ${t[`wait.suit.${'mps'[Math.floor(act.tile / 9)]}` as PlayKey]})`
        : name;
    need(
      c,
      before === after
        ? sameWords(t, 'play.coach.claimSame', after, claim)
        : fill(t['play.coach.claimEffect'], { claim, before: awayWords(t, before), after: awayWords(t, after) }),
      "a claim's distance",
    );
    if (after === 0 && view.options.minFan > 0) {
      // Waiting after the claim: the best wait over its discards (a kong: its own), recounted.
      c.figures.add(view.options.minFan);
      const reach = bestReach(view, rest, [...melds, { kind: act.type, tile: low, concealed: false }]);
      if (reach !== 'discard')
        need(
          c,
          fill(t[reach === 'self-draw' ? 'play.coach.claimSelfDraw' : 'play.coach.claimNotYet'], {
            claim,
            minFan: view.options.minFan,
          }),
          'a claim that waits short of the minimum',
        );
    }
    if (fan > 0) need(c, fill(t['play.coach.claimSetFan'], { claim, fan }), 'the fan a set brings');
    if (breaks)
      need(
        c,
        fill(t['play.coach.claimBreaks'], { claim, plan: planWords(c, plan, pass.reason.suit) }),
        'the plan ruled out',
      );
  }
  const why = a.why;
  const best = advice.choices[0]!;
  const mine = facts.find((f) => f.action === best.action);
  switch (why.kind) {
    case 'win':
      holds(c, best.action.type === 'mahjong', 'a win');
      return;
    case 'closer':
      holds(c, mine !== undefined && mine.after < before, 'the claim brings it closer');
      break;
    case 'fan':
      holds(c, mine !== undefined && mine.after >= before && mine.fan === why.fan && why.fan > 0, 'the set brings fan');
      c.figures.add(why.fan);
      break;
    case 'plan':
      holds(c, mine !== undefined && plan !== 'any' && !mine.breaks, 'the claim fits the plan');
      planWords(c, why.plan, why.suit);
      break;
    case 'even':
      holds(
        c,
        mine !== undefined && mine.after === before && mine.fan === 0 && !mine.breaks,
        'the claim changes nothing counted',
      );
      break;
    case 'estimate':
      holds(
        c,
        mine !== undefined && mine.fan === 0 && (mine.after > before || (mine.after === before && mine.breaks)),
        'no effect of the claim speaks for it',
      );
      break;
    case 'kong':
      holds(
        c,
        best.action.type === 'kong' &&
          facts.some((f) => f.action.type === 'pung' && mine!.after <= f.after && mine!.fan >= f.fan),
        'the kong counts as well as the pung',
      );
      break;
    case 'chows':
      holds(
        c,
        best.action.type === 'chow' &&
          facts.some(
            (f) =>
              f !== mine &&
              f.action.type === 'chow' &&
              f.after === mine!.after &&
              f.fan === mine!.fan &&
              f.breaks === mine!.breaks,
          ),
        'another chow counts the same',
      );
      break;
    case 'none-closer':
      holds(c, best.action.type === 'pass' && facts.every((f) => f.after >= before), 'no claim is closer');
      break;
    case 'breaks':
      holds(
        c,
        best.action.type === 'pass' && facts.some((f) => f.action === why.action && f.after < before && f.breaks),
        'the closer claim rules out the plan',
      );
      planWords(c, why.plan, why.suit);
      break;
    case 'trials': {
      const o = advice.choices.find((x) => JSON.stringify(x.action) === JSON.stringify(why.action));
      holds(c, o !== undefined && trialsHold(c, best, o), 'the search tried both');
      if (why.tally !== null) checkTally(c, why.tally);
      need(
        c,
        fill(t['play.coach.claimWhy.trials'], { other: actionText(t, c.lang, why.action) }),
        'the reason (trials)',
      );
      break;
    }
    case 'pass-estimate':
    case 'pass-against': {
      const closer = facts.filter((f) => f.after < before);
      holds(c, best.action.type === 'pass' && closer.length > 0, 'a claim would be closer');
      holds(c, why.kind !== 'pass-against' || closer.some((f) => f.fan > 0), 'a closer claim brings fan');
      break;
    }
  }
  holds(
    c,
    !c.lines.some((l) => l.includes(t['play.away.complete'])),
    'a claim never completes the hand (its discard follows)',
  );
  holds(
    c,
    c.lines.some((l) => l.startsWith(t['play.coach.claimWhy.closer'].slice(0, 4))),
    'the answer states its reason',
  );
  checkLinks(c);
}

/** "You are waiting for": under a minimum, the tiles that win only by self-draw or not yet, recounted. */
export function checkWaits(c: Check, v: TableView): void {
  if (v.waits === null || v.waits.length === 0 || c.advice.minFan === 0) return;
  const { t, view } = c;
  c.figures.add(c.advice.minFan);
  const melds = view.players[view.seat]!.melds;
  const seen = recountSeen(view);
  const c13 = countTiles(view.concealed);
  const short = recountWins(view, c13, melds, seen);
  if (short.selfDrawOnly > 0)
    holds(
      c,
      c.lines.some((l) => l.startsWith(fill(t['play.coach.waitsSelfDraw'], { minFan: c.advice.minFan }))),
      'waits that win only by self-draw are named',
    );
  if (short.never > 0)
    holds(
      c,
      c.lines.some((l) => l.startsWith(fill(t['play.coach.waitsNever'], { minFan: c.advice.minFan }))),
      'waits that cannot win yet are named',
    );
}
