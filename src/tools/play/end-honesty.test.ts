// The sentences at the end of a hand, checked against a recount on thousands of hands: games
// played by computer players at every level, under every fan minimum, with and without dangerous
// play, plus planted liability, robbing, heaven and false-call endings with the learner at every
// seat, each rendered in both languages as the learner reads them. The payments are recomputed
// here from the hand's fan by HKE's tables (HKE 55–58, 186–199; dangerous play 227–274), not by
// the code under test; every figure of the pay line must be the recomputed one, a computer
// player's win is never told as "you", and 1 point is singular.
import { describe, expect, test } from 'vitest';
import type { GameState } from '../../engine/game/index.ts';
import { playerAt } from '../../engine/game/index.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { fill } from '../../words/fill.ts';
import { PLANTED, plantedGame, playedEnds } from './end-cases.ts';
import { payLine } from './pay-line.ts';
import { handEnd, type PatternNames } from './result.ts';
import { endLines, PLAY_PREFIXES, type PlayStrings, type Seating } from './strings.ts';

type Lang = 'de' | 'en';
const LANGS = ['de', 'en'] as const;
const DICTS: Record<Lang, Record<string, string>> = { de, en };
const pick = (d: Record<string, string>, keep: (k: string) => boolean) =>
  Object.fromEntries(Object.entries(d).filter(([k]) => keep(k)));
const T = Object.fromEntries(
  LANGS.map((l) => [l, pick(DICTS[l], (k) => PLAY_PREFIXES.some((p) => k.startsWith(p))) as PlayStrings]),
) as Record<Lang, PlayStrings>;
const NAMES = Object.fromEntries(
  LANGS.map((l) => [l, pick(DICTS[l], (k) => /^hke\.(pattern|limit|otherDesc)\./.test(k)) as PatternNames]),
) as Record<Lang, PatternNames>;

const SECOND_PERSON: Record<Lang, RegExp> = {
  en: /\b(you|your|yours|yourself)\b/i,
  de: /(?<!\p{L})(du|dir|dich|dein|deine|deinem|deinen|deiner|deines)(?!\p{L})/iu,
};
/** A count of 1 with a plural noun, or a plural verb after "1 point". */
const PLURAL_ONE = /(?<![\d.,])1 (points|Punkte)\b|\b1 point become\b/;
const NAME = { 1: 'Ada', 2: 'Ben', 3: 'Cleo' } as Record<number, string>;
const WIND: Record<Lang, Record<WindLetter, string>> = {
  en: { E: 'East', S: 'South', W: 'West', N: 'North' },
  de: { E: 'Ost', S: 'Süd', W: 'West', N: 'Nord' },
};
const YOU = { en: 'you', de: 'du' };
const nameOf = (lang: Lang, player: number, seat: WindLetter): string =>
  player === 0 ? YOU[lang] : `${NAME[player]} (${WIND[lang][seat]})`;

/** HKE 186–199: the fan to points table; a limit hand or 10 fan and more is 64. */
function pointsOf(fan: number, limit: boolean): number {
  if (limit || fan >= 10) return 64;
  if (fan >= 7) return 32;
  if (fan >= 4) return 16;
  return [1, 2, 4, 8][fan]!;
}

/**
 * What each seat pays (−) or gets (+): HKE 55–58 (the discarder or the robbed player 2×, the
 * others 1×; self-drawn every other player 2×; East no more than anyone), 64–68 (a false call
 * 16 to each), and under dangerous play the liable player's bill (HKE 259–268): self-drawn 6×,
 * the liable player's own discard 4×, another player's discard 2× each.
 */
function expectedPayments(g: GameState): Record<WindLetter, number> {
  const r = g.hand.result!;
  const pay = { E: 0, S: 0, W: 0, N: 0 };
  if (r.outcome === 'draw-game') return pay;
  const winner = r.seat!;
  const others = WIND_LETTERS.filter((w) => w !== winner);
  const share = (w: WindLetter, amount: number) => {
    pay[w] -= amount;
    pay[winner] += amount;
  };
  if (r.outcome === 'false-mahjong') {
    for (const w of others) share(w, -16);
    return pay;
  }
  const points = pointsOf(r.fan!, r.limit !== null && r.limit !== undefined);
  const from = r.situation!.from;
  const liable = r.liable ?? null;
  if (liable === null) for (const w of others) share(w, from === undefined || w === from ? 2 * points : points);
  else if (from === undefined) share(liable, 6 * points);
  else if (from === liable) share(liable, 4 * points);
  else {
    share(liable, 2 * points);
    share(from, 2 * points);
  }
  return pay;
}

function seatingOf(g: GameState, lang: Lang): Seating {
  const players = Object.fromEntries(WIND_LETTERS.map((w, i) => [w, playerAt(g, i as Wind)])) as Seating['players'];
  const me = WIND_LETTERS.find((w) => players[w] === 0)!;
  return { lang, me, players };
}

const PAYER = {
  en: /([^:;,]+?) (?:pays|pay) (\d+) × (\d+) = (\d+)/g,
  de: /([^:;,]+?) (?:zahlt|zahlst) (\d+) × (\d+) = (\d+)/g,
};
const TOTAL = { en: /(?:receives|receive) (\d+)\.$/, de: /(?:erhält|erhältst) (\d+)\.$/ };
const FOR_EVERYONE = { en: /\bpays? for everyone:/, de: /\bfür alle:/ };
const WORTH = { en: /^The hand is worth (\d+) (points?)\b/, de: /^Die Gewinnhand ist (\d+) (Punkte?) wert\b/ };

/** Checks one finished hand in one language; returns how many sentences it read. */
function checkEnd(g: GameState, lang: Lang): number {
  const r = g.hand.result!;
  const t = T[lang];
  const seating = seatingOf(g, lang);
  const end = handEnd(g, NAMES[lang])!;
  const expected = expectedPayments(g);
  // The payments add up and are the pay table's.
  expect(WIND_LETTERS.reduce((n, w) => n + r.payments[w], 0)).toBe(0);
  expect(r.payments).toEqual(expected);
  expect(Object.fromEntries(end.payments.map((p) => [p.seat, p.amount]))).toEqual(expected);

  const lines = endLines(t, seating, end);
  const pay = payLine(t, end);
  const sentences = [...lines, ...(pay === null ? [] : [pay])];
  for (const s of sentences) {
    expect(s).not.toMatch(PLURAL_ONE);
    expect(s).not.toMatch(/\{|\}|undefined|NaN/);
  }
  const learnerWins = r.seat !== undefined && playerAt(g, WIND_LETTERS.indexOf(r.seat) as Wind) === 0;

  if (r.outcome === 'false-mahjong' && !learnerWins) {
    // The caller pays 16 to each: the sentence names who pays, not "you".
    const who = nameOf(lang, playerAt(g, WIND_LETTERS.indexOf(r.seat!) as Wind), r.seat!);
    expect(lines[0]).toContain(
      lang === 'en' ? `${who} pays 16 points` : `${who} zahlt jedem anderen Spieler 16 Punkte`,
    );
    expect(lines[0]).not.toMatch(SECOND_PERSON[lang]);
  }
  if (r.outcome !== 'win') return sentences.length;

  // East's dealt tiles hold no drawn winning tile: the win line never says it came from the wall.
  const wall = lang === 'en' ? /from the wall|self-draw/i : /von der Mauer|Self-Draw/;
  if (r.situation!.heaven) expect(lines[0]).not.toMatch(wall);
  // A limit hand is paid as its limit: its breakdown lists the limit alone, no fan item.
  if (r.limit) expect(end.answer!.items).toEqual([]);
  expect(end.answer!.limits.length > 0).toBe(!!r.limit);

  const points = pointsOf(r.fan!, !!r.limit);
  expect(r.points).toBe(points);
  if (!r.limit) expect(r.items!.reduce((n, i) => n + i.fan, 0)).toBe(r.fan);
  const pointsWord = lang === 'en' ? (points === 1 ? 'point' : 'points') : points === 1 ? 'Punkt' : 'Punkte';

  // The pay line: worth the points, every payer with its factor and amount, the winner's total.
  const worth = WORTH[lang].exec(pay!);
  expect(worth?.slice(1)).toEqual([String(points), pointsWord]);
  const payers = WIND_LETTERS.filter((w) => expected[w] < 0);
  const listed = [...pay!.matchAll(PAYER[lang])].map((m) => [m[1]!.trim(), Number(m[2]), Number(m[3]), Number(m[4])]);
  expect(listed).toEqual(
    payers.map((w) => {
      const player = playerAt(g, WIND_LETTERS.indexOf(w) as Wind);
      return [nameOf(lang, player, w), -expected[w] / points, points, -expected[w]];
    }),
  );
  expect(Number(TOTAL[lang].exec(pay!)?.[1])).toBe(expected[r.seat!]);
  // "For everyone" only when one player pays alone; beside the discarder the supplier pays a share.
  expect(FOR_EVERYONE[lang].test(pay!)).toBe(r.liable != null && payers.length === 1);
  for (const row of end.payments) {
    if (row.role === 'liable') expect(payers).toEqual([row.seat]);
    if (row.role === 'supplier') expect(payers).toHaveLength(2);
  }

  if (learnerWins) return sentences.length;
  // A computer player's win: its hand is told about them, never as "you".
  const who = nameOf(lang, playerAt(g, WIND_LETTERS.indexOf(r.seat!) as Wind), r.seat!);
  const answer = end.answer!;
  for (const x of [...answer.items, ...answer.limits]) {
    const text = `${x.name}. ${fill(x.desc, { who })}`;
    expect(text, text).not.toMatch(SECOND_PERSON[lang]);
    sentences.push(text);
  }
  // The win line speaks to the learner only about the learner's own discard or kong.
  const learnerFrom = r.situation!.from !== undefined && r.situation!.from === seating.me;
  expect(SECOND_PERSON[lang].test(lines[0]!)).toBe(learnerFrom);
  // The pay line speaks to the learner only when the learner pays, or whose share is taken over.
  const mine = end.payments.find((p) => p.player === 0)!;
  const sharedAway = r.liable != null && payers.length === 2 && mine.amount === 0;
  expect(SECOND_PERSON[lang].test(pay!)).toBe(mine.amount < 0 || sharedAway);
  return sentences.length;
}

describe('the end of a hand tells the truth, in both languages', () => {
  test('games played by computer players under every option', () => {
    let hands = 0;
    let sentences = 0;
    for (const { game } of playedEnds(4, 24)) {
      hands++;
      for (const lang of LANGS) sentences += checkEnd(game, lang);
    }
    expect(hands).toBeGreaterThan(1400);
    expect(sentences).toBeGreaterThan(8000);
  });

  test.each(Object.keys(PLANTED))('%s, the learner at every seat', (name) => {
    for (const seat of [0, 1, 2, 3] as const)
      for (const lang of LANGS) checkEnd(plantedGame(PLANTED[name]!(), seat), lang);
  });
});
