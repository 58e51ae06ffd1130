// The coach's sentences and its risk warning: every plan, claim and risk comes out as a whole
// sentence in both languages (no placeholder left, a flush names its suit), the liable case is
// named by the threat a player shows, and on seeded games the warning comes for the few risky
// discards, not for nearly every one (the evaluation weighs some danger in 80% of them).
import { describe, expect, test } from 'vitest';
import { PLAN_KINDS } from '../../engine/game/bots/plan.ts';
import { THREAT_KINDS, type SeatView, type TableMeld } from '../../engine/game/index.ts';
import { parseTile, type Wind } from '../../engine/tiles.ts';
import de from '../../words/de.json' with { type: 'json' };
import { fill } from '../../words/fill.ts';
import en from '../../words/en.json' with { type: 'json' };
import type { Choice, Reason } from '../table/review/advisor.ts';
import { advise, keptAfter, riskOf, RISKY, type Risk } from './coach.ts';
import type { HandFacts } from './coach-facts.ts';
import type { ClaimFacts, ClaimWhy, DiscardWhy, Still } from './coach-why.ts';
import {
  claimLines,
  claimWhyText,
  drawLines,
  keepText,
  planLine,
  riskText,
  stillText,
  whyText,
} from './coach-words.ts';
import { createTable, nextStep, update } from './controller.ts';
import { tableView } from './model.ts';
import { PLAY_DEFAULTS } from './settings.ts';
import { PLAY_PREFIXES, type PlayStrings } from './strings.ts';

const LANGS = [
  ['de', de as Record<string, string>],
  ['en', en as Record<string, string>],
] as const;
const strings = (d: Record<string, string>): PlayStrings =>
  Object.fromEntries(Object.entries(d).filter(([k]) => PLAY_PREFIXES.some((p) => k.startsWith(p)))) as PlayStrings;
/** A whole sentence: no placeholder left, no empty slot before a punctuation mark, one colon at most. */
const whole = (s: string) => {
  expect(s).not.toMatch(/[{}]/);
  expect(s).not.toMatch(/\s[,.;:)]/);
  for (const sentence of s.split(/(?<=[.!?])\s+/)) expect(sentence.split(':').length, sentence).toBeLessThanOrEqual(2);
};

const reason = (r: Partial<Reason>): Reason => ({
  before: 2,
  after: 1,
  useful: 12,
  short: 0,
  plan: 'any',
  suit: null,
  fan: 1,
  danger: 0,
  liable: false,
  fold: false,
  ...r,
});

describe.each(LANGS)('%s', (lang, d) => {
  const t = strings(d);
  test("every plan, with and without a fan minimum, is a whole sentence with its pattern's fan", () => {
    for (const plan of PLAN_KINDS)
      for (const suit of plan === 'flush' ? [0, 1, 2] : [null])
        for (const minFan of [0, 3]) {
          const line = planLine(t, plan, suit, minFan);
          if (plan === 'any' && minFan === 0) expect(line).toBeNull();
          if (line === null) continue;
          whole(line);
          // HKE fan table (docs/rules/hke.md): half flush 3, full flush 6, all pungs 3, seven pairs 4.
          const fan = { any: [], flush: ['3', '6'], pungs: ['3'], pairs: ['4'] }[plan];
          for (const f of fan) expect(line).toContain(`${f} `);
          if (suit !== null) expect(line).toContain(d[`wait.suit.${'mps'[suit]}`]!);
        }
  });

  test('what is left to draw: whole counts, one tile in the singular, self-draw and "not yet" said', () => {
    const facts = (f: Partial<HandFacts>): HandFacts => ({ away: 0, useful: 0, wins: null, ...f });
    for (const useful of [1, 12]) drawLines(t, facts({ away: 2, useful }), 0).forEach(whole);
    expect(drawLines(t, facts({ away: 2, useful: 1 }), 0)).toEqual([t['play.coach.useful.one']]);
    const wins = (unseen: number, selfDrawOnly: number, never: number) =>
      drawLines(t, facts({ wins: { unseen, selfDrawOnly, never } }), 3);
    for (const [u, sd, nv] of [
      [0, 0, 0],
      [1, 0, 0],
      [6, 2, 0],
      [6, 6, 0],
      [6, 0, 6],
      [6, 2, 4],
    ] as const)
      wins(u, sd, nv).forEach(whole);
    expect(wins(6, 6, 0)).toContain(t['play.coach.onlySelfDraw']);
    expect(wins(6, 2, 4)).toContain(t['play.coach.onlySelfDraw']);
    expect(wins(6, 0, 6)).toContain(t['play.coach.notYet']);
    expect(wins(6, 2, 0)).not.toContain(t['play.coach.onlySelfDraw']);
  });

  test('a claim says what it does to the hand: the distance, the fan its set brings, the plan it rules out', () => {
    const c: ClaimFacts = { action: { type: 'pung', seat: 0 }, before: 2, after: 1, fan: 2, breaks: null, reach: null };
    claimLines(t, lang, c, 0).forEach(whole);
    expect(claimLines(t, lang, c, 0)).toHaveLength(2);
    expect(claimLines(t, lang, c, 0)[1]).toContain('2 ');
    const chow: ClaimFacts = {
      action: { type: 'chow', seat: 0, tile: 2 },
      before: 2,
      after: 2,
      fan: 0,
      breaks: { plan: 'pungs', suit: null },
      reach: null,
    };
    claimLines(t, lang, chow, 0).forEach(whole);
    expect(claimLines(t, lang, chow, 0)[1]).toContain(t['play.coach.aim.pungs']);
    // Waiting after the claim, but short of the minimum on a discard: said right after the distance.
    for (const reach of ['self-draw', 'never'] as const) {
      const short = claimLines(t, lang, { ...c, after: 0, reach }, 3);
      short.forEach(whole);
      expect(short[1]).toBe(
        fill(t[reach === 'self-draw' ? 'play.coach.claimSelfDraw' : 'play.coach.claimNotYet'], {
          claim: t['play.action.pung'],
          minFan: 3,
        }),
      );
    }
    expect(claimLines(t, lang, { ...c, after: 0, reach: 'discard' }, 3)).toHaveLength(2);
    const kinds: ClaimWhy[] = [
      { kind: 'closer' },
      { kind: 'fan', fan: 1 },
      { kind: 'plan', plan: 'flush', suit: 1 },
      { kind: 'even' },
      { kind: 'estimate' },
      { kind: 'none-closer' },
      { kind: 'breaks', action: chow.action, plan: 'pungs', suit: null },
      { kind: 'pass-estimate' },
      { kind: 'pass-against' },
      { kind: 'kong' },
      { kind: 'chows' },
    ];
    for (const why of kinds) whole(claimWhyText(t, lang, why)!);
    expect(claimWhyText(t, lang, { kind: 'win' })).toBeNull();
    // The claim in running text: "claiming the pung" (lower case), „Mit dem Pong“ (a noun).
    const breaks = claimWhyText(t, lang, { kind: 'breaks', action: c.action, plan: 'pairs', suit: null })!;
    expect(breaks).toContain(lang === 'de' ? 'Mit dem Pong fiele' : 'claiming the pung would');
  });

  test('every reason and every "still the pick" is a whole sentence', () => {
    const whys: DiscardWhy[] = [
      { kind: 'fold', safest: 'all' },
      { kind: 'fold', safest: 'not-liable' },
      { kind: 'only' },
      { kind: 'equal', other: 3 },
      { kind: 'closer', other: 3, away: 2 },
      { kind: 'more', other: 3, count: 7 },
      { kind: 'plan', plan: 'flush', suit: 0, other: 3 },
      { kind: 'plan', plan: 'pairs', suit: null },
      { kind: 'outside', plan: 'flush', suit: 1, other: 30, only: true },
      { kind: 'outside', plan: 'flush', suit: 1, other: 12, only: false },
      ...(['liable', 'safer', 'estimate'] as const).flatMap((kind) => [
        { kind, other: 3 },
        { kind, other: 3, back: 1 },
      ]),
      { kind: 'estimate', other: 3, back: 1, count: 40 },
      { kind: 'fan', other: 31, held: 2, fan: 1 },
      { kind: 'fan', other: 31, held: 2, fan: 1, back: 0 },
    ];
    for (const why of whys) for (const waiting of [false, true]) whole(whyText(t, lang, 4, why, 3, waiting));
    const stills: Still[] = [
      { kind: 'least' },
      { kind: 'forced' },
      { kind: 'closer', other: 3, away: 2 },
      { kind: 'more', other: 3, count: 5 },
      { kind: 'outside', plan: 'flush', suit: 2 },
      { kind: 'estimate', other: 3 },
    ];
    for (const still of stills) for (const waiting of [false, true]) whole(stillText(t, lang, still, waiting));
  });

  test('the honours worth keeping name the fan of each for this seat and round', () => {
    const s = keepText(t, lang, [
      { tile: parseTile('7z')!, held: 3, pung: true, fan: 1 },
      { tile: parseTile('1z')!, held: 2, pung: false, fan: 2 },
    ]);
    whole(s);
    expect(s).toContain(lang === 'de' ? 'Roter Drache' : 'Red Dragon');
    expect(s).toMatch(
      lang === 'de'
        ? /2 × Ostwind \(ein Paar, als Pong 2 Fan\)/
        : /2 × East Wind \(a pair, its pung would bring 2 fan\)/,
    );
  });

  test('every risk is a whole sentence naming the player and the tile', () => {
    const risks: Risk[] = [
      ...THREAT_KINDS.map((threat): Risk => ({ kind: 'liable', seat: 2, threat })),
      ...[0, 1, 3].map((sets): Risk => ({ kind: 'risky', seat: 3, sets })),
    ];
    for (const risk of risks) {
      const s = riskText(t, lang, risk, 'Ben (N)', 4);
      whole(s);
      if (risk.kind === 'liable' || risk.sets > 0) expect(s).toContain('Ben (N)');
      expect(s).toContain(lang === 'de' ? '5 Schrift' : '5 Characters');
      // HKE 249–268: a win on the tile and a pung on it are two cases; a half flush is settled normally.
      if (risk.kind === 'liable') expect(s).toContain(lang === 'de' ? 'Pong oder Kong' : 'pung or kong');
      if (risk.kind === 'liable' && risk.threat === 'suit')
        expect(s).toContain(lang === 'de' ? 'Half Flush wird normal abgerechnet' : 'half flush is settled normally');
    }
  });
});

/** A view where each seat shows the given sets (pungs of these tiles). */
function view(shown: Record<number, string[]>, dangerousPlay: boolean): SeatView {
  const melds = (w: number): TableMeld[] =>
    (shown[w] ?? []).map((tile) => ({ kind: 'pung', tile: parseTile(tile)!, concealed: false }));
  return {
    seat: 0,
    round: 0,
    options: { minFan: 0, dangerousPlay, changeSeats: false },
    phase: { kind: 'turn', seat: 0, source: 'wall' },
    concealed: [],
    drawn: null,
    players: [0, 1, 2, 3].map((w) => ({ melds: melds(w), bonus: [], discards: [], concealedCount: 13 })),
    live: 30,
    dead: 14,
  };
}

const chow = (tile: string): TableMeld => ({ kind: 'chow', tile: parseTile(tile)!, concealed: false });

const discard = (tile: string, r: Partial<Reason>): Choice => ({
  action: { type: 'discard', seat: 0, tile: parseTile(tile)! },
  score: 0,
  reason: reason(r),
});

describe('keptAfter', () => {
  test('dragons, the seat wind and the prevalent wind held two or three times; not what is discarded', () => {
    // West (seat 2) in the East round: East and West are valued, South is not.
    const v = { ...view({}, false), seat: 2 as Wind, round: 0 as Wind };
    const hand = (codes: string) => codes.split(' ').map((c) => parseTile(c)!);
    const kept = (concealed: string, discard: string) =>
      keptAfter({ ...v, concealed: hand(concealed) }, parseTile(discard)!).map((k) => `${k.tile}:${k.pung}:${k.held}`);
    const T = (c: string) => parseTile(c)!;
    expect(kept('7z 7z 7z 1z 1z 2z 2z 3z 3z 5z 1m 2m 3m 4m', '4m')).toEqual([
      `${T('1z')}:false:2`,
      `${T('3z')}:false:2`,
      `${T('7z')}:true:3`,
    ]);
    expect(kept('7z 7z 1z 1m 2m', '7z')).toEqual([]);
    // HKE 106–109: a wind that is seat and prevalent wind brings 2 fan as a pung.
    const east = { ...v, seat: 0 as Wind, concealed: hand('1z 1z 7z 7z 1m') };
    expect(keptAfter(east, parseTile('1m')!).map((k) => k.fan)).toEqual([2, 1]);
  });
});

describe('riskOf', () => {
  test('a liable discard names the player whose shown sets it would complete, and the case', () => {
    const v = view({ 1: ['1m'], 3: ['5z', '6z'] }, true);
    expect(riskOf(v, discard('7z', { liable: true, danger: 0.1 }))).toEqual({
      kind: 'liable',
      seat: 3,
      threat: 'dragons',
    });
  });

  test('the warning counts the shown pungs and kongs, as the rule does (HKE 240–248): chows never', () => {
    const open = view({}, true);
    const chows: SeatView = {
      ...open,
      players: open.players.map((p, w) => (w === 3 ? { ...p, melds: ['1p', '4p', '7p'].map(chow) } : p)),
    };
    expect(riskOf(chows, discard('5p', { liable: true, danger: 0 }))).toBeNull();
    const pungs = view({ 3: ['1p', '4p', '9p'] }, true);
    const risk = riskOf(pungs, discard('5p', { liable: true, danger: 0 }))!;
    expect(risk).toEqual({ kind: 'liable', seat: 3, threat: 'suit' });
    for (const [lang, d] of LANGS) {
      const t = strings(d);
      const text = riskText(t, lang, risk, 'Ben', parseTile('5p')!);
      expect(text).toContain(lang === 'de' ? 'drei Pongs oder Kongs in Kreisen' : 'three pungs or kongs in Dots');
      for (const k of ['suit', 'terminals'] as const)
        expect(t[`play.coach.liable.shown.${k}`]).toMatch(/pungs or kongs|Pongs oder Kongs/);
    }
  });

  test('below the risky line nothing is said; above it, the player showing most sets', () => {
    const v = view({ 1: ['1m'], 2: ['2p', '3s'], 3: ['4s', '5s'] }, false);
    expect(riskOf(v, discard('9p', { danger: RISKY - 0.01 }))).toBeNull();
    expect(riskOf(v, discard('9p', { danger: RISKY }))).toEqual({ kind: 'risky', seat: 2 as Wind, sets: 2 });
    expect(riskOf(view({}, false), discard('9p', { danger: 1 }))).toEqual({ kind: 'risky', seat: 1, sets: 0 });
  });
});

test('on seeded games the risk warning comes for a few of the best discards, not for most', () => {
  let discards = 0;
  let warned = 0;
  for (let seed = 1; seed <= 12; seed++) {
    let s = createTable(seed, { ...PLAY_DEFAULTS, bot: 'strong', coach: true, dangerousPlay: seed % 2 === 0 });
    for (let guard = 0; guard < 3000; guard++) {
      const step = nextStep(s);
      if (step === 'computer') s = update(s, { type: 'advance', all: true });
      if (step === 'computer') continue;
      if (step !== 'learner') break;
      const v = tableView(s);
      if (v.prompt.kind === 'draw') s = update(s, { type: 'move', move: { type: 'draw' } });
      else if (v.prompt.kind !== 'discard') s = update(s, { type: 'move', move: { type: 'pass' } });
      else {
        const a = advise(s)!;
        discards++;
        if (a.risk !== null) warned++;
        const best = a.choices[0]!.action;
        s = update(s, { type: 'move', move: best.type === 'discard' ? { type: 'discard', tile: best.tile } : best });
      }
    }
  }
  expect(discards).toBeGreaterThan(100);
  expect(warned / discards).toBeLessThan(0.3);
});
