// The table's single-key shortcuts, listened for on the whole page (the focus may be anywhere
// in the table, or nowhere) but never while the learner types in a field or holds a modifier.
// What a key does is the controller's (`shortcut`: nothing while the page asks a question of
// its own); this listener only reads the key.
import { useEffect, useRef } from 'preact/hooks';
import { shortcutOf, type Shortcut } from './shortcuts.ts';
import type { PlayStrings } from './strings.ts';

/** Input types a letter is typed into; on a checkbox or a button a letter is still a shortcut. */
const TEXT_INPUT = /^(text|search|email|number|password|tel|url)$/;

/** Is the learner typing (a text field, a menu whose letters pick an option)? Then a letter is no shortcut. */
const typing = (e: KeyboardEvent): boolean => {
  const el = e.target as HTMLElement | null;
  if (el === null) return false;
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && TEXT_INPUT.test((el as HTMLInputElement).type);
};

/** Listens for the shortcuts of `t`'s language; `press` says whether the key did something. */
export function useTableKeys(t: PlayStrings, press: (s: Shortcut) => boolean): void {
  const latest = useRef({ t, press });
  latest.current = { t, press };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
      const shortcut = shortcutOf(latest.current.t, e.key);
      if (shortcut !== null && latest.current.press(shortcut)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
