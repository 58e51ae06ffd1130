// What the page says about the store itself: a value it could not read (kept as a copy, or
// not), a later version's evenings, a refused write, evenings it cannot show.
import { fill } from '../../words/fill.ts';
import type { StoreProblem } from './keeper.ts';
import type { SheetStrings } from './strings.ts';

export function StoreNotice({ t, problem, others }: { t: SheetStrings; problem: StoreProblem | null; others: number }) {
  const lines: string[] = [];
  if (problem !== null) lines.push(t[`sheet.store.${problem.kind}`]);
  if (others > 0)
    lines.push(fill(t[others === 1 ? 'sheet.store.others.one' : 'sheet.store.others.other'], { count: others }));
  if (lines.length === 0) return null;
  return (
    <div class="fl-sheet-notice" role="status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
