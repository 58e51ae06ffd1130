// The way of winning has no default in the calculator: which links open asking and which open
// chosen, which edits choose or ask again, how a chosen discard is written into the link, and
// the ways offered for a hand, against the engine's own check of a situation.
import { describe, expect, test } from 'vitest';
import * as engine from '../../engine/index.ts';
import { LINK_DEFAULTS, makeHandLink, type HandLink } from '../shared/hand-link.ts';
import type { EditorAction } from '../hand-editor/state.ts';
import { unchosenProblem, winChoices } from './result.ts';
import { fromQuery, initialCalc, queryOf, stageOf, update, type CalcAction, type CalcState } from './state.ts';

const open = (query: string): CalcState => fromQuery(engine, query);
const run = (s: CalcState, ...actions: CalcAction[]): CalcState =>
  actions.reduce((acc, a) => update(engine, acc, a), s);
const edit = (action: EditorAction): CalcAction => ({ type: 'edit', action });
const type = (text: string): CalcAction => edit({ type: 'text', text });
const pick = (code: string): CalcAction => ({ type: 'pick-winning', code });
const query = (link: Partial<HandLink>): string => makeHandLink({ ...LINK_DEFAULTS, ...link });

describe('the way of winning has no default', () => {
  const HAND = '123m456m78m11z [777z] +9m';
  const won = run(initialCalc(), type(HAND));
  const encoded = `hand=${encodeURIComponent(HAND)}`;

  test.each<[string, string, boolean]>([
    ['a link without win asks', query({ hand: HAND, seat: 'S' }), false],
    ['a link with a discarder but no win asks', `${query({ hand: HAND })}&from=W`, false],
    ['a link naming a self-draw opens chosen', query({ hand: HAND, win: 'self-draw' }), true],
    ['a link naming a discard opens chosen', `${encoded}&win=discard&from=N`, true],
    ['a link naming robbing the kong opens chosen', query({ hand: HAND, win: 'robbing-kong' }), true],
    ['a bad link asks', '?win=self-draw&win=discard', false],
  ])('%s', (_name, q, chosen) => {
    expect(open(q).winChosen).toBe(chosen);
  });

  test('typing a hand, the seat or the round does not choose; the way of winning does, a new hand asks again', () => {
    expect(won.winChosen).toBe(false);
    expect(run(won, edit({ type: 'situation', patch: { seat: 'S', round: 'W', lastTile: true } })).winChosen).toBe(
      false,
    );
    const chosen = run(won, edit({ type: 'situation', patch: { win: 'discard' } }));
    expect(chosen.winChosen).toBe(true);
    expect(run(chosen, type('123m'), pick('9m')).winChosen).toBe(true);
    expect(run(chosen, edit({ type: 'clear' })).winChosen).toBe(false);
  });

  test.each<[string, Partial<HandLink>, string]>([
    ['a discard chosen is written, before the discarder', { win: 'discard', from: 'N' }, 'win=discard&from=N'],
    ['after the seat', { seat: 'S', win: 'discard' }, 'seat=S&win=discard'],
    ['a self-draw as before', { win: 'self-draw' }, 'win=self-draw'],
  ])('%s, and the link reopens it chosen', (_name, patch, situationQuery) => {
    const s = run(won, edit({ type: 'situation', patch }));
    expect(queryOf(engine, s)).toBe(`${encoded}&${situationQuery}`);
    const again = open(`?${queryOf(engine, s)}`);
    expect([again.winChosen, again.editor.situation]).toEqual([true, s.editor.situation]);
  });

  test('until chosen, the link names no way of winning', () => {
    expect(queryOf(engine, won)).toBe(encoded);
  });

  test('the ways offered are the ones the engine accepts for this hand and situation', () => {
    const offered = (notation: string, patch: Partial<HandLink> = {}) => {
      const s = run(initialCalc(), type(notation), edit({ type: 'situation', patch }));
      const st = stageOf(engine, s);
      if (st.kind !== 'complete') throw new Error('not complete');
      return winChoices(engine, st.hand, s.editor.situation).map((c) => `${c.win}${c.from ? `:${c.from}` : ''}`);
    };
    // East wins: every other seat's discard; no kong, so no replacement tile.
    expect(offered(HAND)).toEqual(['self-draw', 'discard:S', 'discard:W', 'discard:N', 'robbing-kong:N']);
    expect(offered('123m456m78m11z [7777z] +9m', { seat: 'W' })).toEqual([
      'self-draw',
      'discard:E',
      'discard:S',
      'discard:N',
      'kong-replacement',
      'robbing-kong:S',
    ]);
    // Heaven is a self-draw by East with the dealt tiles (nothing claimed).
    expect(offered('123m456m78m11z777z +9m', { heaven: true })).toEqual(['self-draw']);
    // An exposed set cannot be heaven: no way of winning fits.
    expect(offered(HAND, { heaven: true })).toEqual([]);
  });

  test('a problem no way of winning mends is said at once; a winning hand is asked about', () => {
    const problem = (notation: string, patch: Partial<HandLink> = {}) => {
      const s = run(initialCalc(), type(notation), edit({ type: 'situation', patch }));
      const st = stageOf(engine, s);
      if (st.kind !== 'complete') throw new Error('not complete');
      const r = unchosenProblem(engine, st.hand, s.editor.situation, winChoices(engine, st.hand, s.editor.situation));
      return r === null ? null : r.ok ? 'scored' : r.error.code;
    };
    expect(problem(HAND)).toBeNull();
    expect(problem('1357m2468p13579s +1z')).toBe('not-complete-hand');
    expect(problem(HAND, { heaven: true })).toBe('impossible-situation');
  });
});
