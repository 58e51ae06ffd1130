import { describe, expect, test } from 'vitest';
import { LANGS } from '../../words/index.ts';
import { DICE_MAX, DICE_MIN, wallPlan } from './plan.ts';
import { wallStepSvg, WALL_STEPS } from './svg.ts';
import { wallLabels, wallStepTexts } from './text.build.ts';

const TOTALS = Array.from({ length: DICE_MAX - DICE_MIN + 1 }, (_, i) => i + DICE_MIN);
const BREAKER = { de: ['Ost', 'Süd', 'West', 'Nord'], en: ['East', 'South', 'West', 'North'] } as const;
const count = (s: string, needle: RegExp): number => s.match(needle)?.length ?? 0;

describe.each(LANGS)('%s: the words of the wall stepper', (lang) => {
  test.each(TOTALS)('total %i: four steps, every placeholder filled, the breaker named', (total) => {
    const plan = wallPlan(total)!;
    const texts = wallStepTexts(lang, plan);
    expect(texts.map((t) => t.step)).toEqual(['build', 'roll', 'break', 'deal']);
    for (const t of texts) for (const s of [t.position, t.title, t.description, t.alt]) expect(s).not.toMatch(/[{}]/);
    const breaker = BREAKER[lang][plan.breaker];
    expect(texts[1]!.description).toContain(`${breaker} ${total}.`);
    expect(texts[2]!.description.startsWith(`${breaker} `)).toBe(true);
    expect(texts[2]!.description).toContain(String(total));
  });

  test('the dead-wall sentence fits the total: round the corner below 7, exact at 7, stacks beyond above 7', () => {
    const dead = (total: number) => wallStepTexts(lang, wallPlan(total)!)[2]!.description;
    const corner = { de: 'um die Ecke', en: 'round the corner' }[lang];
    const beyond = { de: 'dahinter', en: 'beyond it' }[lang];
    for (const t of TOTALS) {
      expect(dead(t).includes(corner), `total ${t}`).toBe(t < 7);
      expect(dead(t).includes(beyond), `total ${t}`).toBe(t > 7);
    }
  });

  test('the deal step gives the counts from the plan: 14 and 13 tiles, 53 dealt, 77 left', () => {
    const text = wallStepTexts(lang, wallPlan(7)!)[3]!.description;
    for (const n of ['14', '13', '53', '77']) expect(text).toContain(n);
  });
});

describe.each(TOTALS)('total %i: the pictures', (total) => {
  const plan = wallPlan(total)!;
  const svg = Object.fromEntries(WALL_STEPS.map((s) => [s, wallStepSvg(s, plan, wallLabels('en', plan))]));

  test('72 stacks before the deal; after it 26 empty places and 46 stacks (one half taken)', () => {
    for (const s of ['build', 'roll', 'break'] as const) expect(count(svg[s]!, /<use /g)).toBe(72);
    expect(count(svg.deal!, /<use /g)).toBe(46);
    expect(count(svg.deal!, /class="fl-wall-slot"/g)).toBe(26);
  });

  test('the break: one gap, the counted stacks numbered, the dead wall framed on one row or two', () => {
    expect(count(svg.break!, /class="fl-wall-gap"/g)).toBe(1);
    for (let k = 1; k <= total; k++) expect(svg.break).toContain(`>${k}</text>`);
    expect(count(svg.break!, /class="fl-wall-dead"/g)).toBe(total < 7 ? 2 : 1);
    expect(svg.break).toContain('>dead wall</text>');
  });

  test('the roll: two dice with the right pips, the breaker framed', () => {
    const pips = count(svg.roll!, /<circle /g);
    expect(pips).toBe(total);
    expect(count(svg.roll!, /class="fl-wall-frame"/g)).toBe(1);
  });
});
