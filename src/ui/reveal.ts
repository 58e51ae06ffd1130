// Scrolling a control into view under an instruction that should stay readable (the guided
// hand on a phone, where the instruction sits above the table and a move scrolls it away).

/**
 * Nothing moves while the instruction and the target are both wholly on screen. Otherwise the
 * instruction's top goes to the top of the screen (a target in a bar stuck to the bottom of the
 * screen is then in view with it), and if the target is still not wholly visible, the target is
 * scrolled in (it wins over the instruction). At once, not smoothly: two smooth scrolls in a row
 * race (the second can stop where the first had gone), and a smooth one is still moving when the
 * next tap lands.
 */
export function reveal(instruction: Element | null, target: Element): void {
  const screen = window.innerHeight;
  const whole = (e: Element): boolean => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= screen;
  };
  if (whole(target) && (instruction === null || whole(instruction))) return;
  const by = (dy: number) => dy !== 0 && window.scrollBy({ top: dy, behavior: 'instant' });
  if (instruction !== null) by(instruction.getBoundingClientRect().top);
  const t = target.getBoundingClientRect();
  if (t.bottom > screen) by(t.bottom - screen);
  else if (t.top < 0) by(t.top);
}
