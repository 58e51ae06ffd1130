// The replay's headline of a finished hand, in both languages, on hands played by computer
// players: the fan and the points are the hand's own, the points recounted from the fan by
// HKE's table (HKE 186–199), a count of 1 is singular ("1 point", „1 Punkt“), a limit hand is
// „Limithand“, and a false call and a draw say who pays.
import { describe, expect, test } from 'vitest';
import { makeBot, playHands, type HandRecord, type HandResult } from '../../engine/game/index.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { REPLAY_PREFIXES, resultText, type ReplayStrings } from './strings.ts';

const LANGS = ['de', 'en'] as const;
const strings = (d: Record<string, string>): ReplayStrings =>
  Object.fromEntries(Object.entries(d).filter(([k]) => REPLAY_PREFIXES.some((p) => k.startsWith(p)))) as ReplayStrings;
const T = { de: strings(de), en: strings(en) };
const WIND = { en: { E: 'East', S: 'South', W: 'West', N: 'North' }, de: { E: 'Ost', S: 'Süd', W: 'West', N: 'Nord' } };

/** HKE 186–199. */
const pointsOf = (fan: number, limit: boolean): number =>
  limit || fan >= 10 ? 64 : fan >= 7 ? 32 : fan >= 4 ? 16 : [1, 2, 4, 8][fan]!;
const pointsWord = (lang: 'de' | 'en', n: number): string =>
  `${n} ${lang === 'en' ? (n === 1 ? 'point' : 'points') : n === 1 ? 'Punkt' : 'Punkte'}`;

function expected(lang: 'de' | 'en', r: HandResult): string {
  const who = r.seat === undefined ? '' : WIND[lang][r.seat];
  if (r.outcome === 'draw-game')
    return lang === 'en' ? 'The hand is a draw: nobody pays.' : 'Das Spiel endet unentschieden: Niemand zahlt.';
  if (r.outcome === 'false-mahjong')
    return lang === 'en'
      ? `${who} called a false Mah-Jongg and pays 16 points to each other player.`
      : `${who} hat ein falsches Mah-Jongg gerufen und zahlt jedem anderen Spieler 16 Punkte.`;
  const points = pointsWord(lang, pointsOf(r.fan!, !!r.limit));
  if (r.limit)
    return lang === 'en'
      ? `${who} wins with a limit hand: ${points}.`
      : `${who} gewinnt mit einer Limithand: ${points}.`;
  return lang === 'en' ? `${who} wins with ${r.fan} fan: ${points}.` : `${who} gewinnt mit ${r.fan} Fan: ${points}.`;
}

describe.each(LANGS)('%s: the replay’s result line', (lang) => {
  test('hands played by computer players, every fan minimum', () => {
    const records: HandRecord[] = [];
    const bots = [0, 1, 2, 3].map(() => makeBot('careful'));
    for (const minFan of [0, 1, 3]) {
      const played = playHands(70 + minFan, 60, { minFan }, bots, (r) => records.push(r));
      expect(played.ok).toBe(true);
    }
    for (const record of records) {
      const result = record.result!;
      expect(result.points).toBe(result.outcome === 'win' ? pointsOf(result.fan!, !!result.limit) : undefined);
      expect(resultText(T[lang], result)).toBe(expected(lang, result));
    }
    // The sample holds the singular case.
    expect(records.some((r) => r.result?.points === 1)).toBe(true);
  });

  test.each<HandResult>([
    { outcome: 'win', seat: 'S', fan: 0, limit: null, points: 1, payments: { E: -1, S: 4, W: -2, N: -1 } },
    {
      outcome: 'win',
      seat: 'N',
      fan: 13,
      limit: 'big-three-dragons',
      points: 64,
      payments: { E: -128, S: 0, W: -128, N: 256 },
    },
    { outcome: 'false-mahjong', seat: 'W', payments: { E: 16, S: 16, W: -48, N: 16 } },
    { outcome: 'draw-game', payments: { E: 0, S: 0, W: 0, N: 0 } },
  ])('$outcome $points', (r) => expect(resultText(T[lang], r)).toBe(expected(lang, r)));
});
