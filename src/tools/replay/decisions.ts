// The learner's decisions in a replayed hand, for the replay page to jump to. A record from the
// play table names the seat the learner played (`learner`); the hand is played again action by
// action from the record's own tiles, the table's review (src/tools/table/review/review.ts) judges each decision from
// the learner's own view, and each decision is placed at the replay's moment it was made in (the
// board as it stood while the learner chose). Pure; the judgement is the review's, with the
// search's picks the record keeps (`searched`), so the table and the replay never disagree.
import { applyHandAction, recordStart, type Action, type HandState } from '../../engine/game/index.ts';
import { actionOfPick, actionsFor, trialsOf, type HandRecord } from '../../engine/game/record.ts';
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import type { SearchedPick } from '../table/review/advisor.ts';
import { reviewHand, summarize } from '../table/review/review.ts';
import type { Decisions } from './decision-list.ts';

/** The record's actions in order, each with the replay moment current when it was taken. */
function actionsWithMoments(record: HandRecord, start: HandState): { log: Action[]; moments: number[] } | null {
  const log: Action[] = [];
  const moments: number[] = [];
  let h = start;
  let moment = 0;
  // Same stepping as the engine's replayRecord: its states are the ones that made events.
  for (let guard = 0; h.events.length < record.events.length; guard++) {
    const i = h.events.length;
    const actions = actionsFor(h, record.events[i]!);
    if (actions.length === 0 || guard > 10_000) return null;
    for (const a of actions) {
      const r = applyHandAction(h, a);
      if (!r.ok) return null;
      log.push(a);
      moments.push(moment);
      h = r.value;
    }
    if (h.events.length > i) moment++;
  }
  return { log, moments };
}

/** The learner's decisions, judged; null for a record that names no learner or does not replay. */
export function decisionsOf(record: HandRecord): Decisions | null {
  const seat = record.learner === undefined ? -1 : WIND_LETTERS.indexOf(record.learner);
  if (seat < 0) return null;
  const round = WIND_LETTERS.indexOf(record.round) as Wind;
  const start = recordStart(record, round);
  if (!start.ok) return null;
  const played = actionsWithMoments(record, start.value);
  if (played === null) return null;
  const picks: SearchedPick[] = [];
  for (const p of record.searched ?? []) {
    const pick = actionOfPick(p.pick, seat as Wind);
    if (pick !== null) picks.push({ event: p.event, pick, trials: trialsOf(p.trials) });
  }
  const moments = reviewHand(start.value, played.log, seat as Wind, picks);
  return {
    seat: record.learner!,
    items: moments.map((m) => ({
      moment: played.moments[m.at]!,
      yours: m.yours,
      best: m.choices[0]!.action,
      estimated: m.estimated,
      trials: m.trials,
      estimateOnly: m.estimateOnly,
      estimate: m.estimate,
      tie: m.tie,
      agreed: m.agreed,
      mistake: m.mistake,
    })),
    summary: summarize(moments),
  };
}
