// German as the site writes it (src/words/de.json, the glossary and the typed prose modules): the reader is "du", so no
// sentence may open with a "Sie" that reads as the formal address, and paired pattern names
// follow the glossary's one order, the DMJL's English name first with the German gloss after:
// „Thirteen Orphans (dreizehn Waisen)“.
import { expect, test } from 'vitest';
import { GLOSSARY } from './glossary.ts';
import { dictionary } from './index.ts';
import { RULE_PAGES, RULES_COMPARED_GROUPS, RULES_COMPARED_ROWS } from './prose.ts';

const de = Object.entries(dictionary('de'));
const en = dictionary('en');
const glossary: [string, string][] = GLOSSARY.flatMap((entry) => [
  [`glossary.${entry.id}.term`, entry.de.term],
  [`glossary.${entry.id}.note`, entry.de.note],
]);

// "Sie" with a plural verb at the start of a sentence or after a colon reads as the formal
// address ("Sie spielen"); "Sie bringt" (singular) cannot. Likewise a capital "Ihr", "Ihnen".
const FORMAL = /(^|[.:!?;] )(Sie [a-zäöüß]+e?n\b|Ihr(e|en|em|er)?\b|Ihnen\b)/;

/** Every string of a typed prose module, with the path to it. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
}
const prose = [
  ...strings(RULE_PAGES.de, 'rule-pages'),
  ...strings(RULES_COMPARED_ROWS.de, 'rules-compared'),
  ...strings(RULES_COMPARED_GROUPS.de, 'rules-compared.groups'),
];

test('no German string reads as the formal Sie', () => {
  expect([...de, ...glossary, ...prose].filter(([, text]) => FORMAL.test(text)).map(([key]) => key)).toEqual([]);
});

test.each([
  ['Anfänger: Sie spielen auf Mah-Jongg hin', true],
  ['Leg die Regeln fest: Sie gelten für die Partie.', true],
  ['Ihre Steine heißen Farbziegel.', true],
  ['Bei einer Limithand: Sie bringt immer 8 Punkte.', false],
  ['Die Gegner meiden gefährliche Abwürfe; sie gelten als vorsichtig.', false],
])('the formal-Sie check flags %j: %s', (text, flagged) => {
  expect(FORMAL.test(text)).toBe(flagged);
});

// The words of the English pattern names: a gloss made only of them is English, so the pair
// would be in the wrong order („Drachenpong (Pung of Dragons)“).
const englishWords = new Set(
  Object.entries(en)
    .filter(([key]) => /\.(pattern|limit)\.[a-z0-9-]+$/.test(key))
    .flatMap(([, name]) => name.toLowerCase().split(/[\s,()]+/)),
);

test('paired pattern names put the English name first and the German gloss in parentheses', () => {
  const germanFirst = de.filter(([key, name]) => {
    const gloss = /\.(pattern|limit)\.[a-z0-9-]+$/.test(key) ? /\(([^)]*)\)$/.exec(name)?.[1] : undefined;
    if (gloss === undefined || /^\d/.test(gloss)) return false;
    const words = gloss
      .replace(/, \d+ Fan$/, '')
      .toLowerCase()
      .split(/\s+/);
    return words.every((word) => englishWords.has(word));
  });
  expect(germanFirst.map(([key]) => key)).toEqual([]);
});

// One word per idea, as the DMJL writes it (HKE Kurzregel): „Spiel“ for one hand and „Partie“
// for the whole game (HKE 7), „Gruppe“ for a set (HKE 66), „Pong rufen“ (HKE 41), „Limithand“
// (HKE 144), „Self-Draw“ as the name of the win (HKE 57, 113); and the site's own choices: one
// tile short of winning is „warten“, a kong is „angesagt“ and „geraubt“, the bonus tiles are
// „Bonusziegel“ as the DMJL's heading calls them (HKE 20). Each rule lists the strings allowed to
// match it, with the reason.
const WORDS: readonly { rule: string; wrong: RegExp; allowed?: Readonly<Record<string, string>> }[] = [
  { rule: 'a set is a „Gruppe“, never a „Satz“', wrong: /\bS[äa]tzen?\b|\bSätze\b/ },
  {
    rule: 'one tile short of winning is „warten“, never „bereit“',
    wrong: /Bereitsein|\bbereit\b/,
    allowed: { 'update.ready': 'a new version of the site is ready, not a hand' },
  },
  { rule: '„Limithand“ in one word', wrong: /Limit-H[aä]nd/ },
  { rule: 'a pung is „gerufen“', wrong: /Pong\w* (an)?sag|Pong\w* meld/i },
  { rule: 'a kong is „angesagt“, not „gemeldet“', wrong: /\b[Mm]eld\w* (einen |den |deinen )?Kong|Kong\w* (zu )?meld/ },
  { rule: 'a kong is „geraubt“, never „beraubt“ (that takes the player)', wrong: /Kongs? berauben|Beraubung/ },
  { rule: 'the win by drawing is „Self-Draw“ as a name', wrong: /(^|[.:;!?] )Selbst gezogen\b|Selbstgezogen/ },
  {
    rule: 'bonus tiles are „Bonusziegel“',
    wrong: /Bonusstein|Glücks(ziegel|stein)|Blumenstein/,
    allowed: { 'glossary.tile.note': 'explains that a Bonusziegel is a Stein like every other' },
  },
  { rule: 'one hand is a „Spiel“', wrong: /Hand (nachspielen|endet)|\b(erste|ersten|geführte|nächste) Hand\b/ },
];

const everyGerman = [...de, ...glossary, ...prose];

test.each(WORDS)('$rule', ({ wrong, allowed = {} }) => {
  const found = everyGerman
    .filter(([key, text]) => wrong.test(text) && !Object.hasOwn(allowed, key))
    .map(([key, text]) => `${key}: ${text}`);
  expect(found).toEqual([]);
});

test.each([
  ['Vier Sätze und ein Paar', 0],
  ['Deine Hand ist bereit.', 1],
  ['Limit-Hände', 2],
  ['Einen Pong ansagen', 3],
  ['Melde einen Kong', 4],
  ['Kong berauben', 5],
  ['Selbst gezogen: Alle zahlen doppelt.', 6],
  ['keine Bonussteine', 7],
  ['Diese Hand nachspielen', 8],
])('the word check flags %j', (text, rule) => {
  expect(WORDS.map(({ wrong }) => wrong.test(text))).toEqual(WORDS.map((_, i) => i === rule));
});
