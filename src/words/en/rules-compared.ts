// “Rules compared”, English. Facts from the four rule texts (see docs/rules/); our words.
// Its German twin is ../de/rules-compared.ts.
import type { ComparedRow, RowText } from '../shapes.ts';

export const ROWS: Readonly<Record<ComparedRow, RowText>> = {
  tiles: {
    topic: 'Tiles',
    cells: {
      hke: 'All 144: three suits, winds, dragons, four flowers and four seasons.',
      classic: '136 playing tiles; flowers and seasons are an optional extra that most sets include.',
      'hk-modern': '136 playing tiles; flowers and seasons by agreement (we score with them by default).',
      'hk-simple': 'All 144, flowers and seasons included.',
    },
    example: 'Without bonus tiles the “no flowers” pattern of HKE and modern HK has nothing to reward.',
    lesson: { slug: 'tiles', anchor: 'flowers-and-seasons', label: 'Lesson 1' },
  },
  wall: {
    topic: 'Wall',
    cells: {
      hke: 'Each player builds 18 stacks of two. East throws two dice.',
      classic:
        '18 stacks of two each with bonus tiles. East throws two dice; one text has the player so found throw again and add both throws.',
      'hk-modern': '17 stacks each without bonus tiles, 18 with them. The dealer throws three dice, once per hand.',
      'hk-simple': 'The text changes only scoring; the wall is built as in the classic rules.',
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
        'One text deals in pairs until everyone has 12, the other in three packets of four; either way East ends with 14, the others with 13.',
      'hk-modern': 'As usual (13 each, 14 for the dealer); in the very first hand the dice also choose who deals.',
      'hk-simple': 'As in the classic rules.',
    },
    example: 'After dealing and the flower replacements, East discards first in every rule set.',
    lesson: { slug: 'setup', anchor: 'dealing', label: 'Lesson 2' },
  },
  claims: {
    topic: 'Claim priority',
    cells: {
      hke: 'Mah-Jongg before kong or pung before chow. A chow only from the player on your left.',
      classic: 'Mah-Jongg before kong before pung before chow. A chow only from the player on your left.',
      'hk-modern':
        'Mah-Jongg before kong or pung before chow. Claiming a tile and discarding the same tile straight away is forbidden.',
      'hk-simple': 'Not changed by the text: as in the classic rules.',
    },
    example: 'West discards 5p: North wants it for a chow, East for a pung. East gets it.',
    lesson: { slug: 'turn', anchor: 'who-comes-first', label: 'Lesson 3' },
  },
  'two-mahjong': {
    topic: 'Two Mah-Jongg calls',
    cells: {
      hke: 'Only the player next in turn after the discarder wins.',
      classic:
        'The two texts disagree: next in turn wins (Elian & Harold), or the call for the more valuable set wins, pung before chow and pair, and only then the next in turn.',
      'hk-modern':
        'By agreement several players may win; otherwise the one nearest the discarder in turn order. Some tables let thirteen orphans win first.',
      'hk-simple': 'Not said: as in the classic rules.',
    },
    example: 'North discards; East and West both call Mah-Jongg. In HKE East wins: East plays straight after North.',
    lesson: { slug: 'turn', anchor: 'who-comes-first', label: 'Lesson 3' },
  },
  'last-discard': {
    topic: 'The last discard',
    cells: {
      hke: 'The discard after the last live tile may be claimed only for Mah-Jongg.',
      classic: 'No special rule in the text.',
      'hk-modern': 'The very last discard of the hand may not be claimed at all.',
      'hk-simple': 'No special rule in the text.',
    },
    example: 'The live wall is empty and South discards 3m: in HKE you may take it only to win.',
    lesson: { slug: 'turn', anchor: 'the-last-tile', label: 'Lesson 3' },
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
  'hand-end': {
    topic: 'End of a hand',
    cells: {
      hke: 'A win, or a draw once the live wall is empty (the 14 tiles of the dead wall stay).',
      classic:
        'A win, or a draw once only the 14 tiles of the dead end are left; also after three Mah-Jongg calls or when all four players discard the same wind first.',
      'hk-modern': 'A win, or a draw once the whole wall is used up (by agreement the very last tile is not drawn).',
      'hk-simple': 'A win, or a “dead game” that nobody scores.',
    },
    example: 'With 14 tiles left, HKE and the classic rules end the hand; modern HK plays on.',
    lesson: { slug: 'whole-game', anchor: 'when-the-game-ends', label: 'Lesson 9' },
  },
  'dealer-win': {
    topic: 'When East wins',
    cells: {
      hke: 'East stays East.',
      classic: 'East stays East.',
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
        'The texts disagree: East stays (Elian & Harold), or the wind moves on after every hand (the text on dealing).',
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
      'hk-simple': 'Exactly four rounds of four hands, 16 hands.',
    },
    example: 'A game in which East keeps winning lasts longer than 16 hands in HKE, never in simplified HK.',
    lesson: { slug: 'whole-game', anchor: 'four-rounds-at-least-sixteen-hands', label: 'Lesson 9' },
  },
  minimum: {
    topic: 'Minimum to win',
    cells: {
      hke: 'None, unless the table agrees a fan minimum beforehand.',
      classic: 'None (an optional rule asks for one doubling).',
      'hk-modern': '3 fan. A call with less is a false win.',
      'hk-simple': 'None (a table may agree 1 to 3 points).',
    },
    example: 'An all-chows hand with a dragon pair, won on a discard: a win in HKE, not in modern HK.',
    lesson: { slug: 'whole-game', anchor: 'fan-minimum', label: 'Lesson 9' },
  },
  maximum: {
    topic: 'Maximum',
    cells: {
      hke: '64 points, for 10 fan or more or a limit hand.',
      classic: 'A limit, 1,000 by default; special hands score half, one or double the limit.',
      'hk-modern': 'A cap of 8, 10 or 13 fan (10 by default); limit hands score the cap.',
      'hk-simple': '64 for 10 points or more; a maximum hand 128.',
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
      'hk-modern': 'Fan added up; each fan doubles the payment (half spicy: from 4 fan on, every second fan doubles).',
      'hk-simple': 'Eight sections, at most one line from each; the points are turned into a payment by a table.',
    },
    example:
      'A dragon pung is 1 fan in HKE and modern HK, 1 point in simplified HK, and 4 or 8 base points plus a doubling in the classic rules.',
    lesson: { slug: 'scoring', anchor: 'how-fan-are-counted', label: 'Lesson 6' },
  },
  'seven-pairs': {
    topic: 'Seven pairs',
    cells: {
      hke: '4 fan; four equal tiles may count as two pairs.',
      classic: 'A special hand: half the limit, or the full limit when all pairs are terminals and honours.',
      'hk-modern': 'Not a winning hand.',
      'hk-simple': '4 points plus sections b, f, g and h.',
    },
    example: 'The same seven pairs win in three rule sets and are a false win in the fourth.',
    lesson: { slug: 'winning-hands', anchor: 'seven-pairs', label: 'Lesson 4' },
  },
  payments: {
    topic: 'Who pays',
    cells: {
      hke: 'Only the winner is paid. Discard: the discarder pays double, the others single. Self-draw: all pay double. East pays and receives like everyone else.',
      classic:
        'East pays and receives double. Self-draw: everyone pays the score. Discard: the discarder pays for all. The losers also settle with each other.',
      'hk-modern': 'Discard: the discarder pays the whole amount alone. Self-draw: each of the three pays half of it.',
      'hk-simple':
        'Discard: the discarder pays double, the others single. Self-draw: all pay double. No doubling for maximum hands, no bonus for East.',
    },
    example:
      "A dragon pung won on a discard costs the discarder twice the others' share in HKE and everything in the classic rules.",
    lesson: { slug: 'payments', anchor: 'who-pays', label: 'Lesson 7' },
  },
  liability: {
    topic: 'Paying for others',
    cells: {
      hke: 'Optional “dangerous play”: whoever discards or supplies the tile to a foreseeable expensive hand pays for all.',
      classic: 'No such rule in the text.',
      'hk-modern':
        'Whoever gives the third dragon set, the fourth set, or the tile for a kong whose replacement wins pays the whole amount.',
      'hk-simple': 'Whoever discards into a foreseeable one-suit hand pays for all three losers.',
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
      'hk-modern': 'The caller pays each player the maximum; the hand is replayed and the dealer stays.',
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
      classic: 'Riichi, Dora, a one-doubling minimum; we score none of them.',
      'hk-modern':
        'The cap (8, 10 or 13), half spicy payments, play without bonus tiles, several winners, disputed hand values.',
      'hk-simple': 'A minimum, a penalty for a false call, the “five tiles” penalty late in the hand.',
    },
    example: 'Agree the options before the first hand: they change who pays what.',
    lesson: { slug: 'whole-game', anchor: 'extra-rules-agreed-beforehand', label: 'Lesson 9' },
  },
};
