// Glossary terms. Reading the other players: unseen and safe tiles, folding, who pays for a
// discard, dangerous play. Assembled in ../glossary.ts.
import type { GlossaryEntry } from './entry.ts';

export const DEFENCE_TERMS: readonly GlossaryEntry[] = [
  {
    id: 'unseen-tile',
    de: {
      term: 'ungesehener Stein',
      note: 'Ein Stein, den du nirgends siehst: nicht in deiner Hand, nicht unter den Abwürfen, nicht in einer ausgelegten Gruppe. Er steckt noch in der Mauer oder in der Hand eines Mitspielers. Die Tipps am Tisch zählen ungesehene Steine, denn nur sie können noch zu dir kommen.',
    },
    en: {
      term: 'unseen tile',
      note: 'A tile you cannot see anywhere: not in your hand, not among the discards, not in a set laid out. It is still in the wall or in another player’s hand. The table’s hints count unseen tiles, because only those can still come to you.',
    },
  },
  {
    id: 'discarder',
    de: {
      term: 'Abwerfer (Discarder)',
      note: 'Wer den Stein abwirft, mit dem ein anderer Mah-Jongg ruft. In HKE zahlt er die doppelte Punktzahl, die beiden anderen die einfache; bei Self-Draw zahlen alle drei doppelt.',
    },
    en: {
      term: 'discarder',
      note: 'The player whose discard another player wins on. In HKE the discarder pays double and the other two pay single; on a self-draw all three pay double.',
    },
  },
  {
    id: 'safe-tile',
    de: {
      term: 'sicherer Stein',
      note: 'Ein Abwurf, mit dem vermutlich niemand gewinnt. Ganz sicher ist ein Stein nur, wenn keine Hand ihn mehr brauchen kann, etwa ein Wind, dessen drei andere Exemplare du siehst – außer für Thirteen Orphans. Anders als Riichi kennt die HKE-Kurzregel kein Verbot, mit einem selbst abgeworfenen Stein zu gewinnen: Ein schon abgeworfener Stein ist also weniger gefährlich, aber nicht sicher.',
    },
    en: {
      term: 'safe tile',
      note: 'A discard nobody is likely to win on. A tile is only certainly safe when no hand can use it any more, such as a wind whose other three copies you can see – except for Thirteen Orphans. Unlike riichi, the HKE short rules do not forbid winning on a tile you discarded yourself, so a tile already discarded is less dangerous, not safe.',
    },
  },
  {
    id: 'fold',
    de: {
      term: 'Aussteigen (Verteidigung)',
      note: 'Du spielst nicht mehr auf den Gewinn, sondern wirfst nur noch Steine ab, die möglichst niemandem helfen. Das lohnt sich, wenn ein Mitspieler vermutlich wartet und deine eigene Hand noch weit vom Warten entfernt ist, denn wer den Schlussstein abwirft, zahlt in HKE doppelt.',
    },
    en: {
      term: 'fold (defence)',
      note: 'You stop playing for a win and only discard tiles that are unlikely to help anyone. It pays when another player is probably waiting and your own hand is still far from waiting, because in HKE whoever discards the winning tile pays double.',
    },
  },
  {
    id: 'dangerous-play',
    de: {
      term: 'gefährliches Spiel',
      note: 'Eine HKE-Option, vor der Partie vereinbart. Zeigen die ausgelegten Gruppen eines Spielers offensichtlich auf eine teure Hand (zwei Drachenpongs; drei Pongs aus Winden, aus einer Farbe, aus Bildziegeln oder aus Randziegeln) und wirfst du den Stein ab, mit dem er genau diese Hand gewinnt, zahlst du allein für alle: den vierfachen Handwert. Wer ihm die letzte dafür nötige Gruppe liefert, haftet auch für den späteren Gewinn. Wer nur gefährliche Steine hatte, kann das durch Aufdecken beweisen und zahlt normal.',
    },
    en: {
      term: 'dangerous play',
      note: 'An HKE option agreed before the game. When a player’s exposed sets plainly point to an expensive hand (two dragon pungs; three pungs of winds, of one suit, of honours or of terminals) and you discard the tile that wins them exactly that hand, you alone pay for everyone: four times the hand’s value. Whoever supplies the last set that hand needs is liable for the later win as well. A player who held only dangerous tiles can prove it by showing the hand and pays as usual.',
    },
  },
];
