// The pattern and limit words the practice page hands its island, keyed `rules:id` as a Score
// names them: every rule set's names, and the descriptions of the rule sets counted in fan (the
// why of an item-by-item answer). Built from the page language's dictionary at build time.

const byRuleId = (dict: Readonly<Record<string, string>>, key: RegExp): Record<string, string> =>
  Object.fromEntries(
    Object.entries(dict).flatMap(([k, v]) => {
      const m = key.exec(k);
      return m ? [[`${m[1]}:${m[3]}`, v]] : [];
    }),
  );

export const ruleNames = (dict: Readonly<Record<string, string>>): Record<string, string> =>
  byRuleId(dict, /^(hke|classic|hk-modern|hk-simple)\.(pattern|limit)\.([a-z0-9-]+)$/);

export const ruleDescs = (dict: Readonly<Record<string, string>>): Record<string, string> =>
  byRuleId(dict, /^(hke|hk-modern|hk-simple)\.(pattern|limit)\.([a-z0-9-]+)\.desc$/);
