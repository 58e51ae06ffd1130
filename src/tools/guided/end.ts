// The words of the finished guided hand, from the engine's result: the total, one line per
// pattern, who pays what, and the script's closing sentence with its seats filled in. Plain
// strings, so the view only lays them out and the tests read exactly what the learner reads.
import { fill } from '../../words/fill.ts';
import { factText, type FactWords } from './facts.ts';
import type { GuidedView } from './view.ts';

export interface EndText {
  total: string;
  items: { id: string; text: string }[];
  pays: { seat: string; text: string }[];
  closing: string;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Null until the hand has a result. */
export function endText(
  view: GuidedView,
  t: FactWords,
  names: Readonly<Record<string, string>>,
  script: string,
): EndText | null {
  const r = view.result;
  if (r === null) return null;
  const say = (key: string): string => t[key] ?? key;
  return {
    total: fill(say('guided.done.points'), { fan: r.fan ?? 0, points: r.points ?? 0 }),
    items: (r.items ?? []).map((it) => ({
      id: it.id,
      text: fill(say('guided.done.fan'), { name: names[`hke.pattern.${it.id}`] ?? it.id, fan: it.fan }),
    })),
    pays: Object.entries(r.payments).map(([seat, amount]) => ({
      seat,
      text: fill(say('guided.done.pay'), { who: t[`wind.${seat}`] ?? seat, amount: signed(amount) }),
    })),
    closing: factText(say(`guided.${script}.end`), t, view.facts),
  };
}
