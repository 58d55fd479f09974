import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import { DRAGON_TIGER_BET_TYPES, type DragonTigerConfig } from './dragon-tiger-config.ts';
import { dragonTigerRtpTable } from './dragon-tiger-rtp.ts';

export function validateDragonTigerConfig(config: DragonTigerConfig): void {
  for (const type of DRAGON_TIGER_BET_TYPES) {
    if (!isIntegerIn(config.payouts[type], 0, 100_000_000))
      configError(`dragon-tiger: the ${type} payout is whole`);
  }
  if (!isIntegerIn(config.tieRefundX100, 0, 100))
    configError('dragon-tiger: tieRefundX100 is whole, in 0..100');
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000))
    configError('dragon-tiger: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of dragonTigerRtpTable(config)) assertRtpInBounds(`dragon-tiger ${bet}`, rtp);
}
