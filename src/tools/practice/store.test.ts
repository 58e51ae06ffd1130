// The practice store: migration, corruption, import/export round trip. Any stored string is
// read without throwing, and a valid entry beside junk is never lost.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PUZZLE_TYPES } from '../../engine/puzzles/types.ts';
import {
  emptyPractice,
  migrate,
  readImport,
  readPractice,
  recordAnswer,
  totals,
  writePractice,
  type PracticeData,
} from './store.ts';
import { mergePractice, snapshot } from './merge.ts';

const TODAY = '2026-11-23';
const sample = (): PracticeData => {
  let d = emptyPractice();
  d = recordAnswer(d, '2026-11-22', 'waits', '1w1e-abc', true);
  d = recordAnswer(d, TODAY, 'fan', '1f2m-k3x9q1', false);
  d = recordAnswer(d, TODAY, 'discard', '1d3e-zz', true, true);
  return d;
};

describe('readPractice', () => {
  test.each([
    ['nothing stored', null, null],
    ['empty string', '', null],
    ['not JSON', '{oops', 'unreadable'],
    ['a JSON array', '[1,2]', 'foreign'],
    ['a JSON number', '42', 'foreign'],
    ['another site’s object', '{"theme":"dark"}', 'foreign'],
    ['a newer version', '{"version":4,"streak":3}', 'newer'],
  ] as const)('%s → problem %s', (_, raw, problem) => {
    expect(readPractice(raw, TODAY).problem).toBe(problem);
  });

  test('written data reads back unchanged, with no problem', () => {
    const d = sample();
    expect(readPractice(writePractice(snapshot(d)), TODAY)).toEqual({
      data: d,
      stored: snapshot(d),
      problem: null,
    });
  });

  test('a damaged entry is left out, the rest kept and the damage reported', () => {
    const raw = JSON.stringify({
      version: 2,
      ...sample(),
      days: {
        ...sample().days,
        'not-a-date': {},
        '2026-01-01': { waits: [5, 2], fan: [1, 2] },
      },
      mistakes: ['1w1e-abc', 7, '<script>'],
    });
    const r = readPractice(raw, TODAY);
    expect(r.problem).toBe('damaged');
    expect(r.data.days['2026-01-01']).toEqual({ fan: [1, 2] });
    expect(r.data.days[TODAY]).toEqual(sample().days[TODAY]);
    expect(r.data.mistakes).toEqual(['1w1e-abc']);
  });

  test('a damaged event is left out and reported, the other events kept', () => {
    const e = {
      id: '0mm7irhc1-taba-0000',
      t: 1772355600000,
      k: 'answer',
      date: TODAY,
      type: 'waits',
      key: '2w1e-a1',
      right: true,
      rating: 1500,
      themes: ['seven-pairs'],
      card: null,
    };
    const events = [e, { ...e, id: '0mm7irhc2-taba-0001', right: 'yes' }, { ...e, id: 'x', t: 1772355600002 }];
    const r = readPractice(JSON.stringify({ version: 3, applied: [], events }), TODAY);
    expect([r.problem, r.stored.events, r.data.days]).toEqual(['damaged', [e], { [TODAY]: { waits: [1, 1] } }]);
  });

  test('a newer version keeps what this version understands', () => {
    const r = readPractice(JSON.stringify({ ...sample(), version: 4, extra: true }), TODAY);
    expect(r.problem).toBe('newer');
    expect(r.data.days).toEqual(sample().days);
  });
});

describe('migrate', () => {
  test('version 0 totals are filed under today', () => {
    const old = {
      totals: { waits: { right: 3, answered: 4 } },
      streak: 2,
      best: 5,
    };
    const r = readPractice(JSON.stringify(old), TODAY);
    expect(r.problem).toBe(null);
    expect(r.data.days[TODAY]).toEqual({ waits: [3, 4] });
    expect(r.data.best).toBe(5);
  });
  test('a current object is left as it is', () => {
    const o = { version: 3, days: {} };
    expect(migrate(o, TODAY)).toBe(o);
  });
});

describe('recordAnswer', () => {
  test('streak, best, tallies, mistakes and daily', () => {
    const d = sample();
    expect(d.streak).toBe(1);
    expect(d.best).toBe(1);
    expect(d.mistakes).toEqual(['1f2m-k3x9q1']);
    expect(d.daily).toEqual({ [TODAY]: true });
    expect(totals(d).fan).toEqual([0, 1]);
    const again = recordAnswer(d, TODAY, 'fan', '1f2m-k3x9q1', true);
    expect(again.mistakes).toEqual([]);
    expect(again.streak).toBe(2);
  });
});

describe('import and export', () => {
  test('round trip: an exported file imports to the same data', () => {
    const d = sample();
    expect(readImport(writePractice(snapshot(d)), TODAY)?.data).toEqual(d);
  });
  test('importing the same file twice changes nothing', () => {
    const d = snapshot(sample());
    expect(mergePractice(d, d)).toEqual(d);
  });
  test('merging unrelated progress keeps both sides', () => {
    const a = recordAnswer(emptyPractice(), '2026-01-01', 'valid', '1v1e-a', false);
    const m = mergePractice(snapshot(a), snapshot(sample())).base;
    expect(m.mistakes.sort()).toEqual(['1f2m-k3x9q1', '1v1e-a']);
    expect(Object.keys(m.days).sort()).toEqual(['2026-01-01', '2026-11-22', TODAY]);
  });
  test.each(['', 'hello', '[]', '{"theme":"dark"}'])('a bad file %j is refused', (text) => {
    expect(readImport(text, TODAY)).toBe(null);
  });
});

describe('properties', () => {
  test('any stored string never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const r = readPractice(raw, TODAY);
        expect(r.data.streak).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  const tally = fc.tuple(fc.nat(50), fc.nat(50)).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  const valid = fc.record({
    days: fc.dictionary(
      fc.constantFrom('2026-01-01', '2026-02-03', TODAY),
      fc.dictionary(fc.constantFrom(...PUZZLE_TYPES), tally),
    ),
    mistakes: fc.uniqueArray(fc.stringMatching(/^1[wfpvd][123][ecms]-[0-9a-z]{1,7}$/), { maxLength: 5 }),
  });
  test('valid entries beside any junk are never lost', () => {
    fc.assert(
      fc.property(
        valid,
        fc.dictionary(fc.string(), fc.anything()),
        fc.array(fc.anything(), { maxLength: 3 }),
        (good, junkDays, junkMistakes) => {
          const days = {
            ...Object.fromEntries(Object.entries(junkDays).map(([k, v]) => [`x${k}`, v])),
            ...good.days,
          };
          const raw = JSON.stringify({
            version: 1,
            days,
            mistakes: [...good.mistakes, ...junkMistakes.filter((m) => typeof m !== 'string')],
          });
          const r = readPractice(raw, TODAY);
          for (const [date, day] of Object.entries(good.days)) expect(r.data.days[date]).toEqual(day);
          expect(r.data.mistakes).toEqual(good.mistakes);
        },
      ),
    );
  });
});
