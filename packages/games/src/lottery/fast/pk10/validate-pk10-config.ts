import { configError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../../instant/shared/rtp.ts';
import { PK10_BET_TYPES, PK10_MAX_SUM, PK10_MIN_SUM, type Pk10Config } from './pk10-config.ts';
import { pk10RtpTable } from './pk10-rtp.ts';

export function validatePk10Config(config: Pk10Config): void {
  for (const type of PK10_BET_TYPES) {
    if (type !== 'sum' && !isIntegerIn(config.payouts[type], 0, 100_000_000))
      configError(`pk10: the ${type} payout is whole`);
  }
  for (let sum = PK10_MIN_SUM; sum <= PK10_MAX_SUM; sum++) {
    if (!isIntegerIn(config.payouts.sum?.[sum], 0, 100_000_000))
      configError(`pk10: the sum ${sum} payout is whole`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('pk10: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of pk10RtpTable(config)) assertRtpInBounds(`pk10 ${bet}`, rtp);
}
