// What a scored hand is worth, in one short line of the page language: "4 fan → 16 points",
// "Half limit, 500 points", "No win: too few fan for the minimum". Every number comes from the
// engine's Score; the words from the i18n files. Used by the rule pages and the gallery.
import { CLASSIC_SPECIAL_TABLE, type RuleSetId, type Score } from '../../engine/index.ts';
import { keyUnder, type Lang, type Params, t, type UiKey } from '../../words/index.ts';

const k = (lang: Lang, key: UiKey, params?: Params): string => t(lang, key, params);

/** "16 points", "1 point". */
const pts = (lang: Lang, n: number): string => (n === 1 ? k(lang, 'worth.pts.one') : k(lang, 'worth.pts', { n }));

/** The name of a limit or special hand of `rules`. */
export const limitName = (lang: Lang, rules: RuleSetId, id: string): string => k(lang, keyUnder(`${rules}.limit.`, id));

/** The name of a pattern (fan item, classic base-point item or doubling) of `rules`. */
export const patternName = (lang: Lang, rules: RuleSetId, id: string): string =>
  k(lang, keyUnder(`${rules}.pattern.`, id));

function classicClass(id: string): string {
  const row = CLASSIC_SPECIAL_TABLE.find((r) => r.id === id);
  if (!row) throw new Error(`No classic special hand "${id}".`);
  return row.class;
}

/** The value of a limit or special hand that counts. */
function limitWorth(lang: Lang, s: Score, id: string): string {
  switch (s.rules) {
    case 'classic':
      return k(lang, 'worth.limit.classic', {
        cls: k(lang, keyUnder('worth.cls.', classicClass(id))),
        pts: pts(lang, s.points),
      });
    case 'hke':
    case 'hk-modern':
    case 'hk-simple':
      return k(lang, `worth.limit.${s.rules}`, { pts: pts(lang, s.points) });
    default: {
      const never: never = s.rules;
      return never;
    }
  }
}

/** The value of an ordinary (no limit) win. */
function ordinaryWorth(lang: Lang, s: Score): string {
  switch (s.rules) {
    case 'classic': {
      const factor = 2 ** s.fan;
      if (s.uncapped > s.points)
        return k(lang, 'worth.classicCapped', {
          base: s.base ?? 0,
          factor,
          uncapped: s.uncapped,
          pts: pts(lang, s.points),
        });
      return k(lang, 'worth.classic', { base: s.base ?? 0, factor, pts: pts(lang, s.points) });
    }
    case 'hk-simple':
      return k(lang, 'worth.sheet', { fan: s.fan, pts: pts(lang, s.points) });
    case 'hk-modern':
      if (s.uncapped > s.points) return k(lang, 'worth.fanCapped', { fan: s.fan, pts: pts(lang, s.points) });
      return k(lang, 'worth.fan', { fan: s.fan, pts: pts(lang, s.points) });
    case 'hke':
      return k(lang, 'worth.fan', { fan: s.fan, pts: pts(lang, s.points) });
    default: {
      const never: never = s.rules;
      return never;
    }
  }
}

export interface WorthOptions {
  /** Name the limit hand that counts ("Nine lanterns: double limit, 2000 points"). */
  name?: boolean;
  /** Say that an ordinary win is no limit hand under these rules (the gallery). */
  ordinary?: boolean;
}

export function worthText(lang: Lang, s: Score, opts: WorthOptions = {}): string {
  if (!s.legal) return k(lang, 'worth.noWin', { reason: k(lang, keyUnder('compare.reason.', String(s.reason))) });
  if (s.limit !== null) {
    const worth = limitWorth(lang, s, s.limit);
    return opts.name ? k(lang, 'worth.named', { name: limitName(lang, s.rules, s.limit), worth }) : worth;
  }
  const worth = ordinaryWorth(lang, s);
  // Classic only: a half-limit hand whose ordinary score is higher is scored ordinarily.
  const beaten = s.limits[0];
  if (beaten !== undefined) return k(lang, 'worth.beats', { worth, name: limitName(lang, s.rules, beaten) });
  return opts.ordinary ? k(lang, `worth.ordinary.${s.rules}`, { worth }) : worth;
}

/**
 * The items that made an ordinary score, summed per id: "Half flush (3), No flowers (1)";
 * classic lists its doublings ("Pung of dragons (×2)"). Base points and 0-fan lines are left out.
 */
export function itemsText(lang: Lang, s: Score): string {
  const sums = new Map<string, number>();
  for (const item of s.items) if (item.fan > 0) sums.set(item.id, (sums.get(item.id) ?? 0) + item.fan);
  const value = (fan: number): string => (s.rules === 'classic' ? `×${2 ** fan}` : `${fan}`);
  return [...sums]
    .map(([id, fan]) => k(lang, 'worth.item', { name: patternName(lang, s.rules, id), value: value(fan) }))
    .join(', ');
}
