// What the calculator says right under the hand while it is being built: the tiles a 13-tile
// hand waits for (a tap adds one as the winning tile); for a complete hand, until the visitor
// has said how it was won, the ways it can have been won (a tap picks one: there is no default);
// then the score at a glance with how and from whom, and a link down to the breakdown, or why
// it cannot be scored.
import type { Ref } from 'preact';
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { wordsOf } from '../hand-editor/strings.ts';
import type { CalcResult, WinChoice } from './result.ts';
import type { Stage } from './state.ts';
import { choiceText, headlineText, howText, scoreErrorText, type CalcStrings } from './strings.ts';

export interface GlanceProps {
  stage: Stage | null;
  /** The waits of a waiting hand, as tile codes. */
  waits: readonly string[];
  result: CalcResult | null;
  s: CalcStrings;
  lang: WidgetLang;
  /** The id of the result section, for the link down to it. */
  resultId: string;
  onPick: (code: string) => void;
  /** The score (or why there is none) takes the focus after a pick, so the keyboard stays near it. */
  scoreRef: Ref<HTMLParagraphElement>;
  /** A complete hand whose way of winning is not chosen yet: the ways it can have been won. */
  choices: readonly WinChoice[] | null;
  onChoose: (c: WinChoice) => void;
}

function Choices({
  choices,
  s,
  onChoose,
}: {
  choices: readonly WinChoice[];
  s: CalcStrings;
  onChoose: GlanceProps['onChoose'];
}) {
  return (
    <div class="fl-calc-ask">
      <p class="fl-calc-glance">
        <strong>{s.t['calc.askWin']}</strong>
      </p>
      <ul>
        {choices.map((c) => (
          <li key={`${c.win}-${c.from ?? ''}`}>
            <button type="button" class="fl-button" onClick={() => onChoose(c)}>
              {choiceText(s, c.win, c.from)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Waits({ waits, s, lang, onPick }: Pick<GlanceProps, 'waits' | 's' | 'lang' | 'onPick'>) {
  if (waits.length === 0) return <p class="fl-calc-glance">{s.t['calc.waitsNone']}</p>;
  return (
    <div class="fl-calc-waits">
      <p class="fl-calc-glance">{s.t['calc.waits']}</p>
      <ul>
        {waits.map((code) => (
          <li key={code}>
            <button
              type="button"
              class="fl-calc-wait"
              aria-label={fill(s.t['calc.pickWinning'], wordsOf(code, lang))}
              onClick={() => onPick(code)}
            >
              <TileView code={code as TileCode} lang={lang} size={40} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Glance({ stage, waits, result, s, lang, resultId, onPick, scoreRef, choices, onChoose }: GlanceProps) {
  let body = null;
  if (stage?.kind === 'waiting') body = <Waits waits={waits} s={s} lang={lang} onPick={onPick} />;
  else if (stage?.kind === 'complete' && choices !== null)
    body = <Choices choices={choices} s={s} onChoose={onChoose} />;
  else if (result && !result.ok)
    body = (
      <p class="fl-calc-glance is-problem" ref={scoreRef} tabIndex={-1}>
        {scoreErrorText(s, result.error)}
      </p>
    );
  else if (result?.ok) {
    const hke = result.value.hke;
    const how = howText(s, result.value);
    const text = !hke.legal
      ? headlineText(s, result.value)
      : hke.limits.length > 0
        ? fill(s.t['calc.glanceLimit'], { points: hke.points, how })
        : fill(s.t['calc.glance'], { fan: hke.fan, points: hke.points, how });
    body = (
      <p class="fl-calc-glance is-score" ref={scoreRef} tabIndex={-1}>
        <strong>{text}</strong> <a href={`#${resultId}`}>{s.t['calc.toResult']}</a>
      </p>
    );
  }
  // Polite: the waits and the score are read out after the status line above.
  return (
    <div class="fl-calc-live" aria-live="polite">
      {body}
    </div>
  );
}
