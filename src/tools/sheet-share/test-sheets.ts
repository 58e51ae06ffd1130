// Sheets for the tests of the link: a whole evening entered by tiles (what a link must carry
// at its largest in practice) and random sheets that reach every branch of the compact form.
import type { HandValue, PlayerIndex, Sheet, SheetHand } from '../../engine/sheet/types.ts';
import { seededRng } from '../../engine/random.ts';
import { WIN_KINDS } from '../../engine/situation.ts';

/** The engine's seeded generator (mulberry32), so a failing case can be replayed. */
export const prng = seededRng;

/** Sixteen complete hands in the notation, each 13 tiles plus the winning tile. */
export const HANDS = [
  '123m456p789s5p [777z] +5p',
  '234m345m456p678s9s +9s',
  '123m456m789m5p [333p] +5p',
  '123p456p789p1p [333z] +1p',
  '123m456m7z [555z] [666z] +7z',
  '111m234m567p9s [789s] +9s',
  '2m345p678p [456s] [777s] 1f +2m',
  '1z234m567m [888p] [999p] +1z',
  '123s456s789s5m [123p] +5m',
  '678m678p678s3z [222m] +3z',
  '345m789m3p [666z] [555s] 2g +3p',
  '111p222p333p4s [999m] +4s',
  '19m19p19s1234567z +1m',
  '234p567p2s (8888m) [345s] +2s',
  '123m345m567m789m9m +9m',
  '4s567s234s [123m] [678p] 3f 4g +4s',
] as const;

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const player = (rand: () => number): PlayerIndex => Math.floor(rand() * 4) as PlayerIndex;
const hex = (rand: () => number, n: number) =>
  Array.from({ length: n }, () => pick(rand, [...'0123456789abcdef'])).join('');
const uuid = (rand: () => number) =>
  `${hex(rand, 8)}-${hex(rand, 4)}-4${hex(rand, 3)}-a${hex(rand, 3)}-${hex(rand, 12)}`;

/**
 * A 16-hand HKE evening, every hand won and entered by tiles, with classic alongside: ids as
 * crypto.randomUUID writes them and times a few minutes apart to the millisecond (the most a
 * link has to carry for such an evening).
 */
export function eveningByTiles(seed = 1): Sheet {
  const rand = prng(seed);
  let time = Date.parse('2026-11-28T18:02:11.417Z');
  const hands: SheetHand[] = HANDS.map((hand) => {
    time += 180_000 + Math.floor(rand() * 420_000);
    const winner = player(rand);
    const discard = rand() < 0.7;
    const from = ((winner + 1 + Math.floor(rand() * 3)) % 4) as PlayerIndex;
    return {
      kind: 'win',
      id: uuid(rand),
      winner,
      win: discard ? 'discard' : 'self-draw',
      ...(discard ? { from } : {}),
      lastTile: false,
      heaven: false,
      earth: false,
      value: { by: 'tiles', hand },
      at: new Date(time).toISOString(),
    };
  });
  return {
    format: 'fan-and-laak/sheet',
    version: 1,
    id: uuid(rand),
    created: '2026-11-28T18:02:11.417Z',
    title: 'Clubabend, 28. Nov.',
    players: ['Anna', 'Jörg', 'Cleo', 'Dirk'],
    seats: [1, 2, 3, 0],
    main: { rules: 'hke', options: { hke: { dangerousPlay: true } } },
    second: { rules: 'classic', options: {} },
    changeSeats: false,
    start: null,
    minutes: 180,
    hands,
    ended: { why: 'agreed', at: new Date(time + 60_000).toISOString() },
  };
}

function randomValue(rand: () => number): HandValue {
  switch (Math.floor(rand() * 4)) {
    case 0:
      return { by: 'tiles', hand: pick(rand, HANDS) };
    case 1:
      return { by: 'patterns', patterns: ['half-flush', 'dragon-pung'].slice(0, Math.floor(rand() * 3)) };
    case 2:
      return { by: 'fan', fan: Math.floor(rand() * 14), limit: rand() < 0.1 };
    default:
      return { by: 'points', points: Math.floor(rand() * 2000) };
  }
}

/** Canonical times mostly; now and then a time not written as toISOString writes it. */
const timeText = (rand: () => number, ms: number) =>
  rand() < 0.15 ? pick(rand, ['2026-11-28T19:30:00Z', '2026-11-28 19:30', '']) : new Date(ms).toISOString();

function randomHand(rand: () => number, at: string, i: number): SheetHand {
  const id = rand() < 0.5 ? `h${i}` : uuid(rand);
  const r = rand();
  if (r < 0.15) return { kind: 'draw', id, at };
  if (r < 0.25) return { kind: 'false-mahjong', id, caller: player(rand), at };
  const win = pick(rand, WIN_KINDS);
  return {
    kind: 'win',
    id,
    winner: player(rand),
    win,
    ...(win === 'discard' || win === 'robbing-kong' ? { from: player(rand) } : {}),
    lastTile: rand() < 0.2,
    heaven: rand() < 0.1,
    earth: rand() < 0.1,
    ...(rand() < 0.2
      ? { liable: { player: player(rand), why: pick(rand, ['third-dragon', 'fourth-set'] as const) } }
      : {}),
    value: randomValue(rand),
    at,
  };
}

/** A sheet of any shape the type allows (not necessarily one readSheet accepts). */
export function randomSheet(seed: number): Sheet {
  const rand = prng(seed);
  let ms = Date.parse('2026-01-01T00:00:00.000Z') + Math.floor(rand() * 3e10);
  const created = timeText(rand, ms);
  const hands = Array.from({ length: Math.floor(rand() * 30) }, (_, i) => {
    ms += Math.floor(rand() * 900_000) - (rand() < 0.05 ? 2_000_000 : 0);
    return randomHand(rand, timeText(rand, ms), i + 1);
  });
  return {
    format: 'fan-and-laak/sheet',
    version: 1,
    id: uuid(rand),
    created,
    title: pick(rand, ['', 'Club', 'Spieleabend „Drache“ – 🀄 ÄÖÜß', 'a'.repeat(200)]),
    players: ['Anna', 'Jörg', '王', pick(rand, ['', 'D', 'Émilie "E" O’Neil'])],
    seats: [0, 1, 2, 3],
    main: { rules: pick(rand, ['hke', 'classic', 'hk-modern', 'hk-simple'] as const), options: { hke: { minFan: 3 } } },
    second: rand() < 0.5 ? null : { rules: 'classic', options: {} },
    changeSeats: rand() < 0.5,
    start: rand() < 0.5 ? null : 2000,
    minutes: rand() < 0.5 ? null : 150,
    hands,
    ended: rand() < 0.7 ? null : { why: 'time', at: new Date(ms).toISOString() },
  };
}
