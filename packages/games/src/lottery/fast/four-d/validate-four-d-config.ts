import { configError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertRtpInBounds } from '../../../instant/shared/rtp.ts';
import type { FourDConfig } from './four-d-config.ts';
import { fourDRtpTable } from './four-d-rtp.ts';

export function validateFourDConfig(config: FourDConfig): void {
  const { big, small } = config.payouts ?? {};
  for (const tier of ['first', 'second', 'third', 'starter', 'consolation'] as const) {
    if (!isIntegerIn(big?.[tier], 0, 100_000_000)) configError(`4d: the big ${tier} payout is whole`);
  }
  for (const tier of ['first', 'second', 'third'] as const) {
    if (!isIntegerIn(small?.[tier], 0, 100_000_000)) configError(`4d: the small ${tier} payout is whole`);
  }
  if (!isIntegerIn(config.maxBetsPerRound, 1, 1_000)) configError('4d: maxBetsPerRound is in 1..1000');
  for (const { bet, rtp } of fourDRtpTable(config)) assertRtpInBounds(`4d ${bet}`, rtp);
}
