// The honesty checks of a box's warning and its form (coach-honesty.test.ts): a dangerous-play
// warning names what the rule counts, recounted from the shown sets (HKE 240–248: pungs and
// kongs only, never chows), and no line stacks one parenthesis after or inside another.
import { holds, type Check } from './coach-honesty.checks.ts';
import type { PlayKey } from './strings.ts';

/** The shown pungs and kongs that make each threat, as the rule text counts them (HKE 240–248). */
const NEEDED = { dragons: 2, winds: 3, suit: 3, honours: 3, terminals: 3 } as const;

export function checkRisk(c: Check): void {
  const { t, advice, view } = c;
  const risk = advice.risk;
  const d = advice.discard;
  if (risk?.kind !== 'liable' || d === null) return;
  const tile = d.tile;
  const k = risk.threat;
  const pungs = view.players[risk.seat]!.melds.filter((m) => m.kind !== 'chow').map((m) => m.tile);
  const of: Record<typeof k, (x: number) => boolean> = {
    dragons: (x) => x >= 31,
    winds: (x) => x >= 27 && x < 31,
    suit: (x) => x < 27 && Math.floor(x / 9) === Math.floor(tile / 9),
    honours: (x) => x >= 27,
    terminals: (x) => x < 27 && (x % 9 === 0 || x % 9 === 8),
  };
  holds(c, pungs.filter(of[k]).length >= NEEDED[k], `${risk.seat} shows the pungs or kongs of the threat (${k})`);
  const suit = k === 'suit' ? t[`play.coach.suitDat.${'mps'[Math.floor(tile / 9)]}` as PlayKey] : '';
  const shown = t[`play.coach.liable.shown.${k}` as PlayKey].replace('{suit}', suit);
  holds(
    c,
    c.lines.some((l) => l.includes(` ${shown}`)),
    'the warning names the shown sets',
  );
  // Suits and terminals can be shown as chows too, which the rule does not count.
  if (k === 'suit' || k === 'terminals')
    holds(c, /pungs or kongs|Pongs oder Kongs/.test(shown), 'the warning counts pungs and kongs, not chows');
}

/** No "(…) (…)" and no "(… (…))": a second remark goes into its own clause. */
export function checkParens(c: Check): void {
  for (const l of c.lines) holds(c, !/\)\s*\(/.test(l) && !/\([^)]*\(/.test(l), `one parenthesis at a time: «${l}»`);
}
