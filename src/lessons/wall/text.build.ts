// The words of the wall stepper, filled from a WallPlan at build time: each step's title, its
// description (the figure caption, also announced when the step is shown) and the picture's
// short text alternative. Numbers come from the plan, never from the strings.
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import { text } from '../../build/dictionary.ts';
import { TURN_ORDER } from '../../ui/seats.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { DEAD_STACKS, dealtTiles, nextSeat, type WallPlan } from './plan.ts';
import { WALL_STEPS, type WallLabels, type WallStep } from './svg.ts';

export interface WallStepText {
  step: WallStep;
  /** "Step 2 of 4" */
  position: string;
  title: string;
  description: string;
  /** What the picture shows, for the <svg>'s accessible name. */
  alt: string;
}

const seatName = (lang: WidgetLang, w: Wind): string => text(lang, `wind.${WIND_LETTERS[w]}`);

/** The dead-wall sentence of the break step: exactly the counted stacks, round the corner, or with stacks beyond it. */
function deadSentence(lang: WidgetLang, plan: WallPlan): string {
  const { total } = plan;
  if (total === DEAD_STACKS) return text(lang, 'wall.break.deadExact', { total });
  if (total < DEAD_STACKS) {
    return text(lang, 'wall.break.deadCorner', {
      total,
      more: DEAD_STACKS - total,
      next: seatName(lang, nextSeat(plan.breaker)),
    });
  }
  const rest = total - DEAD_STACKS;
  return rest === 1 ? text(lang, 'wall.break.deadBeyondOne') : text(lang, 'wall.break.deadBeyond', { rest });
}

function description(lang: WidgetLang, step: WallStep, plan: WallPlan): string {
  const breaker = seatName(lang, plan.breaker);
  const [a, b] = plan.faces;
  switch (step) {
    case 'build':
      return text(lang, 'wall.build.text');
    case 'roll': {
      const count = plan.counted.map((w, i) => `${seatName(lang, w)} ${i + 1}`).join(', ');
      return text(lang, 'wall.roll.text', { a, b, total: plan.total, count, breaker });
    }
    case 'break':
      return text(lang, 'wall.break.text', { breaker, total: plan.total, dead: deadSentence(lang, plan) });
    case 'deal': {
      const dealt = dealtTiles(plan);
      const live = plan.live.length * 2 - dealt;
      return text(lang, 'wall.deal.text', {
        east: plan.hands[0],
        others: plan.hands[1],
        dealt,
        live,
        dead: plan.dead.length * 2,
      });
    }
  }
}

export function wallStepTexts(lang: WidgetLang, plan: WallPlan): WallStepText[] {
  const params = { a: plan.faces[0], b: plan.faces[1], total: plan.total, breaker: seatName(lang, plan.breaker) };
  return WALL_STEPS.map((step, i) => ({
    step,
    position: text(lang, 'wall.stepOf', { n: i + 1, count: WALL_STEPS.length }),
    title: text(lang, `wall.${step}.title`),
    description: description(lang, step, plan),
    alt: text(lang, `wall.${step}.alt`, params),
  }));
}

export function wallLabels(lang: WidgetLang, plan: WallPlan): WallLabels {
  const perSeat = (f: (w: Wind) => string) =>
    Object.fromEntries(TURN_ORDER.map((w) => [w, f(w)])) as Record<Wind, string>;
  return {
    seat: perSeat((w) => seatName(lang, w)),
    initial: perSeat((w) => text(lang, `wall.initial.${WIND_LETTERS[w]}`)),
    dead: text(lang, 'wall.mark.dead'),
    live: text(lang, 'wall.mark.live'),
    deal: text(lang, 'wall.mark.deal'),
    play: text(lang, 'wall.mark.turns'),
    tiles: perSeat((w) => text(lang, 'wall.mark.tiles', { count: plan.hands[w] })),
    build: [text(lang, 'wall.mark.row'), text(lang, 'wall.mark.all')],
  };
}
