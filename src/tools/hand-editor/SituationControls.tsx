// How the hand was won: seat and prevalent wind, the way of winning, the discarder (only when
// someone discarded or was robbed), and the three rare facts. Native controls with labels. A
// page that asks for the way of winning (the calculator) shows it unchosen until it is picked.
import { WIN_KINDS, type WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type WindLetter } from '../../engine/tiles.ts';
import type { LinkSituation } from '../shared/hand-link.ts';
import { shownFrom } from './state.ts';
import type { EditorStrings } from './strings.ts';

export interface SituationControlsProps {
  situation: LinkSituation;
  s: EditorStrings;
  /** The editor's script runs: until then the fields are disabled (a choice would be lost). */
  ready: boolean;
  onChange: (patch: Partial<LinkSituation>) => void;
  /** False: the way of winning shows "choose" and no discarder, until one is picked. */
  winChosen: boolean;
}

function WindSelect({
  label,
  value,
  winds,
  s,
  onChange,
}: {
  label: string;
  value: WindLetter;
  winds: readonly WindLetter[];
  s: EditorStrings;
  onChange: (w: WindLetter) => void;
}) {
  return (
    <label class="fl-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.currentTarget.value as WindLetter)}>
        {winds.map((w) => (
          <option value={w} key={w}>
            {s.t[`wind.${w}`]}
          </option>
        ))}
      </select>
    </label>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label class="fl-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function SituationControls({ situation: sit, s, ready, onChange, winChosen }: SituationControlsProps) {
  const from = winChosen ? shownFrom(sit) : null;
  return (
    <fieldset class="fl-situation-controls" disabled={!ready}>
      <legend>{s.t['editor.situation']}</legend>
      <div class="fl-situation-fields">
        <WindSelect
          label={s.t['editor.seat']}
          value={sit.seat}
          winds={WIND_LETTERS}
          s={s}
          onChange={(seat) => onChange({ seat })}
        />
        <WindSelect
          label={s.t['editor.round']}
          value={sit.round}
          winds={WIND_LETTERS}
          s={s}
          onChange={(round) => onChange({ round })}
        />
        <label class="fl-field fl-field-wide">
          <span>{s.t['editor.win']}</span>
          <select
            value={winChosen ? sit.win : ''}
            onChange={(e) => e.currentTarget.value !== '' && onChange({ win: e.currentTarget.value as WinKind })}
          >
            {!winChosen && (
              <option value="" disabled>
                {s.t['editor.win.choose']}
              </option>
            )}
            {WIN_KINDS.map((w) => (
              <option value={w} key={w}>
                {s.t[`editor.win.${w}`]}
              </option>
            ))}
          </select>
        </label>
        {from !== null && (
          <WindSelect
            label={sit.win === 'robbing-kong' ? s.t['editor.fromRobbed'] : s.t['editor.from']}
            value={from}
            winds={WIND_LETTERS.filter((w) => w !== sit.seat)}
            s={s}
            onChange={(f) => onChange({ from: f })}
          />
        )}
      </div>
      <div class="fl-situation-checks">
        <Check label={s.t['editor.lastTile']} checked={sit.lastTile} onChange={(lastTile) => onChange({ lastTile })} />
        <Check label={s.t['editor.heaven']} checked={sit.heaven} onChange={(heaven) => onChange({ heaven })} />
        <Check label={s.t['editor.earth']} checked={sit.earth} onChange={(earth) => onChange({ earth })} />
      </div>
    </fieldset>
  );
}
