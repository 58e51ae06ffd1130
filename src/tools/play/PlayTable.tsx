// The play page's island. It shows the options first, then the table; the table engine (rules,
// computer players, scoring) arrives by a dynamic import in a chunk of its own. State changes
// only through the controller's `update`; this file keeps the timers that pace the computer
// players, moves the focus to whatever the table asks next, and reads and writes the settings.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { FanStrings } from '../../lessons/fan-puzzle/strings.ts';
import type { BlockLabels, WidgetLang } from '../../ui/types.ts';
import type { Move, TableState } from './controller.ts';
import { loadTable, type TableEngine } from './load.ts';
import type { PatternNames } from './result.ts';
import type { RuleLinks } from './rule-links.ts';
import { changedEarly, Setup } from './Setup.tsx';
import {
  makePlayLink,
  makeSettings,
  parsePlayLink,
  parseSettings,
  PLAY_DEFAULTS,
  seedFrom,
  suggestedBot,
  SETTINGS_KEY,
  SPEED_DELAY,
  type PlayLinkResult,
  type PlaySettings,
} from './settings.ts';
import { seatingOf, type ErrorStrings, type PlayStrings } from './strings.ts';
import { Table } from './Table.tsx';
import { Toolbar } from './Toolbar.tsx';
import { download, History } from './History.tsx';
import { useSavedGame } from './use-saved-game.ts';
import { useTableKeys } from './use-table-keys.ts';
import { useAdvice } from './use-advice.ts';
import { AfterHand } from './AfterHand.tsx';
import { SHORTCUTS, keyOf } from './shortcuts.ts';
import { fill } from '../../words/fill.ts';
import { localStore, readText, writeItem } from '../../ui/storage.ts';

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
}

/** The stored settings; storage blocked: play with the defaults. */
const readSettings = (): PlaySettings => parseSettings(readText(localStore(), SETTINGS_KEY));

/** Storage full or blocked: the settings hold for this visit only. */
const saveSettings = (s: PlaySettings): void => void writeItem(localStore(), SETTINGS_KEY, makeSettings(s));

/** The address bar names the game being played, so a reload or a shared link deals it again. */
function showSeed(seed: number): void {
  const params = new URLSearchParams(window.location.search);
  params.set('seed', String(seed));
  const url = `${window.location.pathname}?${params.toString()}`;
  window.history.replaceState(window.history.state, '', url);
}

/** The link that deals this game again (a function of the seed, so it is not kept as state). */
const shareHrefOf = (seed: number): string => `${window.location.pathname}${makePlayLink(seed)}`;

const NO_LINK: PlayLinkResult = { link: { seed: null, speed: null }, errors: [] };

/** Is the learner playing (focus on the hand, the question, or nowhere)? Only then does the focus follow the game. */
function focusIsOurs(root: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return root?.contains(active) === true && active.closest('.fl-play-hand, .fl-play-controls') !== null;
}

export default function PlayTable(props: PlayTableProps) {
  const { t, lang } = props;
  const [engine, setEngine] = useState<TableEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const [settings, setSettings] = useState<PlaySettings>(PLAY_DEFAULTS);
  // What the page's link asked for: its seed until the first deal, its speed until the learner
  // picks one, its errors until the first deal.
  const [opened, setOpened] = useState<PlayLinkResult>(NO_LINK);
  const [table, setTable] = useState<TableState | null>(null);
  const [focusToken, setFocusToken] = useState(0);
  // Coaching off, Mah-Jongg chosen with a hand that does not win: asking first (until the next question).
  const [askingMahjong, setAskingMahjong] = useState(false);
  // The question the hint was opened for: it closes by itself when the table asks something
  // new, also when the key arrives between the new question's render and its effects.
  const [hintAt, setHintAt] = useState<string | null>(null);
  // Start and Next hand bring the hand into view (on a phone it is below the fold).
  const [scrollToken, setScrollToken] = useState(0);
  // The shortcuts are read out once, when the first table appears.
  const [said, setSaid] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const saved = useSavedGame(engine, table, (s) => {
    setTable((now) => now ?? s); // a game dealt meanwhile wins over the saved one
    showSeed(s.game.seed);
    setOpened((o) => ({ link: { ...o.link, seed: null }, errors: [] }));
  });

  useEffect(() => {
    // A choice made in the form before this script ran is the learner's latest word: it wins
    // over the stored settings and the link's speed, and is stored.
    const early = changedEarly(root.current?.querySelector('form'), setupSettings);
    const link = parsePlayLink(window.location.search);
    if (Object.keys(early).length === 0) setSettings(readSettings());
    else changeSettings({ ...readSettings(), ...early });
    setOpened(early.speed === undefined ? link : { ...link, link: { ...link.link, speed: null } });
    loadTable().then(
      (e) => setEngine(() => e),
      () => setFailed(true),
    );
  }, []);

  const changeSettings = (s: PlaySettings) => {
    setSettings(s);
    saveSettings(s);
  };
  const speed = opened.link.speed ?? settings.speed;
  // Until the learner picks a level, the setup shows and deals the suggested one.
  const setupSettings = { ...settings, bot: suggestedBot(settings, saved.history.length) };
  const view = useMemo(() => (engine && table ? engine.tableView(table) : null), [engine, table]);
  const promptKey = view ? `${view.prompt.kind}:${table!.game.handNumber}:${table!.game.hand.events.length}` : '';
  const hint = hintAt !== null && hintAt === promptKey;
  const toggleHint = () => setHintAt((at) => (at === promptKey ? null : promptKey));
  const end = useMemo(
    () => (engine && table && table.game.hand.result ? engine.handEnd(table.game, props.names) : null),
    [engine, table?.game.hand],
  );
  const step = engine && table ? engine.nextStep(table) : null;
  // The strong player's ranking: for a claim at once, for a discard when the hint is asked for
  // (prepared on idle, so that the hint answers at once).
  const advice = useAdvice(engine, table, hint || table?.game.hand.phase.kind === 'claims');

  // The computer players move one visible step at a time, with a pause the learner can read.
  useEffect(() => {
    if (!engine || !table || step !== 'computer') return;
    const ms = SPEED_DELAY[speed];
    const id = window.setTimeout(() => setTable((s) => s && engine.update(s, { type: 'advance', all: ms === 0 })), ms);
    return () => window.clearTimeout(id);
  }, [engine, table, speed]);

  // Whatever the table asks next takes the focus, if the learner is playing.
  useEffect(() => {
    setAskingMahjong(false);
    if (!view || !focusIsOurs(root.current)) return;
    const kind = view.prompt.kind;
    if (kind === 'discard') setFocusToken((n) => n + 1);
    // While the others play, the focus stays in the hand (a discarded tile's button is gone).
    else if (kind === 'wait') root.current?.querySelector<HTMLElement>('.fl-play-hand [tabindex="0"]')?.focus();
    else root.current?.querySelector<HTMLElement>('.fl-play-controls [data-autofocus]')?.focus();
  }, [promptKey]);
  useEffect(() => {
    if (askingMahjong) root.current?.querySelector<HTMLElement>('[data-ask-keep]')?.focus();
  }, [askingMahjong]);
  useEffect(() => {
    if (scrollToken > 0) root.current?.querySelector('.fl-play-hand')?.scrollIntoView({ block: 'center' });
  }, [scrollToken]);
  const keyList = fill(t['play.keys.list'], Object.fromEntries(SHORTCUTS.map((s) => [s, keyOf(t, s).toUpperCase()])));
  useEffect(() => {
    if (table && said === '') window.setTimeout(() => setSaid(fill(t['play.keys.announce'], { list: keyList })), 500);
  }, [table !== null]);
  useTableKeys({
    t,
    view,
    coach: table?.coach ?? false,
    root,
    onMove: (m) => onMove(m),
    onAskMahjong: () => setAskingMahjong(true),
    onHint: toggleHint,
  });

  const start = () => {
    if (!engine) return;
    const seed = opened.link.seed ?? seedFrom(Math.random());
    // The link's game is dealt once; "new game" then deals a fresh one.
    setOpened((o) => ({ link: { ...o.link, seed: null }, errors: [] }));
    showSeed(seed);
    setScrollToken((n) => n + 1);
    setTable(
      engine.createTable(seed, {
        minFan: settings.minFan,
        dangerousPlay: settings.dangerousPlay,
        changeSeats: settings.changeSeats,
        bot: setupSettings.bot,
        coach: settings.hints,
      }),
    );
  };
  const onMove = (move: Move) => setTable((s) => (s && engine ? engine.update(s, { type: 'move', move }) : s));
  const downloadHand = () => {
    if (engine && table)
      download(`fan-laak-${table.game.seed}-${table.game.handNumber}.json`, engine.recordText(table));
  };
  const newGame = () => {
    saved.forget();
    setTable(null);
  };

  const seating = view ? seatingOf(lang, view) : null;
  return (
    <div class="fl-play" ref={root} data-prompt={promptKey}>
      {opened.errors.map((e) => (
        <p class="fl-link-error" role="alert" key={e.code}>
          {t[e.code === 'bad-seed' ? 'play.link.badSeed' : 'play.link.badSpeed']}
        </p>
      ))}
      {failed && <p class="fl-link-error">{t['play.loadFailed']}</p>}
      {saved.problem && (
        <div class="fl-link-error" role="alert">
          <p>{t[`play.saved.${saved.problem}`]}</p>
          <button type="button" class="fl-button" onClick={saved.forget}>
            {t['play.saved.dismiss']}
          </button>
        </div>
      )}
      {!table || !view || !seating ? (
        <Setup
          settings={setupSettings}
          t={t}
          seed={opened.link.seed}
          ready={engine !== null}
          onChange={changeSettings}
          onStart={start}
        />
      ) : (
        <>
          <Toolbar
            t={t}
            options={table.game.options}
            bot={table.bot}
            settings={{ ...settings, speed }}
            seed={table.game.seed}
            midHand={table.game.hand.phase.kind !== 'over'}
            onCoach={(on) => {
              changeSettings({ ...settings, hints: on });
              setTable((s) => s && engine && engine.update(s, { type: 'coach', on }));
            }}
            onSpeed={(s) => {
              setOpened((o) => ({ ...o, link: { ...o.link, speed: null } }));
              changeSettings({ ...settings, speed: s });
            }}
            onNewGame={newGame}
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
            focusToken={focusToken}
            askingMahjong={askingMahjong}
            onAskMahjong={setAskingMahjong}
            advice={advice}
            hint={hint}
            onHint={toggleHint}
            onMove={onMove}
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
              shareHref={shareHrefOf(table.game.seed)}
              replayHref={props.replayHref}
              onNext={() => {
                setScrollToken((n) => n + 1);
                setTable((s) => s && engine.update(s, { type: 'next-hand' }));
              }}
              onNewGame={newGame}
              onDownload={downloadHand}
            />
          )}
        </>
      )}
      <History t={t} hands={saved.history} replayHref={props.replayHref} />
      <p class="fl-sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
