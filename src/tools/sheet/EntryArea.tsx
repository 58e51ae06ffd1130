// Where a hand is entered: the next hand while the evening runs, or the hand being edited (its
// seats and round as the evening had them). The hand entry itself is src/tools/sheet-entry/; this
// file hands it the evening and takes the hand it gives back.
import { useRef, useState } from 'preact/hooks';
import type { Evening } from '../../engine/sheet/evening.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { HandEntry } from '../sheet-entry/HandEntry.tsx';
import type { EntryStrings } from '../sheet-entry/strings.ts';
import type { Engines } from './engines.ts';
import type { Page, PageState, Screen } from './page.ts';

interface Props {
  lang: 'de' | 'en';
  s: EntryStrings;
  sheet: Sheet;
  evening: Evening;
  engine: Engines;
  screen: Extract<Screen, { kind: 'evening' }>;
  notationHref: string;
  page: Page;
  act: (s: PageState) => void;
}

export function EntryArea(props: Props) {
  const { sheet, evening, screen, page, act } = props;
  // A new key starts the next entry empty (after Add or Cancel).
  const [fresh, setFresh] = useState(0);
  // After Add, Save or Cancel the pressed button is gone: the next entry takes the focus, so a
  // keyboard user goes on from its first choice (not from the top of the page).
  const handed = useRef(false);
  const done = (s: PageState) => {
    handed.current = true;
    act(s);
  };
  const common = {
    lang: props.lang,
    s: props.s,
    sheet,
    engine: props.engine.entry,
    notationHref: props.notationHref,
    focusFirst: handed.current,
  };
  const editing = screen.editing;
  if (editing !== null) {
    const index = sheet.hands.findIndex((h) => h.id === editing);
    const row = evening.rows.find((r) => r.index === index);
    if (row === undefined) return null;
    return (
      <HandEntry
        key={`edit-${editing}`}
        {...common}
        initial={sheet.hands[index]!}
        seatsNow={row.seats}
        round={row.round}
        onDone={(hand) => done(page.saveHand(hand))}
        onCancel={() => done(page.editHand(null))}
      />
    );
  }
  const next = evening.next;
  if (next === null) return null;
  return (
    <HandEntry
      key={`new-${sheet.hands.length}-${fresh}`}
      {...common}
      seatsNow={next.seats}
      round={next.round}
      onDone={(hand) => done(page.addHand(hand))}
      onCancel={() => {
        handed.current = true;
        setFresh(fresh + 1);
      }}
    />
  );
}
