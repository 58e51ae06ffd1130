// One moment of the replay: the step buttons and counter, the events of the step in words (a
// polite live region, so a screen reader hears each step), the board, and at the end of the
// hand the winner, the points and who pays. Arrow keys, Home and End step anywhere inside.
import type { ComponentChildren, Ref } from 'preact';
import { fill } from '../../words/fill.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { Board } from './board.ts';
import { BoardView } from './Board.tsx';
import { eventText, resultText, signed, type ReplayStrings } from './strings.ts';

interface MomentProps {
  board: Board;
  t: ReplayStrings;
  lang: WidgetLang;
  boardRef: Ref<HTMLDivElement>;
  onGo: (at: number) => void;
  /** The learner's decisions made at this moment, in words (a record from the play table). */
  notes?: readonly string[];
  /** After the notes: the links to where the lessons teach their words. */
  taught?: ComponentChildren;
  /** More step buttons under the first row (previous/next mistake). */
  jumps?: ComponentChildren;
  /** The address of this moment as a hand link (`?g=…&at=N`), when the record can be written as one. */
  link?: string | null;
}

const KEYS: Readonly<Record<string, (b: Board) => number>> = {
  ArrowRight: (b) => b.at + 1,
  ArrowDown: (b) => b.at + 1,
  ArrowLeft: (b) => b.at - 1,
  ArrowUp: (b) => b.at - 1,
  Home: () => 0,
  End: (b) => b.last,
};

function Result({ board, t }: { board: Board; t: ReplayStrings }) {
  const r = board.result;
  if (r === null) return null;
  return (
    <section class="fl-replay-result" aria-label={t['replay.result.payments']}>
      <p class="fl-replay-headline">{resultText(t, r)}</p>
      <h2>{t['replay.result.payments']}</h2>
      <ul>
        {Object.entries(r.payments).map(([seat, amount]) => (
          <li key={seat}>{fill(t['replay.result.pay'], { who: t[`wind.${seat as 'E'}`], amount: signed(amount) })}</li>
        ))}
      </ul>
    </section>
  );
}

export function Moment({ board, t, lang, boardRef, onGo, notes = [], taught, jumps, link = null }: MomentProps) {
  const said = board.events.map((e) => eventText(t, lang, e));
  if (board.at === 0) said.unshift(t['replay.deal']);
  const onKey = (e: KeyboardEvent) => {
    const go = KEYS[e.key];
    if (go === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    onGo(go(board));
  };
  // At either end a step button stays focusable (aria-disabled, not disabled): pressing "To the
  // end" must not drop the focus to the page.
  const button = (label: string, to: number, off: boolean) => (
    <button type="button" class="fl-button" onClick={() => !off && onGo(to)} aria-disabled={off ? 'true' : undefined}>
      {label}
    </button>
  );
  return (
    <div
      class="fl-replay-moment"
      role="group"
      aria-label={fill(t['replay.board'], { at: board.at, last: board.last })}
      tabIndex={0}
      onKeyDown={onKey}
      ref={boardRef}
    >
      <div class="fl-replay-steps">
        {button(t['replay.first'], 0, board.at === 0)}
        {button(t['replay.prev'], board.at - 1, board.at === 0)}
        <span class="fl-replay-count">{fill(t['replay.moment'], { at: board.at, last: board.last })}</span>
        {button(t['replay.next'], board.at + 1, board.at === board.last)}
        {button(t['replay.last'], board.last, board.at === board.last)}
      </div>
      {jumps}
      <p class="fl-replay-keys">{t['replay.keys']}</p>
      <p class="fl-replay-said" aria-live="polite">
        {said.join(' ')}
        {/* The result is read out with the step; on screen it is the headline below. */}
        {board.result !== null && <span class="fl-sr-only"> {resultText(t, board.result)}</span>}
      </p>
      <p class="fl-replay-decision-here" aria-live="polite" hidden={notes.length === 0}>
        {notes.join(' ')}
        {taught}
      </p>
      <Result board={board} t={t} />
      {link !== null && (
        <p class="fl-replay-link">
          <a href={link}>{t['replay.link.here']}</a> {t['replay.link.hereNote']}
        </p>
      )}
      <BoardView board={board} t={t} lang={lang} />
    </div>
  );
}
