import { POINT_FACTORS } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrue, factorOf, POINTS_DIVISOR } from './maths.ts';

/** Stakes in minor units: from 1 minor unit to 10 billion ₫ (far above any real round). */
const stake = fc.bigInt({ min: 1n, max: 1_000_000_000_000n });
const factor = fc.constantFrom(0, 70, 100, 120);

/** Runs a category's rounds through `accrue` from nothing, as the running totals would. */
function run(stakes: readonly bigint[], factorOfRound: (i: number) => number) {
  let carry = 0n;
  let points = 0n;
  const earned: bigint[] = [];
  stakes.forEach((wagered, i) => {
    const step = accrue(carry, wagered, factorOfRound(i));
    expect(step.points >= 0n).toBe(true);
    expect(step.carry >= 0n && step.carry < POINTS_DIVISOR).toBe(true);
    earned.push(step.points);
    points += step.points;
    carry = step.carry;
  });
  return { points, carry, earned };
}

describe('points maths', () => {
  it('has the spec factors: LIVE 0.70, SPORTS 1.00, FISH 1.20, RNG 1.20, PVP 1.00; none for the lotteries', () => {
    expect(
      Object.fromEntries(
        ['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT'].map((c) => [c, factorOf(c)]),
      ),
    ).toEqual({ LIVE: 70, SPORTS: 100, FISH: 120, RNG: 120, PVP: 100, LOTT: 0, ELOTT: 0 });
    expect(POINT_FACTORS).not.toHaveProperty('ESPORTS');
    expect(factorOf('UNKNOWN')).toBe(0);
  });

  it('earns 1 point per 1,000 ₫ at 1.00, exactly', () => {
    expect(accrue(0n, 100_000n, 100)).toEqual({ points: 100n, carry: 0n });
    expect(accrue(0n, 100_000n, 70)).toEqual({ points: 70n, carry: 0n });
    expect(accrue(0n, 100_000n, 120)).toEqual({ points: 120n, carry: 0n });
    expect(accrue(0n, 99n, 100)).toEqual({ points: 0n, carry: 9_900n });
    expect(accrue(99_999n, 1n, 1)).toEqual({ points: 1n, carry: 0n });
  });

  it('loses and invents nothing: points × divisor + carry is exactly Σ wagered × factor, whatever the factors', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(stake, factor), { minLength: 1, maxLength: 60 }), (rounds) => {
        const { points, carry } = run(
          rounds.map(([s]) => s),
          (i) => rounds[i]![1],
        );
        const owed = rounds.reduce((sum, [s, f]) => sum + s * BigInt(f), 0n);
        expect(points * POINTS_DIVISOR + carry).toBe(owed);
      }),
    );
  });

  it('gives any split of a turnover the points of the whole, rounded down once', () => {
    fc.assert(
      fc.property(fc.array(stake, { minLength: 1, maxLength: 60 }), factor, (stakes, f) => {
        const whole = stakes.reduce((a, b) => a + b, 0n);
        const { points, carry } = run(stakes, () => f);
        expect(points).toBe((whole * BigInt(f)) / POINTS_DIVISOR);
        expect(carry).toBe((whole * BigInt(f)) % POINTS_DIVISOR);
        // the order rounds settle in changes who earns the hundredth, never the total
        expect(run([...stakes].reverse(), () => f).points).toBe(points);
      }),
    );
  });

  it('never earns a round less than its own share rounded down, nor more than one hundredth above it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: POINTS_DIVISOR - 1n }), stake, factor, (carry, s, f) => {
        const own = (s * BigInt(f)) / POINTS_DIVISOR;
        const { points } = accrue(carry, s, f);
        expect(points === own || points === own + 1n).toBe(true);
      }),
    );
  });

  it('refuses what the running totals can never hold', () => {
    expect(() => accrue(-1n, 1n, 100)).toThrow(RangeError);
    expect(() => accrue(POINTS_DIVISOR, 1n, 100)).toThrow(RangeError);
    expect(() => accrue(0n, -1n, 100)).toThrow(RangeError);
    expect(() => accrue(0n, 1n, 1.5)).toThrow(RangeError);
    expect(() => accrue(0n, 1n, -70)).toThrow(RangeError);
  });
});
