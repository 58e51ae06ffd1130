// The learner's last hands: each with its outcome, its record to download and a link that
// opens it in the replay viewer (the record is handed over through the browser's storage). What
// the stored list holds beyond them (a value that could not be read, entries of another version)
// is said above the list, outside its fold.
import { useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { handOff } from '../shared/record-handoff.ts';
import {
  HISTORY_SIZE,
  historyNotes,
  outcomeText,
  recordFileName,
  recordFileText,
  type HistoryNote,
  type PlayedHand,
} from './history.ts';
import type { PlayStrings } from './strings.ts';

interface HistoryProps {
  t: PlayStrings;
  hands: readonly PlayedHand[];
  note: HistoryNote;
  /** The replay page of this language. */
  replayHref: string;
}

export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function History({ t, hands, note, replayHref }: HistoryProps) {
  const [failed, setFailed] = useState(false);
  const notes = historyNotes(t, note);
  if (hands.length === 0 && notes.length === 0) return null;
  const open = (e: MouseEvent, p: PlayedHand) => {
    if (handOff(recordFileText(p.record)).ok) return; // the link opens the viewer, which takes the record
    e.preventDefault();
    setFailed(true);
  };
  const list = hands.length > 0 && (
    <details class="fl-play-history">
      <summary>{fill(t['play.history.title'], { count: hands.length })}</summary>
      <p>{fill(t['play.history.intro'], { max: HISTORY_SIZE })}</p>
      {failed && <p role="alert">{t['play.history.replayFailed']}</p>}
      <ol>
        {hands.map((p) => (
          <li key={`${p.game}-${p.hand}`}>
            <span>{fill(t['play.history.item'], { game: p.game, hand: p.hand, outcome: outcomeText(t, p) })}</span>{' '}
            <button
              type="button"
              class="fl-button"
              onClick={() => download(recordFileName(p), recordFileText(p.record))}
            >
              {t['play.history.download']}
            </button>{' '}
            <a href={replayHref} onClick={(e) => open(e, p)}>
              {t['play.history.replay']}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
  return (
    <>
      {notes.map((n) => (
        <p class="fl-play-history-note" key={n}>
          {n}
        </p>
      ))}
      {list}
    </>
  );
}
