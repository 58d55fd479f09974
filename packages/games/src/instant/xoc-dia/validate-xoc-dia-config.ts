import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';
import { XOC_DIA_BET_TYPES, type XocDiaConfig } from './xoc-dia-config.ts';
import { xocDiaRtpTable } from './xoc-dia-rtp.ts';

export function validateXocDiaConfig(config: XocDiaConfig): void {
  for (const type of XOC_DIA_BET_TYPES) {
    if (!isIntegerIn(config.payouts[type], 0, 100_000_000))
      configError(`xoc-dia: the ${type} payout is whole`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('xoc-dia: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of xocDiaRtpTable(config)) assertRtpInBounds(`xoc-dia ${bet}`, rtp);
}
