import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import { BACCARAT_BET_TYPES, type BaccaratConfig } from './baccarat-config.ts';
import { baccaratRtpTable } from './baccarat-rtp.ts';

export function validateBaccaratConfig(config: BaccaratConfig): void {
  for (const type of BACCARAT_BET_TYPES) {
    if (!isIntegerIn(config.payouts[type], 0, 100_000_000))
      configError(`baccarat: the ${type} payout is whole`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('baccarat: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of baccaratRtpTable(config)) assertRtpInBounds(`baccarat ${bet}`, rtp);
}
