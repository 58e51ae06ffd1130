// The coaching box as the learner reads it: its lines in order, each made of text, bold text
// and tile pictures, and the lessons that teach the terms it uses. The view (Controls.tsx) only
// draws what this returns, so a test reads exactly the sentences the page shows.
import { fill } from '../../words/fill.ts';
import { makeTile, WIND_LETTERS } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { Advice } from './coach.ts';
import type { DiscardWhy } from './coach-why.ts';
import {
  claimLines,
  claimWhyText,
  distanceText,
  drawLines,
  keepText,
  planLine,
  riskText,
  stillText,
  whyText,
} from './coach-words.ts';
import type { ClaimOption, TableView } from './model.ts';
import type { RuleSection } from './rule-links.ts';
import { actionText, tallyText } from '../table/review/words.ts';
import { seatName, subjectName, tileText, tileVars, type PlayStrings, type Seating } from './strings.ts';

/** A piece of a line: text, bold text, or tile pictures. */
export type Piece = string | { strong: string } | { tiles: readonly TileCode[] };

export interface CoachBox {
  lines: Piece[][];
  /** The lessons that teach the terms the lines use, in the order first used. */
  sections: RuleSection[];
}

/** The coaching line for one claim when no advice is there: what taking the tile would mean. */
function claimCoach(t: PlayStrings, lang: 'de' | 'en', o: ClaimOption, tile: TileCode): string {
  return fill(t[`play.coach.claim.${o.kind}`], {
    ...tileVars(lang, tile),
    set: o.set.map((c) => tileText(lang, c)).join(', '),
  });
}

/** The box for the question now (`trying`: the strong player still tries the learner's choices out); null when it would be empty. */
export function coachBox(
  t: PlayStrings,
  seating: Seating,
  view: TableView,
  advice: Advice | null,
  hint: boolean,
  trying = false,
): CoachBox | null {
  const lang = seating.lang;
  const lines: Piece[][] = [];
  const sections: RuleSection[] = [];
  const add = (section: RuleSection | readonly RuleSection[] | null, ...pieces: Piece[]) => {
    lines.push(pieces);
    for (const id of section === null ? [] : typeof section === 'string' ? [section] : section)
      if (!sections.includes(id)) sections.push(id);
  };
  /** The strong player's choice, followed, where it is the estimate alone, by saying so. */
  const addChoice = (section: RuleSection | null, piece: Piece) => {
    add(section, piece);
    if (advice?.estimateOnly) add(null, t['play.review.estimateOnly']);
  };
  const p = view.prompt;
  const best = advice?.choices[0];
  const d = advice?.discard ?? null;
  if (advice && best && advice.kind === 'discard' && hint && d !== null) {
    addChoice(null, { strong: fill(t['play.coach.best'], tileVars(lang, makeTile(d.tile))) });
    add('distance', distanceText(t, 'coach', d.before, d.after.away));
    drawLines(t, d.after, advice.minFan).forEach((l, i) =>
      add(i > 0 ? 'fanMinimum' : d.after.away > 0 ? 'distance' : 'waiting', l),
    );
    const why = d.why;
    const waiting = d.after.away === 0;
    add(whySections(why), whyText(t, lang, d.tile, why, advice.minFan, waiting));
    // The trial games name the winning tile another player won on, and safety.
    if (why.kind === 'trials' && why.tally !== null) add(['waiting', 'safety'], tallyText(t, why.tally));
    // A hand given up plays for safety: no plan, no honours worth keeping.
    const fold = why.kind === 'fold';
    const plan = fold ? null : planLine(t, best.reason.plan, best.reason.suit, advice.minFan);
    if (plan !== null)
      add(
        best.reason.plan === 'any' ? ['fanMinimum'] : advice.minFan > 0 ? ['direction', 'fanMinimum'] : ['direction'],
        plan,
      );
    if (!fold && advice.keep.length > 0) add('honourFan', keepText(t, lang, advice.keep));
    if (advice.risk !== null) {
      const who = seatName(t, seating, WIND_LETTERS[advice.risk.seat]!);
      add(advice.risk.kind === 'liable' ? 'dangerous' : 'safety', riskText(t, lang, advice.risk, who, d.tile));
      if (d.still !== null)
        add(d.still.kind === 'forced' ? 'dangerous' : 'safety', stillText(t, lang, d.still, waiting));
    }
  } else if (advice && best && advice.kind === 'discard' && hint) {
    addChoice(null, { strong: fill(t['play.coach.claimBest'], { action: actionText(t, lang, best.action) }) });
    if (best.action.type === 'concealed-kong' || best.action.type === 'added-kong')
      add('kongs', t['play.coach.kongWhy']);
  }
  if (advice && best && advice.kind === 'claim' && advice.claim !== null) {
    for (const c of advice.claim.claims) {
      const [distance, ...rest] = claimLines(t, lang, c, advice.minFan);
      add('distance', distance!);
      if (c.reach === 'self-draw' || c.reach === 'never') add('fanMinimum', rest.shift()!);
      if (c.fan > 0) add('honourFan', rest.shift()!);
      for (const l of rest) add('direction', l);
    }
    addChoice('claim', fill(t['play.coach.claimBest'], { action: actionText(t, lang, best.action) }));
    const why = claimWhyText(t, lang, advice.claim.why);
    const kind = advice.claim.why.kind;
    if (why !== null)
      add(
        kind === 'plan' || kind === 'breaks'
          ? 'direction'
          : kind === 'fan'
            ? 'honourFan'
            : kind === 'trials'
              ? null
              : 'distance',
        why,
      );
    const claimWhy = advice.claim.why;
    if (claimWhy.kind === 'trials' && claimWhy.tally !== null) add(['waiting', 'safety'], tallyText(t, claimWhy.tally));
  }
  // Where the table's players search, the advice waits for the search of the learner's choices.
  if (trying && !advice && (hint || p.kind === 'claim')) add(null, t['play.coach.thinking']);
  if ((p.kind === 'discard' || p.kind === 'claim' || p.kind === 'rob') && p.canWin) add(null, t['play.coach.canWin']);
  if (p.kind === 'claim' && !advice) for (const o of p.options) add('claim', claimCoach(t, lang, o, p.tile));
  if (p.kind === 'rob') add('robbing', fill(t['play.coach.rob'], { who: subjectName(t, seating, p.from) }));
  if (p.kind === 'deal') add('dealKong', t['play.coach.deal']);
  if (p.kind === 'discard' && [...view.hand, view.drawn].some((x) => x?.idle)) add(null, t['play.hand.idleNote']);
  waitLines(t, view, add);
  return lines.length === 0 ? null : { lines, sections };
}

/** "You are waiting for: …", and under a fan minimum which of them win only by self-draw or not yet. */
type Add = (s: RuleSection | null, ...p: Piece[]) => void;

function waitLines(t: PlayStrings, view: TableView, add: Add): void {
  const w = view.waits;
  if (w === null) return;
  if (w.length === 0) {
    add('waiting', t['play.coach.notWaiting']);
    return;
  }
  add('waiting', `${t['play.coach.waits']} `, { tiles: w });
  const r = view.waitReach;
  if (r === null) return;
  const minFan = r.minFan;
  if (r.selfDrawOnly.length > 0)
    add('fanMinimum', `${fill(t['play.coach.waitsSelfDraw'], { minFan })} `, { tiles: r.selfDrawOnly });
  if (r.never.length > 0) add('fanMinimum', `${fill(t['play.coach.waitsNever'], { minFan })} `, { tiles: r.never });
}

function whySections(why: DiscardWhy): RuleSection[] {
  if (why.kind === 'fold') return why.safest === 'all' ? ['giveUp'] : ['giveUp', 'dangerous'];
  // Trial games are no term a lesson teaches.
  if (why.kind === 'trials') return [];
  return [whySection(why.kind)];
}

function whySection(kind: DiscardWhy['kind']): RuleSection {
  switch (kind) {
    case 'liable':
      return 'dangerous';
    case 'safer':
      return 'safety';
    case 'plan':
    case 'outside':
      return 'direction';
    case 'fan':
      return 'honourFan';
    default:
      return 'distance';
  }
}

/** The box as plain text, one line each (tiles by name): what a screen reader and the tests read. */
export function boxText(box: CoachBox, lang: 'de' | 'en'): string[] {
  return box.lines.map((l) =>
    l
      .map((p) =>
        typeof p === 'string' ? p : 'strong' in p ? p.strong : p.tiles.map((c) => tileText(lang, c)).join(', '),
      )
      .join(''),
  );
}
