// The evening's agreements in one line: "HKE, fan minimum 3, dangerous play · Classic alongside ·
// seats change after each wind round · 2000 chips each · 180 minutes".
import type { Sheet, SheetRules } from '../../engine/sheet/types.ts';
import { fill } from '../../words/fill.ts';
import { rulesWord, type SheetStrings } from './strings.ts';

/** A rule set with the options that differ from nothing agreed: "HKE, fan minimum 3, dangerous play". */
export function rulesWithOptions(t: SheetStrings, r: SheetRules): string {
  const parts = [rulesWord(t, r.rules)];
  const o = r.options;
  const minFan = o.hke?.minFan ?? o.hkModern?.minFan ?? o.hkSimple?.minFan;
  if (r.rules !== 'classic' && minFan !== undefined && minFan > 0)
    parts.push(fill(t['sheet.rules.minFan'], { fan: minFan }));
  if (r.rules === 'hke' && o.hke?.dangerousPlay) parts.push(t['sheet.rules.dangerousPlay']);
  if (r.rules === 'hk-simple' && o.hkSimple?.dangerousPlay) parts.push(t['sheet.rules.dangerousPlay']);
  if (r.rules === 'classic' && o.classic?.limit !== undefined)
    parts.push(fill(t['sheet.rules.limit'], { limit: o.classic.limit }));
  if (r.rules === 'hk-modern' && o.hkModern?.maxFan !== undefined)
    parts.push(fill(t['sheet.rules.maxFan'], { fan: o.hkModern.maxFan }));
  if (r.rules === 'hk-modern' && o.hkModern?.payment === 'half') parts.push(t['sheet.setup.payment.half']);
  return parts.join(', ');
}

export function rulesLine(t: SheetStrings, sheet: Sheet): string {
  const parts = [rulesWithOptions(t, sheet.main)];
  if (sheet.second !== null) parts.push(fill(t['sheet.rules.alongside'], { rules: rulesWithOptions(t, sheet.second) }));
  if (sheet.changeSeats) parts.push(t['sheet.rules.changeSeats']);
  if (sheet.start !== null) parts.push(fill(t['sheet.rules.start'], { start: sheet.start }));
  if (sheet.minutes !== null) parts.push(fill(t['sheet.rules.minutes'], { minutes: sheet.minutes }));
  return parts.join(' · ');
}
