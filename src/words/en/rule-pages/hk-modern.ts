// The modern Hong Kong reference page, English. German twin: ../../de/rule-pages/hk-modern.ts.
// Facts from the source text, summarised in docs/rules/hk-modern.md; our words.
import type { HkModernOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

const LIMIT = 'limit hand';

export const HK_MODERN: RuleText<HkModernOptions> = {
  summary:
    'Hong Kong rules as many tables play them today: a fan minimum to win, and every fan doubles the payment up to a cap.',
  intro:
    'Modern Hong Kong rules in the “Old Style”: fan add up, you need a minimum to win, and every fan doubles what the losers pay, up to a cap. The source lists the patterns without their values; the values here are the usual ones, and the disputed ones are options.',
  scoring: ({ defaults }) => [
    `Add up the fan of all patterns. You need at least ${defaults.minFan} fan to win; calling Mah-Jongg with fewer is a false win.`,
    `Fan above the cap count as the cap. The source says tables usually agree on 8 or 10 fan, at most 13; we use ${defaults.maxFan}.`,
    'Where an example needs an option other than the default, the note under it says so.',
  ],
  specials:
    'A limit hand is worth the cap, whatever else it holds; several limit hands do not add up. Big three dragons, all honours and all terminals are high-fan patterns here, not limit hands.',
  sevenPairs:
    'The source does not list seven pairs among its hands, so we do not count them as a winning hand: calling Mah-Jongg with them is a false win.',
  points: () => [
    'Points are the payment unit here: what a discarder pays for the hand, on a base of 1 (tables multiply it as they like). Full spicy doubles with every fan; half spicy, from 4 fan on, doubles every second fan.',
  ],
  payments: ({ penalty }) => [
    'Won on a discard: the discarder alone pays the whole amount; the other two pay nothing.',
    'Self-drawn, also on a kong replacement: the source says the three share the amount; we let each pay half of it.',
    'Robbing the kong: the robbed player alone pays what all three would have paid on a self-draw.',
    'Only when the winner then draws the winning tile: whoever discarded the tile for their third dragon set or their fourth set pays that self-draw total alone; whoever discarded the tile for a kong, only if the win comes on that kong’s replacement tile.',
    'The dealer stays after a win. The source names no double payments for the dealer, and we count none.',
    `A false win: the caller pays each other player the value of a hand at the cap, ${penalty} at our cap.`,
  ],
  options: {
    minFan: { name: 'Minimum', desc: 'Fewer fan is a false win; limit hands always count.' },
    maxFan: { name: 'Cap', desc: 'Fan above it count as the cap, and a limit hand is worth the cap.' },
    payment: {
      name: 'Payment table',
      desc: 'Full spicy doubles with every fan; half spicy grows more slowly from 4 fan on.',
      values: { full: 'full spicy', half: 'half spicy' },
    },
    bonusTiles: {
      name: 'Flowers and seasons',
      desc: 'Play with bonus tiles. Without them the bonus patterns drop and a concealed hand is worth 1 fan.',
      values: { true: 'played', false: 'not played' },
    },
    eightFlowers: {
      name: 'Eight flowers',
      desc: 'A limit hand, or a fixed 8 fan.',
      values: { '13': LIMIT, '8': '8 fan' },
    },
    littleFourWinds: {
      name: 'Little four winds',
      desc: 'A limit hand, or 6 fan with everything else added.',
      values: { limit: LIMIT, '6': '6 fan' },
    },
    humanHand: {
      name: 'Human hand',
      desc: 'A limit hand, 3 fan, or not played. No hand entered here can be a human hand yet, so the option changes nothing.',
      values: { limit: LIMIT, '3': '3 fan', none: 'not played' },
    },
  },
  notShown:
    'Two entries of the source need something a hand and its situation cannot say, so the engine does not score them and they have no example:',
  decisions: [
    'The source names the patterns but gives no fan; we use the usual Old Style table, with the disputed values as options.',
    'Concealed hand: concealed kongs are allowed and the winning tile may be a discard. With flowers and seasons in play it does not count, as the source says is usual.',
    'Self-draw: the source only says the amount is split; each of the three pays half of it.',
    'The cap: the source names 8 or 10 fan as usual and 13 as the highest; we use 10.',
    'Seven pairs: the source does not list them, so they are no winning hand here.',
    'The dealer: the source names no double payments for East, so there are none.',
    'Last tile counts only when drawn, because the last discard may not be claimed.',
    'Mixed terminals and honours needs both kinds; all honours and all terminals have rows of their own. All pungs is added.',
    'Little four winds at 6 fan: its wind pungs do not count again as seat or prevalent wind.',
    'Seven and eight flowers are wins you call at once. A hand that holds seven or eight bonus tiles is scored as that win when it is worth more.',
    'Four concealed pungs allows no kong; on a discard the winning tile must complete the pair.',
    'A concealed kong spoils the heavenly hand, not the earthly hand.',
    'The supplier of a set pays for everyone only when the win is self-drawn; on a discard the discarder pays as usual.',
    'A false win costs each other player the value of a hand at the cap.',
  ],
};
