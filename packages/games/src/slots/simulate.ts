import type { RandomSource } from '../fair/index.ts';
import type { SlotModel } from './model.ts';
import { createRoundState, playRound } from './round.ts';

export interface SlotSimulation {
  spins: number;
  /** Mean return per stake. */
  rtp: number;
  /** Standard deviation of one paid spin's return, in stakes (the volatility). */
  standardDeviation: number;
  /** Standard error of `rtp`: standardDeviation / √spins. */
  standardError: number;
  hitFrequency: number;
  triggerFrequency: number;
  /** The largest round win seen, in stakes. */
  maxWin: number;
}

/**
 * Plays `spins` paid spins through the same round loop as `spin`, without building outcome objects, and
 * measures them. Line models play all their lines (the return does not depend on how many are played).
 * For statistics only: floats here never become money.
 */
export function simulateSlot(model: SlotModel, spins: number, source: RandomSource): SlotSimulation {
  const tables = model.tables;
  const state = createRoundState(tables);
  const lines = tables.lineCount;
  const stakeUnits = model.kind === 'lines' ? lines : tables.betMultiplier;
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  let triggers = 0;
  let maxWin = 0;
  for (let i = 0; i < spins; i++) {
    const units = playRound(tables, lines, stakeUnits, source, state, null);
    const win = units / stakeUnits;
    sum += win;
    sumOfSquares += win * win;
    if (state.baseUnits > 0) hits++;
    if (state.freeSpins > 0) triggers++;
    if (win > maxWin) maxWin = win;
  }
  const rtp = sum / spins;
  const standardDeviation = Math.sqrt(Math.max(0, sumOfSquares / spins - rtp * rtp));
  return {
    spins,
    rtp,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(spins),
    hitFrequency: hits / spins,
    triggerFrequency: triggers / spins,
    maxWin,
  };
}
