// The trial games of a search's check (search.ts), as whole counts: what the search tells where
// its pick overrules the evaluation's, and what a record keeps of it (record.ts).

/** What one move did in the check's games, as whole counts: wins, deal-ins, the seat's points in all. */
export interface Tally {
  wins: number;
  dealIns: number;
  points: number;
}

/**
 * The check that put the search's pick ahead of the evaluation's (`estimate`): the games each
 * played, on the same deals, neither chosen on, and each move's tally over them.
 */
export interface Trials {
  games: number;
  pick: Tally;
  estimate: Tally;
}
