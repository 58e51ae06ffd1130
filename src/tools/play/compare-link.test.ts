// The link from a won hand to the compare page, read back the way the compare page reads its
// address (its linked editor, then the comparison): the same hand, the same situation, and HKE
// scores it to the table's own fan, for hands played by computer players under every option
// and for the planted rare endings.
import { describe, expect, test } from 'vitest';
import { compareHand } from '../compare/compare-hand.ts';
import { allLines } from '../compare/model.ts';
import { editorStatus } from '../hand-editor/state.ts';
import * as engine from '../shared/engine.ts';
import { toSituation } from '../shared/hand-link.ts';
import { openLink } from '../shared/linked-editor.ts';
import { compareQuery } from './compare-link.ts';
import { PLANTED, plantedGame, playedEnds } from './end-cases.ts';
import { handEnd } from './result.ts';
import type { GameState } from '../../engine/game/index.ts';

/** What the compare page makes of the link: the hand and situation it shows, HKE's fan and limit. */
function opened(query: string) {
  const state = openLink(engine, query);
  expect(state.linkProblem).toBeNull();
  const status = editorStatus(engine, state.editor);
  if (status.kind !== 'complete') throw new Error(`the compare page does not see a complete hand: ${status.kind}`);
  const compared = compareHand(engine, status.hand, toSituation(state.editor.situation));
  if (!compared.ok) throw new Error(`the compare page cannot score it: ${compared.error.code}`);
  const lines = allLines(compared.value);
  const fan = lines.find((l) => l.kind === 'fan')?.cells.hke;
  const limits = lines.filter((l) => l.kind === 'limit' && l.cells.hke?.kind === 'limit').map((l) => l.id);
  return {
    hand: engine.makeHand(status.hand),
    situation: state.editor.situation,
    fan: fan?.kind === 'number' ? fan.value : null,
    limits,
  };
}

function check(g: GameState): void {
  const r = g.hand.result!;
  const query = handEnd(g, {})!.compare;
  if (r.outcome !== 'win') {
    expect(query).toBeNull();
    return;
  }
  expect(query).toBe(compareQuery(r));
  const page = opened(query!);
  const table = engine.parseHand(r.hand!);
  expect(table.ok && engine.makeHand(table.value)).toBe(page.hand);
  const { liable: _, ...situation } = r.situation!;
  expect(page.situation).toEqual(situation);
  expect(page.fan).toBe(r.fan);
  if (r.limit) expect(page.limits).toContain(r.limit);
}

describe('a won hand opens on the compare page as it was won', () => {
  test('hands played under every option', () => {
    let wins = 0;
    for (const { game } of playedEnds(1, 20)) {
      check(game);
      if (game.hand.result!.outcome === 'win') wins++;
    }
    expect(wins).toBeGreaterThan(200);
  });

  test.each(Object.keys(PLANTED))('%s', (name) => check(plantedGame(PLANTED[name]!(), 0)));
});
