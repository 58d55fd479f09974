import type { Cell, SlotSpin } from './slot-outcome';

/** One step of a spin's win presentation: the cells that light up and what they paid. */
export type Highlight =
  | { kind: 'all'; positions: Cell[]; amount: string }
  | {
      kind: 'line';
      positions: Cell[];
      amount: string;
      line: number;
      symbol: string;
      count: number;
      multiplier: number;
    }
  | {
      kind: 'ways';
      positions: Cell[];
      amount: string;
      ways: number;
      symbol: string;
      count: number;
      multiplier: number;
    }
  | { kind: 'scatter'; positions: Cell[]; amount: string; symbol: string; count: number; multiplier: number };

function byPayoutDown(a: { amount: string }, b: { amount: string }): number {
  const left = BigInt(a.amount);
  const right = BigInt(b.amount);
  return left === right ? 0 : left > right ? -1 : 1;
}

/**
 * The order a spin's wins are shown in: every winning cell at once with the spin's win, then each line or
 * ways win, biggest first, then the scatters (also when they only awarded free spins). A spin with one win
 * shows that win alone; a spin without wins shows nothing.
 */
export function winSequence(spin: SlotSpin): Highlight[] {
  const wins: Highlight[] = spin.wins
    .map(
      (win): Highlight =>
        win.kind === 'line'
          ? {
              kind: 'line',
              positions: win.positions,
              amount: win.payout,
              line: win.line,
              symbol: win.symbol,
              count: win.count,
              multiplier: win.multiplier,
            }
          : {
              kind: 'ways',
              positions: win.positions,
              amount: win.payout,
              ways: win.ways,
              symbol: win.symbol,
              count: win.count,
              multiplier: win.multiplier,
            },
    )
    .sort(byPayoutDown);
  const scatter = spin.scatter;
  if (scatter && (BigInt(scatter.payout) > 0n || spin.freeSpinsAwarded > 0)) {
    wins.push({
      kind: 'scatter',
      positions: scatter.positions,
      amount: scatter.payout,
      symbol: scatter.symbol,
      count: scatter.count,
      multiplier: scatter.multiplier,
    });
  }
  if (wins.length <= 1) return wins;
  return [
    { kind: 'all', positions: uniqueCells(wins.flatMap((win) => win.positions)), amount: spin.win },
    ...wins,
  ];
}

function uniqueCells(cells: Cell[]): Cell[] {
  const seen = new Set<string>();
  return cells.filter((cell) => {
    const key = `${cell.reel}:${cell.row}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a cell lights up in a highlight. */
export function isLit(highlight: Highlight | null, reel: number, row: number): boolean {
  return highlight?.positions.some((cell) => cell.reel === reel && cell.row === row) ?? false;
}
