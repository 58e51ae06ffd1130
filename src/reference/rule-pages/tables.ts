// Each rule set's score tables and special hands for its reference page, in table order, each
// row with its example checked: the example scores the row's item (or is exactly the special
// hand) under that rule set, with the options the example names. A failing row stops the build.
import {
  CLASSIC_DOUBLING_TABLE,
  CLASSIC_POINT_TABLE,
  CLASSIC_SPECIAL_TABLE,
  HKE_PATTERN_TABLE,
  HK_MODERN_LIMITS,
  HK_MODERN_NOT_REPRESENTABLE,
  HK_MODERN_PATTERNS,
  HK_MODERN_PATTERN_TABLE,
  HK_SIMPLE_SECTIONS,
  HK_SIMPLE_TABLE,
  type HkModernPatternId,
} from '../../engine/index.ts';
import {
  CLASSIC_DOUBLING_EXAMPLES,
  CLASSIC_POINT_EXAMPLES,
  CLASSIC_SPECIAL_GALLERY,
} from '../examples/classic-examples.ts';
import { FAN_EXAMPLES, LIMIT_GALLERY } from '../examples/examples.ts';
import {
  HK_MODERN_FAN_EXAMPLES,
  HK_MODERN_LIMIT_GALLERY,
  type HkModernExamplePattern,
} from '../examples/hk-modern-examples.ts';
import { HK_SIMPLE_EXAMPLES, HK_SIMPLE_LIMIT_EXAMPLES } from '../examples/hk-simple-examples.ts';
import { showsItem, showsLimit } from './check.ts';
import type { PatternRow, RuleTables, SpecialRow } from './types.ts';

const none = { patterns: [], limits: [] };

export function hkeTables(where: string): RuleTables {
  const rows = HKE_PATTERN_TABLE.map((r) => ({
    id: r.id,
    value: r.fan,
    example: showsItem(where, r.id, FAN_EXAMPLES[r.id], 'hke'),
  }));
  const specials = LIMIT_GALLERY.map((e) => ({
    id: e.id,
    cls: null,
    example: showsLimit(where, e.id, e.example, 'hke', {}, true),
  }));
  return { tables: [{ id: 'patterns', unit: 'fan', rows }], specials, notShown: none };
}

export function classicTables(where: string): RuleTables {
  const base = CLASSIC_POINT_TABLE.map((r) => ({
    id: r.id,
    value: r.points,
    example: showsItem(where, r.id, CLASSIC_POINT_EXAMPLES[r.id], 'classic'),
  }));
  const doublings = CLASSIC_DOUBLING_TABLE.map((r) => ({
    id: r.id,
    value: r.fan,
    winnerOnly: r.winnerOnly,
    example: showsItem(where, r.id, CLASSIC_DOUBLING_EXAMPLES[r.id], 'classic'),
  }));
  // In the source's table order, each with its class.
  const specials = CLASSIC_SPECIAL_TABLE.map((r) => {
    const entry = CLASSIC_SPECIAL_GALLERY.find((e) => e.id === r.id);
    if (!entry) throw new Error(`${where}: the classic special hand ${r.id} has no example (classic-examples.ts).`);
    return { id: r.id, cls: r.class, example: showsLimit(where, r.id, entry.example, 'classic') };
  });
  return {
    tables: [
      { id: 'base', unit: 'points', rows: base },
      { id: 'doublings', unit: 'doublings', rows: doublings },
    ],
    specials,
    notShown: none,
  };
}

const representable = (id: string): boolean => !(HK_MODERN_NOT_REPRESENTABLE as readonly string[]).includes(id);

export function hkModernTables(where: string): RuleTables {
  const rows: PatternRow[] = HK_MODERN_PATTERNS.filter(representable).map((id) => {
    const ex = HK_MODERN_FAN_EXAMPLES[id as HkModernExamplePattern];
    const example = showsItem(where, id, ex, 'hk-modern', ex.options ? { hkModern: ex.options } : {});
    // The instant wins (seven and eight flowers) are not table rows: their fan is the item's.
    const value =
      HK_MODERN_PATTERN_TABLE.find((r) => r.id === id)?.fan ?? example.score.items.find((i) => i.id === id)!.fan;
    return { id, value, example };
  });
  const specials: SpecialRow[] = HK_MODERN_LIMIT_GALLERY.map((e) => ({
    id: e.id,
    cls: null,
    example: showsLimit(
      where,
      e.id,
      e.example,
      'hk-modern',
      e.example.options ? { hkModern: e.example.options } : {},
      true,
    ),
  }));
  const notShown = {
    patterns: HK_MODERN_PATTERNS.filter((id: HkModernPatternId) => !representable(id)),
    limits: HK_MODERN_LIMITS.filter((id) => !representable(id)),
  };
  return { tables: [{ id: 'patterns', unit: 'fan', rows }], specials, notShown };
}

export function hkSimpleTables(where: string): RuleTables {
  const tables = HK_SIMPLE_SECTIONS.map((section) => ({
    id: section,
    unit: 'sheet' as const,
    rows: HK_SIMPLE_TABLE.filter((r) => r.section === section).map((r) => ({
      id: r.id,
      value: r.fan,
      example: showsItem(where, r.id, HK_SIMPLE_EXAMPLES[r.id], 'hk-simple'),
    })),
  }));
  const specials = HK_SIMPLE_LIMIT_EXAMPLES.map((e) => ({
    id: e.id,
    cls: null,
    example: showsLimit(where, e.id, e.example, 'hk-simple', {}, true),
  }));
  return { tables, specials, notShown: none };
}
