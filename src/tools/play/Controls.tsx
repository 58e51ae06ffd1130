// What the learner is asked now and the buttons to answer: draw, a claim or pass (every claim
// the table allows is a button of its own, with no time limit), a kong, and Mah-Jongg, which is
// always there – a call the table cannot take is refused with the reason, a call that is no win
// is a false Mah-Jongg. With coaching on, each choice says what it would mean.
import type { ComponentChildren } from 'preact';
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { Move } from './controller.ts';
import type { ClaimOption, KongOption, Prompt, TableView } from './model.ts';
import { seatName, subjectName, tileText, tileVars, type PlayStrings, type Seating } from './strings.ts';

interface ControlsProps {
  view: TableView;
  t: PlayStrings;
  lang: WidgetLang;
  seating: Seating;
  coach: boolean;
  onMove: (m: Move) => void;
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

function Button(props: { onClick: () => void; primary?: boolean; first?: boolean; children: ComponentChildren }) {
  return (
    <button
      type="button"
      class={`fl-button${props.primary ? ' is-primary' : ''}`}
      data-autofocus={props.first ? '' : undefined}
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

/** The coaching line for one claim: what taking the tile would mean. */
function claimCoach(t: PlayStrings, lang: WidgetLang, o: ClaimOption, tile: TileCode): string {
  return fill(t[`play.coach.claim.${o.kind}`], {
    ...tileVars(lang, tile),
    set: o.set.map((c) => tileText(lang, c)).join(', '),
  });
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

function Coach({ view, t, lang, seating }: Omit<ControlsProps, 'onMove' | 'coach'>) {
  const p = view.prompt;
  const lines: ComponentChildren[] = [];
  if ((p.kind === 'discard' || p.kind === 'claim' || p.kind === 'rob') && p.canWin) lines.push(t['play.coach.canWin']);
  if (p.kind === 'claim') for (const o of p.options) lines.push(claimCoach(t, lang, o, p.tile));
  if (p.kind === 'rob') lines.push(fill(t['play.coach.rob'], { who: subjectName(t, seating, p.from) }));
  if (p.kind === 'deal') lines.push(t['play.coach.deal']);
  if (view.waits !== null && view.waits.length > 0) {
    lines.push(
      <>
        {t['play.coach.waits']} <Tiles codes={view.waits} lang={lang} />
      </>,
    );
  } else if (view.waits !== null) lines.push(t['play.coach.notWaiting']);
  if (lines.length === 0) return null;
  return (
    <div class="fl-play-coach">
      <p class="fl-play-coach-title">{t['play.coach.title']}</p>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </div>
  );
}

export function Controls(props: ControlsProps) {
  const { view, t, lang, seating, onMove } = props;
  const p = view.prompt;
  if (p.kind === 'over') return null;
  const mahjong = (
    <Button onClick={() => onMove({ type: 'mahjong' })} primary={p.kind !== 'wait' && 'canWin' in p && p.canWin}>
      {t['play.action.mahjong']}
    </Button>
  );
  const kongs = (list: readonly KongOption[]) =>
    list.map((k, i) => (
      <Button onClick={() => onMove(k.move)} key={`k${i}`}>
        {kongLabel(t, lang, k)}
      </Button>
    ));
  return (
    <div class={`fl-play-controls is-${p.kind}`}>
      <p class="fl-play-prompt">
        {promptText(t, lang, seating, p, view.confirm)}
        {(p.kind === 'claim' || p.kind === 'rob') && <TileView code={p.tile} lang={lang} size={40} highlight />}
      </p>
      <div class="fl-actions">
        {p.kind === 'draw' && (
          <Button onClick={() => onMove({ type: 'draw' })} primary first>
            {t['play.action.draw']}
          </Button>
        )}
        {p.kind === 'deal' && (
          <Button onClick={() => onMove({ type: 'pass' })} first>
            {t['play.action.carryOn']}
          </Button>
        )}
        {(p.kind === 'claim' || p.kind === 'rob') && (
          <Button onClick={() => onMove({ type: 'pass' })} first>
            {t['play.action.pass']}
          </Button>
        )}
        {p.kind === 'claim' &&
          p.options.map((o, i) => (
            <Button onClick={() => onMove(o.move)} key={`c${i}`}>
              {claimLabel(t, o)} <Tiles codes={o.set} lang={lang} />
            </Button>
          ))}
        {(p.kind === 'discard' || p.kind === 'deal') && kongs(p.kongs)}
        {mahjong}
      </div>
      {props.coach && <Coach view={view} t={t} lang={lang} seating={seating} />}
    </div>
  );
}
