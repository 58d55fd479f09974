import type { RandomSource } from '../fair/index.ts';
import { type ResolvedBet, resolveBet } from './bet.ts';
import type { SlotModel } from './model.ts';
import { createRoundState, playRound, type RoundState } from './round.ts';
import type { Bet, Cell, LineWin, ScatterWin, SpinOutcome, SpinResult, WayWin } from './types.ts';

/**
 * Plays one paid spin and its whole free-spin feature. Randomness: for each spin, base first then the free
 * spins in order, one `randomInt(source, strip length)` per reel from the left gives the reel's stop.
 * Throws InvalidBetError for a bet the model cannot take.
 */
export function spin(model: SlotModel, bet: Bet, source: RandomSource): SpinOutcome {
  const resolved = resolveBet(model, bet);
  const state = createRoundState(model.tables);
  const spins: SpinResult[] = [];
  playRound(model.tables, resolved.lines, resolved.stakeUnits, source, state, (current) => {
    spins.push(describeSpin(model, current, resolved));
  });
  const [base, ...freeSpins] = spins as [SpinResult, ...SpinResult[]];
  return {
    modelId: model.id,
    bet: { ...bet },
    stake: resolved.stake,
    base,
    freeSpins,
    freeSpinsAwarded: freeSpins.length,
    totalWin: resolved.unit * BigInt(state.totalUnits),
  };
}

function describeSpin(model: SlotModel, state: RoundState, bet: ResolvedBet): SpinResult {
  const { tables } = model;
  const { scratch, multiplier } = state;
  const window = Array.from({ length: tables.reelCount }, (_, reel) =>
    Array.from(
      { length: tables.rows },
      (_, row) => model.symbols[scratch.window[reel * tables.rows + row]!]!,
    ),
  );
  const wins: (LineWin | WayWin)[] = [];
  for (let i = 0; i < scratch.winCount; i++) {
    const symbol = model.symbols[scratch.winSymbol[i]!]!;
    const count = scratch.winReels[i]!;
    const pay = scratch.winPay[i]!;
    if (model.kind === 'lines') {
      const line = scratch.winLine[i]!;
      const positions = model.lines[line]!.slice(0, count).map((row, reel) => ({ reel, row }));
      const payout = bet.unit * BigInt(pay * multiplier);
      wins.push({ kind: 'line', line: line + 1, symbol, count, pay, multiplier, positions, payout });
    } else {
      const ways = scratch.winWays[i]!;
      const positions = cellsWhere(window, count, (shown) => shown === symbol || shown === model.wild);
      const payout = bet.unit * BigInt(pay) * BigInt(ways) * BigInt(multiplier);
      wins.push({ kind: 'ways', symbol, count, ways, pay, multiplier, positions, payout });
    }
  }
  return {
    phase: state.phase,
    stops: Array.from(scratch.stops),
    window,
    wins,
    scatter: describeScatter(model, state, bet, window),
    freeSpinsAwarded: state.awarded,
    win: bet.unit * BigInt(state.spinUnits),
  };
}

function describeScatter(
  model: SlotModel,
  state: RoundState,
  bet: ResolvedBet,
  window: string[][],
): ScatterWin | null {
  const { tables } = model;
  const count = state.scatterCount;
  const awards = (state.phase === 'base' ? tables.triggerSpins : tables.retriggerSpins)[count]!;
  const pay = tables.scatterPays[count]!;
  if (model.scatter === null || (pay === 0 && awards === 0)) return null;
  const symbol = model.scatter.symbol;
  return {
    symbol,
    count,
    pay,
    multiplier: state.multiplier,
    positions: cellsWhere(window, window.length, (shown) => shown === symbol),
    payout: bet.stake * BigInt(pay * state.multiplier),
  };
}

function cellsWhere(window: string[][], reels: number, matches: (symbol: string) => boolean): Cell[] {
  return window
    .slice(0, reels)
    .flatMap((column, reel) => column.flatMap((shown, row) => (matches(shown) ? [{ reel, row }] : [])));
}
