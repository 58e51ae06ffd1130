// The hand editor's transitions as a table: a start (in notation), an action, what the text and
// the notice become. The real engine does the tile work, as in the browser.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as engine from '../../engine/index.ts';
import { LINK_DEFAULTS, toSituation, type LinkSituation } from '../shared/hand-link.ts';
import {
  copiesLeft,
  editorStatus,
  fromLink,
  handParts,
  initialEditor,
  linkOf,
  shownFrom,
  update,
  type EditorAction,
  type EditorState,
  type Notice,
} from './state.ts';

const { hand: _, ...SITUATION } = LINK_DEFAULTS;

/** An editor holding `text`, as if typed. */
function editor(text = '', patch: Partial<EditorState> = {}): EditorState {
  return { ...update(engine, initialEditor(SITUATION), { type: 'text', text }), ...patch };
}

const run = (s: EditorState, ...actions: EditorAction[]): EditorState =>
  actions.reduce((acc, a) => update(engine, acc, a), s);
const add = (code: string): EditorAction => ({ type: 'add', code });
const engineNotice = (error: engine.EngineError): Notice => ({ kind: 'engine', error });

describe('taps on the palette', () => {
  test.each<[string, string, EditorState['mode'], string, string, Notice | null]>([
    ['a tile joins the hand, sorted', '5p1m', 'tile', '3s', '1m5p3s', null],
    ['the 14th tile becomes the winning tile', '123m456p789s11z55p', 'tile', '5p', '123m45556p789s11z +5p', null],
    [
      'a 13-tile hand with a winning tile already gets a plain tile',
      '123m456p789s11z5p +5p',
      'tile',
      '5p',
      '123m45556p789s11z +5p',
      null,
    ],
    [
      'the winning tile is replaced, not added',
      '123m456p789s11z55p +6p',
      'winning',
      '5p',
      '123m45556p789s11z +5p',
      null,
    ],
    ['an exposed chow from its lowest tile', '11z', 'chow', '3m', '11z [345m]', null],
    ['an exposed pung', '11z', 'pung', '5p', '11z [555p]', null],
    ['an exposed kong', '', 'kong', '7z', '[7777z]', null],
    ['a concealed kong', '11z', 'concealed-kong', '2s', '11z (2222s)', null],
    ['a bonus tile in any mode', '11z', 'pung', '2f', '11z 2f', null],
    ['no chow from an 8', '11z', 'chow', '8m', '11z', { kind: 'bad-chow' }],
    ['no chow of winds', '11z', 'chow', '1z', '11z', { kind: 'bad-chow' }],
    ['no fifth copy', '5555p', 'tile', '5p', '5555p', engineNotice({ code: 'too-many-copies', tile: '5p' })],
    ['no fifth copy through a set', '55p', 'pung', '5p', '55p', engineNotice({ code: 'too-many-copies', tile: '5p' })],
    [
      'a chow needs a free copy of each of its tiles',
      '4444m',
      'chow',
      '3m',
      '4444m',
      engineNotice({ code: 'too-many-copies', tile: '4m' }),
    ],
    ['a bonus tile only once', '1f', 'tile', '1f', '1f', engineNotice({ code: 'duplicate-bonus', tile: '1f' })],
    [
      'not beyond 14 tiles',
      '123m456p789s11z55p +5p',
      'tile',
      '9m',
      '123m456p789s11z55p +5p',
      engineNotice({ code: 'wrong-tile-count', count: 15 }),
    ],
    ['a kong still fits in a 14-tile hand', '123m456p789s5p +5p', 'kong', '1z', '123m4556p789s [1111z] +5p', null],
    ['an unknown code changes nothing', '11z', 'tile', '0m', '11z', engineNotice({ code: 'bad-digit', text: '0m' })],
  ])('%s', (_name, start, mode, code, text, notice) => {
    const s = run(editor(start, { mode }), add(code));
    expect(s.text).toBe(notice ? start : text);
    expect(s.notice).toEqual(notice);
  });

  test('the next action clears a notice', () => {
    const refused = run(editor('5555p'), add('5p'));
    expect(run(refused, { type: 'mode', mode: 'pung' }).notice).toBeNull();
  });
});

describe('taps on the hand remove what was tapped', () => {
  const start = '123m55p [777z] (2222s) 1f3g +5p';
  test.each<[string, EditorAction, string]>([
    ['one concealed tile', { type: 'remove', part: { kind: 'concealed', index: 1 } }, '13m55p [777z] (2222s) 1f3g +5p'],
    ['a whole set', { type: 'remove', part: { kind: 'meld', index: 0 } }, '123m55p (2222s) 1f3g +5p'],
    ['a concealed kong', { type: 'remove', part: { kind: 'meld', index: 1 } }, '123m55p [777z] 1f3g +5p'],
    ['a bonus tile', { type: 'remove', part: { kind: 'bonus', index: 1 } }, '123m55p [777z] (2222s) 1f +5p'],
    ['the winning tile', { type: 'remove', part: { kind: 'winning' } }, '123m55p [777z] (2222s) 1f3g'],
    ['everything', { type: 'clear' }, ''],
  ])('%s', (_name, action, text) => {
    expect(run(editor(start), action).text).toBe(text);
  });
});

describe('the notation field', () => {
  test('typed text is kept as typed; the hand follows', () => {
    const s = editor('EEE 123m');
    expect(s.text).toBe('EEE 123m');
    expect(engine.makeHand(s.hand)).toBe('123m111z');
  });

  test('unreadable text keeps the last hand and says why', () => {
    const s = run(editor('123m'), { type: 'text', text: '123m4' });
    expect(s.textError).toEqual({ code: 'missing-suit', at: 4, text: '4' });
    expect(engine.makeHand(s.hand)).toBe('123m');
    expect(linkOf(engine, s).hand).toBe('123m');
  });

  test('a tap after unreadable text starts from the last readable hand', () => {
    const s = run(editor('123m'), { type: 'text', text: '123m(' }, add('9m'));
    expect([s.text, s.textError]).toEqual(['1239m', null]);
  });

  test('clearing the field empties the hand', () => {
    expect(run(editor('123m'), { type: 'text', text: '  ' }).hand).toEqual({ concealed: [], melds: [], bonus: [] });
  });

  test('taps and text agree: any sequence of taps prints text that reads back as the same hand', () => {
    const codes = ['1m', '5m', '9m', '3p', '7s', '1z', '5z', '7z', '1f', '4g'];
    const action = fc.oneof(
      fc.constantFrom(...codes).map(add),
      fc
        .constantFrom('tile', 'winning', 'chow', 'pung', 'kong', 'concealed-kong')
        .map((mode) => ({ type: 'mode', mode }) as EditorAction),
      fc.nat(13).map((index) => ({ type: 'remove', part: { kind: 'concealed', index } }) as EditorAction),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const s = run(editor(), ...actions);
        const reread = update(engine, s, { type: 'text', text: s.text });
        expect(reread.hand).toEqual(s.hand);
        expect(engine.tileCount(s.hand)).toBeLessThanOrEqual(14);
      }),
    );
  });
});

describe('status', () => {
  test.each<[string, string, string]>([
    ['nothing yet', '', 'empty'],
    ['being built', '123m 1f', 'building:3:11'],
    ['13 tiles', '123m456p789s11z55p', 'building:13:1'],
    ['14 tiles without a winning tile', '123m456p789s11z555p', 'invalid:no-winning-tile'],
    ['complete', '123m456p789s11z55p +5p', 'complete'],
    ['too many', '123m456p789s11z999p +9p', 'invalid:wrong-tile-count'],
    ['unreadable', '12x', 'unreadable:unknown-char'],
  ])('%s', (_name, text, expected) => {
    const st = editorStatus(engine, editor(text));
    const shown =
      st.kind === 'building'
        ? `building:${st.count}:${st.missing}`
        : st.kind === 'invalid' || st.kind === 'unreadable'
          ? `${st.kind}:${st.error.code}`
          : st.kind;
    expect(shown).toBe(expected);
  });

  test('copies left for the palette', () => {
    const h = editor('123m [555p] 1f +4m').hand;
    expect(['1m', '4m', '5p', '6p', '1f', '2f'].map((c) => copiesLeft(engine, h, c))).toEqual([3, 3, 1, 4, 0, 1]);
  });
});

describe('situation', () => {
  test.each<[string, Partial<LinkSituation>, Partial<LinkSituation>, LinkSituation['from'] | undefined]>([
    ['a chosen discarder is kept', { from: 'W' }, {}, 'W'],
    ['a self-draw has no discarder', { from: 'W' }, { win: 'self-draw' }, undefined],
    ['the winner cannot be the discarder', { from: 'S' }, { seat: 'S' }, undefined],
  ])('%s', (_name, first, then, from) => {
    const s = run(editor(), { type: 'situation', patch: first }, { type: 'situation', patch: then });
    expect(s.situation.from).toBe(from);
  });

  test('the discarder shown is the one the engine assumes', () => {
    const situation = fc.record({
      seat: fc.constantFrom(...engine.WIND_LETTERS),
      round: fc.constantFrom(...engine.WIND_LETTERS),
      win: fc.constantFrom(...engine.WIN_KINDS),
      lastTile: fc.constant(false),
      heaven: fc.constant(false),
      earth: fc.boolean(),
    });
    fc.assert(
      fc.property(situation, (s) => {
        const checked = engine.validateSituation(toSituation(s));
        const from = checked.ok && checked.value.from !== undefined ? engine.WIND_LETTERS[checked.value.from] : null;
        if (checked.ok) expect(shownFrom(s)).toBe(from);
      }),
    );
  });
});

describe('share links', () => {
  test('a link fills hand and situation', () => {
    const { state, error } = fromLink(engine, {
      ...LINK_DEFAULTS,
      hand: '123m456p789s11z55p +5p',
      seat: 'S',
      win: 'self-draw',
      from: 'W',
    });
    expect(error).toBeNull();
    expect(engine.makeHand(state.hand)).toBe('123m45556p789s11z +5p');
    // A discarder on a self-draw is dropped, as the controls would.
    expect(state.situation).toEqual({ ...SITUATION, seat: 'S', win: 'self-draw' });
    expect(linkOf(engine, state)).toEqual({
      ...SITUATION,
      hand: '123m456p789s11z55p +5p',
      seat: 'S',
      win: 'self-draw',
    });
  });

  test.each([
    ['<script>alert(1)</script>', 'unknown-char'],
    ['5555p5p', 'too-many-copies'],
    ['1'.repeat(201), 'too-long'],
  ])('a hand that cannot be read (%s) gives an empty editor and the reason', (hand, code) => {
    const { state, error } = fromLink(engine, { ...LINK_DEFAULTS, hand, seat: 'N' });
    expect(error?.code).toBe(code);
    expect(state.text).toBe('');
    expect(state.situation.seat).toBe('N');
  });
});

describe('the hand row', () => {
  test('concealed tiles one by one, sets whole, then bonus tiles and the winning tile', () => {
    const parts = handParts(engine, editor('12m [555p] (2222s) 1f +5p').hand);
    expect(parts.map((p) => [p.kind, p.meld ?? '', p.codes.join('')])).toEqual([
      ['concealed', '', '1m'],
      ['concealed', '', '2m'],
      ['exposed', 'pung', '5p5p5p'],
      ['concealed-kong', 'kong', '2s2s2s2s'],
      ['bonus', '', '1f'],
      ['winning', '', '5p'],
    ]);
    // Removing what a part points at takes exactly that part away.
    const s = editor('12m [555p] (2222s) 1f +5p');
    expect(parts.map((p) => run(s, { type: 'remove', part: p.ref }).text)).toEqual([
      '2m [555p] (2222s) 1f +5p',
      '1m [555p] (2222s) 1f +5p',
      '12m (2222s) 1f +5p',
      '12m [555p] 1f +5p',
      '12m [555p] (2222s) +5p',
      '12m [555p] (2222s) 1f',
    ]);
  });
});

describe('the mode after a tap', () => {
  // One tap places one set or the winning tile; a second tap is one tile again (audit: a second
  // tap in "concealed kong" made another kong).
  test.each<[string, EditorState['mode'], string, EditorState['mode'], string]>([
    ['a concealed kong', 'concealed-kong', '7s', 'tile', '(7777s) 2m'],
    ['an exposed pung', 'pung', '5p', 'tile', '[555p] 2m'],
    ['an exposed kong', 'kong', '1z', 'tile', '[1111z] 2m'],
    ['a chow', 'chow', '3m', 'tile', '[345m] 2m'],
    ['the winning tile', 'winning', '9s', 'tile', '2m +9s'],
    ['a bonus tile ignores the mode and keeps it', 'pung', '1f', 'pung', '[222m] 1f'],
    ['a refused chow keeps the mode', 'chow', '8m', 'chow', '[234m]'],
  ])('%s', (_name, mode, code, after, text) => {
    const s = run(editor('', { mode }), add(code));
    expect(s.mode).toBe(after);
    // The next tap, 2m, follows the mode shown.
    expect(run(s, add('2m')).text).toBe(engine.makeHand(editor(text).hand));
  });
});

describe('undo after a tap on the hand', () => {
  const start = '123m55p [777z] (2222s) 1f +5p';
  const parts = handParts(engine, editor(start).hand);

  test.each(parts.map((p) => [`${p.kind} ${p.codes.join('')}`, p] as const))(
    'taking out %s and undoing gives the hand back',
    (_name, part) => {
      const out = run(editor(start), { type: 'remove', part: part.ref });
      expect(out.undo).toEqual({ part, hand: editor(start).hand });
      const back = run(out, { type: 'undo' });
      expect(back.hand).toEqual(editor(start).hand);
      expect(back.undo).toBeNull();
    },
  );

  test.each<[string, EditorAction]>([
    ['a tile added', add('9m')],
    ['typing', { type: 'text', text: '123m' }],
    ['clearing', { type: 'clear' }],
  ])('%s drops the undo', (_name, action) => {
    const out = run(editor(start), { type: 'remove', part: { kind: 'concealed', index: 0 } }, action);
    expect(out.undo).toBeNull();
    expect(run(out, { type: 'undo' })).toEqual(out);
  });

  test('a mode or situation change keeps it; undo without a removal changes nothing', () => {
    const out = run(
      editor(start),
      { type: 'remove', part: { kind: 'winning' } },
      { type: 'mode', mode: 'pung' },
      { type: 'situation', patch: { seat: 'S' } },
    );
    expect(engine.makeHand(run(out, { type: 'undo' }).hand)).toBe(engine.makeHand(editor(start).hand));
    expect(run(editor(start), { type: 'undo' })).toEqual(editor(start));
  });

  test('undo is the inverse of any removal (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), (k) => {
        const s = editor(start);
        const all = handParts(engine, s.hand);
        const part = all[k % all.length]!;
        expect(run(s, { type: 'remove', part: part.ref }, { type: 'undo' }).text).toBe(engine.makeHand(s.hand));
      }),
    );
  });
});
