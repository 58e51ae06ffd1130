// The table's single-key shortcuts, listened for on the whole page (the focus may be anywhere
// in the table, or nowhere) but never while the learner types in a field, holds a modifier, or
// has a question of the table open.
import { useEffect, useRef } from 'preact/hooks';
import type { Move } from './controller.ts';
import type { TableView } from './model.ts';
import { shortcutAction, shortcutOf } from './shortcuts.ts';
import type { PlayStrings } from './strings.ts';

export interface KeyTargets {
  t: PlayStrings;
  view: TableView | null;
  coach: boolean;
  root: { current: HTMLElement | null };
  onMove: (m: Move) => void;
  onAskMahjong: () => void;
  onHint: () => void;
}

/** Input types a letter is typed into; on a checkbox or a button a letter is still a shortcut. */
const TEXT_INPUT = /^(text|search|email|number|password|tel|url)$/;

/** Is the learner typing (a text field, a menu whose letters pick an option)? Then a letter is no shortcut. */
const typing = (e: KeyboardEvent): boolean => {
  const el = e.target as HTMLElement | null;
  if (el === null) return false;
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && TEXT_INPUT.test((el as HTMLInputElement).type);
};

export function useTableKeys(targets: KeyTargets): void {
  const latest = useRef(targets);
  latest.current = targets;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { t, view, coach, root, onMove, onAskMahjong, onHint } = latest.current;
      if (view === null || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
      // A question of the table's own is open ("New game?", "Call anyway?"): it is answered first.
      if (root.current?.querySelector('[role="alertdialog"]')) return;
      const shortcut = shortcutOf(t, e.key);
      const r = shortcut === null ? null : shortcutAction(shortcut, view.prompt, coach);
      if (r === null) return;
      e.preventDefault();
      if (r.kind === 'move') onMove(r.move);
      else if (r.kind === 'ask-mahjong') onAskMahjong();
      else if (r.kind === 'hint') onHint();
      else root.current?.querySelector<HTMLElement>(`[data-key="${r.shortcut}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
