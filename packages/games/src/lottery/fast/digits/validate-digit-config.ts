import { configError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../../instant/shared/rtp.ts';
import { DIGIT_BET_TYPES, type DigitLotteryConfig } from './digit-config.ts';
import { digitRtpTable } from './digit-rtp.ts';

export function validateDigitLotteryConfig(config: DigitLotteryConfig): void {
  const game = typeof config.game === 'string' && config.game !== '' ? config.game : 'digit lottery';
  if (!isIntegerIn(config.digits, 2, 6)) configError(`${game}: digits is in 2..6`);
  for (const [type, payout] of Object.entries(config.payouts)) {
    if (!(DIGIT_BET_TYPES as readonly string[]).includes(type))
      configError(`${game}: unknown bet type ${type}`);
    if (!isIntegerIn(payout, 0, 100_000_000)) configError(`${game}: the ${type} payout is whole`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError(`${game}: maxBetsPerRound is in 1..1000`);
  for (const { bet, rtp } of digitRtpTable(config)) assertRtpInBounds(`${game} ${bet}`, rtp);
}
