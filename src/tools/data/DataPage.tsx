// The data page's island: what this browser keeps and its download, a file chosen or pasted and
// what it holds, the question (merge or replace, and which game or settings stay), the outcome.
// Everything but the rendering is in the headless controller (island.ts); this file hands it the
// browser and moves the focus to what the learner must read next (the question, the outcome).
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { localDay } from '../../ui/storage-backup.ts';
import { localStore } from '../../ui/storage.ts';
import { MAX_FILE } from './file.ts';
import { createData, type DataIO, type Stage } from './island.ts';
import { loadDataEngine } from './load.ts';
import { PICKED_PARTS } from './merge.ts';
import { errorText, type DataStrings } from './strings.ts';
import { factLines, factsOf } from './summary.ts';

export interface DataProps {
  t: DataStrings;
  /** The slugs of the site's lessons, to count lesson progress against. */
  lessons: readonly string[];
}

const browserIO = (): DataIO => ({
  store: localStore(),
  loadEngine: loadDataEngine,
  today: () => localDay(),
  now: () => new Date().toISOString(),
});

function download(file: { name: string; text: string }): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The outcome or refusal of an import, in words; null while there is none. */
function outcome(t: DataStrings, s: Stage): { text: string; alert: boolean } | null {
  switch (s.kind) {
    case 'refused':
      return { text: errorText(t, s.error), alert: true };
    case 'engine-failed':
      return { text: t['data.engineFailed'], alert: true };
    case 'read-failed':
      return { text: t['data.readFailed'], alert: true };
    case 'failed':
      return { text: t['data.failed'], alert: true };
    case 'done':
      return { text: t[`data.done.${s.how}`], alert: false };
    case 'reading':
      return { text: t['data.import.reading'], alert: false };
    default:
      return null;
  }
}

export default function DataPage({ t, lessons }: DataProps) {
  const [ctl] = useState(() => createData(browserIO()));
  // The page as first drawn (before the script runs) reads `here` null: the inputs wait for it.
  const [m, setModel] = useState(ctl.model);
  const [pasted, setPasted] = useState('');
  const ask = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const off = ctl.subscribe(setModel);
    void ctl.start();
    return off;
  }, []);
  const kind = m.stage.kind;
  useEffect(() => {
    if (kind === 'asking') ask.current?.focus();
    else if (kind !== 'idle' && kind !== 'reading') said.current?.focus();
  }, [kind]);

  const today = localDay();
  const here = m.here === null ? null : factLines(t, factsOf(m.here, lessons, today));
  const onFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    // Over the limit the file is refused unread rather than loaded whole.
    if (file.size > MAX_FILE) return ctl.tooLarge();
    let text: string;
    try {
      text = await file.text();
    } catch {
      return ctl.readFailed();
    } finally {
      input.value = '';
    }
    await ctl.read(text);
  };
  const said_ = outcome(t, m.stage);
  const s = m.stage;

  return (
    <div class="fl-data">
      <section aria-labelledby="fl-data-here">
        <h2 id="fl-data-here">{t['data.here.title']}</h2>
        {here === null && (
          <p class="fl-data-status" aria-busy="true">
            {t['data.here.checking']}
          </p>
        )}
        {here !== null && here.length === 0 && <p class="fl-data-status">{t['data.here.none']}</p>}
        {here !== null && here.length > 0 && (
          <ul class="fl-data-facts">
            {here.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {/* Drawn before the script has read the storage, so that nothing below moves when it has. */}
        <p class="fl-actions">
          <button
            type="button"
            class="fl-button is-primary"
            disabled={here === null || here.length === 0}
            onClick={() => void ctl.exportFile().then(download)}
          >
            {t['data.export']}
          </button>
        </p>
        <p class="fl-note">{t['data.export.note']}</p>
      </section>

      <section aria-labelledby="fl-data-import">
        <h2 id="fl-data-import">{t['data.import.title']}</h2>
        <p class="fl-actions">
          <label class="fl-button fl-file-button">
            <span>{t['data.import.file']}</span>
            <input
              type="file"
              accept=".json,application/json"
              class="fl-sr-only"
              disabled={m.here === null}
              onChange={(e) => void onFile(e)}
            />
          </label>
        </p>
        <p class="fl-data-paste">
          <label for="fl-data-text">{t['data.import.paste']}</label>
          <textarea
            id="fl-data-text"
            rows={4}
            spellcheck={false}
            disabled={m.here === null}
            value={pasted}
            onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)}
          />
          <button type="button" class="fl-button" disabled={pasted.trim() === ''} onClick={() => void ctl.read(pasted)}>
            {t['data.import.read']}
          </button>
        </p>
        <p
          ref={said}
          tabIndex={-1}
          class={`fl-status fl-data-said${said_?.alert ? ' is-refused' : ''}`}
          role={said_?.alert ? 'alert' : 'status'}
        >
          {said_?.text ?? ''}
        </p>
        {s.kind === 'asking' && (
          <div class="fl-data-ask">
            <h3 ref={ask} tabIndex={-1}>
              {fill(t['data.import.holds'], { date: s.exported.slice(0, 10) })}
            </h3>
            <ul class="fl-data-facts">
              {factLines(t, factsOf(s.file, lessons, today)).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{t['data.import.ask']}</p>
            {PICKED_PARTS.filter((p) => s.conflicts.includes(p)).map((part) => (
              <fieldset key={part} class="fl-data-pick">
                <legend>{t[`data.pick.${part}`]}</legend>
                {(['here', 'file'] as const).map((side) => (
                  <label key={side}>
                    <input
                      type="radio"
                      name={`fl-data-pick-${part}`}
                      checked={(s.picks[part] ?? 'here') === side}
                      onChange={() => ctl.pick(part, side)}
                    />{' '}
                    {t[`data.pick.${side}`]}
                  </label>
                ))}
              </fieldset>
            ))}
            <p class="fl-note">{t['data.import.mergeNote']}</p>
            <p class="fl-note">{t['data.import.replaceNote']}</p>
            <p class="fl-actions">
              <button type="button" class="fl-button is-primary" onClick={() => void ctl.merge()}>
                {t['data.merge']}
              </button>
              <button type="button" class="fl-button" onClick={() => void ctl.replace()}>
                {t['data.replace']}
              </button>
              <button type="button" class="fl-button" onClick={ctl.cancel}>
                {t['data.cancel']}
              </button>
            </p>
          </div>
        )}
      </section>

      {m.replaced !== null && (
        <section aria-labelledby="fl-data-replaced">
          <h2 id="fl-data-replaced">{t['data.backup.title']}</h2>
          <p>{fill(t['data.backup.note'], { date: m.replaced.exported.slice(0, 10) })}</p>
          <p class="fl-actions">
            <button type="button" class="fl-button" onClick={() => void download(ctl.replacedFile()!)}>
              {t['data.backup.download']}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
