// The play page's controller where the computer players search (a strong table at a 3-fan
// minimum): the worker is warmed up once, at the setup or when the table is dealt; the search
// is asked for away from the page during the pause, the step waits for both, plays the move
// the search sent, and lets the page's players decide when it sends none.
import { describe, expect, test } from 'vitest';
import { recordPickOf, type Action } from '../../engine/game/index.ts';
import type { Trials } from '../../engine/game/bots/search.ts';
import type { SearchDecision, SearchReply } from './controller.ts';
import * as engine from './play-engine.ts';
import { readSave } from './persist.ts';
import { COACH_SEARCH_MS, GAME_KEY, SEARCH_MS, searchTime, SPEED_DELAY } from './settings.ts';
import { answer, DRAWN_FORM, world } from './test-world.ts';

const STRONG_3 = { ...DRAWN_FORM, bot: 'strong', minFan: 3 };

/** A searcher the test answers by hand: the requests, in order, each with its resolver (a move, and its trial games). */
function handSearcher() {
  type Send = (a: Action | null, trials?: Trials) => void;
  const asked: { chunk: string; d: SearchDecision; ms: number; drop?: AbortSignal; send: Send }[] = [];
  const search = (chunk: string, d: SearchDecision, ms: number, drop?: AbortSignal) =>
    new Promise<SearchReply | null>((resolve) =>
      asked.push({
        chunk,
        d,
        ms,
        drop,
        send: (a, trials) => resolve(a === null ? null : { action: a, trials: trials ?? null }),
      }),
    );
  return { asked, search };
}

/** Lets the promises in flight settle (the search chunk is loaded once, then at hand). */
const settle = async () => {
  await engine.loadSearch();
  await new Promise((r) => setTimeout(r, 0));
};

async function toComputerStep(form: Record<string, unknown>, searcher: ReturnType<typeof handSearcher>) {
  const w = world({ search: '?seed=5', form, searcher: searcher.search });
  await w.ctl.start();
  w.ctl.deal();
  // The worker's warm-up, asked for on idle once the table is dealt.
  w.clock.runIdle();
  await settle();
  const warm = searcher.asked.filter((r) => r.ms === SEARCH_MS);
  expect(warm.map((r) => r.d)).toEqual([engine.warmUpDecision()]);
  searcher.asked.splice(searcher.asked.indexOf(warm[0]!), 1);
  // Answer every question until the computer players are to move and one of them is asked;
  // the coach's searches of the learner's own choices are answered with nothing.
  for (let guard = 0; guard < 200 && searcher.asked.length === 0; guard++) {
    if (engine.nextStep(w.ctl.model.table!) === 'computer') {
      w.clock.tick(SPEED_DELAY.normal);
      await settle();
    } else answer(w);
    await settle();
    for (const r of searcher.asked.filter((x) => x.ms === COACH_SEARCH_MS)) {
      searcher.asked.splice(searcher.asked.indexOf(r), 1);
      r.send(null);
    }
  }
  return w;
}

/** A world dealt at a strong 3-fan table, played on until the learner is asked to discard, with the coach's search asked. */
async function toLearnerDiscard(searcher: ReturnType<typeof handSearcher>) {
  const w = world({ search: '?seed=5', form: STRONG_3, searcher: searcher.search });
  await w.ctl.start();
  w.ctl.deal();
  for (let guard = 0; guard < 400; guard++) {
    await settle();
    for (const r of searcher.asked.filter((x) => x.ms !== COACH_SEARCH_MS)) {
      searcher.asked.splice(searcher.asked.indexOf(r), 1);
      r.send(null);
    }
    const s = w.ctl.model.table!;
    if (engine.nextStep(s) === 'computer') w.clock.tick(SPEED_DELAY.normal);
    else if (w.ctl.model.view!.prompt.kind === 'discard' && searcher.asked.length > 0) return w;
    else {
      for (const r of searcher.asked.splice(0)) r.send(null);
      answer(w);
    }
  }
  throw new Error('the learner was never asked to discard');
}

describe('a table whose players search', () => {
  test('the step waits for the pause and the search, then plays the move the search sent', async () => {
    const s = handSearcher();
    const w = await toComputerStep(STRONG_3, s);
    expect(s.asked.length).toBe(1);
    const req = s.asked.at(-1)!;
    expect(req.chunk).toBe((await engine.loadSearch()).url);
    expect(req.d).toEqual(engine.searchFor(w.ctl.model.table!));
    expect(req.ms).toBe(searchTime('normal')); // the pause: the search holds the table no longer
    expect(searchTime('instant')).toBe(SEARCH_MS);
    const before = w.ctl.model.table!;
    w.clock.tick(SPEED_DELAY.normal);
    expect(w.ctl.model.table).toBe(before); // the pause is over, the search is not
    // Not the move the page's players would make: the last of the choices.
    const sent = req.d.legal.at(-1)!;
    expect(engine.update(before, { type: 'advance' }).log).not.toContainEqual(sent);
    req.send(sent);
    await settle();
    const after = w.ctl.model.table!;
    expect(after).not.toBe(before);
    expect(after.log.slice(before.log.length)).toContainEqual(sent);
  });

  test('a search that sends nothing leaves the move to the page’s players', async () => {
    const s = handSearcher();
    const w = await toComputerStep(STRONG_3, s);
    const before = w.ctl.model.table!;
    const plain = engine.update(before, { type: 'advance' });
    s.asked.at(-1)!.send(null);
    w.clock.tick(SPEED_DELAY.normal);
    await settle();
    expect(w.ctl.model.table!.log).toEqual(plain.log);
  });

  test('an answer for a table that has moved on is dropped', async () => {
    const s = handSearcher();
    const w = await toComputerStep(STRONG_3, s);
    const req = s.asked.at(-1)!;
    w.ctl.coach(false); // a new table state: the pace starts again, with a new request
    await settle();
    expect(s.asked.at(-1)).not.toBe(req);
    const before = w.ctl.model.table!;
    req.send(req.d.legal.at(-1)!);
    w.clock.tick(SPEED_DELAY.normal);
    await settle();
    expect(w.ctl.model.table).toBe(before);
  });

  test('the worker is warmed up once, after the warm-up’s slices at the setup, where it searches', async () => {
    const warm = JSON.stringify(engine.warmUpDecision());
    for (const [form, warmed] of [
      [STRONG_3, 1],
      [{ ...STRONG_3, hints: false }, 1],
      [{ ...STRONG_3, minFan: 0 }, 0],
      // The coach searches the learner's decisions at 3 fan, whoever the computer players are.
      [{ ...STRONG_3, bot: 'careful' }, 1],
      [{ ...STRONG_3, bot: 'beginner' }, 1],
      [{ ...STRONG_3, bot: 'careful', hints: false }, 0],
    ] as const) {
      const s = handSearcher();
      const w = world({ search: '?seed=5', form, searcher: s.search });
      await w.ctl.start();
      const slices = engine.warmUpSlices().length;
      for (let k = 0; k < slices; k++) w.clock.runIdle();
      await settle();
      expect(s.asked).toEqual([]);
      w.clock.runIdle();
      await settle();
      expect(s.asked.map((r) => [JSON.stringify(r.d), r.ms])).toEqual(warmed ? [[warm, SEARCH_MS]] : []);
      // The table dealt asks for no second one.
      w.ctl.deal();
      w.clock.runIdle();
      await settle();
      expect(s.asked.filter((r) => JSON.stringify(r.d) === warm)).toHaveLength(warmed);
    }
  });

  test('careful players, or strong ones with no minimum, are never searched for', async () => {
    for (const [form, learner] of [
      [{ ...STRONG_3, minFan: 0 }, false],
      [{ ...STRONG_3, bot: 'careful', hints: false }, false],
      // With coaching on at 3 fan the coach searches the learner's decisions, and only those.
      [{ ...STRONG_3, bot: 'careful' }, true],
    ] as const) {
      const s = handSearcher();
      const w = world({ search: '?seed=5', form, searcher: s.search });
      await w.ctl.start();
      w.ctl.deal();
      const mine = engine.learnerSeat(w.ctl.model.table!.game);
      let asked = 0;
      for (let guard = 0; guard < 100; guard++) {
        await settle();
        for (const r of s.asked.splice(0)) {
          if (r.ms === SEARCH_MS) continue; // the worker's warm-up
          expect(r.ms).toBe(COACH_SEARCH_MS);
          expect(r.d.seat).toBe(mine);
          expect(r.d).toEqual(engine.learnerDecision(w.ctl.model.table!));
          asked++;
          r.send(null);
        }
        await settle();
        if (engine.nextStep(w.ctl.model.table!) === 'computer') w.clock.tick(SPEED_DELAY.normal);
        else if (w.ctl.model.table!.game.hand.phase.kind === 'over') break;
        else answer(w);
      }
      if (learner) expect(asked).toBeGreaterThan(3);
      else expect(asked).toBe(0);
    }
  });

  test('the coach waits for the search of the learner’s own choices, then advises its pick', async () => {
    const s = handSearcher();
    const w = await toLearnerDiscard(s);
    const table = w.ctl.model.table!;
    const [req] = s.asked;
    expect(s.asked).toHaveLength(1);
    expect(req!.d).toEqual(engine.learnerDecision(table));
    expect(req!.d.seat).toBe(engine.learnerSeat(table.game));
    expect(req!.ms).toBe(COACH_SEARCH_MS);
    w.ctl.toggleHint();
    expect(w.ctl.model.advice).toBeNull();
    expect(w.ctl.model.coachTrying).toBe(true);
    // A pick the estimate ranks below its first: the coach names the estimate's and the trial games.
    const plain = engine.advise(table)!;
    const pick = plain.choices.find((c) => c.action.type === 'discard' && c !== plain.choices[0])!.action;
    // With the trial games that decided (made up here: the coach tells what the search sends).
    const trials = {
      games: 16,
      pick: { wins: 5, dealIns: 1, points: 40 },
      estimate: { wins: 3, dealIns: 2, points: 12 },
    };
    req!.send(pick, trials);
    await settle();
    expect(w.ctl.model.coachTrying).toBe(false);
    const advice = w.ctl.model.advice!;
    expect(advice.choices[0]!.action).toEqual(pick);
    expect(advice.estimateOnly).toBe(false);
    expect(plain.estimateOnly).toBe(true);
    expect(advice.discard!.why).toEqual({
      kind: 'trials',
      other: (plain.choices[0]!.action as { tile: number }).tile,
      tally: trials,
    });
  });

  test('the learner’s decision drops the coach’s search of it, and a late pick changes nothing', async () => {
    const s = handSearcher();
    const w = await toLearnerDiscard(s);
    const [req] = s.asked.splice(0);
    expect(req!.drop?.aborted).toBe(false);
    // Coaching stays on while the search tries; only the learner's move drops it.
    w.ctl.toggleHint();
    await settle();
    expect(req!.drop?.aborted).toBe(false);
    const plain = engine.advise(w.ctl.model.table!)!;
    w.ctl.move(plain.choices[0]!.action);
    expect(req!.drop?.aborted).toBe(true);
    const after = w.ctl.model.table!;
    req!.send(plain.choices[1]!.action);
    await settle();
    expect(w.ctl.model.table).toBe(after);
    expect(after.searched ?? []).toEqual([]);
  });

  test('a search of the learner’s choices that sends nothing leaves the coach its estimate', async () => {
    const s = handSearcher();
    const w = await toLearnerDiscard(s);
    w.ctl.toggleHint();
    s.asked[0]!.send(null);
    await settle();
    expect(w.ctl.model.advice).toEqual(engine.advise(w.ctl.model.table!));
    // Not searched where the strong player searches: the coach says its advice is the estimate.
    expect(w.ctl.model.advice!.estimateOnly).toBe(true);
    expect(w.ctl.model.coachTrying).toBe(false);
  });

  test('the search’s pick is kept with the table and its save, and the review compares with it', async () => {
    const s = handSearcher();
    const w = await toLearnerDiscard(s);
    const table = w.ctl.model.table!;
    const plain = engine.advise(table)!;
    // A discard the estimate ranks below its first (not level with it).
    const below = (c: (typeof plain.choices)[number]) =>
      c.action.type === 'discard' && c.score < plain.choices[0]!.score;
    const pick = plain.choices.find(below)!.action;
    // The trial games that decided it (made up: the table keeps what the search sends).
    const trials = {
      games: 64,
      pick: { wins: 14, dealIns: 2, points: 310 },
      estimate: { wins: 11, dealIns: 6, points: 95 },
    };
    s.asked[0]!.send(pick, trials);
    await settle();
    const event = table.game.hand.events.length;
    expect(w.ctl.model.table!.searched).toEqual([{ event, pick, trials }]);
    const saved = readSave(w.items.get(GAME_KEY) ?? null);
    expect(saved.ok && saved.value.searched).toEqual([{ event, pick, trials }]);
    // The learner follows the pick; the hand is played to its end, every other search sending nothing.
    w.ctl.move({ type: 'discard', tile: (pick as { tile: number }).tile });
    for (let guard = 0; guard < 600 && w.ctl.model.view!.prompt.kind !== 'over'; guard++) {
      await settle();
      for (const r of s.asked.splice(0)) r.send(null);
      await settle();
      if (engine.nextStep(w.ctl.model.table!) === 'computer') w.clock.tick(SPEED_DELAY.normal);
      else if (engine.nextStep(w.ctl.model.table!) === 'learner') answer(w);
    }
    const review = engine.reviewOf(w.ctl.model.table!);
    const i = review.moments.findIndex((m) => m.at === table.log.length);
    expect(review.items[i]).toMatchObject({
      yours: pick,
      best: pick,
      estimated: plain.choices[0]!.action,
      trials,
      agreed: true,
    });
    // The hand's record keeps them for the replay (decisions.test.ts reads them back).
    expect(engine.handRecordOf(w.ctl.model.table!).searched).toContainEqual({
      event,
      pick: recordPickOf(pick),
      trials,
    });
    // Without the pick, the same move is judged against the estimate's first choice.
    const plainReview = engine.reviewOf({ ...w.ctl.model.table!, searched: [] });
    expect(plainReview.items[i]).toMatchObject({ best: plain.choices[0]!.action, estimated: null, agreed: false });
  });
});
