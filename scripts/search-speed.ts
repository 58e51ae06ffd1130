// How fast the searching player is: play-outs per second of each policy from mid-hand
// discard decisions (the hidden tiles dealt again from the view, as the search does), and
// decisions per second of the search at several budgets. Seeded hands (seeds 1–N) played by
// four strong players give the decisions: own turns with 30–70 live tiles.
// Run: `node scripts/search-speed.ts [--hands N] [--min-fan N] [--budgets 32,64,128,256]`
import { parseArgs } from 'node:util';
import { seededRng } from '../src/engine/random.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import { legalHandActions } from '../src/engine/game/legal.ts';
import { newHand } from '../src/engine/game/start.ts';
import type { Action } from '../src/engine/game/types.ts';
import { viewOf, type SeatView } from '../src/engine/game/view.ts';
import { makeBot } from '../src/engine/game/bots/bot.ts';
import { pendingSeats } from '../src/engine/game/bots/driver.ts';
import { playOut } from '../src/engine/game/bots/search-playout.ts';
import { sampleState } from '../src/engine/game/bots/search-sample.ts';
import { search } from '../src/engine/game/bots/search.ts';

const { values } = parseArgs({
  options: {
    hands: { type: 'string', default: '12' },
    'min-fan': { type: 'string', default: '0' },
    budgets: { type: 'string', default: '32,64,128,256' },
  },
});
const options = { minFan: Number(values['min-fan']) };
const strong = makeBot('strong');

/** Own-turn discard decisions with 30–70 live tiles, from hands of four strong players. */
function decisions(hands: number): { view: SeatView; legal: Action[] }[] {
  const out: { view: SeatView; legal: Action[] }[] = [];
  for (let k = 0; k < hands; k++) {
    let h = newHand({ seed: 1 + k, options });
    while (h.phase.kind !== 'over') {
      for (const seat of pendingSeats(h)) {
        const legal = legalHandActions(h, seat);
        const view = viewOf(h, seat);
        const a = legal.length === 1 ? legal[0]! : strong(view, legal);
        if (h.phase.kind === 'turn' && a.type === 'discard' && view.live >= 30 && view.live <= 70)
          out.push({ view, legal });
        const r = applyHandAction(h, a);
        if (!r.ok) throw new Error(r.error.code);
        h = r.value;
      }
    }
  }
  return out;
}

const list = decisions(Number(values.hands));
process.stdout.write(`${list.length} decisions from ${values.hands} hands (seeds 1–${values.hands})\n`);
for (const level of ['careful', 'strong'] as const) {
  const policy = makeBot(level);
  const t0 = performance.now();
  let n = 0;
  for (const [i, d] of list.entries()) {
    const first = strong(d.view, d.legal);
    for (let k = 0; k < 8; k++) {
      const h = sampleState(d.view, seededRng(i * 8 + k + 1))!;
      if (playOut(h, d.view.seat, first, policy) === null) throw new Error('refused');
      n++;
    }
  }
  const s = (performance.now() - t0) / 1000;
  process.stdout.write(`policy ${level}: ${n} play-outs in ${s.toFixed(1)} s, ${(n / s).toFixed(0)} play-outs/s\n`);
}
for (const budget of values.budgets.split(',').map(Number)) {
  const t0 = performance.now();
  let n = 0;
  for (const d of list.slice(0, Math.max(4, Math.round(list.length / (budget / 16))))) {
    search(d.view, d.legal, { budget });
    n++;
  }
  const s = (performance.now() - t0) / 1000;
  process.stdout.write(
    `search, budget ${budget}: ${n} decisions in ${s.toFixed(1)} s, ${(n / s).toFixed(1)} decisions/s, ${((1000 * s) / n).toFixed(0)} ms each\n`,
  );
}
