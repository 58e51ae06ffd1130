// Glossary terms. The tiles: suits, honours, bonus tiles. Assembled in ../glossary.ts.
import type { GlossaryEntry } from './entry.ts';

export const TILE_TERMS: readonly GlossaryEntry[] = [
  {
    id: 'tile',
    de: {
      term: 'Stein (Ziegel)',
      note: 'Einer der 144 Spielsteine. Wir sagen „Stein“, wie am Tisch; die DMJL-Regeln sagen oft „Ziegel“, und ihre Fachwörter behalten es: Farbziegel, Bildziegel, Randziegel, Hauptziegel und Bonusziegel sind Steine, ein Bonusziegel ist also ein Bonusstein.',
    },
    en: { term: 'tile', note: 'One of the 144 pieces the game is played with.' },
  },
  {
    id: 'suit',
    de: {
      term: 'Farbe',
      note: 'Eine der drei Reihen von Zahlensteinen 1 bis 9: Schrift, Kreise und Bambus. Die Steine einer Farbe heißen Farbziegel; jeden gibt es viermal.',
    },
    en: {
      term: 'suit',
      note: 'One of the three runs of number tiles from 1 to 9: characters, dots and bamboo. Every tile exists four times.',
    },
  },
  {
    id: 'characters',
    de: {
      term: 'Schrift',
      note: 'Die Farbe mit chinesischen Zahlzeichen über dem Zeichen für zehntausend. Kürzel in unserer Notation: m.',
    },
    en: {
      term: 'characters',
      note: 'The suit showing Chinese numerals above the sign for ten thousand. Letter in our notation: m.',
    },
  },
  {
    id: 'dots',
    de: { term: 'Kreise', note: 'Die Farbe mit runden Münzen; ältere Texte nennen sie „Lotus“. Kürzel: p.' },
    en: { term: 'dots (circles)', note: 'The suit of round coins, in older texts also called circles. Letter: p.' },
  },
  {
    id: 'bamboo',
    de: { term: 'Bambus', note: 'Die Farbe mit Bambusstäben; auf der Eins ist meist ein Vogel zu sehen. Kürzel: s.' },
    en: { term: 'bamboo', note: 'The suit of bamboo sticks; the one usually shows a bird instead. Letter: s.' },
  },
  {
    id: 'honour',
    de: {
      term: 'Bildziegel',
      note: 'Winde und Drachen zusammen; sie haben keine Zahl und passen deshalb in keinen Tschau.',
    },
    en: {
      term: 'honour tile',
      note: 'Winds and dragons together. They carry no number, so they can never be part of a chow.',
    },
  },
  {
    id: 'wind',
    de: { term: 'Wind', note: 'Die Bildziegel Ost, Süd, West und Nord, je viermal vorhanden. Kürzel 1z bis 4z.' },
    en: { term: 'wind', note: 'The honour tiles East, South, West and North, four of each. Written 1z to 4z.' },
  },
  {
    id: 'dragon',
    de: {
      term: 'Drache',
      note: 'Die Bildziegel Weiß, Grün und Rot, je viermal vorhanden. Jeder Pong oder Kong aus Drachen bringt 1 Fan. Kürzel 5z bis 7z.',
    },
    en: {
      term: 'dragon',
      note: 'The honour tiles white, green and red, four of each. Every pung or kong of dragons is worth 1 fan. Written 5z to 7z.',
    },
  },
  {
    id: 'terminal',
    de: { term: 'Randziegel', note: 'Eine Eins oder Neun einer Farbe.' },
    en: { term: 'terminal', note: 'A one or a nine of a suit.' },
  },
  {
    id: 'simple',
    de: { term: 'einfacher Stein', note: 'Ein Farbziegel von 2 bis 8 – alles, was weder Rand- noch Bildziegel ist.' },
    en: { term: 'simple', note: 'A suit tile from 2 to 8: anything that is neither a terminal nor an honour.' },
  },
  {
    id: 'major-tiles',
    de: { term: 'Hauptziegel', note: 'Randziegel und Bildziegel zusammen, also Einsen, Neunen, Winde und Drachen.' },
    en: { term: 'major tiles', note: 'Terminals and honours together: ones, nines, winds and dragons.' },
  },
  {
    id: 'bonus-tile',
    de: {
      term: 'Bonusziegel',
      note: 'Blumen und Jahreszeiten; sie gehören nicht zur Hand: Du legst sie sofort aus, ziehst einen Ersatzstein und darfst sie nie abwerfen.',
    },
    en: {
      term: 'bonus tile',
      note: 'Flowers and seasons. They are not part of your hand: you lay them out at once, draw a replacement and may never discard them.',
    },
  },
  {
    id: 'flower',
    de: {
      term: 'Blume',
      note: 'Vier Bonusziegel mit den Nummern 1 bis 4. Die Nummer gehört zu einem Platz: 1 Ost, 2 Süd, 3 West, 4 Nord. Die eigene Blume bringt 1 Fan.',
    },
    en: {
      term: 'flower',
      note: 'Four bonus tiles numbered 1 to 4. Each number belongs to a seat: 1 East, 2 South, 3 West, 4 North. Your own flower is worth 1 fan.',
    },
  },
  {
    id: 'season',
    de: {
      term: 'Jahreszeit',
      note: 'Die zweite Gruppe von vier Bonusziegeln, ebenso von 1 bis 4 den Plätzen zugeordnet.',
    },
    en: {
      term: 'season',
      note: 'The second group of four bonus tiles, numbered 1 to 4 and tied to the seats in the same way.',
    },
  },
];
