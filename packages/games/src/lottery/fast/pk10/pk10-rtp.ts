import { type BetRtp, betRtp } from '../../../instant/shared/rtp.ts';
import { exactRtpOf } from '../shared.ts';
import {
  PK10_BET_TYPES,
  PK10_CARS,
  PK10_MAX_SUM,
  PK10_MIN_SUM,
  PK10_SUM_BIG_FROM,
  type Pk10BetType,
  type Pk10Config,
} from './pk10-config.ts';

/** Of the 90 equally likely (first, second) ordered pairs of distinct cars, how many have each sum. */
export function pk10TopTwoWays(sum: number): bigint {
  let ways = 0n;
  for (let first = 1; first <= PK10_CARS; first++) {
    const second = sum - first;
    if (second !== first && second >= 1 && second <= PK10_CARS) ways += 1n;
  }
  return ways;
}

const PAIRS = BigInt(PK10_CARS * (PK10_CARS - 1));

/**
 * Exact RTP. Every position of a uniform permutation holds each car with chance 1/10, and two positions an
 * ordered pair of distinct cars with chance 1/90, so: car 1/10; big … even 5/10; dragon / tiger 45/90; the
 * sum bets Σ over the winning sums of their ways in 90. `sum` needs the selected sum.
 */
export function pk10ExactRtp(config: Pk10Config, type: Pk10BetType, selectedSum = PK10_MIN_SUM): number {
  const { payouts } = config;
  switch (type) {
    case 'car':
      return exactRtpOf([{ ways: 1n, multiplierX100: payouts.car }], 10n);
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return exactRtpOf([{ ways: 5n, multiplierX100: payouts[type] }], 10n);
    case 'dragon':
    case 'tiger':
      return exactRtpOf([{ ways: 45n, multiplierX100: payouts[type] }], PAIRS);
    case 'sum':
      return exactRtpOf(
        [{ ways: pk10TopTwoWays(selectedSum), multiplierX100: payouts.sum[selectedSum] ?? 0 }],
        PAIRS,
      );
    default: {
      let ways = 0n;
      for (let sum = PK10_MIN_SUM; sum <= PK10_MAX_SUM; sum++) {
        const wins =
          type === 'sum_big'
            ? sum >= PK10_SUM_BIG_FROM
            : type === 'sum_small'
              ? sum < PK10_SUM_BIG_FROM
              : sum % 2 === (type === 'sum_odd' ? 1 : 0);
        if (wins) ways += pk10TopTwoWays(sum);
      }
      return exactRtpOf([{ ways, multiplierX100: payouts[type] }], PAIRS);
    }
  }
}

/** One row per bet type, and one per exact sum (sum_3 … sum_19). */
export function pk10RtpTable(config: Pk10Config): BetRtp[] {
  const rows = PK10_BET_TYPES.filter((type) => type !== 'sum').map((type) =>
    betRtp(type, pk10ExactRtp(config, type)),
  );
  for (let sum = PK10_MIN_SUM; sum <= PK10_MAX_SUM; sum++) {
    rows.push(betRtp(`sum_${sum}`, pk10ExactRtp(config, 'sum', sum)));
  }
  return rows;
}
