// The classic reference page, English. German twin: ../../de/rule-pages/classic.ts. Facts from
// the Elian & Harold text, the text on dealing and claiming, and docs/rules/classic.md; our words.
import type { ClassicOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

export const CLASSIC: RuleText<ClassicOptions> = {
  summary:
    'The western rules many sets came with: base points for sets and pairs, doubled for every doubling, up to a limit.',
  intro:
    'The classic western rules, as written up by Elian & Harold, with a second short text on dealing and claiming. A hand earns base points for its sets, pairs and bonus tiles; every doubling doubles them; a limit caps the result.',
  scoring: ({ defaults }) => [
    'First add up the base points: 20 for going out, points for each pung and kong, 2 for a pair of dragons, of your seat wind or of the prevalent wind, 4 for every flower or season, and the winner’s extras. Chows are worth nothing. A set completed by a claimed winning tile counts as exposed (our reading, listed below).',
    'Then double that sum once for every doubling the hand earns. Some doublings count only for the winner; the table marks them.',
    `The result is capped at the limit. The text leaves its height to each table, to suit its scoring sticks; we use ${defaults.limit} points.`,
  ],
  specials:
    'A special hand scores its class instead of points and doublings: a limit, half a limit or double the limit. When a hand is several special hands, only the most valuable counts; when a half-limit hand scores more the ordinary way, the ordinary score counts.',
  sevenPairs:
    'Seven pairs is a special hand here: earthly twins, half a limit, or heavenly twins, a full limit, when every pair is terminals or honours.',
  points: () => [
    'The score is the base points times 2 for each doubling, with no rounding, and never more than the limit. Special hands are worth their class:',
  ],
  payments: ({ penalty }) => [
    'East pays and receives double.',
    'Self-drawn: each loser pays the winner’s score, East twice as much; when East wins, all three pay double.',
    'Won on a discard: the discarder alone pays what the three would pay together for this score if each paid their own share: four times the score, six times when East wins.',
    'Robbing the kong: the robbed player pays as the discarder.',
    'The losers also settle their own hands among each other; that part is not scored here.',
    `A false Mah-Jongg with the hand shown: the caller pays each other player half the limit, ${penalty} points. The text also allows the milder rule of paying each player’s hand value.`,
  ],
  options: {
    limit: { name: 'Limit', desc: 'The cap on a hand’s score; half and double limit follow from it.' },
    minOneDoubling: {
      name: 'One doubling minimum',
      desc: 'A Mah-Jongg needs at least one doubling that does not come from bonus tiles; special hands always qualify.',
    },
    nineLanternsWithChows: { name: 'Easier nine lanterns', desc: 'Claimed chows may make up the run from 2 to 8.' },
  },
  decisions: [
    'The text says the score is rounded but not to what: we do not round.',
    'Its worked examples miscount: the first one’s concealed score should be 168, not 128, and the second multiplies wrongly. We follow the tables.',
    'Moon from the bottom of the sea is the limit for drawing the last tile of the live wall. The doubling for winning with the last tile then covers the last discard and the last replacement tile.',
    'The “fruit hand” is listed among the limits but never described: not scored.',
    'A win on a kong replacement scores 10 instead of the 2 for a tile from the wall, not both. A win on a flower’s replacement counts as a self-draw.',
    '“A major tile in every set” counts the pair too; “only terminals and honours” (×8) replaces it.',
    '“Three consecutive chows” means 1-2-3, 4-5-6 and 7-8-9 of one suit; “three chows of the same numbers” may mix suits.',
    'All eight bonus tiles are the two ×4 for the flowers and the seasons together, ×16, not a third doubling.',
    'Nine lanterns is judged on the fourteen tiles, not on what the hand waited for; claimed chows in the run only with the option.',
    'Winding snake: the pungs share one suit, the pair of ones or nines may be any suit. Heavenly ladder: pungs on four consecutive numbers in any suits.',
    'False Mah-Jongg: the scorer cannot see the other hands, so it charges half a limit to each player.',
    'The text does not say what “all tiles concealed” asks: we give the doubling when no set was exposed before the winning tile, even if that tile is a claimed discard. Some tables give it only for a drawn winning tile.',
    'The limit: the text only says it must suit the scoring sticks. We use 1,000 and let you change it.',
    'On these points the text is silent too, and we score as follows: a set completed by the claimed winning tile counts as exposed; a pair of a wind that is both your seat wind and the prevalent wind scores 4; “only possible tile” means the hand waited on exactly one tile; a zero-point hand has no base points from its sets, pair and bonus tiles; a robbed player pays as the discarder.',
    'The two texts disagree on who wins when two players call Mah-Jongg.',
    'Who is East next is unsettled: Elian & Harold keep East after its own win, but say in one place that East also stays after a draw and in another that the wind then moves on, and they mention tables where it always moves on; the text on dealing moves it on after every hand. No score depends on it.',
  ],
};
