import { type RandomSource, randomInt } from '../fair/index.ts';
import {
  countScatters,
  createScratch,
  evaluateLines,
  evaluateWays,
  fillWindow,
  type SpinScratch,
} from './evaluate.ts';
import type { ModelTables, StripTables } from './tables.ts';

/**
 * One paid spin and its feature, counted in units (line bets for line models, coins for ways models).
 * The fields describing "this spin" are overwritten by each spin; `onSpin` reads them before the next.
 */
export interface RoundState {
  scratch: SpinScratch;
  phase: 'base' | 'free';
  /** Line or way wins of this spin, before the multiplier. */
  lineUnits: number;
  scatterCount: number;
  /** Scatter win of this spin (pay × stake in units), before the multiplier. */
  scatterUnits: number;
  multiplier: number;
  /** Free spins this spin added, after the cap. */
  awarded: number;
  /** This spin's win, multiplier included. */
  spinUnits: number;
  baseUnits: number;
  totalUnits: number;
  freeSpins: number;
}

export function createRoundState(tables: ModelTables): RoundState {
  return {
    scratch: createScratch(tables),
    phase: 'base',
    lineUnits: 0,
    scatterCount: 0,
    scatterUnits: 0,
    multiplier: 1,
    awarded: 0,
    spinUnits: 0,
    baseUnits: 0,
    totalUnits: 0,
    freeSpins: 0,
  };
}

/**
 * Plays the base spin, then every free spin it awards, drawing one `randomInt(source, strip length)` per
 * reel, left to right, per spin. `lines` is the number of lines played (ignored by ways models) and
 * `stakeUnits` the stake in units (lines played, or the bet multiplier). Returns the round's total units.
 * The simulations call this with `onSpin = null`; `spin` passes a callback that describes each spin.
 */
export function playRound(
  tables: ModelTables,
  lines: number,
  stakeUnits: number,
  source: RandomSource,
  state: RoundState,
  onSpin: ((state: RoundState) => void) | null,
): number {
  state.totalUnits = 0;
  state.freeSpins = 0;
  state.phase = 'base';
  state.multiplier = 1;
  spinOnce(tables, tables.base, lines, stakeUnits, source, state);
  let awarded = Math.min(tables.triggerSpins[state.scatterCount]!, tables.maxFreeSpins);
  state.awarded = awarded;
  state.baseUnits = state.spinUnits;
  onSpin?.(state);
  const free = tables.free;
  if (free === null || awarded === 0) return state.totalUnits;
  state.phase = 'free';
  state.multiplier = tables.freeMultiplier;
  for (let played = 0; played < awarded; played++) {
    spinOnce(tables, free, lines, stakeUnits, source, state);
    state.awarded = Math.min(tables.retriggerSpins[state.scatterCount]!, tables.maxFreeSpins - awarded);
    awarded += state.awarded;
    state.freeSpins = played + 1;
    onSpin?.(state);
  }
  return state.totalUnits;
}

function spinOnce(
  tables: ModelTables,
  strips: StripTables,
  lines: number,
  stakeUnits: number,
  source: RandomSource,
  state: RoundState,
): void {
  const scratch = state.scratch;
  for (let reel = 0; reel < tables.reelCount; reel++) {
    scratch.stops[reel] = randomInt(source, strips.lengths[reel]!);
  }
  fillWindow(tables, strips, scratch);
  state.lineUnits =
    tables.kind === 'lines' ? evaluateLines(tables, lines, scratch) : evaluateWays(tables, strips, scratch);
  state.scatterCount = countScatters(tables, strips, scratch);
  state.scatterUnits = tables.scatterPays[state.scatterCount]! * stakeUnits;
  state.spinUnits = (state.lineUnits + state.scatterUnits) * state.multiplier;
  state.totalUnits += state.spinUnits;
}
