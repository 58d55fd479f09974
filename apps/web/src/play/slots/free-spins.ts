import type { SlotOutcome } from './slot-outcome';

/** One free spin as the counter shows it: "n / total", total being what was awarded up to this spin. */
export type FreeSpinStep = { number: number; total: number; retrigger: number };

/**
 * The counter of a feature, spin by spin: the base spin's award, grown by each retrigger after the spin that won
 * it. The last total equals the outcome's `freeSpinsAwarded` (the engine caps retriggers).
 */
export function freeSpinSteps(outcome: SlotOutcome): FreeSpinStep[] {
  let total = outcome.base.freeSpinsAwarded;
  return outcome.freeSpins.map((spin, index) => {
    const step = { number: index + 1, total, retrigger: spin.freeSpinsAwarded };
    total += spin.freeSpinsAwarded;
    return step;
  });
}
