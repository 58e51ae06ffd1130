// Glossary terms. The table: wall, dice, seats, rounds and games. Assembled in ../glossary.ts.
import type { GlossaryEntry } from './entry.ts';

export const TABLE_TERMS: readonly GlossaryEntry[] = [
  {
    id: 'wall',
    de: {
      term: 'Mauer',
      note: 'Die verdeckt aufgebauten Steine, von denen gezogen wird: vor jedem Spieler 18 Stapel zu je zwei Steinen.',
    },
    en: { term: 'wall', note: 'The face-down tiles everyone draws from: in front of each player 18 stacks of two.' },
  },
  {
    id: 'dead-wall',
    de: {
      term: 'tote Mauer',
      note: 'Ein abgetrennter Teil der Mauer, immer 14 Steine. Von hier kommen die Ersatzsteine; was fehlt, wird vom Ende der lebenden Mauer nachgeschoben.',
    },
    en: {
      term: 'dead wall',
      note: 'A part of the wall set aside, always 14 tiles. Replacement tiles come from here; gaps are refilled from the end of the live wall.',
    },
  },
  {
    id: 'live-wall',
    de: {
      term: 'lebende Mauer',
      note: 'Der Teil der Mauer, von dem reihum gezogen wird: alles außer den 14 Steinen der toten Mauer. Ist sie leer und hat niemand gewonnen, endet das Spiel unentschieden, und der Wind wechselt.',
    },
    en: {
      term: 'live wall',
      note: 'The part of the wall players draw from in turn: everything but the 14 tiles of the dead wall. When it is empty and nobody has won, the hand is a draw and the winds move on.',
    },
  },
  {
    id: 'last-tile',
    de: {
      term: 'letzter Stein',
      note: 'Der letzte Stein der lebenden Mauer. Der Abwurf danach ist der letzte Abwurf des Spiels: Den darf man nur noch zum Mah-Jongg rufen, nicht für Tschau, Pong oder Kong. Mit dem letzten Stein oder dem letzten Abwurf zu gewinnen bringt 1 Fan (Last Tile Draw, Last Tile Claim).',
    },
    en: {
      term: 'last tile',
      note: 'The last tile of the live wall. The discard after it is the last discard of the hand: it may be claimed only for Mah-Jongg, not for a chow, pung or kong. Winning on the last tile or on the last discard is worth 1 fan (Last Tile Draw, Last Tile Claim).',
    },
  },
  {
    id: 'drawn-hand',
    de: {
      term: 'Unentschieden',
      note: 'Die lebende Mauer ist leer, und niemand hat Mah-Jongg gerufen. Niemand zahlt, und in HKE wechselt danach der Wind.',
    },
    en: {
      term: 'draw (drawn hand)',
      note: 'The live wall is empty and nobody has called Mah-Jongg. Nobody pays, and in HKE the winds move on afterwards.',
    },
  },
  {
    id: 'breaking-the-wall',
    de: {
      term: 'Mauerdurchbruch',
      note: 'Die Stelle, an der die Mauer geöffnet wird. Ost würfelt, zählt mit der Augensumme die Spieler ab, und der so bestimmte Spieler zählt an seiner Mauer ebenso viele Stapel von rechts ab.',
    },
    en: {
      term: 'breaking the wall',
      note: 'Choosing where the wall is opened. East rolls, counts round the players by the total, and that player counts the same number of stacks from the right of their own wall.',
    },
  },
  {
    id: 'dice',
    de: { term: 'Würfel', note: 'Zwei Würfel entscheiden, wo die Mauer durchbrochen wird.' },
    en: { term: 'dice', note: 'Two dice decide where the wall is broken.' },
  },
  {
    id: 'dealer',
    de: {
      term: 'Ost (Geber)',
      note: 'Der Spieler mit dem Platzwind Ost. Er würfelt und macht den ersten Zug. In HKE hat Ost beim Bezahlen keinen Vorteil; er bleibt Ost, solange er gewinnt.',
    },
    en: {
      term: 'dealer (East)',
      note: 'The player whose seat wind is East. East rolls the dice and moves first. In HKE East gains nothing extra in payments, and stays East for as long as they keep winning.',
    },
  },
  {
    id: 'seat-wind',
    de: { term: 'Platzwind', note: 'Dein eigener Wind in diesem Spiel. Ein Pong oder Kong davon bringt 1 Fan.' },
    en: { term: 'seat wind', note: 'Your own wind in the current hand. A pung or kong of it is worth 1 fan.' },
  },
  {
    id: 'prevalent-wind',
    de: {
      term: 'Rundenwind',
      note: 'Der Wind der laufenden Runde, für alle gleich. Ein Pong oder Kong davon bringt 1 Fan; ist er zugleich dein Platzwind, sind es 2 Fan.',
    },
    en: {
      term: 'prevalent wind',
      note: 'The wind of the current round, the same for everyone. A pung or kong of it is worth 1 fan, or 2 if it is your seat wind as well.',
    },
  },
  {
    id: 'round',
    de: {
      term: 'Runde',
      note: 'Ein Abschnitt der Partie mit demselben Rundenwind, bis jeder einmal Ost war: Ost-, Süd-, West- und Nordrunde.',
    },
    en: {
      term: 'round',
      note: 'A stretch of the game with one prevalent wind, lasting until each player has been East: the East, South, West and North rounds.',
    },
  },
  {
    id: 'hand',
    de: { term: 'Hand', note: 'Die Steine, die du hältst, zusammen mit deinen ausgelegten Gruppen.' },
    en: {
      term: 'hand',
      note: 'The tiles you hold, together with the sets you have laid out. English also calls one deal a hand.',
    },
  },
  {
    id: 'deal',
    de: { term: 'Spiel', note: 'Ein Durchgang vom Austeilen bis zum Mah-Jongg oder bis die Mauer leer ist.' },
    en: {
      term: 'hand (deal)',
      note: 'One deal, from handing out the tiles until someone goes Mah-Jongg or the wall runs dry.',
    },
  },
  {
    id: 'game',
    de: { term: 'Partie', note: 'Die ganze Sitzung: in HKE mindestens 16 Spiele in vier Runden.' },
    en: { term: 'game', note: 'The whole session: in HKE at least 16 hands over four rounds.' },
  },
  {
    id: 'score-sheet',
    de: {
      term: 'Punktezettel',
      note: 'Die Liste einer Partie am Tisch: jedes Spiel mit Sieger, Wert und den Zahlungen jedes Spielers, dazu die laufenden Stände und am Ende, wer wem was zahlt.',
    },
    en: {
      term: 'score sheet',
      note: 'The record of a game at the table: every hand with its winner, its value and each player’s payment, the running totals, and at the end who pays whom.',
    },
  },
  {
    id: 'settlement',
    de: {
      term: 'Abrechnung',
      note: 'Am Ende der Partie: Wer im Minus steht, zahlt denen im Plus, mit so wenigen Zahlungen wie möglich.',
    },
    en: {
      term: 'settlement',
      note: 'At the end of a game, the players who are down pay those who are up, in as few payments as possible.',
    },
  },
];
