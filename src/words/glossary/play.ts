// Glossary terms. Play: sets, claims, the win and its mishaps. Assembled in ../glossary.ts.
import type { GlossaryEntry } from './entry.ts';

export const PLAY_TERMS: readonly GlossaryEntry[] = [
  {
    id: 'chow',
    de: {
      term: 'Tschau',
      note: 'Drei aufeinanderfolgende Zahlen derselben Farbe, zum Beispiel Bambus 3-4-5. Einen Abwurf für einen Tschau darfst du nur vom Spieler vor dir nehmen. Mehrzahl hier: Tschaus (die DMJL-Kurzregel schreibt auch „vier Tschau“).',
    },
    en: {
      term: 'chow',
      note: 'Three numbers in a row in one suit, such as bamboo 3-4-5. You may only claim a discard for a chow from the player before you.',
    },
  },
  {
    id: 'pung',
    de: {
      term: 'Pong',
      note: 'Drei gleiche Steine. Mehrzahl hier: Pongs (die DMJL-Kurzregel schreibt mal „Pongs“, mal „Pong“).',
    },
    en: { term: 'pung', note: 'Three identical tiles.' },
  },
  {
    id: 'kong',
    de: {
      term: 'Kong',
      note: 'Vier gleiche Steine. Ein Kong zählt erst, wenn du ihn ansagst und auslegst; bilden musst du ihn nie. Danach ziehst du einen Ersatzstein, sonst fehlte dir ein Stein. In der Wertung zählt ein Kong wie ein Pong. Mehrzahl hier: Kongs.',
    },
    en: {
      term: 'kong',
      note: 'Four identical tiles. A kong only counts once you declare it and lay it out; you never have to make one. You then draw a replacement tile, or you would be a tile short. For scoring a kong counts like a pung.',
    },
  },
  {
    id: 'concealed-kong',
    de: {
      term: 'verdeckter Kong',
      note: 'Ein Kong aus vier selbst gezogenen Steinen. Beim Auslegen drehst du zwei davon um: Alle sehen, welcher Stein es ist, und doch bleibt der Kong verdeckt.',
    },
    en: {
      term: 'concealed kong',
      note: 'A kong made of four tiles you drew yourself. When you lay it out, two of them are turned face down: everyone sees which tile it is, yet the kong stays concealed.',
    },
  },
  {
    id: 'pair',
    de: {
      term: 'Paar',
      note: 'Zwei gleiche Steine. Eine gewöhnliche Mah-Jongg-Hand hat genau eines, das Schlusspaar.',
    },
    en: { term: 'pair', note: 'Two identical tiles. An ordinary Mah-Jongg hand has exactly one.' },
  },
  {
    id: 'set',
    de: {
      term: 'Gruppe',
      note: 'Oberbegriff für Tschau, Pong und Kong. Eine gewöhnliche Mah-Jongg-Hand besteht aus vier Gruppen und einem Paar. Die DMJL-Kurzregel und ältere Texte sagen auch „Figuren“.',
    },
    en: {
      term: 'set',
      note: 'Any chow, pung or kong. An ordinary Mah-Jongg hand is four sets and a pair. German texts, the DMJL short rules among them, also say „Figuren“.',
    },
  },
  {
    id: 'mah-jongg',
    de: {
      term: 'Mah-Jongg',
      note: 'Eine vollständige Hand – und der Ruf, mit dem du sie meldest. In HKE bekommt nur, wer Mah-Jongg macht, Punkte.',
    },
    en: {
      term: 'Mah-Jongg',
      note: 'A complete hand, and the call you make to show it. In HKE only the player who goes Mah-Jongg is paid.',
    },
  },
  {
    id: 'discard',
    de: {
      term: 'Abwurf',
      note: 'Der Stein, den du am Ende deines Zugs offen ablegst. In HKE liegen die Abwürfe geordnet vor jedem Spieler, ohne Ansage.',
    },
    en: {
      term: 'discard',
      note: 'The tile you put down face up to end your turn. In HKE each player keeps their discards in order in front of them, without calling them out.',
    },
  },
  {
    id: 'claim',
    de: {
      term: 'Rufen',
      note: 'Den gerade abgeworfenen Stein nehmen, um eine Gruppe oder Mah-Jongg zu bilden. Vorrang: Mah-Jongg vor Kong und Pong vor Tschau.',
    },
    en: {
      term: 'claim',
      note: 'Taking the tile just discarded to complete a set or Mah-Jongg. Priority: Mah-Jongg first, then kong and pung, then chow.',
    },
  },
  {
    id: 'self-draw',
    de: {
      term: 'Self-Draw (selbst gezogen)',
      note: 'Mah-Jongg mit einem Stein, den du selbst gezogen hast. Bringt 1 Fan, und alle drei Mitspieler zahlen doppelt.',
    },
    en: {
      term: 'self-draw',
      note: 'Going Mah-Jongg with a tile you drew yourself. Worth 1 fan, and all three opponents pay double.',
    },
  },
  {
    id: 'winning-tile',
    de: { term: 'Schlussstein', note: 'Der Stein, der deine Hand vollständig macht.' },
    en: { term: 'winning tile', note: 'The tile that completes your hand.' },
  },
  {
    id: 'waiting',
    de: {
      term: 'Warten (Tenpai)',
      note: 'Dir fehlt nur noch ein Stein. Alle Steine, die deine Hand vollenden würden, sind deine Gewinnsteine.',
    },
    en: {
      term: 'waiting (tenpai)',
      note: 'Your hand is one tile short of complete. The tiles that would finish it are the tiles you are waiting on.',
    },
  },
  {
    id: 'tiles-from-waiting',
    de: {
      term: 'Steine bis zum Warten (Shanten)',
      note: 'Wie viele Steine deine Hand noch tauschen muss, bis sie wartet: jedes Mal einen passenden Stein bekommen und einen unpassenden abwerfen. Eine wartende Hand hat 0 Steine bis zum Warten.',
    },
    en: {
      term: 'tiles from waiting (shanten)',
      note: 'How many tiles your hand still has to exchange before it is waiting, each time getting a tile that fits and throwing one away that does not. A waiting hand is 0 tiles from waiting.',
    },
  },
  {
    id: 'useful-tile',
    de: {
      term: 'nützlicher Stein',
      note: 'Ein Stein, der deine Hand einen Stein näher ans Warten bringt (oder, wenn sie wartet, vollständig macht). Die Tipps am Tisch zählen, wie viele davon noch ungesehen sind.',
    },
    en: {
      term: 'useful tile',
      note: 'A tile that brings your hand one tile closer to waiting (or, once it is waiting, completes it). The table’s hints count how many of them are still unseen.',
    },
  },
  {
    id: 'replacement-tile',
    de: {
      term: 'Ersatzstein',
      note: 'Ein Stein aus der toten Mauer, gezogen nach einem Kong oder für einen Bonusziegel. Mah-Jongg mit dem Ersatzstein nach einem Kong bringt 1 Fan.',
    },
    en: {
      term: 'replacement tile',
      note: 'A tile from the dead wall, drawn after a kong or for a bonus tile. Going Mah-Jongg on the replacement after a kong is worth 1 fan.',
    },
  },
  {
    id: 'robbing-the-kong',
    de: {
      term: 'Robbing the Kong (Kong rauben)',
      note: 'Macht jemand aus einem offenen Pong einen Kong, darfst du diesen vierten Stein für dein Mah-Jongg nehmen. Bringt 1 Fan. Die HKE-Kurzregel sagt nicht, wer dann zahlt; wir werten es so, dass der Beraubte wie bei einem Abwurf zahlt. Vereine können das anders handhaben.',
    },
    en: {
      term: 'robbing the kong',
      note: 'When a player adds a fourth tile to an exposed pung, you may take that tile to go Mah-Jongg. Worth 1 fan. The HKE short rules do not say who pays; we score it as if the robbed player had discarded the tile. Clubs may handle it differently.',
    },
  },
  {
    id: 'dead-hand',
    de: {
      term: 'tote Hand',
      note: 'Strafe zum Beispiel für zu viele oder zu wenige Steine: In diesem Spiel darfst du kein Mah-Jongg mehr machen.',
    },
    en: {
      term: 'dead hand',
      note: 'The penalty for, among other things, holding too many or too few tiles: you may not go Mah-Jongg for the rest of the hand.',
    },
  },
  {
    id: 'false-mah-jongg',
    de: {
      term: 'falsches Mah-Jongg',
      note: 'Mah-Jongg gerufen und die Hand aufgedeckt, obwohl sie nicht gilt. In HKE zahlst du jedem Mitspieler 16 Punkte, das Spiel endet, und der Wind wechselt.',
    },
    en: {
      term: 'false Mah-Jongg',
      note: 'Calling Mah-Jongg and showing a hand that does not qualify. In HKE you pay each opponent 16 points, the hand ends and the winds move on.',
    },
  },
  {
    id: 'exposed',
    de: {
      term: 'offen',
      note: 'Für alle sichtbar ausgelegt, etwa jede Gruppe, die du mit einem gerufenen Stein gebildet hast.',
    },
    en: { term: 'exposed', note: 'Laid out for everyone to see, like every set you made with a claimed tile.' },
  },
  {
    id: 'concealed',
    de: {
      term: 'verdeckt',
      note: 'Nur für dich sichtbar. Eine verdeckte Gruppe hast du ganz aus selbst gezogenen Steinen gebildet.',
    },
    en: { term: 'concealed', note: 'Seen only by you. A concealed set is one you built entirely from tiles you drew.' },
  },
];
