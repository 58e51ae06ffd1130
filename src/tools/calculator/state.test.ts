// The calculator's state as tables: a start (a link, as the page opens with), actions, and
// what the hand, the stage, the waits and the link become. The real engine does the tile work,
// as in the browser; expected waits and scores are the engine's, never typed in here.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as engine from '../../engine/index.ts';
import { LINK_DEFAULTS, makeHandLink, parseHandLink, toSituation, type HandLink } from '../shared/hand-link.ts';
import type { EditorAction } from '../hand-editor/state.ts';
import { scoreCalc } from './result.ts';
import {
  fromQuery,
  initialCalc,
  queryOf,
  stageOf,
  update,
  waitCodes,
  type CalcAction,
  type CalcState,
  type Stage,
} from './state.ts';

const open = (query: string): CalcState => fromQuery(engine, query);
const run = (s: CalcState, ...actions: CalcAction[]): CalcState =>
  actions.reduce((acc, a) => update(engine, acc, a), s);
const edit = (action: EditorAction): CalcAction => ({ type: 'edit', action });
const type = (text: string): CalcAction => edit({ type: 'text', text });
const tap = (code: string): CalcAction => edit({ type: 'add', code });
const mode = (m: 'tile' | 'winning' | 'chow' | 'pung' | 'kong' | 'concealed-kong'): CalcAction =>
  edit({ type: 'mode', mode: m });
const pick = (code: string): CalcAction => ({ type: 'pick-winning', code });
const handOf = (s: CalcState): string => engine.makeHand(s.editor.hand);
const query = (link: Partial<HandLink>): string => makeHandLink({ ...LINK_DEFAULTS, ...link });

function parsed(notation: string): engine.Hand {
  const h = engine.parseFragment(notation);
  if (!h.ok) throw new Error(`bad test hand ${notation}`);
  return h.value;
}

/** The stage's kind plus the numbers a visitor sees ("10 of 14 — 4 more"). */
function stageSummary(st: Stage): string {
  switch (st.kind) {
    case 'building':
      return `building ${st.count}/${st.missing}`;
    case 'unreadable':
    case 'invalid':
      return `${st.kind} ${st.error.code}`;
    default:
      return st.kind;
  }
}

describe('typing and tapping: the hand and the stage it is at', () => {
  test.each<[string, CalcAction[], string, string]>([
    ['nothing yet', [], '', 'empty'],
    ['ten tiles typed: four more', [type('123m456p789s5z')], '123m456p789s5z', 'building 10/4'],
    ['a kong counts three', [type('123m456p (7777s)')], '123m456p (7777s)', 'building 9/5'],
    ['bonus tiles do not count', [type('123m1f2g')], '123m 1f2g', 'building 3/11'],
    ['thirteen tiles without a winning tile are waiting', [type('1112345678999m')], '1112345678999m', 'waiting'],
    [
      'thirteen tiles with a winning tile still need one',
      [type('111234567899m +9m')],
      '111234567899m +9m',
      'building 13/1',
    ],
    ['thirteen tiles tapped one by one', [type('111234567899m'), tap('9m')], '1112345678999m', 'waiting'],
    ['the fourteenth tap is the winning tile', [type('1112345678999m'), tap('5m')], '1112345678999m +5m', 'complete'],
    ['an exposed pung by tap', [type('123m456p789s5z'), mode('pung'), tap('1z')], '123m456p789s5z [111z]', 'waiting'],
    [
      'a concealed kong by tap',
      [type('123m456p789s5z'), mode('concealed-kong'), tap('1z')],
      '123m456p789s5z (1111z)',
      'waiting',
    ],
    [
      'typing a fifth tile: unreadable, the last hand stays',
      [type('5555p'), type('55555p')],
      '5555p',
      'unreadable too-many-copies',
    ],
    ['tapping a fifth tile: refused, the hand stays', [type('5555p'), tap('5p')], '5555p', 'building 4/10'],
    ['fourteen tiles without a winning tile', [type('11123456789999m')], '11123456789999m', 'invalid no-winning-tile'],
    [
      'half-typed notation keeps the last readable hand',
      [type('123m'), type('123m4')],
      '123m',
      'unreadable missing-suit',
    ],
    ['clearing empties the hand', [type('123m'), edit({ type: 'clear' })], '', 'empty'],
  ])('%s', (_name, actions, hand, stage) => {
    const s = run(initialCalc(), ...actions);
    expect(handOf(s)).toBe(engine.makeHand(hand === '' ? { concealed: [], melds: [], bonus: [] } : parsed(hand)));
    expect(stageSummary(stageOf(engine, s))).toBe(stage);
  });

  test('a refused tap says why and the next action clears it', () => {
    const refused = run(initialCalc(), type('5555p'), tap('5p'));
    expect(refused.editor.notice).toEqual({ kind: 'engine', error: { code: 'too-many-copies', tile: '5p' } });
    expect(run(refused, mode('pung')).editor.notice).toBeNull();
  });

  test('too many tiles are refused by a tap and explained when typed', () => {
    const full = run(initialCalc(), type('123m456p789s11z55p +5p'));
    expect(run(full, tap('9m')).editor.notice).toEqual({
      kind: 'engine',
      error: { code: 'wrong-tile-count', count: 15 },
    });
    expect(stageSummary(stageOf(engine, run(full, type('123m456p789s11z55p9m +5p'))))).toBe('invalid wrong-tile-count');
  });
});

describe('the waits of a 13-tile hand, and picking one as the winning tile', () => {
  test.each([
    ['nine gates waits on every tile of its suit', '1112345678999m'],
    ['an edge wait', '12m456p789s11z555p'],
    ['a tile held four times is no wait', '1111m23m456p789s1z'],
    ['thirteen orphans', '19m19p19s1234567z'],
    ['seven pairs', '1122334455667p'],
    ['with an exposed set and a concealed kong', '123m45p66p [777z] (2222s)'],
    ['not waiting', '1357m2468p13579s'],
  ])('%s: the waits are the engine’s', (_name, notation) => {
    const s = run(initialCalc(), type(notation));
    const stage = stageOf(engine, s);
    expect(stage.kind).toBe('waiting');
    const expected = engine.waits(parsed(notation));
    expect(expected.ok).toBe(true);
    if (stage.kind === 'waiting' && expected.ok)
      expect(waitCodes(engine, stage.hand)).toEqual(expected.value.map(engine.makeTile));
  });

  test.each(['tile', 'chow', 'pung', 'concealed-kong'] as const)(
    'a picked wait becomes the winning tile whatever the mode (%s), and the mode stays',
    (m) => {
      const s = run(initialCalc(), type('12m456p789s11z555p'), mode(m), pick('3m'));
      expect(s.editor.text).toBe(engine.makeHand(parsed('12m456p789s11z555p +3m')));
      expect(s.editor.mode).toBe(m);
      expect(stageOf(engine, s).kind).toBe('complete');
    },
  );

  test('every wait of a waiting hand, picked, gives a hand the engine scores', () => {
    const start = run(initialCalc(), type('1112345678999m'));
    const stage = stageOf(engine, start);
    if (stage.kind !== 'waiting') throw new Error('not waiting');
    for (const code of waitCodes(engine, stage.hand)) {
      const done = stageOf(engine, run(start, pick(code)));
      expect(done.kind).toBe('complete');
      if (done.kind === 'complete') expect(scoreCalc(engine, done.hand, start.editor.situation).ok).toBe(true);
    }
  });

  test('a pick that would be a fifth copy is refused with the reason', () => {
    const s = run(initialCalc(), type('1111m234p567s789s'), pick('1m'));
    expect(s.editor.notice).toEqual({ kind: 'engine', error: { code: 'too-many-copies', tile: '1m' } });
    expect(stageOf(engine, s).kind).toBe('waiting');
  });
});

describe('the situation', () => {
  const won = run(initialCalc(), type('123m456m78m11z [777z] +9m'));
  const score = (s: CalcState) => {
    const st = stageOf(engine, s);
    if (st.kind !== 'complete') throw new Error('not complete');
    return scoreCalc(engine, st.hand, s.editor.situation);
  };

  test.each<[string, Partial<HandLink>, string]>([
    ['self-draw drops the discarder', { win: 'self-draw', from: 'W' }, 'win=self-draw'],
    ['a discarder is kept on a discard', { from: 'W' }, 'from=W'],
    ['the winner is never the discarder', { seat: 'S', from: 'S' }, 'seat=S'],
    ['robbing the kong keeps who was robbed', { win: 'robbing-kong', from: 'N' }, 'win=robbing-kong&from=N'],
    ['last tile, heaven and earth as switches', { lastTile: true, earth: true, seat: 'S' }, 'seat=S&last=1&earth=1'],
  ])('%s', (_name, patch, situationQuery) => {
    const s = run(won, edit({ type: 'situation', patch }));
    expect(queryOf(engine, s)).toBe(`hand=${encodeURIComponent('123m456m78m11z [777z] +9m')}&${situationQuery}`);
  });

  test('every change of the situation is scored as the engine scores it', () => {
    for (const patch of [
      { seat: 'S' as const },
      { win: 'self-draw' as const },
      { round: 'W' as const },
      { win: 'discard' as const, from: 'N' as const },
    ]) {
      const s = run(won, edit({ type: 'situation', patch }));
      const r = score(s);
      const checked = engine.validateSituation(toSituation(s.editor.situation), won.editor.hand);
      if (!r.ok || !checked.ok) throw new Error('cannot score');
      const direct = engine.score(parsed('123m456m78m11z [777z] +9m'), checked.value);
      if (!direct.ok) throw new Error('cannot score');
      expect(r.value.hke.points).toBe(direct.value.points);
      expect(r.value.hke.payments).toEqual(direct.value.payments);
    }
  });

  test('an impossible situation is an error value, not a score', () => {
    // Heaven is East's alone.
    const r = score(run(won, edit({ type: 'situation', patch: { seat: 'S', heaven: true, win: 'self-draw' } })));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('impossible-situation');
  });
});

describe('the link, in and out', () => {
  test.each<[string, string, string, Stage['kind'], string | null]>([
    ['an empty query is an empty calculator', '', '', 'empty', null],
    [
      'a scored hand',
      query({ hand: '123m456p789s11z55p +5p', seat: 'S', win: 'self-draw' }),
      '123m456p789s11z55p +5p',
      'complete',
      null,
    ],
    ['a waiting hand', query({ hand: '1112345678999m' }), '1112345678999m', 'waiting', null],
    ['tracking tags are ignored', `${query({ hand: '123m' })}&utm_source=x&fbclid=y`, '123m', 'building', null],
    ['markup as the hand', '?hand=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '', 'empty', 'hand:unknown-char'],
    ['markup as the seat', '?seat=%3Cscript%3E', '', 'empty', 'link:bad-value'],
    ['a fifth copy', '?hand=5555p5p', '', 'empty', 'hand:too-many-copies'],
    ['a parameter twice', '?seat=S&seat=W', '', 'empty', 'link:repeated'],
    ['a broken %-sequence', '?hand=12%m', '', 'empty', 'link:bad-encoding'],
    ['far too long', `?hand=${'1m'.repeat(1500)}`, '', 'empty', 'link:too-long'],
  ])('%s', (_name, q, hand, stage, problem) => {
    const s = open(q);
    expect(s.editor.text).toBe(hand);
    expect(stageOf(engine, s).kind).toBe(stage);
    expect(s.linkProblem ? `${s.linkProblem.kind}:${s.linkProblem.error.code}` : null).toBe(problem);
  });

  test('the first edit clears the link problem', () => {
    const s = open('?seat=S&seat=W');
    expect(run(s, tap('5p')).linkProblem).toBeNull();
  });

  test('a link with a bad hand keeps its (good) situation', () => {
    const s = open('?hand=%3Cb%3E&seat=S&win=self-draw');
    expect(s.editor.situation).toMatchObject({ seat: 'S', win: 'self-draw' });
    expect(s.editor.text).toBe('');
  });

  test('edits write a link that reopens the same calculator', () => {
    const s = run(
      initialCalc(),
      type('123m456m78m11z'),
      mode('pung'),
      tap('7z'),
      pick('9m'),
      edit({ type: 'situation', patch: { seat: 'S', win: 'self-draw', lastTile: true } }),
    );
    const again = open(`?${queryOf(engine, s)}`);
    expect(again.editor.hand).toEqual(s.editor.hand);
    expect(again.editor.situation).toEqual(s.editor.situation);
    expect(again.linkProblem).toBeNull();
  });

  test('an untouched calculator writes no query', () => {
    expect(queryOf(engine, initialCalc())).toBe('');
  });

  test('any query string opens a calculator without throwing, and its own link reads back', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (q) => {
        const s = open(q);
        const back = parseHandLink(queryOf(engine, s));
        expect(back.ok).toBe(true);
        expect(open(queryOf(engine, s)).winChosen).toBe(s.winChosen);
        stageOf(engine, s);
      }),
      { numRuns: 500 },
    );
  });
});
