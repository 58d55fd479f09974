import { type BetRtp, betRtp } from '../../../instant/shared/rtp.ts';
import { exactRtpOf, type OutcomeClass, PUSH_X100 } from '../shared.ts';
import { DIGIT_BET_TYPES, type DigitBetType, type DigitLotteryConfig } from './digit-config.ts';

/** How many of the 10^n draws have each digit sum 0..9n (the n-fold convolution of ten 1s). */
export function digitSumWays(n: number): bigint[] {
  let ways = [1n];
  for (let i = 0; i < n; i++) {
    const next = new Array<bigint>(ways.length + 9).fill(0n);
    ways.forEach((count, sum) => {
      for (let digit = 0; digit <= 9; digit++) next[sum + digit] = (next[sum + digit] as bigint) + count;
    });
    ways = next;
  }
  return ways;
}

/**
 * Exact RTP of a bet type over the 10^n equally likely draws (every position and selection of a type has
 * the same RTP): Σ ways × return ÷ 10^n.
 */
export function digitExactRtp(config: DigitLotteryConfig, type: DigitBetType): number {
  const n = config.digits;
  const paid = config.payouts[type] ?? 0;
  const all = 10n ** BigInt(n);
  const rest = all / 100n; // the draws of the n − 2 digits that are neither first nor last
  const win = (ways: bigint): OutcomeClass[] => [{ ways, multiplierX100: paid }];
  switch (type) {
    case 'digit':
      return exactRtpOf(win(all / 10n), all);
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return exactRtpOf(win(all / 2n), all);
    case 'sum_big':
    case 'sum_small':
    case 'sum_odd':
    case 'sum_even': {
      let ways = 0n;
      digitSumWays(n).forEach((count, sum) => {
        const wins =
          type === 'sum_big'
            ? sum * 2 > 9 * n
            : type === 'sum_small'
              ? sum * 2 < 9 * n
              : sum % 2 === (type === 'sum_odd' ? 1 : 0);
        if (wins) ways += count;
      });
      return exactRtpOf(win(ways), all);
    }
    case 'dragon':
    case 'tiger':
      // Of the 100 (first, last) pairs, 45 have first > last, 45 first < last, 10 a tie (the stake back).
      return exactRtpOf([...win(45n * rest), { ways: 10n * rest, multiplierX100: PUSH_X100 }], all);
    case 'tie':
      return exactRtpOf(win(10n * rest), all);
    case 'straight':
      return exactRtpOf(win(1n), all);
  }
}

/** One row per offered bet type. */
export function digitRtpTable(config: DigitLotteryConfig): BetRtp[] {
  return DIGIT_BET_TYPES.filter((type) => config.payouts[type] !== undefined).map((type) =>
    betRtp(type, digitExactRtp(config, type)),
  );
}
