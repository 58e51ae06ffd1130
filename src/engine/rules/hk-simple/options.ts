// Options of the simplified Hong Kong rules. The source agrees no options; there is no minimum
// (RULESETS.md, hk-simple decisions), so the record is empty but kept for one shape.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HkSimpleOptions {}

export const HK_SIMPLE_DEFAULTS: HkSimpleOptions = {};
