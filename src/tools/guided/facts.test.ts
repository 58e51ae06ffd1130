// Every seat a guided sentence names is the seat the table's events say, in both languages. The
// sentences name no seat by hand (no wind name in a template); each placeholder is recounted
// here from the engine alone: the last discard event, the draws since the learner's last move,
// the seats that would have drawn had the learner passed (played out on the engine), the seat
// the engine let the learner chow from, and the Mah-Jongg event with its payments.
import { describe, expect, test } from 'vitest';
import { applyHandAction, pendingSeats, type Action, type GameEvent, type HandState } from '../../engine/game/index.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';
import { placeholders } from '../../words/fill.ts';
import { dictionary, type Lang } from '../../words/index.ts';
import { factText, seatFacts } from './facts.ts';
import { FIRST_HAND } from './first-hand.ts';
import { actionOf, guidedMove, startGuided, type GuidedMove, type GuidedState } from './guided.ts';

const script = FIRST_HAND;
const me = script.learner;
const ME = WIND_LETTERS.indexOf(me) as Wind;
const move = (k: number): GuidedMove => {
  const { seat: _seat, ...m } = actionOf(script.steps[k]!.expect, ME);
  return m as GuidedMove;
};

/** The state at every step (before the learner's move), and the state at the end. */
function states(): GuidedState[] {
  const out = [startGuided(script)!];
  for (let k = 0; k < script.steps.length; k++) out.push(guidedMove(script, out[k]!, move(k)));
  return out;
}
const ALL = states();
const END = ALL.at(-1)!.hand;

/** Who drew from the wall, had the learner passed on this discard: played out until the learner's turn. */
function drawersHadIPassed(h: HandState): WindLetter[] {
  const drew: WindLetter[] = [];
  for (let guard = 0; guard < 40; guard++) {
    const p = h.phase;
    if ((p.kind === 'draw' || p.kind === 'turn') && p.seat === ME) return drew;
    let a: Action;
    if (p.kind === 'draw') {
      drew.push(WIND_LETTERS[p.seat]!);
      a = { type: 'draw', seat: p.seat };
    } else if (p.kind === 'turn')
      a = { type: 'discard', seat: p.seat, tile: p.drawn ?? h.players[p.seat]!.concealed[0]! };
    else a = { type: 'pass', seat: pendingSeats(h)[0]! };
    const r = applyHandAction(h, a);
    if (!r.ok) throw new Error(r.error.code);
    h = r.value;
  }
  throw new Error('the learner never came to play');
}

const seatOf = (e: GameEvent): WindLetter | undefined => ('seat' in e ? e.seat : undefined);

/** The placeholder's seats at state k, recounted from the engine. */
function recount(name: string, k: number): WindLetter[] {
  const h = ALL[k]!.hand;
  const ev = h.events;
  switch (name) {
    case 'me':
      return [me];
    case 'discarder': {
      for (let i = ev.length - 1; i >= 0; i--) if (ev[i]!.type === 'discard') return [seatOf(ev[i]!)!];
      return [];
    }
    case 'left': {
      // The seat the engine let the learner chow from.
      const chow = END.events.find((e) => e.type === 'chow' && e.seat === me);
      return chow?.type === 'chow' ? [chow.from] : [];
    }
    case 'drew': {
      const out: WindLetter[] = [];
      for (let i = ev.length - 1; i >= 0 && seatOf(ev[i]!) !== me; i--) {
        const e = ev[i]!;
        if (e.type === 'draw' && e.replacement === undefined) out.unshift(e.seat);
      }
      return out;
    }
    case 'skipped': {
      const wouldHave = drawersHadIPassed(h);
      // After the claim, none of them draws before the learner's next discard is answered.
      const after = ALL[k + 1]!.hand.events.slice(ev.length);
      const drewAfter = after.flatMap((e) => (e.type === 'draw' ? [e.seat] : []));
      expect(drewAfter.some((w) => wouldHave.includes(w))).toBe(false);
      return wouldHave;
    }
    case 'winFrom':
    case 'winOthers': {
      const win = h.events.find((e) => e.type === 'mahjong');
      if (win?.type !== 'mahjong' || win.from === undefined) return [];
      const pay = h.result!.payments;
      // The discarder pays twice what each of the others pays (HKE, "Auszahlung").
      const others = WIND_LETTERS.filter((w) => w !== me && w !== win.from);
      for (const w of others) expect(pay[win.from]).toBe(2 * pay[w]);
      return name === 'winFrom' ? [win.from] : others.filter((w) => pay[w] < 0);
    }
    default:
      throw new Error(`no recount for {${name}}`);
  }
}

/** The wind names a sentence holds, in order (not as part of a tile name: "the East Wind", "Ostwind"). */
function windsNamed(text: string, lang: Lang): WindLetter[] {
  const d = dictionary(lang);
  const names = WIND_LETTERS.map((w) => d[`wind.${w}`]!);
  const re = new RegExp(`(?<![\\p{L}])(${names.join('|')})(?![\\p{L}]| Wind)`, 'gu');
  return [...text.matchAll(re)].map((m) => WIND_LETTERS[names.indexOf(m[1]!)]!);
}

const sentences = (): { key: string; k: number }[] => [
  ...script.steps.map((s, k) => ({ key: `guided.${script.id}.${s.say}`, k })),
  { key: `guided.${script.id}.end`, k: script.steps.length },
];

describe.each(['en', 'de'] as const)('%s', (lang) => {
  const d = dictionary(lang);

  test('no sentence of the script names a seat by hand', () => {
    for (const { key } of sentences()) expect(windsNamed(d[key]!, lang), key).toEqual([]);
  });

  test('every seat a sentence names is the one the engine’s events say', () => {
    let named = 0;
    for (const { key, k } of sentences()) {
      const template = d[key]!;
      const text = factText(template, d, seatFacts(ALL[k]!.hand, me));
      expect(text, key).not.toMatch(/[{}]/);
      // The seats named, in the order the placeholders stand, against the recount.
      const expected = [...template.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1]!)
        .filter((name) => name !== 'side')
        .flatMap((name) => recount(name, k));
      expect(windsNamed(text, lang), `${key}: ${text}`).toEqual(expected);
      named += expected.length;
    }
    expect(named).toBeGreaterThanOrEqual(10);
  });

  test('where a sentence says a player sits on your left, it is the player the engine let you chow from', () => {
    const left = recount('left', 0)[0]!;
    for (const { key, k } of sentences()) {
      if (!placeholders(d[key]!).includes('side')) continue;
      const discarder = recount('discarder', k)[0]!;
      const side = seatFacts(ALL[k]!.hand, me).side;
      expect(side === 'left', key).toBe(discarder === left);
    }
  });
});

test('the pung out of turn passes over East, who would have drawn next', () => {
  const k = script.steps.findIndex((s) => s.say === 'pung');
  expect(recount('skipped', k)).toEqual(['E']);
});
