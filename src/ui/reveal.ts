// Scrolling a control into view under an instruction that should stay readable (the guided
// hand on a phone, where the instruction sits above the table and a move scrolls it away).

/**
 * One scroll brings back the instruction's top together with the target when both fit on the
 * screen, else the target alone; at once, not smoothly: two smooth scrolls in a row race (the
 * second can stop where the first had gone), and a smooth one is still moving when the next
 * tap lands.
 */
export function reveal(instruction: Element | null, target: Element): void {
  const screen = window.innerHeight;
  const t = target.getBoundingClientRect();
  const c = instruction?.getBoundingClientRect();
  let dy = 0;
  if (c !== undefined && t.bottom - c.top <= screen && c.top < 0) dy = c.top;
  else if (t.bottom > screen) dy = t.bottom - screen;
  else if (t.top < 0) dy = t.top;
  if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' });
}
