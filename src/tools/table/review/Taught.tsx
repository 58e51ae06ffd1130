// After a verdict, the link to where the lessons teach its words (how far from waiting, or
// dangerous play): one per section, in the order the verdicts name them. The page hands the
// links over, so the table knows no lesson addresses.
import type { Mistake } from './review.ts';
import { taughtIn, type Taught as Section, type TaughtLinks } from './words.ts';

export function Taught({ mistakes, links }: { mistakes: readonly (Mistake | null)[]; links: TaughtLinks }) {
  const ids: Section[] = [];
  for (const m of mistakes) {
    const id = taughtIn(m);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return (
    <>
      {ids.map((id) => (
        <span key={id}>
          {' '}
          <a href={links[id].href}>{links[id].label}</a>
        </span>
      ))}
    </>
  );
}
