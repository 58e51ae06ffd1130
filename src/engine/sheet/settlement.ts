// Who pays whom at the end: the fewest transfers that settle a zero-sum net. Players whose
// amounts cancel within a smaller group settle inside it, so the fewest transfers are
// (players owed or owing) less (the most groups that each sum to zero); within a group that
// cannot be split, paying the largest debt to the largest claim ends at least one player's
// account each time, so the group needs one transfer fewer than it has players.
import type { Transfer } from './evening.ts';
import type { PlayerIndex } from './types.ts';

/** The subsets of `players` (as bit masks over their positions) that sum to zero, smallest first. */
function zeroGroups(net: readonly number[], players: readonly number[]): number[] {
  const masks: number[] = [];
  for (let m = 1; m < 1 << players.length; m++) {
    const sum = players.reduce((s, p, i) => (m & (1 << i) ? s + net[p]! : s), 0);
    if (sum === 0) masks.push(m);
  }
  return masks;
}

/** The most zero-sum groups that partition `mask`, as a list of masks. */
function bestSplit(mask: number, groups: readonly number[], memo: Map<number, number[]>): number[] {
  if (mask === 0) return [];
  const known = memo.get(mask);
  if (known !== undefined) return known;
  const lowest = mask & -mask;
  let best: number[] = [mask];
  for (const g of groups) {
    if ((g & lowest) === 0 || (g & mask) !== g || g === mask) continue;
    const rest = bestSplit(mask & ~g, groups, memo);
    if (rest.length + 1 > best.length) best = [g, ...rest];
  }
  memo.set(mask, best);
  return best;
}

/** Settles one group that sums to zero: the largest debt pays the largest claim, until all are even. */
function settleGroup(net: readonly number[], members: readonly number[]): Transfer[] {
  const left = new Map(members.map((p) => [p, net[p]!]));
  const out: Transfer[] = [];
  for (;;) {
    const open = members.filter((p) => left.get(p) !== 0);
    if (open.length === 0) return out;
    const debtor = open.reduce((a, b) => (left.get(b)! < left.get(a)! ? b : a));
    const creditor = open.reduce((a, b) => (left.get(b)! > left.get(a)! ? b : a));
    const amount = Math.min(-left.get(debtor)!, left.get(creditor)!);
    if (amount <= 0) return out; // the group does not sum to zero: nothing more can be settled
    out.push({ from: debtor as PlayerIndex, to: creditor as PlayerIndex, amount });
    left.set(debtor, left.get(debtor)! + amount);
    left.set(creditor, left.get(creditor)! - amount);
  }
}

/**
 * The fewest transfers that settle `net` (per player; positive: is owed), ordered by payer
 * then payee. A net that does not sum to zero is settled as far as it can be.
 */
export function settlement(net: readonly number[]): Transfer[] {
  const players = net.map((_, i) => i).filter((i) => net[i] !== 0);
  const groups = zeroGroups(net, players);
  const split = bestSplit((1 << players.length) - 1, groups, new Map());
  return split
    .flatMap((m) =>
      settleGroup(
        net,
        players.filter((_, i) => m & (1 << i)),
      ),
    )
    .sort((a, b) => a.from - b.from || a.to - b.to);
}
