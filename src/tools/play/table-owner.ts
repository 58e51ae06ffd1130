// Which tab plays the game: exactly one at a time, so that two tabs never write over each other's
// moves. The tab that opens the table first holds it (a Web Lock, browser-io.ts); a tab opened
// while another holds it says so and offers to take the game over. Taking over asks the holder
// to save and let go, and only then reads the save, so no move is lost either way. A browser
// that cannot coordinate tabs (no Web Locks or BroadcastChannel) plays in every tab, as the page
// always did there. Pure: the controller (island.ts) feeds it what happened.

export type Owner =
  /** The browser cannot coordinate tabs: this tab plays. */
  | 'alone'
  /** Opening: is the table free? */
  | 'asking'
  /** This tab plays the game. */
  | 'owner'
  /** Another tab had the game open when this one opened. */
  | 'elsewhere'
  /** Another tab took the game over; it goes on there. */
  | 'moved'
  /** This tab asked the other to save and let go, and waits for it. */
  | 'taking';

export type OwnerEvent =
  /** The table is held by this tab now. */
  | 'held'
  /** Another tab holds the table. */
  | 'busy'
  /** The learner takes the game over (or back) here. */
  | 'take'
  /** Another tab took the game over: this one has saved and let go. */
  | 'let-go';

/** The ownership after `e`; an event that does not fit the state changes nothing. */
export function ownerAfter(o: Owner, e: OwnerEvent): Owner {
  switch (e) {
    case 'held':
      return o === 'asking' || o === 'taking' ? 'owner' : o;
    case 'busy':
      return o === 'asking' ? 'elsewhere' : o;
    case 'take':
      return o === 'elsewhere' || o === 'moved' ? 'taking' : o;
    case 'let-go':
      return o === 'owner' ? 'moved' : o;
  }
}

/** Does this tab play (and write the game)? */
export const plays = (o: Owner): boolean => o === 'alone' || o === 'owner';

/** Is the game somewhere else (this tab shows the offer to take it over)? */
export const away = (o: Owner): boolean => o === 'elsewhere' || o === 'moved' || o === 'taking';

/** How the page reaches the other tabs (browser-io.ts); null where the browser cannot. */
export interface TableLock {
  /**
   * Holds the table for this tab: `then(true)` once held, `then(false)` at once when another tab
   * holds it. With `wait`, waits until the other tab lets go instead.
   */
  claim(wait: boolean, then: (held: boolean) => void): void;
  /** Asks the tab that holds the table to save and let go. */
  askOthers(): void;
  /** Lets the table go. */
  release(): void;
  /**
   * `f(true)` when another tab asks this one to let go (it saves, then releases); `f(false)` when
   * another tab took the table without asking, after this one did not answer: nothing is written then.
   */
  onLetGo(f: (asked: boolean) => void): void;
}
