// Settings and links come from places anyone can write to: every field is checked on its own,
// junk falls back to the default, and nothing throws.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BOT_LEVELS } from '../../engine/game/index.ts';
import {
  BOT_CHOICES,
  changedFrom,
  makePlayLink,
  makeSettings,
  parsePlayLink,
  parseSeed,
  parseSettings,
  PLAY_DEFAULTS,
  seedFrom,
  suggestedBot,
  FIRST_HANDS,
  SETTINGS_KEY,
} from './settings.ts';
import SETTINGS_FIXTURE from './fixtures/settings-v1.json' with { type: 'json' };

describe('the suggested opponents', () => {
  const stored = (json: object) => parseSettings(JSON.stringify(json));
  // [what is stored, hands played, level dealt]
  test.each([
    ['nothing', {}, 0, 'beginner'],
    ['nothing', {}, FIRST_HANDS - 1, 'beginner'],
    ['nothing', {}, FIRST_HANDS, 'careful'],
    ['the old default, never picked', { bot: 'careful' }, 0, 'beginner'],
    ['strong, stored before botChosen existed', { bot: 'strong' }, 0, 'strong'],
    ['beginner, stored before botChosen existed', { bot: 'beginner' }, 50, 'beginner'],
    ['careful, picked', { bot: 'careful', botChosen: true }, 0, 'careful'],
    ['beginner, picked', { bot: 'beginner', botChosen: true }, 50, 'beginner'],
    ['junk level', { bot: 'grandmaster' }, 10, 'careful'],
  ] as const)('%s (%j), %i hands played: %s', (_, json, hands, level) => {
    expect(suggestedBot(stored(json), hands)).toBe(level);
  });
});

describe('stored settings', () => {
  test('the computer players’ strengths are the engine’s', () => {
    expect([...BOT_CHOICES]).toEqual([...BOT_LEVELS]);
  });

  test('round trip', () => {
    const s = {
      minFan: 2,
      dangerousPlay: true,
      changeSeats: true,
      bot: 'beginner' as const,
      botChosen: true,
      hints: false,
      speed: 'fast' as const,
    };
    expect(parseSettings(makeSettings(s))).toEqual(s);
  });

  test.each([
    ['nothing stored', null],
    ['empty', ''],
    ['not JSON', '{"minFan":'],
    ['an array', '[1,2]'],
    ['a number', '7'],
    ['null', 'null'],
  ])('%s gives the defaults', (_, raw) => {
    expect(parseSettings(raw)).toEqual(PLAY_DEFAULTS);
  });

  test('each bad field falls back alone; the good ones stay', () => {
    const raw = JSON.stringify({
      minFan: 9,
      dangerousPlay: 'yes',
      changeSeats: true,
      bot: 'grandmaster',
      hints: false,
      speed: 'warp',
      extra: 1,
    });
    expect(parseSettings(raw)).toEqual({ ...PLAY_DEFAULTS, changeSeats: true, hints: false });
  });

  test('whatever is stored, the result is a valid setting', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const s = parseSettings(raw);
        expect(Object.keys(s).sort()).toEqual(Object.keys(PLAY_DEFAULTS).sort());
      }),
    );
  });
});

describe('the link', () => {
  test.each([
    ['?seed=123', { seed: 123, speed: null }, []],
    ['?seed=0&speed=instant', { seed: 0, speed: 'instant' }, []],
    ['?seed=4294967295', { seed: 4294967295, speed: null }, []],
    ['?seed=4294967296', { seed: null, speed: null }, ['bad-seed']],
    ['?seed=-1', { seed: null, speed: null }, ['bad-seed']],
    ['?seed=1e3', { seed: null, speed: null }, ['bad-seed']],
    ['?seed=', { seed: null, speed: null }, ['bad-seed']],
    ['?seed=12&speed=ludicrous', { seed: 12, speed: null }, ['bad-speed']],
    ['?hand=123m', { seed: null, speed: null }, []],
    ['', { seed: null, speed: null }, []],
    ['?seed=%E0%A4%A', { seed: null, speed: null }, ['bad-seed']],
  ])('%s', (search, link, codes) => {
    const r = parsePlayLink(search);
    expect(r.link).toEqual(link);
    expect(r.errors.map((e) => e.code)).toEqual(codes);
  });

  test.each([
    ['a seed of 2001 digits', `?seed=${'9'.repeat(2001)}`, { seed: null, speed: null }, ['bad-seed']],
    ['a seed of 100 kB', `?seed=${'x'.repeat(100_000)}&speed=fast`, { seed: null, speed: 'fast' }, ['bad-seed']],
    ['a good seed after 5 kB of tags', `?utm=${'x'.repeat(5000)}&seed=12`, { seed: 12, speed: null }, []],
  ])('however long the address, it is read: %s', (_, search, link, codes) => {
    const r = parsePlayLink(search);
    expect(r.link).toEqual(link);
    expect(r.errors.map((e) => e.code)).toEqual(codes);
  });

  test('a game’s link reads back as its seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        expect(parsePlayLink(makePlayLink(seed)).link.seed).toBe(seed);
      }),
    );
  });

  test('any query string is read without throwing', () => {
    fc.assert(fc.property(fc.string(), (q) => void parsePlayLink(`?${q}`)));
  });

  test('fresh seeds are whole numbers in range', () => {
    for (const r of [0, 0.5, 0.999999999]) expect(parseSeed(String(seedFrom(r)))).toBe(seedFrom(r));
  });
});

describe('choices made in the setup form before the script ran', () => {
  const drawn = { ...PLAY_DEFAULTS, bot: 'beginner' as const };
  const form = { minFan: 0, dangerousPlay: false, changeSeats: false, bot: 'beginner', hints: true, speed: 'normal' };

  test('a form left as drawn changed nothing', () => expect(changedFrom(form, drawn)).toEqual({}));

  test('the fields changed, a level picked counting as chosen; junk and unknown fields left out', () => {
    const read = { ...form, bot: 'strong', minFan: 'lots', hints: false, colour: 'red' };
    expect(changedFrom(read, drawn)).toEqual({ bot: 'strong', botChosen: true, hints: false });
  });
});

describe('the stored settings as this release writes them', () => {
  test('fixtures/settings-v1.json reads back field by field; its version is its key’s', () => {
    expect(SETTINGS_KEY).toBe('fanlaak:play:v1');
    const raw = JSON.stringify(SETTINGS_FIXTURE);
    const read = parseSettings(raw);
    expect(read).toEqual({
      minFan: 1,
      dangerousPlay: false,
      changeSeats: false,
      bot: 'careful',
      botChosen: true,
      hints: true,
      speed: 'fast',
    });
    // Written again, the same text: nothing of it is lost or renamed.
    expect(makeSettings(read)).toBe(raw);
  });
});
