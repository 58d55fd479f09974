import { configError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../instant/shared/rtp.ts';
import { ROULETTE_BET_TYPES, type RouletteConfig } from './roulette-config.ts';
import { rouletteRtpTable } from './roulette-rtp.ts';

export function validateRouletteConfig(config: RouletteConfig): void {
  for (const type of ROULETTE_BET_TYPES) {
    if (!isIntegerIn(config.payouts[type], 0, 100_000_000))
      configError(`roulette: the ${type} payout is a whole multiplier in hundredths`);
  }
  if (typeof config.laPartage !== 'boolean') configError('roulette: laPartage is true or false');
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('roulette: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of rouletteRtpTable(config)) assertRtpInBounds(`roulette ${bet}`, rtp);
}
