import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import { FAN_TAN_BET_TYPES, type FanTanConfig } from './fan-tan-config.ts';
import { fanTanRtpTable } from './fan-tan-rtp.ts';

export function validateFanTanConfig(config: FanTanConfig): void {
  for (const type of FAN_TAN_BET_TYPES) {
    if (!isIntegerIn(config.payouts[type], 0, 100_000_000))
      configError(`fan-tan: the ${type} payout is a whole multiplier in hundredths`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('fan-tan: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of fanTanRtpTable(config)) assertRtpInBounds(`fan-tan ${bet}`, rtp);
}
