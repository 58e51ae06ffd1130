// The play table's keys a decision is told with, which the replay carries too (the table itself
// takes all of `play.`).

/** The words a decision is told with: what was chosen, the verdict, its mark (the replay carries them too). */
export const DECISION_KEYS = [
  'play.do.discard',
  'play.do.chow',
  'play.do.pung',
  'play.do.kong',
  'play.do.pass',
  'play.do.mahjong',
  'play.do.draw',
  'play.do.concealedKong',
  'play.do.addedKong',
  'play.review.best',
  'play.review.agreed',
  'play.review.close',
  'play.review.none',
  'play.review.mark.agreed',
  'play.review.mark.mistake',
  'play.review.mark.close',
  'play.review.mistake.win-missed',
  'play.review.mistake.broke-ready',
  'play.review.mistake.broke-ready.one',
  'play.review.mistake.slower.one',
  'play.review.mistake.slower',
  'play.review.mistake.fewer-useful',
  'play.review.mistake.plan-broken',
  'play.review.mistake.dangerous',
  'play.review.mistake.risky',
  'play.review.mistake.risky.one',
] as const;
