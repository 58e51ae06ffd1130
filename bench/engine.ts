// `npm run bench`: waits and HKE scores per second on a fixed seeded set of tenpai hands.
// Prints figures; there is no pass/fail here (budgets are read by people, not timed tests).
import { DEFAULT_SITUATION, makeHand, parseHand, score, waits, type Hand } from '../src/engine/index.ts';
import { randomTenpaiHand, seededRng } from '../src/engine/random.ts';

const HANDS = 20_000;
const RUNS = 7;

const rng = seededRng(42);
const tenpai: Hand[] = Array.from({ length: HANDS }, (_, i) =>
  randomTenpaiHand(rng, { declared: i % 3 === 0 ? 0.3 : 0, kong: 0.1 }),
);
const complete: Hand[] = tenpai.flatMap((h) => {
  const w = waits(h);
  return w.ok && w.value.length ? [{ ...h, winning: w.value[0]! }] : [];
});
const texts = tenpai.map(makeHand);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function rate(label: string, n: number, body: () => void): void {
  body(); // warm-up: JIT and the suit tables
  const perSecond: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    body();
    perSecond.push(n / ((performance.now() - t0) / 1000));
  }
  const m = median(perSecond);
  console.log(`${label.padEnd(28)} ${Math.round(m).toLocaleString('en').padStart(12)} /s   ${(1e6 / m).toFixed(2).padStart(7)} µs each   (median of ${RUNS})`);
}

let sink = 0;
console.log(`${HANDS} seeded tenpai hands (seed 42), ${complete.length} completed with their first winning tile\n`);
rate('waits', tenpai.length, () => {
  for (const h of tenpai) sink += (waits(h) as { ok: boolean }).ok ? 1 : 0;
});
rate('parse + waits', texts.length, () => {
  for (const t of texts) {
    const h = parseHand(t);
    if (h.ok) sink += waits(h.value).ok ? 1 : 0;
  }
});
rate('HKE score (complete hands)', complete.length, () => {
  for (const h of complete) {
    const s = score(h, DEFAULT_SITUATION);
    sink += s.ok ? s.value.points : 0;
  }
});
if (sink < 0) console.log(sink);
