// “Rules compared”, English. Facts from the four rule texts (see docs/rules/); our words.
// Its German twin is ../de/rules-compared.ts.
import type { ComparedRow, RowGroup, RowText } from '../shapes.ts';

/** The headings of the row groups, also the page's jump links. */
export const GROUPS: Readonly<Record<RowGroup, string>> = {
  setup: 'Setting up',
  play: 'Play',
  dealer: 'Dealer and game',
  scoring: 'Scoring',
  payments: 'Payments',
  options: 'Options',
};

export const ROWS: Readonly<Record<ComparedRow, RowText>> = {
  tiles: {
    topic: 'Tiles',
    cells: {
      hke: 'All 144: three suits, winds, dragons, four flowers and four seasons.',
      classic:
        '136 playing tiles; flowers and seasons come with most sets, and each table decides whether to play them (we score with them).',
      'hk-modern': '136 playing tiles; flowers and seasons by agreement (we score with them by default).',
      'hk-simple': 'All 144, flowers and seasons included.',
    },
    example:
      'A modern Hong Kong table that plays without bonus tiles drops “no flowers”, and a concealed hand then scores 1 fan.',
    lesson: { slug: 'tiles', anchor: 'flowers-and-seasons', label: 'Lesson 1' },
  },
  wall: {
    topic: 'Wall',
    cells: {
      hke: 'Each player builds 18 stacks of two. East throws two dice.',
      classic:
        '18 stacks of two each with bonus tiles. East throws two dice; in the text on dealing, the player so found throws again and adds both throws.',
      'hk-modern': '17 stacks each without bonus tiles, 18 with them. The dealer throws three dice, once per hand.',
      'hk-simple': 'Not said: the text leaves the game itself to the usual western rules (see classic).',
    },
    example:
      'East throws 7 in HKE: counting East as 1, the count ends on West, who breaks their own wall 7 stacks from the right.',
    lesson: { slug: 'setup', anchor: 'breaking-the-wall', label: 'Lesson 2' },
  },
  'dead-wall': {
    topic: 'Dead wall',
    cells: {
      hke: 'Always exactly 14 tiles: each replacement tile taken is made good from the far end of the live wall.',
      classic: '14 tiles split off at the break; replacement tiles come from it.',
      'hk-modern':
        'Most modern games keep no dead wall: replacements are taken from the end of the wall, and the whole wall is played.',
      'hk-simple': 'Replacement tiles come from the “ruin”; winning on one is worth more than a tile from the wall.',
    },
    example: 'In HKE a flower drawn late in the hand shortens the live wall by one, never the dead wall.',
    lesson: { slug: 'setup', anchor: 'the-dead-wall', label: 'Lesson 2' },
  },
  dealing: {
    topic: 'Dealing',
    cells: {
      hke: 'Four tiles at a time, three times round, then one each and a second one for East: East 14, the others 13.',
      classic:
        'Elian & Harold deal in pairs until everyone has 12, the text on dealing in three packets of four; either way East ends with 14, the others with 13. Elian & Harold play anticlockwise, the text on dealing clockwise.',
      'hk-modern': 'As usual (13 each, 14 for the dealer); in the very first hand the dice also choose who deals.',
      'hk-simple': 'Not said: the text leaves the game itself to the usual western rules (see classic).',
    },
    example: 'After dealing and the flower replacements, East discards first in every rule set.',
    lesson: { slug: 'setup', anchor: 'dealing', label: 'Lesson 2' },
  },
  claims: {
    topic: 'Claim priority',
    cells: {
      hke: 'Mah-Jongg before kong or pung before chow. A chow only from the player on your left.',
      classic: 'Mah-Jongg before kong before pung before chow. A chow only from the player before you in turn order.',
      'hk-modern':
        'Mah-Jongg before kong or pung before chow, as usual (the source does not spell it out). No swap calls: you may not claim a tile and discard the same tile at once, nor, after a chow, the tile at its other end.',
      'hk-simple': 'Not said: the text leaves the game itself to the usual western rules (see classic).',
    },
    example: 'West discards 5p: North wants it for a chow, East for a pung. East gets it.',
    lesson: { slug: 'turn', anchor: 'who-comes-first', label: 'Lesson 3' },
  },
  'passed-discard': {
    topic: 'Letting a discard go',
    cells: {
      hke: 'No ban: you may claim the next discard, whatever you let go. The HKE text says it leaves out, on purpose, the ban on winning with a second equal tile in the same go-round.',
      classic: 'No such rule in the texts.',
      'hk-modern':
        'Let a discard go that you could take to win or to pung, and you may not claim another for that purpose before your next turn. Nor may you claim, before then, a tile like the one you just discarded.',
      'hk-simple': 'Not said: the text leaves the game itself to the usual western rules (see classic).',
    },
    example:
      'You wait on 3p and 6p and let a 3p go: in modern HK you may not win on the 6p South discards next; in HKE you may.',
    lesson: { slug: 'turn', anchor: 'claiming-a-discard', label: 'Lesson 3' },
  },
  'two-mahjong': {
    topic: 'Two Mah-Jongg calls',
    cells: {
      hke: 'Only the player next in turn after the discarder wins.',
      classic:
        'The two texts disagree: next in turn wins (Elian & Harold), or the call for the more valuable set wins, pung before chow and pair, and only then the next in turn (the text on dealing).',
      'hk-modern':
        'By agreement several players may win; otherwise the one nearest the discarder in turn order. Some tables let thirteen orphans win first.',
      'hk-simple':
        'Not said: the text leaves this to the usual western rules, and the two classic texts disagree here.',
    },
    example: 'North discards; East and West both call Mah-Jongg. In HKE East wins: East plays straight after North.',
    lesson: { slug: 'turn', anchor: 'who-comes-first', label: 'Lesson 3' },
  },
  'last-discard': {
    topic: 'The last discard',
    cells: {
      hke: 'The discard after the last live tile may be claimed only for Mah-Jongg.',
      classic: 'No special rule in the classic texts.',
      'hk-modern': 'The very last discard of the hand may not be claimed at all.',
      'hk-simple': 'No special rule in the text.',
    },
    example: 'The live wall is empty and South discards 3m: in HKE you may take it only to win.',
    lesson: { slug: 'turn', anchor: 'the-last-tile', label: 'Lesson 3' },
  },
  discards: {
    topic: 'Discards',
    cells: {
      hke: 'Laid out in order in front of each player, without naming them.',
      classic: 'Laid face up in the middle; name each tile aloud as you discard it (Elian & Harold).',
      'hk-modern': 'Anywhere in the middle, in no order.',
      'hk-simple': 'Not said: the text leaves the game itself to the usual western rules (see classic).',
    },
    example:
      'In HKE you see at a glance who discarded what and in which order, which helps you keep clear of an expensive hand.',
    lesson: { slug: 'turn', anchor: 'drawing-and-discarding', label: 'Lesson 3' },
  },
  'concealed-kong': {
    topic: 'Concealed kong',
    cells: {
      hke: 'Laid out half open: two of its tiles turned face down, so the others see which tiles it is; one you were dealt may be laid out while flowers are replaced. The text lets you rob only a tile added to an exposed pung.',
      classic:
        'Laid out with its two outer tiles turned over (Elian & Harold); it scores as concealed. Kept in the hand, the four tiles count only as a concealed pung (the text on dealing). Thirteen orphans may rob it.',
      'hk-modern':
        'Laid out face up. The source says it makes the hand open; we still count a concealed hand with one. Only thirteen orphans may rob it.',
      'hk-simple': 'Not said: the text leaves the game itself to the usual western rules (see classic).',
    },
    example:
      'You draw the fourth 7s to a concealed pung and declare the kong: in HKE and the classic rules two of its tiles lie face down, in modern HK all four lie face up.',
    lesson: { slug: 'turn', anchor: 'kongs', label: 'Lesson 3' },
  },
  'robbing-kong': {
    topic: 'Robbing a kong',
    cells: {
      hke: 'You may win on the tile another player adds to an exposed pung.',
      classic: 'As in HKE; with thirteen orphans you may even rob a concealed kong.',
      'hk-modern':
        'As in HKE; only thirteen orphans may rob a concealed kong. The robbed player pays as on a self-draw, all of it.',
      'hk-simple': 'Not named in the text; we let the robbed player pay as the discarder.',
    },
    example: 'You wait on 6s and 9s; South adds a fourth 9s to their pung. Call Mah-Jongg on that 9s.',
    lesson: { slug: 'turn', anchor: 'robbing-the-kong', label: 'Lesson 3' },
  },
  'ready-hand': {
    topic: 'Announcing a ready hand',
    cells: {
      hke: 'Nothing to announce: you call Mah-Jongg when the tile comes.',
      classic:
        'An optional rule, Riichi (Elian & Harold): with no set exposed and one tile short you may announce it and stake a scoring stick; a win then doubles, but you may no longer change your hand. We do not score it.',
      'hk-modern': 'Nothing to announce.',
      'hk-simple': 'Nothing to announce: the text says you need not tell anyone that you are waiting.',
    },
    example:
      'A classic table playing Riichi announces a ready hand with a stick; at the other three tables you just call Mah-Jongg when your tile comes.',
    lesson: { slug: 'waiting', anchor: 'what-does-waiting-mean', label: 'Lesson 5' },
  },
  'hand-end': {
    topic: 'End of a hand',
    cells: {
      hke: 'A win, or a draw once the live wall is empty (the 14 tiles of the dead wall stay).',
      classic:
        'A win, or a draw once only the 14 tiles of the dead end are left. Also a draw: three Mah-Jongg calls; all four discard the same wind first; a false Mah-Jongg after which another player has shown their tiles. A player dealt nine different terminals and honours may declare a draw in the first go-round if nobody has exposed a set.',
      'hk-modern': 'A win, or a draw once the whole wall is used up (by agreement the very last tile is not drawn).',
      'hk-simple': 'A win, or a “dead game” that nobody scores.',
    },
    example: 'With 14 tiles left, HKE and the classic rules end the hand; modern HK plays on.',
    lesson: { slug: 'turn', anchor: 'the-last-tile', label: 'Lesson 3' },
  },
  'dealer-win': {
    topic: 'When East wins',
    cells: {
      hke: 'East stays East.',
      classic:
        'The texts disagree: East stays East (Elian & Harold, which also names tables where the wind always moves on); the text on dealing moves the wind on after every hand.',
      'hk-modern': 'The dealer stays.',
      'hk-simple': 'The winds move on after every hand, even when East wins.',
    },
    example:
      'East wins three hands in a row: in HKE that is three more hands as East, in simplified HK East has moved on after each one.',
    lesson: { slug: 'whole-game', anchor: 'who-stays-east', label: 'Lesson 9' },
  },
  'dealer-draw': {
    topic: 'After a draw',
    cells: {
      hke: 'The wind passes to the next player.',
      classic:
        'Unsettled: Elian & Harold says in one place that East stays, in another that the wind moves on; the text on dealing moves it on after every hand.',
      'hk-modern': 'By agreement; the very last hand of the game is repeated with the same dealer.',
      'hk-simple': 'The winds stay where they are.',
    },
    example: 'Nobody wins a hand: in HKE South deals next, in simplified HK East deals again.',
    lesson: { slug: 'whole-game', anchor: 'who-stays-east', label: 'Lesson 9' },
  },
  'game-length': {
    topic: 'A whole game',
    cells: {
      hke: 'Four wind rounds, at least 16 hands.',
      classic: 'A “year” of four rounds; a round ends once the wind has gone round all four seats.',
      'hk-modern': 'Usually four rounds (two or eight are possible); seats are drawn again every four rounds.',
      'hk-simple': 'Four rounds of four scored hands, 16 in all; a dead game is replayed and does not count.',
    },
    example:
      'A game in which East keeps winning lasts longer than 16 hands in HKE; in simplified HK only dead games make it longer.',
    lesson: { slug: 'whole-game', anchor: 'four-rounds-at-least-sixteen-hands', label: 'Lesson 9' },
  },
  minimum: {
    topic: 'Minimum to win',
    cells: {
      hke: 'None, unless the table agrees a fan minimum beforehand.',
      classic: 'None (an optional rule asks for one doubling).',
      'hk-modern': '3 fan. A call with less is a false win.',
      'hk-simple': 'None (a table may agree 1 to 3 sheet points).',
    },
    example: 'An all-chows hand with a dragon pair, won on a discard: a win in HKE, not in modern HK.',
    lesson: { slug: 'whole-game', anchor: 'fan-minimum', label: 'Lesson 9' },
  },
  maximum: {
    topic: 'Maximum',
    cells: {
      hke: '64 points, for 10 fan or more or a limit hand.',
      classic:
        'A limit, which each table sets to suit its scoring sticks (we use 1,000); special hands score half, one or double the limit.',
      'hk-modern': 'A cap, usually 8 or 10 fan by agreement (we use 10), at most 13; limit hands score the cap.',
      'hk-simple': 'A payment of 64 for 10 sheet points or more; a maximum hand 128.',
    },
    example:
      'Little four winds is a limit hand in HKE and modern HK; the classic and simplified rules score it set by set.',
    lesson: { slug: 'limit-hands', anchor: 'what-every-limit-hand-has-in-common', label: 'Lesson 8' },
  },
  scoring: {
    topic: 'How a hand scores',
    cells: {
      hke: 'Fan from a table, added up and turned into points.',
      classic: 'Base points for sets, pairs, bonus tiles and the win, doubled once for each doubling.',
      'hk-modern':
        'Fan added up; each fan doubles the payment (half spicy: from 4 fan on, every second fan doubles). The source gives no fan values; we use the usual Old Style ones.',
      'hk-simple':
        'A sheet of eight sections, at most one line from each; a table turns the sheet points into the payment.',
    },
    example:
      'A dragon pung is 1 fan in HKE and modern HK, 1 sheet point in simplified HK, and 4 or 8 base points plus a doubling in the classic rules.',
    lesson: { slug: 'scoring', anchor: 'how-fan-are-counted', label: 'Lesson 6' },
  },
  'seven-pairs': {
    topic: 'Seven pairs',
    cells: {
      hke: '4 fan; four equal tiles may count as two pairs.',
      classic: 'A special hand: half the limit, or the full limit when all pairs are terminals and honours.',
      'hk-modern': 'The source does not list it; we treat it as no winning hand, so calling it is a false win.',
      'hk-simple': '4 points plus sections b, f, g and h.',
    },
    example: 'The same seven pairs win in three rule sets; in modern HK, as we score it, they are a false win.',
    lesson: { slug: 'winning-hands', anchor: 'seven-pairs', label: 'Lesson 4' },
  },
  payments: {
    topic: 'Who pays',
    cells: {
      hke: 'Only the winner is paid. Discard: the discarder pays double, the others single. Self-draw: all pay double. East pays and receives like everyone else.',
      classic:
        'East pays and receives double. Self-draw: everyone pays the score. Discard: the discarder pays for all. The losers also settle with each other.',
      'hk-modern':
        'Discard: the discarder pays the whole amount alone. Self-draw: the source says the three share the amount; we let each pay half of it.',
      'hk-simple':
        'Discard: the discarder pays double, the others single. Self-draw: all pay double. No doubling for maximum hands, no double payments for East.',
    },
    example:
      "A dragon pung won on a discard costs the discarder twice the others' share in HKE and everything in the classic rules.",
    lesson: { slug: 'payments', anchor: 'who-pays', label: 'Lesson 7' },
  },
  liability: {
    topic: 'Paying for others',
    cells: {
      hke: 'Optional “dangerous play”: whoever discards or supplies the tile to a foreseeable expensive hand pays for all.',
      classic: 'No such rule in the classic texts.',
      'hk-modern':
        'Only when the winner then draws the winning tile: whoever discarded the tile for their third dragon set or fourth set pays the whole amount alone; whoever discarded the tile for a kong, only if the winner wins on that kong’s replacement tile. On a discard the discarder pays, as always.',
      'hk-simple':
        'Whoever discards a tile of the suit into a one-suit hand with three sets of it on the table pays for all three losers; whoever gave the fourth such set pays double for all three if the winner then draws the last tile. The same goes for foreseeable all-honours and maximum hands.',
    },
    example:
      "A player shows two dragon pungs; you discard the third dragon and they win: under HKE's option you pay for everyone.",
    lesson: { slug: 'whole-game', anchor: 'dangerous-play', label: 'Lesson 9' },
  },
  penalties: {
    topic: 'False Mah-Jongg',
    cells: {
      hke: 'The caller pays 16 points to each player, the hand ends and the wind passes. A wrong tile count makes a dead hand.',
      classic:
        "If someone has already shown their tiles, the hand ends and the caller pays everyone (their hands' value, or half the limit each). A wrong tile count makes a dead hand.",
      'hk-modern':
        'The caller pays each player the value of a hand at the cap (1,024 at 10 fan); the hand is replayed and the dealer stays.',
      'hk-simple': 'By agreement the caller pays 128 to each player and the hand is cancelled.',
    },
    example:
      'In HKE a Mah-Jongg call with a hand one tile short costs the caller 16 points to each of the three others.',
    lesson: { slug: 'whole-game', anchor: 'penalties', label: 'Lesson 9' },
  },
  options: {
    topic: 'Optional rules',
    cells: {
      hke: 'Fan minimum, dangerous play, changing seats after each wind round.',
      classic:
        'Riichi and Dora (we do not score them); a one-doubling minimum, the limit and an easier nine lanterns (settings here); settling the losers’ hands after a draw; a mild or a harsh penalty for a false Mah-Jongg; a “western style” with at most one chow and no mixed suits.',
      'hk-modern':
        'The cap (8, 10 or 13), half spicy payments, play without bonus tiles, several winners, disputed hand values.',
      'hk-simple': 'A minimum, a penalty for a false call, the “five tiles” penalty late in the hand.',
    },
    example: 'Agree the options before the first hand: they change who pays what.',
    lesson: { slug: 'whole-game', anchor: 'extra-rules-agreed-beforehand', label: 'Lesson 9' },
  },
};
