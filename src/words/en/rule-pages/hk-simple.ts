// The simplified Hong Kong reference page, English. German twin: ../../de/rule-pages/hk-simple.ts.
// Facts from the source text, summarised in docs/rules/hk-simple.md; our words.
import type { HkSimpleOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

export const HK_SIMPLE: RuleText<HkSimpleOptions> = {
  summary:
    'A score sheet of eight sections, at most one line from each, and a short payment table. The game itself is mostly the classic one.',
  intro:
    'A simplified Hong Kong scoring from an English web page, one player’s write-up. It changes mainly the scoring: a sheet of eight sections, at most one line from each, and the total buys a payment from a short table. A few things around it change too: East gets no double payments, the winds move on after every hand that is won, a game is sixteen scored hands, and nobody announces a ready hand. Everything else it leaves to the usual western rules.',
  scoring: () => [
    'Go through the sections a to h. From each, take the highest line that fits the hand, and add them up. A kong counts as a pung everywhere.',
    'There is no minimum unless your table agrees one: every complete hand wins, even with a total of 0.',
  ],
  specials:
    'Five maximum hands are worth the top payment whatever the sheet adds up to, and that payment is not doubled. The blessings of heaven and earth and the other HKE limit hands are no maximum hands here: they score their lines.',
  sevenPairs: 'Seven pairs is a Mah-Jongg worth 4 in section a; of the other sections only b, f, g and h count.',
  points: () => ['The sheet total buys the payment from this table; a maximum hand is worth more than any total.'],
  payments: ({ penalty }) => [
    'Only the winner is paid.',
    'Won on a discard: the discarder pays double the points, the other two pay them once.',
    'From the wall or the dead wall: all three pay double.',
    'A maximum hand is not doubled: each loser pays it once, however it was won.',
    'East gets no double payments.',
    'Robbing the kong: the robbed player pays as the discarder.',
    'Feeding a valuable hand: whoever discards a tile of the suit into a one-suit hand with three sets of it on the table pays for all three losers; whoever gave the fourth set of such a hand pays the three losers’ doubled amounts if the winner then draws the winning tile. The text wants the same for foreseeable all-honours and maximum hands.',
    `A false Mah-Jongg, or a hand below an agreed minimum, costs ${penalty} to each other player.`,
  ],
  options: {
    minFan: {
      name: 'Minimum',
      desc: 'The sheet total a Mah-Jongg needs; the text suggests 1 to 3 as an extra rule.',
      values: { '0': 'none' },
    },
    dangerousPlay: {
      name: 'Punishment for feeding',
      desc: 'Whoever feeds a foreseeable one-suit hand pays for the losers, as described under payments.',
    },
  },
  decisions: [
    'Of each section, the highest line that fits counts.',
    'Seven pairs replaces the 0 of section a with 4; four equal tiles count as two pairs.',
    'Heaven, earth and the last tile score nothing of their own; heaven counts as a tile from the wall.',
    'A win on a flower’s replacement tile comes from the dead wall too, but a situation here only knows kong replacements: entered as a self-draw it scores 1.',
    'Only chows accepts any pair, honours included.',
    'A pung of a wind that is both seat and prevalent wind is one line of 1.',
    '“All winds” in section g means the four seasons.',
    'Big three dragons and all honours are lines of the sheet, not maximum hands.',
    'Nine gates is judged on the fourteen tiles, and any of them may be the winning tile; no set may be declared.',
    'The “wind of the round” whose payments are not doubled is the dealer, East.',
    'Robbing the kong is not in the text: the robbed player pays as the discarder.',
    'A dead game is replayed and does not count as one of the sixteen hands.',
    'The punishments for feeding are on by default: the text states them among its rules, not among its extras.',
  ],
};
