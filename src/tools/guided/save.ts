// The guided hand's place, kept between visits under a versioned key: the script and the step
// reached (the table is rebuilt by making the steps before it). Anything else found there –
// another version, another script, a step out of range, broken JSON – means starting anew.
// Reading and writing storage is the island's (island.ts, through its IO).
export const GUIDED_SAVE_KEY = 'fanlaak:guided:v1';

export const makeSave = (script: string, step: number): string => JSON.stringify({ v: 1, script, step });

/** The saved step for this script, or null. */
export function parseSave(text: string | null, script: string, steps: number): number | null {
  if (text === null || text.length > 200) return null;
  try {
    const x = JSON.parse(text) as { v?: unknown; script?: unknown; step?: unknown };
    const ok = x.v === 1 && x.script === script && Number.isInteger(x.step) && (x.step as number) >= 0;
    return ok && (x.step as number) <= steps ? (x.step as number) : null;
  } catch {
    return null;
  }
}
