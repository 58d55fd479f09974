import { describe, expect, it } from 'vitest';
import { CAR, DIGIT, FOUR_D_BIG, FOUR_D_SMALL, PK10_SUM, SPOTS, SUM_BIG } from './fixtures';
import {
  bestPayPerPoint,
  betCount,
  kenoRow,
  lineCost,
  lineProblem,
  minor,
  pointsLimit,
  tierPays,
  valuePay,
} from './pay';

describe('line cost', () => {
  it('is points × price × numbers for each-number types', () => {
    expect(lineCost(DIGIT, 3, 2n)).toBe(600_000n);
    expect(lineCost(CAR, 12, 1n)).toBe(1_200_000n);
  });
  it('counts a keno ticket once, whatever its spots', () => {
    expect(betCount(SPOTS, 7)).toBe(1);
    expect(lineCost(SPOTS, 7, 5n)).toBe(500_000n);
  });
  it('counts a none line ("-") as one bet, and nothing as nothing', () => {
    expect(lineCost(SUM_BIG, 1, 10n)).toBe(1_000_000n);
    expect(betCount(SUM_BIG, 0)).toBe(0);
    expect(lineCost(SPOTS, 0, 5n)).toBe(0n);
  });
  it('stays exact far beyond 2^53', () => {
    expect(lineCost({ ...DIGIT, pricePerPoint: '9007199254740993' }, 3, 999_999_999n)).toBe(
      9007199254740993n * 3n * 999_999_999n,
    );
  });
});

describe('pay tables', () => {
  it('reads a keno row by the count of spots', () => {
    expect(kenoRow(SPOTS, 2)).toEqual([0n, 100_000n, 950_000n]);
    expect(kenoRow(SPOTS, 0)).toEqual([]);
    expect(kenoRow(SPOTS, 9)).toEqual([]);
  });
  it('reads the 4D tiers', () => {
    expect(tierPays(FOUR_D_BIG)).toHaveLength(5);
    expect(tierPays(FOUR_D_SMALL)).toEqual([495_000_000n, 330_000_000n, 132_000_000n]);
  });
  it("reads racing's exact sum by value − minValue", () => {
    expect(valuePay(PK10_SUM, '03')).toBe(4_400_000n);
    expect(valuePay(PK10_SUM, '11')).toBe(880_000n);
    expect(valuePay(PK10_SUM, '19')).toBe(4_400_000n);
    expect(valuePay(CAR, '3:07')).toBe(980_000n);
  });
  it('takes the best a winning bet of the line can win', () => {
    expect(bestPayPerPoint(SPOTS, ['01', '02', '03'])).toBe(4_000_000n);
    expect(bestPayPerPoint(SPOTS, [])).toBe(0n);
    expect(bestPayPerPoint(FOUR_D_BIG, ['1234'])).toBe(290_000_000n);
    expect(bestPayPerPoint(PK10_SUM, ['10', '11'])).toBe(1_100_000n);
    expect(bestPayPerPoint(DIGIT, ['1:5'])).toBe(980_000n);
  });
  it('reads money strings only', () => {
    expect(minor('12')).toBe(12n);
    expect(minor('1.5')).toBe(0n);
    expect(minor(null)).toBe(0n);
  });
});

describe('line problems', () => {
  it('names what is wrong', () => {
    expect(lineProblem(SPOTS, 0, '1')).toBe('no_numbers');
    expect(lineProblem(SPOTS, 11, '1')).toBe('too_many');
    expect(lineProblem({ ...SPOTS, minNumbers: 2 }, 1, '1')).toBe('too_few');
    expect(lineProblem(SPOTS, 3, '0')).toBe('points_invalid');
    expect(lineProblem(SPOTS, 3, '10001')).toBe('points_over_limit');
    expect(lineProblem(SPOTS, 3, '10000')).toBeNull();
    // a keno ticket's limit is its size's: here 3 numbers may take 40 points, 10 numbers 5
    const bySize = {
      ...SPOTS,
      maxPointsByCount: ['10000', '500', '40', '30', '20', '10', '9', '8', '6', '5'],
    };
    expect(lineProblem(bySize, 3, '40')).toBeNull();
    expect(lineProblem(bySize, 3, '41')).toBe('points_over_limit');
    expect(lineProblem(bySize, 10, '6')).toBe('points_over_limit');
    expect(pointsLimit(bySize, 1)).toBe('10000');
    expect(pointsLimit(DIGIT, 3)).toBe('10000');
  });
});
