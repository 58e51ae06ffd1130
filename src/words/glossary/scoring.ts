// Glossary terms. Scoring: fan, points, limits and the named patterns. Assembled in ../glossary.ts.
import type { GlossaryEntry } from './entry.ts';

export const SCORING_TERMS: readonly GlossaryEntry[] = [
  {
    id: 'fan',
    de: {
      term: 'Fan',
      note: 'Die Einheit, in der Muster einer Hand zählen, etwa 1 Fan für einen Drachenpong. In HKE werden alle Fan addiert und dann in Punkte umgerechnet.',
    },
    en: {
      term: 'fan',
      note: 'The unit in which the patterns of a hand count, such as 1 fan for a pung of dragons. In HKE all fan are added up and then turned into points.',
    },
  },
  {
    id: 'points',
    de: {
      term: 'Punkte',
      note: 'Was der Sieger am Ende bezahlt bekommt. Die Fan einer Hand werden nach einer festen Tabelle in Punkte umgerechnet, die die DMJL „Fan/Laak“-Tabelle nennt: 0 Fan = 1, 1 Fan = 2, 2 Fan = 4, 3 Fan = 8, 4–6 Fan = 16, 7–9 Fan = 32, ab 10 Fan oder Limithand = 64 Punkte.',
    },
    en: {
      term: 'points',
      note: 'What the winner is paid at the end. The fan of a hand are turned into points by a fixed table, which the DMJL calls the "fan/laak" table: 0 fan = 1, 1 fan = 2, 2 fan = 4, 3 fan = 8, 4–6 fan = 16, 7–9 fan = 32, 10 fan or more or a limit hand = 64 points.',
    },
  },
  {
    id: 'fan-minimum',
    de: {
      term: 'Fan-Minimum',
      note: 'Eine Option, vor der Partie vereinbart: Mit weniger Fan darf niemand Mah-Jongg rufen, sonst ist es ein falsches Mah-Jongg. Fehlt einer Hand genau 1 Fan, kann sie noch mit Self-Draw gewinnen, denn das bringt 1 Fan. Die moderne Hongkong-Regel verlangt immer 3 Fan.',
    },
    en: {
      term: 'fan minimum',
      note: 'An option agreed before the game: nobody may call Mah-Jongg with fewer fan, or it is a false Mah-Jongg. A hand exactly 1 fan short can still win by self-draw, which is worth 1 fan. The modern Hong Kong rules always ask for 3 fan.',
    },
  },
  {
    id: 'limit-hand',
    de: {
      term: 'Limithand',
      note: 'Eine besonders seltene Hand, die ohne Fan-Zählen das Höchste bringt: in HKE 64 Punkte.',
    },
    en: {
      term: 'limit hand',
      note: 'A rare special hand that scores the maximum without counting fan: 64 points in HKE.',
    },
  },
  {
    id: 'limit',
    de: {
      term: 'Limit',
      note: 'Die Obergrenze für den Wert einer Hand: in HKE 64 Punkte, in den klassischen Regeln nach Absprache passend zu den Zählstäbchen (hier 1000), in der modernen Hongkong-Regel meist 8 oder 10 Fan, höchstens 13 (hier 10).',
    },
    en: {
      term: 'limit',
      note: 'The ceiling on what a hand is worth: 64 points in HKE, in the classic rules whatever the table agrees to suit its scoring sticks (1,000 here), in the modern Hong Kong rules usually 8 or 10 fan, at most 13 (10 here).',
    },
  },
  {
    id: 'base-points',
    de: {
      term: 'Grundpunkte',
      note: 'In den klassischen Regeln die Punkte, die eine Hand vor den Verdopplungen sammelt: 20 fürs Mah-Jongg, dazu Punkte für Pongs und Kongs, manche Paare und jeden Bonusziegel. HKE kennt keine Grundpunkte.',
    },
    en: {
      term: 'base points',
      note: 'In the classic rules, the points a hand collects before any doubling: 20 for Mah-Jongg, plus points for pungs and kongs, some pairs and every bonus tile. HKE has no base points.',
    },
  },
  {
    id: 'doubling',
    de: {
      term: 'Verdopplung',
      note: 'In den klassischen Regeln ein Muster, das die ganze Summe der Grundpunkte verdoppelt, etwa ein Drachenpong oder eine verdeckte Hand. Mehrere Verdopplungen multiplizieren sich: Zwei ergeben das Vierfache.',
    },
    en: {
      term: 'doubling',
      note: 'In the classic rules, a pattern that doubles the whole sum of the base points, such as a dragon pung or a concealed hand. Doublings multiply: two make four times the base points.',
    },
  },
  {
    id: 'thirteen-orphans',
    de: {
      term: 'Thirteen Orphans (dreizehn Waisen)',
      note: 'Limithand: jeder der 13 Hauptziegel einmal, einer davon doppelt. Wie die DMJL nennen wir sie beim englischen Namen; deutsche Texte sagen auch „Dreizehn Waisen“.',
    },
    en: {
      term: 'thirteen orphans',
      note: 'A limit hand: each of the 13 major tiles once, one of them twice. German texts call it „Dreizehn Waisen“; the DMJL keeps the English name.',
    },
  },
  {
    id: 'nine-gates',
    de: {
      term: 'Nine Gates (neun Tore)',
      note: 'Limithand: 1112345678999 einer Farbe verdeckt auf der Hand, dazu ein beliebiger weiterer Stein dieser Farbe. Wie die DMJL nennen wir sie beim englischen Namen; deutsche Texte sagen auch „Neun Tore“.',
    },
    en: {
      term: 'nine gates',
      note: 'A limit hand: 1112345678999 of one suit concealed in the hand, plus any further tile of that suit. German texts call it „Neun Tore“; the DMJL keeps the English name.',
    },
  },
  {
    id: 'open-ended-wait',
    de: {
      term: 'beidseitiges Warten',
      note: 'Zwei benachbarte Zahlen, die an beiden Enden zum Tschau werden können, etwa 4-5 wartet auf 3 oder 6. Andere Texte sagen auch „zweiseitig“.',
    },
    en: {
      term: 'open-ended wait',
      note: 'Two neighbouring numbers that can become a chow at either end, such as 4-5 waiting on 3 or 6. Other texts also say two-sided.',
    },
  },
  {
    id: 'half-flush',
    de: {
      term: 'Half Flush (unreine Farbe)',
      note: 'Die ganze Hand aus einer einzigen Farbe plus Bildziegeln, von beidem mindestens einer. Bringt in HKE 3 Fan; die klassischen Regeln nennen sie „unreines Farbenspiel“.',
    },
    en: {
      term: 'half flush',
      note: 'A whole hand of one suit plus honours, with at least one of each. Worth 3 fan in HKE.',
    },
  },
  {
    id: 'full-flush',
    de: {
      term: 'Full Flush (reine Farbe)',
      note: 'Die ganze Hand aus einer einzigen Farbe, ohne Bildziegel. Bringt in HKE 6 Fan und ersetzt den Half Flush; die klassischen Regeln nennen sie „reines Farbenspiel“.',
    },
    en: {
      term: 'full flush',
      note: 'A whole hand of a single suit with no honours. Worth 6 fan in HKE, in place of the half flush.',
    },
  },
];
