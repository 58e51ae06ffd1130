// The options of every rule set in one object, as `score` takes them: the field of each rule set
// is a public promise (the CLI's flags and the share links map onto it).
import type { ClassicOptions } from './classic/options.ts';
import type { HkeOptions } from './hke/options.ts';
import type { HkModernOptions } from './hk-modern/options.ts';
import type { HkSimpleOptions } from './hk-simple/options.ts';
import type { RuleSetId } from './types.ts';

export interface ScoreOptions {
  rules?: RuleSetId;
  /** Options of each rule set; unset fields take that rule set's defaults. */
  hke?: Partial<HkeOptions>;
  classic?: Partial<ClassicOptions>;
  hkModern?: Partial<HkModernOptions>;
  hkSimple?: Partial<HkSimpleOptions>;
}
