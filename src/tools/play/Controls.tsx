// What the learner is asked now and the buttons to answer: draw, a claim or pass (every claim
// the table allows is a button of its own, with no time limit), a kong, and Mah-Jongg. With
// coaching on, Mah-Jongg is offered only when it wins; with coaching off it is always there,
// and a call with a hand that does not win asks first, naming the penalty. With coaching on,
// each choice says what it would mean. Every button names its single-key shortcut.
import { Fragment, type ComponentChildren } from 'preact';
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { Move } from './controller.ts';
import type { ClaimOption, KongOption, Prompt, TableView } from './model.ts';
import type { Advice } from './coach.ts';
import { coachBox } from './coach-box.ts';
import type { RuleLinks } from './rule-links.ts';
import { keyOf, type Shortcut } from './shortcuts.ts';
import { lessonLink, seatName, tileVars, type PlayStrings, type Seating } from './strings.ts';
import type { Place } from './use-focus.ts';

interface ControlsProps {
  view: TableView;
  t: PlayStrings;
  lang: WidgetLang;
  seating: Seating;
  coach: boolean;
  /** Hands the question, its first answer and each shortcut's first button to the focus (use-focus.ts). */
  place: Place;
  /** Coaching off, Mah-Jongg chosen with a hand that does not win: the table asks first. */
  askingMahjong: boolean;
  onAskMahjong: (asking: boolean) => void;
  /** Coaching: the strong player's ranking for the question now, and whether the hint is open. */
  advice: Advice | null;
  hint: boolean;
  /** The strong player still tries the learner's choices out: the advice follows. */
  trying: boolean;
  onHint: () => void;
  onMove: (m: Move) => void;
  /** The lesson sections the coaching box links to. */
  links: RuleLinks;
}

function Tiles({ codes, lang }: { codes: readonly TileCode[]; lang: WidgetLang }) {
  return (
    <span class="fl-play-set">
      {codes.map((c, i) => (
        <TileView code={c} lang={lang} size={30} key={i} />
      ))}
    </span>
  );
}

interface ButtonProps {
  onClick: () => void;
  primary?: boolean;
  /** Where the focus may be put on this button: the question's first answer, a shortcut's first button. */
  place?: (el: HTMLElement | null) => void;
  /** The shortcut and its key (shown to assistive technology). */
  shortcut?: Shortcut;
  t?: PlayStrings;
  children: ComponentChildren;
}

function Button(props: ButtonProps) {
  const key = props.shortcut && props.t ? keyOf(props.t, props.shortcut).toUpperCase() : undefined;
  return (
    <button
      type="button"
      class={`fl-button${props.primary ? ' is-primary' : ''}`}
      ref={props.place}
      data-key={props.shortcut}
      aria-keyshortcuts={key}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function kongLabel(t: PlayStrings, lang: WidgetLang, k: KongOption): string {
  return fill(t[k.added ? 'play.action.addedKong' : 'play.action.concealedKong'], tileVars(lang, k.tile));
}

function claimLabel(t: PlayStrings, o: ClaimOption): string {
  return o.kind === 'chow' ? t['play.action.chow'] : o.kind === 'pung' ? t['play.action.pung'] : t['play.action.kong'];
}

function promptText(t: PlayStrings, lang: WidgetLang, seating: Seating, p: Prompt, confirm: TileCode | null): string {
  switch (p.kind) {
    case 'wait':
      if (p.answering) return t['play.prompt.answering'];
      return p.seat === seating.me
        ? t['play.prompt.wait.you']
        : fill(t['play.prompt.wait'], { who: seatName(t, seating, p.seat) });
    case 'draw':
      return t['play.prompt.draw'];
    case 'discard':
      if (confirm !== null) return fill(t['play.prompt.confirm'], tileVars(lang, confirm));
      return t[p.afterClaim ? 'play.prompt.discardAfterClaim' : 'play.prompt.discard'];
    case 'deal':
      return t['play.prompt.deal'];
    case 'claim':
      return fill(t['play.prompt.claim'], { who: seatName(t, seating, p.from), ...tileVars(lang, p.tile) });
    case 'rob':
      return fill(t['play.prompt.rob'], { who: seatName(t, seating, p.from), ...tileVars(lang, p.tile) });
    case 'over':
      return '';
  }
}

function Coach({
  view,
  t,
  seating,
  advice,
  hint,
  trying,
  links,
}: Pick<ControlsProps, 'view' | 't' | 'seating' | 'advice' | 'hint' | 'trying' | 'links'>) {
  const box = coachBox(t, seating, view, advice, hint, trying);
  if (box === null) return null;
  const lang = seating.lang;
  return (
    <div class="fl-play-coach">
      <p class="fl-play-coach-title">{t['play.coach.title']}</p>
      <ul>
        {box.lines.map((line, i) => (
          <li key={i}>
            {line.map((p) =>
              typeof p === 'string' ? (
                p
              ) : 'strong' in p ? (
                <strong>{p.strong}</strong>
              ) : (
                <Tiles codes={p.tiles} lang={lang} />
              ),
            )}
          </li>
        ))}
      </ul>
      {box.sections.length > 0 && (
        <p class="fl-play-coach-links">
          {box.sections.map((id, i) => (
            <Fragment key={id}>
              {i > 0 && ' · '}
              <a href={links[id].href}>{lessonLink(t, links[id].label)}</a>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}

export function Controls(props: ControlsProps) {
  const { view, t, lang, seating, onMove, place } = props;
  const p = view.prompt;
  if (p.kind === 'over') return null;
  const canWin = p.kind !== 'wait' && 'canWin' in p && p.canWin;
  const mahjong =
    props.coach && !canWin ? null : (
      <Button
        onClick={() => (canWin ? onMove({ type: 'mahjong' }) : props.onAskMahjong(true))}
        primary={canWin}
        shortcut="mahjong"
        t={t}
      >
        {t['play.action.mahjong']}
      </Button>
    );
  const kongs = (list: readonly KongOption[]) =>
    list.map((k, i) => (
      <Button
        onClick={() => onMove(k.move)}
        key={`k${i}`}
        shortcut="kong"
        t={t}
        place={i === 0 ? place('key:kong') : undefined}
      >
        {kongLabel(t, lang, k)}
      </Button>
    ));
  return (
    <div class={`fl-play-controls is-${p.kind}`} ref={place('question-area')}>
      <p class="fl-play-prompt">
        {promptText(t, lang, seating, p, view.confirm)}
        {(p.kind === 'claim' || p.kind === 'rob') && <TileView code={p.tile} lang={lang} size={40} highlight />}
      </p>
      <div class="fl-actions">
        {p.kind === 'draw' && (
          <Button onClick={() => onMove({ type: 'draw' })} primary place={place('answer')} shortcut="draw" t={t}>
            {t['play.action.draw']}
          </Button>
        )}
        {p.kind === 'deal' && (
          <Button onClick={() => onMove({ type: 'pass' })} place={place('answer')} shortcut="pass" t={t}>
            {t['play.action.carryOn']}
          </Button>
        )}
        {(p.kind === 'claim' || p.kind === 'rob') && (
          <Button onClick={() => onMove({ type: 'pass' })} place={place('answer')} shortcut="pass" t={t}>
            {t['play.action.pass']}
          </Button>
        )}
        {p.kind === 'claim' &&
          p.options.map((o, i) => (
            <Button
              onClick={() => onMove(o.move)}
              key={`c${i}`}
              shortcut={o.kind}
              t={t}
              place={p.options.findIndex((x) => x.kind === o.kind) === i ? place(`key:${o.kind}`) : undefined}
            >
              {claimLabel(t, o)} <Tiles codes={o.set} lang={lang} />
            </Button>
          ))}
        {(p.kind === 'discard' || p.kind === 'deal') && kongs(p.kongs)}
        {mahjong}
      </div>
      {props.askingMahjong && !canWin && (
        <div class="fl-play-confirm" role="alertdialog" aria-labelledby="fl-play-ask-mahjong">
          <p id="fl-play-ask-mahjong">{t['play.mahjong.confirm']}</p>
          <button type="button" class="fl-button" onClick={() => onMove({ type: 'mahjong' })}>
            {t['play.mahjong.yes']}
          </button>{' '}
          <button
            type="button"
            class="fl-button is-primary"
            ref={place('keep-mahjong')}
            onClick={() => props.onAskMahjong(false)}
          >
            {t['play.mahjong.no']}
          </button>
        </div>
      )}
      {props.coach && p.kind === 'discard' && (
        <p class="fl-play-hint-row">
          <Button onClick={props.onHint} shortcut="hint" t={t}>
            {t['play.coach.hint']}
          </Button>
        </p>
      )}
      {props.coach && (
        <Coach
          view={view}
          t={t}
          seating={seating}
          advice={props.advice}
          hint={props.hint}
          trying={props.trying}
          links={props.links}
        />
      )}
    </div>
  );
}
