import { describe, expect, it } from 'vitest';
import { lineBetSteps, nearestStep, stakeSteps } from './stake-steps';

describe('stake steps', () => {
  it('runs from the minimum to the maximum through the 1–2–5 series', () => {
    expect(stakeSteps(100_000n, 5_000_000n)).toEqual([
      100_000n,
      200_000n,
      500_000n,
      1_000_000n,
      2_000_000n,
      5_000_000n,
    ]);
  });

  it('keeps odd limits as they are at both ends', () => {
    expect(stakeSteps(150_000n, 700_000n)).toEqual([150_000n, 200_000n, 500_000n, 700_000n]);
  });

  it('makes every step a multiple of the unit (a ways slot’s bet multiplier)', () => {
    const steps = stakeSteps(100n, 10_000n, 25n);
    expect(steps.every((step) => step % 25n === 0n)).toBe(true);
    expect(steps[0]).toBe(100n);
    expect(steps.at(-1)).toBe(10_000n);
    expect(stakeSteps(10n, 30n, 25n)).toEqual([25n]);
  });

  it('answers no step when no multiple of the unit fits', () => {
    expect(stakeSteps(10n, 20n, 25n)).toEqual([]);
  });

  it('thins long series to the limit, both ends kept', () => {
    const steps = stakeSteps(1n, 10n ** 15n, 1n, 8);
    expect(steps).toHaveLength(8);
    expect(steps[0]).toBe(1n);
    expect(steps.at(-1)).toBe(10n ** 15n);
  });

  it('keeps line bet × lines within the limits', () => {
    const steps = lineBetSteps(100_000n, 10_000_000n, 7);
    expect(steps[0]! * 7n).toBeGreaterThanOrEqual(100_000n);
    expect(steps.at(-1)! * 7n).toBeLessThanOrEqual(10_000_000n);
    expect(lineBetSteps(100_000n, 10_000_000n, 20)[0]).toBe(5_000n);
  });

  it('finds the step at or below a value', () => {
    const steps = [100n, 200n, 500n];
    expect(nearestStep(steps, 300n)).toBe(1);
    expect(nearestStep(steps, 50n)).toBe(0);
    expect(nearestStep(steps, 900n)).toBe(2);
  });
});
