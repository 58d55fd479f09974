import { type BetRtp, betRtp } from '../../../instant/shared/rtp.ts';
import { exactRtpOf } from '../shared.ts';
import {
  FOUR_D_BET_TYPES,
  FOUR_D_CONSOLATIONS,
  FOUR_D_NUMBERS,
  FOUR_D_STARTERS,
  type FourDBetType,
  type FourDConfig,
} from './four-d-config.ts';

/**
 * Exact RTP. The 23 prize slots are a uniform draw of distinct numbers, so each slot holds any given number
 * with chance 1/10,000 and the slots exclude one another: RTP = Σ over slots of the slot's return ÷ 10,000.
 */
export function fourDExactRtp(config: FourDConfig, type: FourDBetType): number {
  const all = BigInt(FOUR_D_NUMBERS);
  if (type === 'small') {
    const { first, second, third } = config.payouts.small;
    return exactRtpOf(
      [first, second, third].map((multiplierX100) => ({ ways: 1n, multiplierX100 })),
      all,
    );
  }
  const { first, second, third, starter, consolation } = config.payouts.big;
  return exactRtpOf(
    [
      ...[first, second, third].map((multiplierX100) => ({ ways: 1n, multiplierX100 })),
      { ways: BigInt(FOUR_D_STARTERS), multiplierX100: starter },
      { ways: BigInt(FOUR_D_CONSOLATIONS), multiplierX100: consolation },
    ],
    all,
  );
}

export function fourDRtpTable(config: FourDConfig): BetRtp[] {
  return FOUR_D_BET_TYPES.map((type) => betRtp(type, fourDExactRtp(config, type)));
}
