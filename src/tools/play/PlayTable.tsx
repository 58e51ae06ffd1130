// The play page's island: the options first, then the table. Everything but the rendering is in
// the headless controller (island.ts): it loads the table engine (rules, computer players,
// scoring: a chunk of its own), keeps the settings, the saved game and the history, paces the
// computer players and says where the focus belongs (island-state.ts). This file hands it the
// browser (browser-io.ts), renders its model, and carries out the focus and the keys. While
// another tab plays the game (table-owner.ts), this one shows only the offer to take it over.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { FanStrings } from '../../lessons/fan-puzzle/strings.ts';
import type { BlockLabels, WidgetLang } from '../../ui/types.ts';
import { fill } from '../../words/fill.ts';
import { AfterHand } from './AfterHand.tsx';
import { browserIO } from './browser-io.ts';
import { download, History } from './History.tsx';
import { createPlay } from './island.ts';
import { askingNow, focusOf, hintOpen, promptKey, setupOf, speedOf } from './island-state.ts';
import type { PatternNames } from './result.ts';
import type { RuleLinks } from './rule-links.ts';
import { Setup } from './Setup.tsx';
import { keyOf, SHORTCUTS } from './shortcuts.ts';
import { Away } from './Away.tsx';
import { away, plays } from './table-owner.ts';
import { seatingOf, type ErrorStrings, type PlayStrings } from './strings.ts';
import { Table } from './Table.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useFocus } from './use-focus.ts';
import { useTableKeys } from './use-table-keys.ts';

export interface PlayTableProps {
  lang: WidgetLang;
  t: PlayStrings;
  /** `game.error.*`: why the table refused a move. */
  errors: ErrorStrings;
  fan: FanStrings;
  labels: BlockLabels;
  names: PatternNames;
  links: RuleLinks;
  /** The replay viewer of this language (the history opens records there). */
  replayHref: string;
  /** The compare page of this language (a won hand opens there). */
  compareHref: string;
}

export default function PlayTable(props: PlayTableProps) {
  const { t, lang } = props;
  const form = useRef<HTMLFormElement>(null);
  const [ctl] = useState(() => createPlay(browserIO(() => form.current)));
  const [m, setModel] = useState(ctl.model);
  useEffect(() => {
    const off = ctl.subscribe(setModel);
    void ctl.start();
    return off;
  }, []);
  const { place, spot } = useFocus(focusOf(m));
  // Start and Next hand bring the hand into view (on a phone it is below the fold).
  useEffect(() => {
    if (m.dealt !== null) spot('hand-area')?.scrollIntoView({ block: 'center' });
  }, [m.dealt]);
  useTableKeys(t, (s) => {
    const r = ctl.shortcut(s);
    if (r?.kind === 'focus') spot(`key:${r.shortcut}`)?.focus();
    return r !== null;
  });
  const { engine, table, view } = m;
  const end = useMemo(
    () => (engine && table?.game.hand.result ? engine.handEnd(table.game, props.names) : null),
    [engine, table?.game.hand, props.names],
  );
  const keyList = fill(t['play.keys.list'], Object.fromEntries(SHORTCUTS.map((s) => [s, keyOf(t, s).toUpperCase()])));
  const asking = askingNow(m);
  const hint = hintOpen(m);
  const seating = view ? seatingOf(lang, view) : null;
  return (
    <div class="fl-play" data-prompt={promptKey(m)}>
      {m.opened.errors.map((e) => (
        <p class="fl-link-error" role="alert" key={e.code}>
          {t[e.code === 'bad-seed' ? 'play.link.badSeed' : 'play.link.badSpeed']}
        </p>
      ))}
      {m.failed && <p class="fl-link-error">{t['play.loadFailed']}</p>}
      {m.problem && (
        <div class="fl-link-error" role="alert">
          <p>
            {t[`play.saved.${m.problem}`]} {m.saveKept && t[`play.saved.${m.saveKept}`]}
          </p>
          <button type="button" class="fl-button" onClick={ctl.dismissSave}>
            {t['play.saved.dismiss']}
          </button>
        </div>
      )}
      {table && m.saveKept === 'refused' && <p class="fl-link-error">{t['play.saved.notSaved']}</p>}
      {away(m.owner) ? (
        <Away t={t} owner={m.owner} place={place} onTake={ctl.take} />
      ) : !table || !view || !seating ? (
        <Setup
          settings={setupOf(m)}
          t={t}
          seed={m.opened.link.seed}
          ready={engine !== null && plays(m.owner)}
          formRef={form}
          place={place}
          onChange={ctl.changeSettings}
          onStart={ctl.deal}
        />
      ) : (
        <>
          <Toolbar
            t={t}
            options={table.game.options}
            bot={table.bot}
            settings={{ ...m.settings, speed: speedOf(m) }}
            seed={table.game.seed}
            midHand={table.game.hand.phase.kind !== 'over'}
            asking={asking === 'new-game'}
            place={place}
            onAsk={(on) => ctl.ask(on ? 'new-game' : null)}
            onCoach={ctl.coach}
            onSpeed={ctl.speed}
            onNewGame={ctl.newGame}
          />
          <Table
            view={view}
            news={table.news}
            hints={table.hints}
            t={t}
            errors={props.errors}
            lang={lang}
            seating={seating}
            links={props.links}
            coach={table.coach}
            place={place}
            askingMahjong={asking === 'mahjong'}
            onAskMahjong={(on) => ctl.ask(on ? 'mahjong' : null)}
            advice={m.advice}
            hint={hint}
            trying={m.coachTrying}
            onHint={ctl.toggleHint}
            onMove={ctl.move}
          />
          <p class="fl-play-keys">
            <span>{t['play.keys.title']}:</span> {keyList}
          </p>
          {end && engine && (
            <AfterHand
              key={`${table.game.seed}-${table.game.handNumber}`}
              engine={engine}
              table={table}
              end={end}
              t={t}
              fan={props.fan}
              labels={props.labels}
              lang={lang}
              seating={seating}
              links={props.links}
              place={place}
              shareHref={ctl.shareHref() ?? ''}
              replayHref={props.replayHref}
              compareHref={props.compareHref}
              review={m.review}
              onReview={ctl.openReview}
              onNext={ctl.nextHand}
              onNewGame={ctl.newGame}
              onDownload={() => {
                const file = ctl.handFile();
                if (file) download(file.name, file.text);
              }}
            />
          )}
        </>
      )}
      <History t={t} hands={m.history} note={m.historyNote} replayHref={props.replayHref} />
      <p class="fl-sr-only" aria-live="polite">
        {m.announced ? fill(t['play.keys.announce'], { list: keyList }) : ''}
      </p>
    </div>
  );
}
