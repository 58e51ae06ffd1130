// A rule set's choice and the options the set-up offers for it (setup.ts OPTIONS_OF): the fan
// minimum, dangerous play, classic's limit, modern HK's cap and payments. Used for the evening's
// rule set and for the one scored alongside.
import { RULE_SETS, type RuleSetId } from '../../engine/rules/types.ts';
import { fill } from '../../words/fill.ts';
import {
  LIMIT_CHOICES,
  MAX_FAN_CHOICES,
  MIN_FAN_CHOICES,
  OPTION_DEFAULTS,
  OPTIONS_OF,
  type OptionChoices,
} from './setup.ts';
import { rulesWord, type SheetStrings } from './strings.ts';

interface Props {
  t: SheetStrings;
  id: string;
  label: string;
  /** null: none (only where `none` is offered). */
  rules: RuleSetId | null;
  options: OptionChoices;
  /** The words of "none", when the choice may be none. */
  none?: string;
  hint?: string;
  onChange: (rules: RuleSetId | null, options: OptionChoices) => void;
}

const numberSelect = <T extends number>(
  id: string,
  label: string,
  value: T,
  choices: readonly T[],
  word: (n: T) => string,
  set: (n: T) => void,
) => (
  <p class="fl-sheet-field">
    <label for={id}>{label}</label>
    <select
      id={id}
      value={String(value)}
      onChange={(e) => set(Number((e.currentTarget as HTMLSelectElement).value) as T)}
    >
      {choices.map((n) => (
        <option key={n} value={String(n)}>
          {word(n)}
        </option>
      ))}
    </select>
  </p>
);

export function RulesFields({ t, id, label, rules, options, none, hint, onChange }: Props) {
  const set = (patch: Partial<OptionChoices>) => onChange(rules, { ...options, ...patch });
  const offered = rules === null ? [] : OPTIONS_OF[rules];
  return (
    <>
      <p class="fl-sheet-field">
        <label for={`${id}-rules`}>{label}</label>
        <select
          id={`${id}-rules`}
          value={rules ?? ''}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            const next = v === '' ? null : (v as RuleSetId);
            onChange(next, next === null ? options : { ...OPTION_DEFAULTS[next] });
          }}
        >
          {none !== undefined && <option value="">{none}</option>}
          {RULE_SETS.map((r) => (
            <option key={r} value={r}>
              {rulesWord(t, r, 'long')}
            </option>
          ))}
        </select>
      </p>
      {hint && (
        <p class="fl-sheet-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {rules !== null && (
        <fieldset class="fl-sheet-options">
          <legend>{fill(t['sheet.setup.options'], { rules: rulesWord(t, rules, 'long') })}</legend>
          {offered.includes('minFan') &&
            numberSelect(
              `${id}-minFan`,
              t['sheet.setup.minFan'],
              options.minFan,
              MIN_FAN_CHOICES,
              (n) => (n === 0 ? t['sheet.setup.minFan.none'] : String(n)),
              (minFan) => set({ minFan }),
            )}
          {offered.includes('dangerousPlay') && (
            <p class="fl-sheet-check">
              <input
                id={`${id}-danger`}
                type="checkbox"
                checked={options.dangerousPlay}
                onChange={(e) => set({ dangerousPlay: (e.currentTarget as HTMLInputElement).checked })}
              />
              <label for={`${id}-danger`}>{t['sheet.setup.dangerousPlay']}</label>
            </p>
          )}
          {offered.includes('limit') &&
            numberSelect(`${id}-limit`, t['sheet.setup.limit'], options.limit, LIMIT_CHOICES, String, (limit) =>
              set({ limit }),
            )}
          {offered.includes('maxFan') &&
            numberSelect(`${id}-maxFan`, t['sheet.setup.maxFan'], options.maxFan, MAX_FAN_CHOICES, String, (maxFan) =>
              set({ maxFan }),
            )}
          {offered.includes('payment') && (
            <p class="fl-sheet-field">
              <label for={`${id}-payment`}>{t['sheet.setup.payment']}</label>
              <select
                id={`${id}-payment`}
                value={options.payment}
                onChange={(e) => set({ payment: (e.currentTarget as HTMLSelectElement).value as 'full' | 'half' })}
              >
                <option value="full">{t['sheet.setup.payment.full']}</option>
                <option value="half">{t['sheet.setup.payment.half']}</option>
              </select>
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
