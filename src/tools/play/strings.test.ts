// The table's sentences: every key exists in both languages, every event, hint and ending comes
// out as a whole sentence (no placeholder left), another player's drawn tile is never named,
// and every hint links to a lesson section.
import { describe, expect, test } from 'vitest';
import { GAME_ERROR_CODES } from '../../engine/game/errors.ts';
import type { GameEvent } from '../../engine/game/types.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { tileName } from '../../words/tile-names.ts';
import type { News } from './controller.ts';
import { HINT_IDS, type Hint } from './hints.ts';
import type { HandEnd } from './result.ts';
import { RULE_SECTION_IDS, RULE_SECTIONS, sectionOf } from './rule-links.ts';
import { endLines, hintText, newsText, PLAY_PREFIXES, type PlayStrings, type Seating } from './strings.ts';

const LANGS = [
  ['de', de as Record<string, string>],
  ['en', en as Record<string, string>],
] as const;

const strings = (d: Record<string, string>): PlayStrings =>
  Object.fromEntries(Object.entries(d).filter(([k]) => PLAY_PREFIXES.some((p) => k.startsWith(p)))) as PlayStrings;
const errors = (d: Record<string, string>) =>
  Object.fromEntries(Object.entries(d).filter(([k]) => k.startsWith('game.error.')));

const EVENTS: GameEvent[] = [
  { type: 'draw', seat: 'S', tile: '5p' },
  { type: 'draw', seat: 'S', tile: '5p', replacement: true },
  { type: 'bonus', seat: 'S', tile: '2f' },
  { type: 'discard', seat: 'S', tile: '7z' },
  { type: 'chow', seat: 'S', from: 'E', tile: '4p', set: '345p' },
  { type: 'pung', seat: 'S', from: 'W', tile: '1z', set: '111z' },
  { type: 'kong', seat: 'S', from: 'N', tile: '9s', set: '9999s' },
  { type: 'concealed-kong', seat: 'S', set: '1111m' },
  { type: 'added-kong', seat: 'S', tile: '6s' },
  { type: 'mahjong', seat: 'S', tile: '3m', win: 'discard', from: 'E' },
  { type: 'draw-game' },
];

const HINTS: Hint[] = [
  { id: 'chow-not-from-left', tile: '5p', sets: ['345p', '456p'], from: 'N' },
  { id: 'last-tile', tile: '5p', from: 'E', couldClaim: true },
  { id: 'last-tile', tile: '5p', from: 'E', couldClaim: false },
  { id: 'bonus-replaced', tiles: ['1f', '3g'] },
  { id: 'kong-replacement', tile: '7z' },
  { id: 'two-mahjong', winner: 'S', callers: ['S', 'W'], from: 'E' },
  { id: 'claim-lost', winner: 'W', claim: 'chow', won: 'pung' },
  ...GAME_ERROR_CODES.map((code): Hint => ({ id: 'refused', code, tile: '5p', reason: 'event 3' })),
  { id: 'false-mahjong', reason: 'not-complete', minFan: 0 },
  { id: 'false-mahjong', reason: 'below-minimum', fan: 1, minFan: 3 },
  { id: 'danger', tile: '7z' },
];

const end = (over: Partial<HandEnd>): HandEnd => ({
  outcome: 'win',
  seat: 'W',
  player: 2,
  win: 'discard',
  heaven: false,
  from: 'S',
  answer: null,
  reason: null,
  fan: null,
  minFan: 0,
  payments: [],
  liability: null,
  compare: null,
  next: { east: 3, round: 'E', newRound: false, eastStays: false },
  ...over,
});

const ENDINGS: HandEnd[] = [
  end({}),
  end({ player: 0, seat: 'S', win: 'self-draw', from: null }),
  end({ player: 0, seat: 'E', win: 'self-draw', heaven: true, from: null }),
  end({ win: 'robbing-kong' }),
  end({ win: 'kong-replacement', from: null }),
  end({ outcome: 'false-mahjong', reason: 'below-minimum', fan: 1, minFan: 2 }),
  end({ outcome: 'false-mahjong', player: 0, seat: 'S', reason: 'not-complete' }),
  end({
    outcome: 'draw-game',
    seat: null,
    player: null,
    next: { east: 0, round: 'S', newRound: true, eastStays: false },
  }),
  end({ seat: 'E', player: 3, next: { east: 3, round: 'E', newRound: false, eastStays: true } }),
  end({ next: null }),
];

const whole = (text: string) => expect(text).not.toMatch(/\{\w*\}|undefined|^\s*$/);

describe.each(LANGS)('%s', (lang, dictionary) => {
  const t = strings(dictionary);
  const seating = (me: 'S' | 'W'): Seating => ({
    lang,
    me,
    players: { E: 3, S: me === 'S' ? 0 : 1, W: me === 'W' ? 0 : 2, N: me === 'S' ? 1 : 3 },
  });

  test('every key the island needs is there, and no page key rides along', () => {
    expect(PLAY_PREFIXES.filter((p) => !Object.keys(t).some((k) => k.startsWith(p)))).toEqual([]);
    expect(Object.keys(t).filter((k) => /^play\.(title|description|intro|noscript|section)\b/.test(k))).toEqual([]);
    expect(RULE_SECTION_IDS.filter((id) => typeof dictionary[`page.play.section.${id}`] !== 'string')).toEqual([]);
  });

  test.each(EVENTS.map((e) => [e.type, e]))('news: %s, for the learner and for another player', (_, e) => {
    for (const me of ['S', 'W'] as const) whole(newsText(t, seating(me), e as News));
  });

  test('another player’s draw never names the tile; the learner’s own does', () => {
    const hidden: News = { type: 'draw', seat: 'S', tile: null };
    expect(newsText(t, seating('W'), hidden)).not.toContain(tileName('5p', lang));
    expect(newsText(t, seating('S'), EVENTS[0] as News)).toContain(tileName('5p', lang));
  });

  test.each(HINTS.map((h) => [h.id === 'refused' ? `refused: ${h.code}` : h.id, h]))('hint %s', (_, h) => {
    for (const me of ['S', 'W'] as const) whole(hintText(t, errors(dictionary), seating(me), h));
  });

  test('a refusal names the tile in words', () => {
    const text = hintText(t, errors(dictionary), seating('S'), {
      id: 'refused',
      code: 'pung-tiles-missing',
      tile: '5p',
    });
    expect(text).toContain(tileName('5p', lang));
  });

  test.each(ENDINGS.map((e, i) => [i, e]))('ending %i', (_, e) => {
    const lines = endLines(t, seating('S'), e);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    lines.forEach(whole);
  });
});

test('every hint and every refusal links to a lesson section', () => {
  for (const id of HINT_IDS) if (id !== 'refused') expect(RULE_SECTIONS[sectionOf({ id })]).toBeDefined();
  for (const code of GAME_ERROR_CODES) expect(RULE_SECTIONS[sectionOf({ id: 'refused', code })]).toBeDefined();
});

test('the learner’s own sentences exist for every event a player makes', () => {
  const keys = Object.keys(strings(de));
  const own = keys.filter((k) => k.endsWith('.you') && k !== 'play.you');
  for (const k of own) expect(keys).toContain(k.slice(0, -'.you'.length));
});
