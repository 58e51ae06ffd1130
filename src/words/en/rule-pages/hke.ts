// The HKE reference page, English. German twin: ../../de/rule-pages/hke.ts. Facts from the DMJL
// short rules and docs/rules/hke.md; our words.
import type { HkeOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

export const HKE: RuleText<HkeOptions> = {
  summary:
    'The short rules of the German mahjong league, taught in every lesson here: fan add up, a table turns them into points.',
  intro:
    'DMJL Hong Kong “Easy” is the short rule set of the Deutsche Mah-Jongg Liga and the one every lesson on this site teaches. All fan add up, a table turns them into points, and a limit hand is worth the most a hand can be.',
  scoring: () => [
    'Count the fan of every pattern your winning hand shows. They all add up, and a pattern that appears twice, such as two dragon pungs, counts twice. There is no minimum unless your table agrees one: a hand without a single fan still wins.',
    'Each pattern below comes with a small hand that shows it. The line under the hand is what that whole hand is worth, worked out by the rules engine while this page was built.',
  ],
  specials:
    'A limit hand is worth the limit, however few fan it holds. Several limit hands in one hand do not add up, and each needs a complete, valid hand.',
  sevenPairs:
    'Seven pairs is an ordinary pattern in HKE: 4 fan, added to the rest. Four equal tiles count as two pairs.',
  points: () => ['Fan become points by this table. Ten fan or more, and every limit hand, bring the limit.'],
  payments: ({ penalty }) => [
    'Only the winner is paid; the three others settle nothing among themselves.',
    'Won on a discard: the discarder pays double the points, the other two pay them once.',
    'Self-drawn: all three pay double.',
    'Robbing the kong: the player whose kong was robbed pays as if they had discarded the tile.',
    'East pays and receives like everyone else.',
    `A false Mah-Jongg with the hand shown costs the caller ${penalty} points to each other player; the hand ends and the wind passes.`,
  ],
  options: {
    minFan: {
      name: 'Fan minimum',
      desc: 'A hand with fewer fan is no win, and calling Mah-Jongg with it is a false Mah-Jongg.',
      values: { '0': 'none' },
    },
    dangerousPlay: {
      name: 'Dangerous play',
      desc: 'Whoever discards the tile that completes a foreseeable expensive hand, or supplied the set that made it foreseeable, pays for everyone.',
    },
  },
  decisions: [
    'Robbing the kong: the short rules do not say who pays. The robbed player pays like a discarder; clubs may differ.',
    'A hand that can be split into sets in more than one way counts in the way worth the most points.',
    'Dangerous play: where the rule on dangerous discards and the rule on supplying the last set could both apply, the supplier rule counts, because it names the discarder’s share itself. A named supplier whose set the hand does not show is ignored.',
    'Dangerous play: a player who had nothing but dangerous tiles left and shows it is not liable. A scorer cannot see that, so leave the liable player out for such a hand.',
  ],
};
