// The focus as the view carries it out: the model says which control it belongs on
// (island-state.ts `focusOf`); the controls hand their elements in by name (`place`), and the
// focus moves when the target or its moment changes, never when the page opens. A target that
// follows the game moves the focus only while the learner is playing: the focus is in the hand,
// the question, or nowhere (not in the toolbar, a link, the history).
import { useEffect, useRef } from 'preact/hooks';
import type { Focus, FocusTarget } from './island-state.ts';
import type { Shortcut } from './shortcuts.ts';

/** A control or area the view can focus: a focus target, the first button of a shortcut, the hand or the question. */
export type Spot = FocusTarget | `key:${Shortcut}` | 'hand-area' | 'question-area';
/** The ref that hands a spot's element in. */
export type Place = (spot: Spot) => (el: HTMLElement | null) => void;

export function useFocus(focus: Focus): { place: Place; spot: (s: Spot) => HTMLElement | null } {
  const spots = useRef(new Map<Spot, HTMLElement>());
  const opened = useRef(false);
  // An element leaving hands in null: the map keeps the last one, and a detached one is skipped.
  const place: Place = (s) => (el) => {
    if (el) spots.current.set(s, el);
  };
  const spot = (s: Spot): HTMLElement | null => {
    const el = spots.current.get(s);
    return el?.isConnected ? el : null;
  };
  const playing = (): boolean => {
    const active = document.activeElement;
    if (active === null || active === document.body) return true;
    return [spot('hand-area'), spot('question-area')].some((area) => area?.contains(active) === true);
  };
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    if (!focus.follow || playing()) spot(focus.target)?.focus();
  }, [focus.target, focus.at]);
  return { place, spot };
}
